import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// A report of a long session is written as it is made: printing it costs
    /// next to no memory beyond the replay's, where building it whole cost
    /// one and a half to two and a half times its size.
    @Suite("deepcut-replay prints a long session's report without holding it whole")
    struct ReportMemoryTests {
        /// 50,000 checked refreshes of an empty library.
        static let longSession = "[" + Array(repeating: #"{"action": "refresh", "expect": {"state": "caughtUp"}}"#,
                                             count: 50_000).joined(separator: ",\n") + "]"

        @Test("the text and JSON reports add less than a quarter of their size to a quiet run's peak memory",
              .enabled(if: ReplayExecutable.peakIsMeasurable,
                       "on Linux, GNU time (/usr/bin/time) measures the program's own peak, and it is not installed"),
              arguments: [["--format", "text"], ["--format", "json"]])
        func reportMemory(format: [String]) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(HostileDocuments.trace(session: Self.longSession), to: "t.json")
                let quiet = try await ReplayExecutable.runGuarded(["t.json", "-q"], in: folder, measuresPeak: true)
                #expect(quiet.status == 0, "\(quiet)")
                let report = try await ReplayExecutable.runGuarded(["t.json"] + format, in: folder, measuresPeak: true)
                #expect(report.status == 0, "\(report)")
                let printedKilobytes = report.standardOutput.utf8.count / 1024
                #expect(printedKilobytes > 5_000, "the report is large enough to tell")
                let quietPeak = try #require(quiet.peakKilobytes)
                let reportPeak = try #require(report.peakKilobytes)
                #expect(reportPeak - quietPeak < printedKilobytes / 4,
                        "quiet \(quietPeak) KiB, with the report \(reportPeak) KiB, printed \(printedKilobytes) KiB")
            }
        }
    }
}
