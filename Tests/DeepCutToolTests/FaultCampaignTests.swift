import DeepCutKit
import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("A fault campaign holds every mutated replay against the engine's invariants")
    @MainActor
    struct FaultCampaignTests {
        @Test("under strict, every fault on every call of a small trace keeps every invariant")
        func strictHolds() async throws {
            let report = await FaultCampaign.run(try FaultTraces.fourArtistsTrace(), source: "four.json")
            #expect(report.passed, "\(report.findings)")
            // 7 calls × 9 faults, minus short on the 3 calls that are not releases and empty on none.
            #expect(report.mutations == 7 * 9 - 3)
            #expect(report.skipped == 3)
            #expect(report.replays == report.mutations + 1)
        }

        @Test("under legacy, a 404 on one artist is found to leave the refresh loaded with a failed check")
        func legacyBreaksTheRule() async throws {
            let options = FaultCampaign.Options(kinds: [.http(status: 404)], methods: [.fetchCatalogReleases], policy: .legacy)
            let report = await FaultCampaign.run(try FaultTraces.fourArtistsTrace(), source: "four.json", options: options)
            #expect(!report.passed)
            let finding = try #require(report.findings.first)
            #expect(finding.invariant == .settledOnlyWhenEveryCheckSucceeded)
            #expect(finding.count == 4)
            #expect(finding.examples.map { $0.mutation?.description } == ["3=http:404", "4=http:404", "5=http:404"])
            #expect(finding.examples[0].violation.detail == "loaded under legacy with 1 of 4 checks failed (first: r.A)")
        }

        @Test("under legacy, the empty Discover tab breaks the rule as recorded, with no hint")
        func emptyDiscoverTab() async throws {
            let options = FaultCampaign.Options(methods: [.fetchLibraryAlbums], policy: .legacy)
            let trace = try FaultTraces.corpus("Traces/01-empty-discover-tab.json")
            let report = await FaultCampaign.run(trace, source: "01.json", options: options)
            let finding = try #require(report.findings.first { $0.invariant == .settledOnlyWhenEveryCheckSucceeded })
            #expect(finding.examples.first?.mutation == nil)
            #expect(finding.examples.first?.violation.detail.hasPrefix("caughtUp under legacy with 1598 of 1610") == true)
            let strict = await FaultCampaign.run(trace, source: "01.json", options: FaultCampaign.Options(methods: [.fetchLibraryAlbums]))
            #expect(strict.passed)
        }

        @Test("a replay that diverges although every answer was kept breaks the replay invariant")
        func divergenceIsCaught() async throws {
            var trace = try FaultTraces.fourArtistsTrace()
            trace.calls.removeAll { $0.seq == 5 }
            let report = await FaultCampaign.run(
                trace, source: "four.json", options: FaultCampaign.Options(kinds: [.network], methods: [.fetchLibraryArtists]))
            let finding = try #require(report.findings.first { $0.invariant == .replayFollowsTrace })
            #expect(finding.examples.first?.mutation == nil)
            #expect(finding.examples.first?.violation.detail.contains(#"fetchCatalogReleases(artistID: "r.C")"#) == true)
        }

        @Test("a sample draws the same calls for the same seed, and a different set for another")
        func sample() throws {
            let trace = try FaultTraces.corpus("Fixtures/generated-200-artists.json")
            let first = FaultCampaign.candidates(trace, options: FaultCampaign.Options(sample: 5, seed: 3)).map(\.seq)
            #expect(first.count == 5)
            #expect(first == first.sorted())
            #expect(FaultCampaign.candidates(trace, options: FaultCampaign.Options(sample: 5, seed: 3)).map(\.seq) == first)
            #expect(FaultCampaign.candidates(trace, options: FaultCampaign.Options(sample: 5, seed: 4)).map(\.seq) != first)
        }

        @Test("--write-failures gives traces of the same file name from different folders different names")
        func failureNamesUnique() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            for part in ["a", "b"] {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(part), withIntermediateDirectories: true)
                try FaultTraces.fourArtists.write(toFile: folder.appendingPathComponent("\(part)/four.json").path,
                                                  atomically: true, encoding: .utf8)
            }
            let failures = folder.appendingPathComponent("failures").path
            let result = await DeepCutReplayTool.run(
                ["faults", folder.appendingPathComponent("a").path, folder.appendingPathComponent("b").path, "--kinds", "http:404",
                 "--methods", "fetchCatalogReleases", "--policy", "legacy", "--write-failures", failures])
            #expect(result.status == .failure, "\(result.standardError)")
            let files = try FileManager.default.contentsOfDirectory(atPath: failures).sorted()
            #expect(files == ["four-2.seq3-http-404.json", "four-2.seq4-http-404.json", "four-2.seq5-http-404.json",
                              "four-2.seq6-http-404.json", "four.seq3-http-404.json", "four.seq4-http-404.json",
                              "four.seq5-http-404.json", "four.seq6-http-404.json"])
        }

        @Test("faults exits 1 on a violation, writes the listed mutated traces, and prints the same text twice")
        func command() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let input = folder.appendingPathComponent("four.json").path
            try FaultTraces.fourArtists.write(toFile: input, atomically: true, encoding: .utf8)
            let failures = folder.appendingPathComponent("failures").path
            let arguments = ["faults", input, "--kinds", "http:404,network", "--methods", "fetchCatalogReleases",
                             "--policy", "legacy", "--write-failures", failures]
            let result = await DeepCutReplayTool.run(arguments)
            #expect(result.status == .failure)
            #expect(result.standardOutput.contains("✘ a refresh is caughtUp or loaded only when every check in it succeeded"))
            #expect(result.standardOutput.contains("8 mutations tried"))
            let files = try FileManager.default.contentsOfDirectory(atPath: failures).sorted()
            #expect(files == ["four.seq3-http-404.json", "four.seq4-http-404.json", "four.seq5-http-404.json",
                              "four.seq6-http-404.json"])
            #expect(result.standardOutput.contains("wrote 4 of 4 violating mutated traces to \(failures)"))
            let written = try TraceReader.read(contentsOf: URL(fileURLWithPath: failures + "/" + files[0]))
            #expect(written.capture.notes?.contains("Broke under legacy: a refresh is caughtUp or loaded only when every "
                + "check in it succeeded (Docs/EngineRules.md \"State after a refresh\").") == true)
            // A file already in the folder is never replaced: the run says so and ends with 73.
            let kept = await DeepCutReplayTool.run(arguments)
            #expect(kept.status == .cannotCreate)
            #expect(kept.standardOutput.contains("wrote 0 of 4 violating mutated traces to \(failures)"))
            // The folder is written after the campaign, so its lines follow the campaign's time line.
            #expect(kept.standardError.hasPrefix("time: "))
            #expect(kept.standardError.contains("\ndeepcut-replay: 4 files already in \(failures) left as they were, not "
                + "replaced (remove them, or give another folder): \(failures)/four.seq3-http-404.json, "))
            try FileManager.default.removeItem(atPath: failures)
            let again = await DeepCutReplayTool.run(arguments)
            #expect(again.standardOutput == result.standardOutput)
            let strict = await DeepCutReplayTool.run(["faults", input, "--kinds", "http:404"])
            #expect(strict.status == .success)
        }

        @Test("--write-failures DIR that cannot be made ends with 73 before the campaign, replaying nothing", arguments: [
            ("a file", "taken", "making the folder failed"),
            ("under a file", "taken/failures", "the folder "),
        ])
        func failuresFolderRefused(what: String, folder: String, says: String) async throws {
            try await withTemporaryFolder { root in
                try root.write(FaultTraces.fourArtists, to: "four.json")
                try root.write("not a folder\n", to: "taken")
                let target = root.appendingPathComponent(folder).path
                let result = await DeepCutReplayTool.run(
                    ["faults", root.appendingPathComponent("four.json").path, "--policy", "legacy", "--write-failures", target])
                #expect(result.status == .cannotCreate, "\(what)")
                #expect(result.standardOutput.isEmpty, "\(what): the campaign ran")
                #expect(!result.standardError.contains("time: "), "\(what): the campaign ran")
                #expect(result.standardError.hasPrefix("deepcut-replay: ") && result.standardError.contains(says),
                        "\(what): \(result.standardError)")
                #expect(try String(contentsOf: root.appendingPathComponent("taken"), encoding: .utf8) == "not a folder\n")
            }
        }

        @Test("--write-failures makes a missing DIR with its parents, even when nothing broke")
        func failuresFolderMade() async throws {
            try await withTemporaryFolder { root in
                try root.write(FaultTraces.fourArtists, to: "four.json")
                let target = root.appendingPathComponent("a/b/failures").path
                let strict = await DeepCutReplayTool.run(
                    ["faults", root.appendingPathComponent("four.json").path, "--kinds", "http:404", "--write-failures", target])
                #expect(strict.status == .success)
                #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
                #expect(!strict.standardOutput.contains("wrote"))
                let legacy = await DeepCutReplayTool.run(
                    ["faults", root.appendingPathComponent("four.json").path, "--kinds", "http:404", "--policy", "legacy",
                     "--methods", "fetchCatalogReleases", "--write-failures", target])
                #expect(legacy.status == .failure)
                #expect(try FileManager.default.contentsOfDirectory(atPath: target).count == 4)
                #expect(legacy.standardOutput.contains("  wrote 4 of 4 violating mutated traces to \(target)\n"))
            }
        }

        @Test("faults' usage errors", arguments: [
            ["faults"], ["faults", "x.json", "--kinds", "teapot"], ["faults", "x.json", "--methods", "fetchEverything"],
            ["faults", "x.json", "--seed", "3"], ["faults", "x.json", "--sample", "0"],
        ])
        func usage(arguments: [String]) async {
            let result = await DeepCutReplayTool.run(arguments)
            #expect(result.status == .usage)
        }
    }
}
