import DeepCutKit
import DeepCutTestSupport
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("Same trace, same options: byte-identical reports")
    @MainActor
    struct ReportDeterminismTests {
        /// How many times each trace is verified; concurrent catalog checks finish in a
        /// different order almost every time, so a few runs show any order leaking out.
        static let runs = 4

        /// A generated library with many failures (404s, 429s retried, 503s that run out).
        static func failingLibrary() async throws -> Trace {
            let text = try await SampleTraces.generated(
                ["--artists", "120", "--seed", "7", "--failure-rate", "0.5", "--batch-size", "30"])
            return try SampleTraces.trace(text, name: "lib.json")
        }

        /// The library with a wrong expectation on its last step, and the calls of the first
        /// four artists of the second refresh gone, so that four checks diverge at once.
        static func brokenLibrary() async throws -> Trace {
            var trace = try await failingLibrary()
            var session = try #require(trace.session)
            #expect(session.count >= 3)
            let lists = session.map { $0.expect?.checkedArtistIDs ?? [] }
            let onlySecond = lists[1].filter { id in !lists[0].contains(id) && !lists.dropFirst(2).contains { $0.contains(id) } }
            let cut = Set(onlySecond.prefix(4).map { TraceRequest.fetchCatalogReleases(artistID: $0) })
            try #require(cut.count == 4)
            trace.calls.removeAll { cut.contains($0.request) }
            session[session.count - 1].expect?.feedCount? += 1
            trace.session = session
            return trace
        }

        static let names = ["text", "verbose text", "JSON", "JSON with every feed", "JUnit"]

        /// Compares each rendering with the first run's, naming the one that differs.
        func expectSame(_ again: [String], as first: [String]) -> Bool {
            for (index, name) in Self.names.enumerated() {
                #expect(again[index] == first[index], "the \(name) report changed between runs")
            }
            return again == first
        }

        /// Every rendering of one verification.
        func renderings(_ trace: Trace, options: Verifier.Options = Verifier.Options()) async -> [String] {
            let report = await Verifier.verify(trace, source: "lib.json", options: options)
            var verboseOptions = Verifier.Options(verbose: true)
            verboseOptions.keepsEveryFeed = true
            let verbose = await Verifier.verify(trace, source: "lib.json", options: verboseOptions)
            return [
                TextReportRenderer().render(report),
                TextReportRenderer(verbosity: .verbose).render(verbose),
                JSONReportRenderer.render(report),
                JSONReportRenderer.render(verbose),
                JUnitReportRenderer.render([report]),
            ]
        }

        @Test("a library with failures gives the same text, verbose text, JSON and JUnit every time")
        func failures() async throws {
            let trace = try await Self.failingLibrary()
            let first = await renderings(trace)
            #expect(await Verifier.verify(trace, source: "lib.json").passed)
            #expect(first[1].contains("→ HTTP 404"), "the verbose log shows the failures")
            #expect(first[1].contains("→ HTTP 503"))
            for _ in 1..<Self.runs {
                guard expectSame(await renderings(trace), as: first) else { break }
            }
        }

        @Test("a failing, diverging library gives the same reports every time, with the same divergence")
        func divergences() async throws {
            let trace = try await Self.brokenLibrary()
            let report = await Verifier.verify(trace, source: "lib.json")
            #expect(!report.passed)
            let divergence = try #require(report.divergence)
            #expect(divergence.stepNumber == 2)
            #expect(report.calls.unrecorded.count == 4)
            let first = await renderings(trace)
            for _ in 1..<Self.runs {
                guard expectSame(await renderings(trace), as: first) else { break }
            }
        }

        @Test("the command line prints the same bytes twice", arguments: [[], ["--verbose"], ["--format", "json"]])
        func commandLine(options: [String]) async throws {
            let trace = try await Self.brokenLibrary()
            try await withTemporaryFolder { folder in
                let path = folder.appendingPathComponent("broken.json").path
                try TraceWriter.write(trace, to: URL(fileURLWithPath: path))
                let first = await DeepCutReplayTool.run([path] + options)
                #expect(first.status == .failure)
                let again = await DeepCutReplayTool.run([path] + options)
                #expect(again == first)
            }
        }
    }
}
