import DeepCutTestSupport
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("faults --shard and --merge: shares of a campaign merged print the report of one run")
    @MainActor
    struct FaultShardTests {
        /// A campaign: its paths (relative to the package, `four.json` the four-artists trace written
        /// beside a trace that is not valid and a path that is missing), its options, and the Ns tried.
        struct Campaign: Sendable, CustomTestStringConvertible {
            var paths: [String]
            var options: [String]
            var shardCounts: [Int]
            var testDescription: String { (paths + options).joined(separator: " ") }
        }

        nonisolated static let campaigns = [
            Campaign(paths: ["four.json"], options: ["--kinds", "http:404", "--methods", "fetchCatalogReleases", "--policy", "legacy"],
                     shardCounts: [2, 3, 7]),
            Campaign(paths: ["four.json", "missing.json", "broken.json", "Fixtures/retry-429-then-success.json"],
                     options: ["--kinds", "http:404,http:503,empty,short"], shardCounts: [2, 5]),
            Campaign(paths: ["Fixtures/tracklist-fails-then-retry.json", "Fixtures/every-artist-fails.json",
                             "Fixtures/library-albums-fail.json"],
                     options: ["--kinds", "http:429,network,short:1", "--policy", "legacy"], shardCounts: [3, 4]),
            Campaign(paths: ["Traces/01-empty-discover-tab.json"],
                     options: ["--policy", "legacy", "--methods", "fetchLibraryAlbums"], shardCounts: [2, 9]),
        ]

        /// Runs `faults` in process in `folder` (paths relative to the package, but those written there).
        func faults(_ arguments: [String], paths: [String], in folder: URL) async -> ToolResult {
            let resolved = paths.map { path in
                path.hasPrefix("Fixtures/") || path.hasPrefix("Traces/")
                    ? FaultTraces.root.appendingPathComponent(path).path : folder.appendingPathComponent(path).path
            }
            return await DeepCutReplayTool.run(["faults"] + resolved + arguments)
        }

        @Test("every share merged gives the whole run's standard output, standard error and status, byte for byte",
              arguments: campaigns)
        func mergedEqualsWhole(campaign: Campaign) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(FaultTraces.fourArtists, to: "four.json")
                try folder.write("{\"format\": \"deepcut-trace\", \"version\": 1, \"calls\": [", to: "broken.json")
                let whole = await faults(campaign.options + ["--jobs", "1"], paths: campaign.paths, in: folder)
                #expect(whole.standardOutput.hasPrefix("Fault campaign"))
                for count in campaign.shardCounts {
                    var files: [String] = []
                    var mutations = 0
                    for index in 1...count {
                        let part = await faults(
                            campaign.options + ["--shard", "\(index)/\(count)", "--format", "json"],
                            paths: campaign.paths, in: folder)
                        let result = try FaultsResult(reading: Data(part.standardOutput.utf8))
                        mutations += result.campaigns.reduce(0) { $0 + $1.mutations }
                        let file = folder.appendingPathComponent("part-\(count)-\(index).json")
                        try Data(part.standardOutput.utf8).write(to: file)
                        files.append(file.path)
                    }
                    // Any order of the files.
                    let merged = await DeepCutReplayTool.run(["faults", "--merge"] + files.reversed())
                    #expect(merged.standardOutput == whole.standardOutput, "N = \(count)")
                    #expect(merged.status == whole.status)
                    #expect(merged.standardError + lastLine(whole.standardError) == whole.standardError)
                    let wholeMutations = try FaultsResult(reading: Data(
                        await faults(campaign.options + ["--format", "json"], paths: campaign.paths, in: folder)
                            .standardOutput.utf8)).campaigns.reduce(0) { $0 + $1.mutations }
                    #expect(mutations == wholeMutations)
                }
            }
        }

        /// The `time:` line, which a merge does not print (it replays nothing).
        func lastLine(_ text: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 2 ? lines[lines.count - 2] + "\n" : text
        }

        @Test("a result read back is the result written")
        func roundTrip() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(FaultTraces.fourArtists, to: "four.json")
                let options = FaultCampaign.Options(kinds: [.http(status: 404), .short(keep: nil)], policy: .legacy)
                let share = MutationShare(shard: TraceShard(index: 1, count: 2), worker: TraceShard(index: 2, count: 3))
                let report = await FaultCampaign.run(
                    try FaultTraces.fourArtistsTrace(), source: "four.json", options: options, share: share)
                #expect(!report.findings.isEmpty)
                let result = FaultsResult(
                    options: options, share: share,
                    missing: ["nowhere"], entries: [.campaign(report), .error("cannot read x.json", .unreadable)])
                let read = try FaultsResult(reading: Data(FaultsReport(result).jsonText().utf8))
                #expect(read == result)
            }
        }

        @Test("each position belongs to exactly one shard and one worker of it", arguments: [
            (1, 1), (2, 1), (3, 2), (7, 3), (1, 4), (5, 5),
        ])
        func sharesPartition(shards: Int, workers: Int) {
            for position in 0..<200 {
                var owners: [String] = []
                for shard in 1...shards {
                    for worker in 1...workers {
                        let share = MutationShare(
                            shard: TraceShard(index: shard, count: shards), worker: TraceShard(index: worker, count: workers))
                        if share.contains(position) { owners.append("\(shard)/\(worker)") }
                    }
                }
                #expect(owners.count == 1, "position \(position): \(owners)")
            }
        }

        @Test("a share counts its positions in a range as visiting them would, for any N and M, without overflow",
              arguments: [(1, 1), (2, 1), (3, 2), (7, 3), (1, 4), (5, 5)])
        func shareCounts(shards: Int, workers: Int) {
            for shard in 1...shards {
                for worker in 1...workers {
                    let share = MutationShare(
                        shard: TraceShard(index: shard, count: shards), worker: TraceShard(index: worker, count: workers))
                    for (start, end) in [(0, 0), (0, 1), (0, 97), (13, 14), (13, 200), (50, 51)] {
                        #expect(share.count(in: start..<end) == (start..<end).count(where: share.contains),
                                "\(shard)/\(shards) \(worker)/\(workers) in \(start)..<\(end)")
                    }
                }
            }
            let huge = MutationShare(shard: TraceShard(index: 2, count: Int.max), worker: TraceShard(index: 3, count: Int.max))
            #expect(huge.count(in: 0..<Int.max) == 0)
            let wide = MutationShare(shard: TraceShard(index: 2, count: 3), worker: TraceShard(index: 1, count: Int.max))
            #expect(wide.count(in: 0..<Int.max) == 1)
        }

        @Test("a share of any N is two divisions: the largest N and positions work without overflow")
        func largeShares() {
            let huge = MutationShare(shard: TraceShard(index: Int.max, count: Int.max), worker: TraceShard(index: 1, count: 1))
            #expect(huge.contains(Int.max - 1))
            #expect(!huge.contains(0))
            let first = MutationShare(shard: TraceShard(index: 1, count: Int.max), worker: TraceShard(index: 2, count: Int.max))
            #expect(!first.contains(0))
            #expect(first.contains(Int.max))
        }

        /// A refusal of `--merge` or of an option with it.
        struct Refusal: Sendable, CustomTestStringConvertible {
            var name: String
            var shards: [String]
            var extra: [String]
            var status: DeepCutAnalysis.ExitStatus
            var message: String
            var testDescription: String { name }
        }

        @Test("merge refuses what is not every share of one campaign, with the reason", arguments: [
            Refusal(name: "a shard missing", shards: ["1/3", "3/3"], extra: [], status: .usage,
                    message: "--merge: a campaign split into 3 shards needs every one of them, got 2 results"),
            Refusal(name: "a shard twice", shards: ["1/2", "1/2"], extra: [], status: .usage,
                    message: "--merge: shard 1/2 was given twice"),
            Refusal(name: "different splits", shards: ["1/2", "2/3"], extra: [], status: .usage,
                    message: "--merge: the results come from different splits (--shard K/N with different N); merge only the shards of one campaign"),
            Refusal(name: "a campaign option", shards: ["1/1"], extra: ["--policy", "legacy"], status: .usage,
                    message: "--merge takes only --format: the campaign's options are in the results (got --policy)"),
        ])
        func mergeRefusals(refusal: Refusal) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(FaultTraces.fourArtists, to: "four.json")
                var files: [String] = []
                for (index, shard) in refusal.shards.enumerated() {
                    let part = await faults(["--kinds", "http:404", "--shard", shard, "--format", "json"], paths: ["four.json"], in: folder)
                    let file = folder.appendingPathComponent("\(index).json")
                    try Data(part.standardOutput.utf8).write(to: file)
                    files.append(file.path)
                }
                let merged = await DeepCutReplayTool.run(["faults", "--merge"] + files + refusal.extra)
                #expect(merged.status == refusal.status)
                #expect(merged.standardError.contains(refusal.message), "\(merged.standardError)")
                #expect(merged.standardOutput.isEmpty)
            }
        }

        @Test("merge of a file that is not a result is 65 and names the file; of a missing file 66")
        func mergeBadFiles() async throws {
            try await withTemporaryFolder { folder in
                try folder.write("[1, 2]", to: "array.json")
                try folder.write("{\"format\": \"deepcut-replay-faults\", \"version\": 1}", to: "short.json")
                let array = folder.appendingPathComponent("array.json").path
                let short = folder.appendingPathComponent("short.json").path
                let notJSON = await DeepCutReplayTool.run(["faults", "--merge", array])
                #expect(notJSON.status == .invalidTrace)
                #expect(notJSON.standardError.hasPrefix("deepcut-replay: \(array):1:1: $: not a deepcut-replay-faults result"))
                let missingKey = await DeepCutReplayTool.run(["faults", "--merge", short])
                #expect(missingKey.status == .invalidTrace)
                #expect(missingKey.standardError.contains("has no key \"shard\""), "\(missingKey.standardError)")
                let missing = await DeepCutReplayTool.run(["faults", "--merge", folder.appendingPathComponent("nope.json").path])
                #expect(missing.status == .unreadable)
            }
        }

        @Test("--write-failures goes with the text report only")
        func writeFailuresNeedsText() async {
            let result = await DeepCutReplayTool.run(["faults", "x.json", "--format", "json", "--write-failures", "/tmp/x"])
            #expect(result.status == .usage)
            #expect(result.standardError.contains("--write-failures goes with the text report"))
        }
    }
}
