import Foundation

/// How the cost per artist of `redact`, of one `--chaos` order and of
/// `generate` grows from the smallest to the largest size measured
/// (1,610 to 20,000 artists by default): a ratio near 1 is linear, one near
/// the ratio of the sizes quadratic. Each command runs once, as a child
/// process of the release `deepcut-replay`, on the generated session of
/// that size; one chaos order is `--chaos 1+k` less `--chaos 1`, over k, with
/// k the largest size over this one (so that about as many artists are
/// replayed in shuffled orders at each size, and a small size's orders stand
/// out of a process's noise); `generate`'s peak memory (MB of 10⁶ bytes) is
/// shown at both sizes, and one chaos order at the largest size against a
/// whole replay process of the same trace. A line is ✔ when the cost per
/// artist grows by at most `Line.flat`.
@MainActor
enum GrowthBenchmark {
    /// One command's seconds (and peak memory, when measured) at the two sizes.
    struct Line {
        /// The largest growth per artist counted as flat: the runs are single,
        /// on a shared machine.
        static let flat = 1.5

        var name: String
        var small: (artists: Int, seconds: Double)
        var large: (artists: Int, seconds: Double)
        var peakMB: (small: Double, large: Double)?
        /// What a size counts: `artist`, or `album` for one answer's albums.
        var unit = "artist"

        /// Microseconds per artist at a size.
        static func perArtist(_ point: (artists: Int, seconds: Double)) -> Double {
            point.seconds * 1e6 / Double(point.artists)
        }

        /// Cost per artist at the large size over the small one.
        var growth: Double { Self.perArtist(large) / Self.perArtist(small) }

        var text: String {
            "  \(growth <= Self.flat ? "✔" : "✘") \(name): \(small.artists) \(unit)s \(fixed(small.seconds, 3)) s "
                + "(\(fixed(Self.perArtist(small), 1)) µs/\(unit)) · \(large.artists) \(unit)s \(fixed(large.seconds, 3)) s "
                + "(\(fixed(Self.perArtist(large), 1)) µs/\(unit)) · per \(unit) ×\(fixed(growth, 2)) "
                + "(≤ \(fixed(Self.flat, 1)) is flat)"
                + (peakMB.map { " · peak \(fixed($0.small, 1)) → \(fixed($0.large, 1)) MB" } ?? "")
        }
    }

    /// The lines, or a sentence saying why a command could not be measured.
    static func measure(replayTool: String, sizes: [Int]) -> [String] {
        guard let smallest = sizes.min(), let largest = sizes.max(), smallest < largest else {
            return ["growth: needs two sizes (--sizes A,B)"]
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-bench-growth-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var measured: [String: [(Int, Double)]] = [:]
        var peaks: [Double] = []
        var replay: Double?
        for size in [smallest, largest] {
            let trace = folder.appendingPathComponent("growth-\(size).json").path
            _ = Benchmark.writeSession(artists: size, to: URL(fileURLWithPath: trace))
            func time(_ arguments: [String]) -> Double? {
                guard let run = ChildProcess.run(replayTool, arguments), run.status == 0 else { return nil }
                return run.seconds
            }
            if let seconds = time(["redact", trace, "-o", "/dev/null", "--key", "bench"]) {
                measured["redact TRACE -o /dev/null", default: []].append((size, seconds))
            }
            let orders = max(1, largest / size)
            if size == largest { replay = time([trace, "-q"]) }
            if let one = time([trace, "--chaos", "1", "-q"]), let more = time([trace, "--chaos", String(1 + orders), "-q"]) {
                measured["one --chaos order", default: []].append((size, max(0, more - one) / Double(orders)))
            }
            let generate = ["generate", "--artists", String(size), "-o", "/dev/null"]
            if let seconds = time(generate) {
                measured["generate --artists N -o /dev/null", default: []].append((size, seconds))
                // Memory in a run of its own: GNU time stands between on Linux (ChildProcess).
                if let peak = ChildProcess.peakKilobytes(replayTool, generate) { peaks.append(Double(peak) * 1024 / 1_000_000) }
            }
        }
        var lines = ["Growth from \(smallest) to \(largest) artists (one run each; ×1 per artist is linear, "
            + "×\(fixed(Double(largest) / Double(smallest), 1)) quadratic):"]
        for name in ["redact TRACE -o /dev/null", "one --chaos order", "generate --artists N -o /dev/null"] {
            guard let points = measured[name], points.count == 2 else {
                lines.append("  \(name): not measured (the command failed)")
                continue
            }
            let peakMB = name.hasPrefix("generate") && peaks.count == 2 ? (peaks[0], peaks[1]) : nil
            lines.append(Line(name: name, small: points[0], large: points[1], peakMB: peakMB).text)
        }
        if let order = measured["one --chaos order"]?.last?.1, let replay, replay > 0 {
            lines.append("  one --chaos order at \(largest) artists costs ×\(fixed(order / replay, 2)) "
                + "a whole replay process of the trace (\(fixed(order, 3)) s against \(fixed(replay, 3)) s)")
        }
        return lines
    }
}
