import Foundation

/// What the HTML page costs on the largest session measured (20,000 artists
/// by default): the whole `deepcut-replay TRACE --quiet` process against
/// `deepcut-replay TRACE --quiet --html PAGE`, each a child process of the
/// release tool, medians of the runs. The two alternate run by run, so that
/// a load on the shared machine falls on both. The target
/// (Docs/HTMLReport.md "Size and speed") is a page written in under a
/// second more than the text report takes.
@MainActor
enum HTMLBenchmark {
    /// The figures at one size.
    struct Result {
        /// The most the page may add, in seconds.
        static let budget = 1.0

        var artists: Int
        var textSeconds: Double
        var htmlSeconds: Double
        var pageBytes: Int

        /// What writing the page added to the run.
        var extraSeconds: Double { htmlSeconds - textSeconds }

        var line: String {
            "html page: \(artists) artists: deepcut-replay TRACE \(fixed(textSeconds, 3)) s, with --html PAGE "
                + "\(fixed(htmlSeconds, 3)) s (the page \(fixed(Double(pageBytes) / 1_000_000, 1)) MB): "
                + "\(fixed(extraSeconds, 3)) s more (whole process, median of each)"
        }

        var budgetLine: String {
            "\(extraSeconds < Self.budget ? "✔" : "✘") \(artists) artists: the HTML page costs "
                + "\(fixed(extraSeconds, 3)) s more than the text report (< \(fixed(Self.budget, 0)) s)"
        }
    }

    /// The figures; nil when no run of one of the two passed, or the page was not written.
    static func measure(replayTool: String, artists: Int, runs: Int) -> Result? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deepcut-bench-html-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("session-\(artists).json")
        let page = folder.appendingPathComponent("page.html")
        _ = Benchmark.writeSession(artists: artists, to: trace)
        var texts: [Double] = [], pages: [Double] = []
        for _ in 0..<runs {
            // A run that fails (the trace must pass) is left out, and with none left there are no figures.
            if let run = ChildProcess.run(replayTool, [trace.path, "--quiet"]), run.status == 0 {
                texts.append(run.seconds)
            }
            if let run = ChildProcess.run(replayTool, [trace.path, "--quiet", "--html", page.path]), run.status == 0 {
                pages.append(run.seconds)
            }
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: page.path)
        guard !texts.isEmpty, !pages.isEmpty, let bytes = attributes?[.size] as? Int else { return nil }
        return Result(artists: artists, textSeconds: median(texts), htmlSeconds: median(pages), pageBytes: bytes)
    }
}
