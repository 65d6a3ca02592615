import DeepCutKit
import DeepCutTrace
import DeepCutVerify
import Testing

/// The options of one `deepcut-replay generate`.
struct GenerateCase: Sendable, CustomTestStringConvertible {
    let artists: Int
    let seed: Int
    let failureRate: String
    var batchSize: Int?
    var albumsPerArtist: Int?

    var arguments: [String] {
        var arguments = ["--artists", String(artists), "--seed", String(seed), "--failure-rate", failureRate]
        if let batchSize { arguments += ["--batch-size", String(batchSize)] }
        if let albumsPerArtist { arguments += ["--albums-per-artist", String(albumsPerArtist)] }
        return arguments
    }

    var testDescription: String { arguments.joined(separator: " ") }
}

extension VerifySuites {
    @Suite("generate writes the same bytes for the same options, and its traces pass when replayed")
    @MainActor
    struct GenerateCommandTests {
        nonisolated static let cases: [GenerateCase] = [
            GenerateCase(artists: 1, seed: 1, failureRate: "0"),
            GenerateCase(artists: 1, seed: 2, failureRate: "1"),
            GenerateCase(artists: 7, seed: 3, failureRate: "0.05", batchSize: 1),
            GenerateCase(artists: 7, seed: 4, failureRate: "0.5", batchSize: 3),
            GenerateCase(artists: 7, seed: 5, failureRate: "1", batchSize: 2),
            GenerateCase(artists: 40, seed: 6, failureRate: "0", batchSize: 40),
            GenerateCase(artists: 40, seed: 7, failureRate: "0.5", batchSize: 7),
            GenerateCase(artists: 40, seed: 8, failureRate: "1", batchSize: 13, albumsPerArtist: 2),
            GenerateCase(artists: 200, seed: 9, failureRate: "0.05"),
            GenerateCase(artists: 200, seed: 10, failureRate: "0.5", batchSize: 60, albumsPerArtist: 20),
            GenerateCase(artists: 200, seed: 11, failureRate: "1", batchSize: 200),
            GenerateCase(artists: 200, seed: 12, failureRate: "0", batchSize: 1, albumsPerArtist: 1),
            // The seeds' library of 1,610 artists is generated and replayed by the real executable in
            // DeepCutReplayCommandTests, in processes of its own, so that its long stretches of work
            // on the main actor do not hold up the other suites.
        ]

        @Test("the same options give byte-identical traces, which pass with every check held", arguments: cases)
        func generatedTracesPass(_ testCase: GenerateCase) async throws {
            let text = try await SampleTraces.generated(testCase.arguments)
            #expect(try await SampleTraces.generated(testCase.arguments) == text)
            let trace = try SampleTraces.trace(text, name: "generated.json")
            #expect(trace.capture.origin == .synthetic)
            #expect(trace.engine?.batchSize == min(testCase.batchSize ?? 40, testCase.artists), "at most the library's size")
            let library = try #require(trace.calls.first { $0.method == .fetchLibraryArtists })
            guard case .success(.artists(let artists)) = library.outcome else {
                Issue.record("the first call does not list the artists")
                return
            }
            #expect(artists.count == testCase.artists)

            let report = await Verifier.verify(trace, source: "generated.json")
            #expect(report.passed, "\(VerifyLine.reason(report))")
            #expect(report.divergence == nil)
            #expect(report.calls.unused.isEmpty, "every recorded call is asked for")
            #expect(report.calls.unrecorded.isEmpty)
            let session = try #require(trace.session)
            #expect(report.steps.count == session.count)
            #expect(report.steps.allSatisfy { $0.expectations.count >= 5 }, "every refresh checks its state and counts")
            let diagnostics = try #require(report.diagnostics)
            #expect(diagnostics.libraryArtistCount?.passed == true)
            #expect(!diagnostics.artists.isEmpty || testCase.failureRate == "1")
            let summaries = report.steps.compactMap { $0.outcome?.refresh }
            #expect(summaries.count == session.count)
            for summary in summaries where summary.failed > 0 {
                #expect(summary.state == .degraded || summary.state == .failed, "never caught up while an artist failed")
            }
            if testCase.failureRate == "0" {
                #expect(summaries.allSatisfy { $0.failed == 0 && ($0.state == .loaded || $0.state == .caughtUp) })
            } else if testCase.failureRate == "1" {
                #expect(summaries.contains { $0.failed > 0 })
            }
        }

        @Test("different seeds, rates, sizes or batch sizes give different traces", arguments: [
            ["--artists", "30", "--seed", "2"],
            ["--artists", "30", "--seed", "1", "--failure-rate", "0.5"],
            ["--artists", "31", "--seed", "1"],
            ["--artists", "30", "--seed", "1", "--batch-size", "10"],
            ["--artists", "30", "--seed", "1", "--albums-per-artist", "9"],
        ])
        func differentOptions(arguments: [String]) async throws {
            let reference = try await SampleTraces.generated(["--artists", "30", "--seed", "1"])
            let other = try await SampleTraces.generated(arguments)
            #expect(other != reference)
            #expect(try SampleTraces.trace(other).calls != SampleTraces.trace(reference).calls
                || arguments.contains("--batch-size"))
        }

        /// One way to spoil a generated trace's ground truth, and the key that must fail.
        struct Tampering: Sendable, CustomTestStringConvertible {
            let key: String
            let change: @Sendable (inout Trace) -> Void
            var testDescription: String { key }
        }

        nonisolated static let tamperings: [Tampering] = [
            Tampering(key: "state") { trace in trace.session![0].expect!.state = .caughtUp },
            Tampering(key: "checked") { trace in trace.session![0].expect!.checked! -= 1 },
            Tampering(key: "failed") { trace in trace.session![0].expect!.failed! += 1 },
            Tampering(key: "feedCount") { trace in trace.session![1].expect!.feedCount! += 1 },
            Tampering(key: "feed") { trace in
                let last = trace.session!.count - 1
                trace.session![last].expect!.feed!.swapAt(0, 1)
            },
            Tampering(key: "checkedArtistIDs") { trace in trace.session![0].expect!.checkedArtistIDs!.swapAt(0, 1) },
            Tampering(key: "diagnostics") { trace in trace.diagnostics!.artists![0].cuts += 1 },
            Tampering(key: "libraryArtistCount") { trace in trace.diagnostics!.libraryArtistCount! += 1 },
        ]

        @Test("the checks bite: spoiling one expectation of a generated trace fails it on that key", arguments: tamperings)
        func tampered(_ tampering: Tampering) async throws {
            let text = try await SampleTraces.generated(["--artists", "40", "--seed", "21", "--failure-rate", "0.1", "--batch-size", "15"])
            var trace = try SampleTraces.trace(text)
            try #require((trace.session?.count ?? 0) >= 2)
            #expect(await Verifier.verify(trace, source: "t.json").passed)
            tampering.change(&trace)
            let report = await Verifier.verify(trace, source: "t.json")
            #expect(!report.passed)
            let failedKeys = report.steps.flatMap { $0.expectations.filter { !$0.passed }.map(\.key) }
            switch tampering.key {
            case "diagnostics":
                #expect(failedKeys.isEmpty)
                #expect(report.diagnostics?.artists.filter { !$0.passed }.count == 1)
            case "libraryArtistCount":
                #expect(failedKeys.isEmpty)
                #expect(report.diagnostics?.libraryArtistCount?.passed == false)
            default:
                #expect(failedKeys == [tampering.key])
            }
        }
    }
}

/// The reason `verify` prints for a trace, for messages of failing tests.
enum VerifyLine {
    @MainActor
    static func reason(_ report: VerificationReport) -> String {
        TextReportRenderer(verbosity: .quiet).render(report)
            + (report.divergence?.message ?? "")
            + report.steps.flatMap { $0.expectations.filter { !$0.passed } }.map { "\($0.key): \($0.expected) ≠ \($0.actual)" }
            .joined(separator: "; ")
    }
}
