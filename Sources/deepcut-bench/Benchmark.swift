import DeepCutGenerator
import DeepCutTrace
import DeepCutVerify
import Foundation

/// One size's measurements, and the table and budget lines they print as.
@MainActor
struct Benchmark {
    let runs: Int
    let replayTool: String

    struct Result {
        var artists: Int
        var calls: Int
        var bytes: Int
        var readSeconds: Double
        /// Reading every answer of the read trace (`TraceCall.outcome`, a stored value).
        var unpackSeconds: Double
        var verifySeconds: Double
        var processSeconds: Double
        var peakKilobytes: Int
        var pythonParseSeconds: Double?
        var pythonProcessSeconds: Double?

        var megabytes: Double { Double(bytes) / 1_000_000 }
        /// The peak in the file's unit (10⁶ bytes), so that the two compare as printed.
        var peakMegabytes: Double { Double(peakKilobytes) * 1024 / 1_000_000 }

        var line: String {
            row([
                String(artists), fixed(megabytes), fixed(readSeconds, 3), fixed(megabytes / readSeconds, 0),
                fixed(unpackSeconds, 3), fixed(verifySeconds, 3), fixed(Double(calls) / verifySeconds, 0), fixed(processSeconds, 3),
                fixed(peakMegabytes, 1), fixed(peakMegabytes / megabytes, 2),
                pythonParseSeconds.map { fixed($0, 3) } ?? "n/a",
                pythonParseSeconds.map { fixed(megabytes / $0, 0) } ?? "n/a",
                pythonProcessSeconds.map { fixed($0, 3) } ?? "n/a",
                pythonProcessSeconds.map { fixed(processSeconds / $0, 2) } ?? "n/a",
            ], Benchmark.widths)
        }
    }

    nonisolated static let widths = [7, 7, 7, 9, 9, 8, 9, 9, 7, 9, 10, 9, 10, 11]
    static let header = row([
        "artists", "file MB", "read s", "read MB/s", "unpack s", "verify s", "calls/s", "process s", "peak MB",
        "peak/file", "python s", "py MB/s", "py proc s", "proc/py",
    ], widths) + "\n" + row([
        "", "", "", "", "(values)", "", "", "(whole)", "(whole)", "", "(json.load)", "", "(whole)", "",
    ], widths)

    /// Generates the session, writes it to a temporary file and measures it.
    func measure(artists: Int) async -> Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-bench-\(artists).json")
        let (callCount, byteCount) = Self.writeSession(artists: artists, to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        // The in-process figures in a process of their own, which holds nothing but the trace it reads.
        guard let child = ChildProcess.run(CommandLine.arguments[0], ["--in-process", file.path, "--runs", String(runs)]),
              child.status == 0, let inProcess = InProcessRun(parsing: child.output) else {
            fatalError("the generated \(artists)-artist trace did not read back and verify in process")
        }
        var processes: [Double] = [], peak = 0
        var pythonParses: [Double] = [], pythonProcesses: [Double] = []
        for _ in 0..<runs {
            if let child = ChildProcess.run(replayTool, [file.path, "--quiet"]), child.status == 0 {
                processes.append(child.seconds)
            }
            if let kilobytes = ChildProcess.peakKilobytes(replayTool, [file.path, "--quiet"]) {
                peak = max(peak, kilobytes)
            }
            if let python = ChildProcess.run("python3", ["-c", Self.pythonParse, file.path]), python.status == 0,
               let parse = Double(python.output.trimmingCharacters(in: .whitespacesAndNewlines)) {
                pythonParses.append(parse)
                pythonProcesses.append(python.seconds)
            }
        }
        return Result(
            artists: artists, calls: callCount, bytes: byteCount, readSeconds: inProcess.read,
            unpackSeconds: inProcess.unpack, verifySeconds: inProcess.verify, processSeconds: median(processes), peakKilobytes: peak,
            pythonParseSeconds: pythonParses.isEmpty ? nil : median(pythonParses),
            pythonProcessSeconds: pythonProcesses.isEmpty ? nil : median(pythonProcesses))
    }

    /// Generates the session of `artists` artists and writes it to `file`;
    /// returns its calls and bytes. Nothing of the generated trace outlives
    /// this function, so that the measurements see a process holding only
    /// what `deepcut-replay` would hold (a generated trace left in memory
    /// slows both reading and replaying).
    static func writeSession(artists: Int, to file: URL) -> (calls: Int, bytes: Int) {
        let generator = SyntheticLibraryGenerator(artistCount: artists, seed: UInt64(artists), failureRate: 0.05)
        let trace = SyntheticSession.trace(for: generator.generate(), batchSize: 40, title: "bench \(artists)")
        let bytes = TraceWriter.data(for: trace)
        try? bytes.write(to: file)
        return (trace.calls.count, bytes.count)
    }

    /// Times json.load inside Python and prints it; the whole process is timed from outside.
    static let pythonParse = "import json,sys,time\nt=time.perf_counter()\njson.load(open(sys.argv[1]))\n"
        + "print(time.perf_counter()-t)"

    /// The system and processor the benchmark was built for, as `uname -sm` names them.
    #if os(Linux)
    static let system = "Linux"
    #elseif os(macOS)
    static let system = "Darwin"
    #else
    static let system = "unknown system"
    #endif
    #if arch(x86_64)
    static let architecture = "x86_64"
    #elseif arch(arm64) && os(Linux)
    static let architecture = "aarch64"
    #elseif arch(arm64)
    static let architecture = "arm64"
    #else
    static let architecture = "unknown processor"
    #endif

    /// The machine the figures were taken on.
    func machineLine() -> String {
        let info = ProcessInfo.processInfo
        let python = ChildProcess.run("python3", ["--version"])?.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #if swift(>=6.3)
        let swift = "Swift 6.3"
        #else
        let swift = "Swift 6"
        #endif
        return "machine: \(Self.system) \(Self.architecture), \(info.activeProcessorCount) cores, "
            + "\(fixed(Double(info.physicalMemory) / 1_073_741_824, 1)) GiB; \(swift); \(python ?? "python3 not found")\n"
            + "build: \(runtimeLinking)"
    }

    /// How the two measured programs hold the Swift runtime and Foundation:
    /// this benchmark (the in-process figures) and the `deepcut-replay`
    /// beside it (the whole-process figures). A program that loads them as
    /// shared libraries starts with about 7 MB more resident and calls the
    /// runtime through the dynamic linker's tables.
    var runtimeLinking: String {
        #if os(Linux)
        let benchShared = Self.needsSharedRuntime("/proc/self/exe")
        #else
        let benchShared = Bundle.main.executablePath.flatMap(Self.needsSharedRuntime)
        #endif
        let toolShared = Self.needsSharedRuntime(replayTool)
        func form(_ shared: Bool?, _ verbEnding: String) -> String {
            switch shared {
            case true?: "load\(verbEnding) the Swift runtime and Foundation as shared libraries"
            case false?: "link\(verbEnding) the Swift runtime and Foundation in (--static-swift-stdlib)"
            case nil: "could not be read"
            }
        }
        if benchShared == toolShared { return "deepcut-bench and deepcut-replay both \(form(benchShared, ""))" }
        return "deepcut-bench \(form(benchShared, "s")); deepcut-replay \(form(toolShared, "s")) "
            + "(README \"Performance\" builds both alike)"
    }

    /// Whether the program at `path` needs the shared Swift runtime: such a
    /// program names `libswiftCore.so` (Linux) or `libswiftCore.dylib`
    /// (Darwin, where the runtime is the system's) among the libraries it
    /// needs, near the start of the file (read up to 1 MiB).
    static func needsSharedRuntime(_ path: String) -> Bool? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let head = try? file.read(upToCount: 1 << 20) else { return nil }
        #if canImport(Darwin)
        let library = "libswiftCore.dylib"
        #else
        let library = "libswiftCore.so"
        #endif
        return head.range(of: Data(library.utf8)) != nil
    }

    /// The speed targets (README "Performance"), each ✔ or ✘ with the figures.
    static func budgets(_ results: [Result], recorder: RecorderBenchmark.Result) -> [String] {
        var lines: [String] = []
        func mark(_ held: Bool) -> String { held ? "✔" : "✘" }
        if let large = results.first(where: { $0.artists == 20_000 }) {
            let rate = large.megabytes / large.readSeconds
            lines.append("\(mark(rate >= 500)) read 20,000 artists at \(fixed(rate, 0)) MB/s (≥ 500 MB/s)")
        }
        let rates = results.map { Double($0.calls) / $0.verifySeconds }
        for (result, rate) in zip(results, rates) {
            lines.append("\(mark(rate >= 200_000)) replay and verify \(result.artists) artists at "
                + "\(fixed(rate, 0)) calls/s (≥ 200,000)")
        }
        if let slowest = rates.min(), let fastest = rates.max(), rates.count > 1 {
            let spread = fastest / slowest
            lines.append("\(mark(spread <= 1.25)) replay rate flat with library size: fastest is "
                + "\(fixed(spread, 2))× the slowest (≤ 1.25×)")
        }
        for result in results {
            if let python = result.pythonProcessSeconds {
                let ratio = result.processSeconds / python
                lines.append("\(mark(ratio <= 0.5)) \(result.artists) artists: deepcut-replay TRACE (whole process) "
                    + "\(fixed(result.processSeconds, 3)) s = \(fixed(ratio, 2))× python3 json.load (whole process) "
                    + "\(fixed(python, 3)) s (≤ 0.5×)")
            } else {
                lines.append("? \(result.artists) artists: python3 not found, so the floor was not measured")
            }
        }
        if let small = results.first(where: { $0.artists == 1_610 }), let large = results.first(where: { $0.artists == 20_000 }) {
            let ratio = large.processSeconds / small.processSeconds
            lines.append("\(mark(ratio <= 13)) 20,000 artists cost \(fixed(ratio, 1))× what 1,610 cost "
                + "(whole process; ≤ 13×; the files differ \(fixed(large.megabytes / small.megabytes, 1))×)")
        }
        // The process's fixed cost (the Swift runtime and Foundation, 14 to 21 MB)
        // dwarfs a small file, so the target is held on the largest session.
        if let result = results.first(where: { $0.artists == 20_000 }) {
            let ratio = result.peakMegabytes / result.megabytes
            lines.append("\(mark(ratio <= 3)) \(result.artists) artists: peak memory "
                + "\(fixed(result.peakMegabytes, 1)) MB = \(fixed(ratio, 2))× the file "
                + "(\(fixed(result.megabytes, 1)) MB; ≤ 3×)")
        }
        lines.append(recorder.budgetLine)
        lines.append(recorder.memoryBudgetLine)
        return lines
    }
}
