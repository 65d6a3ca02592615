import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    /// Numbers at the ends of their ranges, in traces and in arguments: each
    /// is answered with a status and a sentence, never a trap and never an
    /// allocation as large as the number.
    @Suite("numbers at their limits, in a trace or an argument, never trap and never allocate what they count")
    struct ArgumentExtremesTests {
        static let largest = String(Int.max)

        /// A trace whose five calls take the five largest seqs there are: the last two check the one artist.
        static let largestSeqs = HostileDocuments.trace(calls: [
            #"{"seq": 9223372036854775803, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [{"id": "r.1", "name": "A"}]}}"#,
            #"{"seq": 9223372036854775804, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": []}}"#,
            #"{"seq": 9223372036854775805, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}}"#,
            #"{"seq": 9223372036854775806, "method": "fetchCatalogReleases", "args": {"artistID": "r.1"}, "result": {"albums": []}}"#,
            #"{"seq": 9223372036854775807, "method": "fetchCatalogReleases", "args": {"artistID": "r.1"}, "result": {"albums": []}}"#,
        ], session: #"[{"action": "refresh", "expect": {"state": "caughtUp"}}, {"action": "refresh"}]"#)

        @Test("a trace whose seqs reach 2^63 − 1 verifies, mutates and takes a fault campaign without a trap", arguments: [
            (["big.json", "-q"], Int32(0), ""),
            (["mutate", "big.json", "--call", "9223372036854775807=http:503"], Int32(64),
             "deepcut-replay: the engine retries call 9223372036854775807, so its original answer would be kept as a new "
                + "call after it, but the seqs after it would then pass 9223372036854775807, the largest seq; number the "
                + "calls from lower seqs to mutate it"),
            (["mutate", "big.json", "--call", "9223372036854775806=network"], Int32(64),
             "deepcut-replay: the engine retries call 9223372036854775806, so its original answer would be kept as a new "
                + "call after it, but the seqs after it would then pass 9223372036854775807, the largest seq; number the "
                + "calls from lower seqs to mutate it"),
            (["mutate", "big.json", "--call", "9223372036854775805=http:503"], Int32(0),
             "  call 9223372036854775805 fetchRecentlyPlayed() answers http:503 instead of 0 tracks"),
            (["mutate", "big.json", "--call", "9223372036854775808=network"], Int32(64),
             "deepcut-replay: --call: '9223372036854775808=network' is not SEQ=FAULT (for example --call 3=http:404)"),
            (["faults", "big.json", "--kinds", "network"], Int32(0), "time: "),
            (["faults", "big.json"], Int32(0), "time: "),
        ])
        func largestSeqs(arguments: [String], status: Int32, firstErrorLine: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Self.largestSeqs, to: "big.json")
                let result = try await ReplayExecutable.runGuarded(arguments, in: folder)
                #expect(result.signal == nil && result.status == status, "\(result)")
                // A command that wrote a file says so on standard output; the others speak on standard error.
                let first = result.firstErrorLine.isEmpty
                    ? String(result.standardOutput.prefix { $0 != "\n" }) : result.firstErrorLine
                #expect(first.hasPrefix(firstErrorLine), "\(result)")
            }
        }

        @Test("--shard K/N costs what the files cost, whatever N is", arguments: [
            ("1/4294967296", "1 trace: 1 passed, 0 failed, 0 invalid (shard 1/4294967296)\n"),
            ("1/\(largest)", "1 trace: 1 passed, 0 failed, 0 invalid (shard 1/\(largest))\n"),
            ("2/\(largest)", "1 trace: 1 passed, 0 failed, 0 invalid (shard 2/\(largest))\n"),
            ("\(largest)/\(largest)", "0 traces: 0 passed, 0 failed, 0 invalid (shard \(largest)/\(largest))\n"),
        ])
        func shardOfAnySize(shard: String, totals: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "traces/a.json")
                try folder.write(Documents.formatExample + " ", to: "traces/b.json")
                var limits = RunLimits()
                limits.memoryMegabytes = 1_024
                limits.cpuSeconds = 20
                let result = try await ReplayExecutable.runGuarded(["verify", "traces", "--shard", shard, "-q"], in: folder,
                                                                   limits: limits)
                #expect(result.signal == nil, "\(result)")
                #expect(result.standardOutput == totals, "\(result)")
            }
        }

        @Test("every numeric option at its extremes is run or refused with a sentence, never a trap", arguments: [
            (["t.json", "--batch-size", largest, "-q"], Int32(0), ""),
            (["verify", "t.json", "--batch-size", largest, "-q"], Int32(0), ""),
            (["t.json", "--chaos", "10001"], Int32(64), "deepcut-replay: --chaos takes a whole number from 1 to 10000 (got '10001')"),
            (["t.json", "--chaos", "3", "--seed", "18446744073709551615", "-q"], Int32(0), ""),
            (["t.json", "--seed", "18446744073709551616", "--chaos", "2"], Int32(64),
             "deepcut-replay: --seed takes a whole number from 0 to 18446744073709551615 (got '18446744073709551616')"),
            (["t.json", "--max-trace-size", "8589934591G", "-q"], Int32(0), ""),
            (["t.json", "--max-trace-size", "8589934592G"], Int32(64),
             "deepcut-replay: --max-trace-size takes a size of at least 1 byte: a whole number, with K, M or G for KiB, MiB or GiB (got '8589934592G')"),
            (["generate", "--artists", "3", "--batch-size", largest, "--seed", "18446744073709551615", "-o", "g.json"],
             Int32(0), "wrote g.json"),
            (["generate", "--artists", "1000001"], Int32(64),
             "deepcut-replay: --artists takes a whole number from 1 to 1000000 (got '1000001')"),
            (["generate", "--artists", "2", "--albums-per-artist", largest], Int32(64),
             "deepcut-replay: --albums-per-artist takes a whole number from 1 to 200 (got '\(largest)')"),
            (["generate", "--artists", "2", "--failure-rate", "1e308"], Int32(64),
             "deepcut-replay: --failure-rate takes a number from 0 to 1 (got '1e308')"),
            (["shrink", "u.json", "-o", "s.json", "--max-replays", largest], Int32(0), "shrunk u.json → s.json"),
            (["faults", "t.json", "--sample", largest, "--seed", "18446744073709551615", "--kinds", "empty"], Int32(0), "time: "),
            (["faults", "t.json", "--batch-size", largest, "--kinds", "network", "--sample", "2"], Int32(0), "time: "),
            (["mutate", "t.json", "--call", "4=short:\(largest)"], Int32(0), "  call 4 fetchCatalogReleases"),
            (["mutate", "t.json", "--call", "3=http:\(largest)"], Int32(64), "deepcut-replay: --call: "),
        ])
        func numericOptions(arguments: [String], status: Int32, firstErrorLine: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "t.json")
                try folder.write(Documents.wrongExpectation, to: "u.json")
                let result = try await ReplayExecutable.runGuarded(arguments, in: folder)
                #expect(result.signal == nil && result.status == status, "\(result)")
                // A command that wrote a file says so on standard output; the others speak on standard error.
                let first = result.firstErrorLine.isEmpty
                    ? String(result.standardOutput.prefix { $0 != "\n" }) : result.firstErrorLine
                #expect(first.hasPrefix(firstErrorLine), "\(result)")
            }
        }

        @Test("shrink --max-replays 1 replays one smaller trace and says 1 replay")
        func oneReplay() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.wrongExpectation, to: "u.json")
                let result = try await ReplayExecutable.runGuarded(
                    ["shrink", "u.json", "-o", "s.json", "--max-replays", "1"], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput.contains("\n  1 replay in "), "\(result)")
                #expect(result.standardOutput.contains("(stopped at --max-replays: a smaller trace may exist)"))
            }
        }
    }
}
