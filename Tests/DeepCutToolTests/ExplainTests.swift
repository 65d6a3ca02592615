import DeepCutAnalysis
import DeepCutKit
import DeepCutTestSupport
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    @Suite("explain walks a value back to the answers and the rules that made it")
    @MainActor
    struct ExplainTests {
        /// A seed's trace of Traces/, named by the issue; a clear failure when it is gone.
        static func seedTrace(_ name: String) throws -> (Trace, String) {
            let path = FaultTraces.root.appendingPathComponent("Traces/\(name)").path
            try #require(FileManager.default.fileExists(atPath: path), "Traces/\(name), the seed's trace this test explains, is missing")
            return (try TraceReader.read(contentsOf: URL(fileURLWithPath: path)), path)
        }

        /// One artist `Band` (`r.X`) owning `library` (title and extra JSON fields), whose catalog answers `catalog`.
        static func oneArtist(library: [(String, String)], catalog: [(id: String, title: String, extra: String)]) throws -> Trace {
            func album(_ id: String, _ title: String, _ extra: String, owned: Bool) -> String {
                let escaped = title.replacingOccurrences(of: "\"", with: "\\\"")
                return #"{"id": "\#(id)", "title": "\#(escaped)", "artistName": "Band""#
                    + (owned ? #", "artistID": "r.X""# : "") + (extra.isEmpty ? "" : ", " + extra) + "}"
            }
            let owned = library.enumerated().map { album("l.\($0.offset + 1)", $0.element.0, $0.element.1, owned: true) }
            let listed = catalog.map { album($0.id, $0.title, $0.extra, owned: false) }
            return try TraceReader.read(string: """
                {"format": "deepcut-trace", "version": 1,
                 "capture": {"origin": "synthetic", "title": "one artist", "startedAt": "2026-05-12T09:14:03Z"},
                 "calls": [
                  {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "result": {"artists": [{"id": "r.X", "name": "Band"}]}},
                  {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [\(owned.joined(separator: ", "))]}},
                  {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": []}},
                  {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.X"}, "result": {"albums": [\(listed.joined(separator: ", "))]}}
                 ],
                 "session": [{"action": "refresh", "expect": {"state": "loaded"}}]}
                """, sourceName: "one-artist.json")
        }

        @Test("trace 01's caught-up under legacy names the empty answers and the 404s, and the empty answers are the witness")
        func emptyDiscoverTab() async throws {
            let (trace, _) = try Self.seedTrace("01-empty-discover-tab.json")
            let explanation = try await TraceExplainer.explain(trace, target: .check(step: 1, key: "state", observed: true))
            #expect((explanation.value, explanation.policy) == ("caughtUp", .legacy))
            #expect(explanation.rules.first?.heading == "Refresh states")
            #expect(explanation.because.contains { $0.contains("1,598 of 1,610 checks failed (HTTP 404 ×1,598)") && $0.contains("'all failed?': no") })
            #expect(explanation.calls.map(\.title) == ["12 answered (12 with no album)", "1,598 failed with HTTP 404"])
            let witness = try #require(explanation.witness)
            #expect(witness.members.count == 12)
            #expect(witness.members.allSatisfy { $0.call.answer == "0 albums" })
            #expect((witness.changedValue, witness.minimal, witness.stoppedByBudget) == ("failed", true, false))
            #expect(witness.replays <= 64)
        }

        @Test("trace 02's A.N.I.M.A.L. is 25/4/21: the four owned albums, by which library albums and under which titles")
        func animal() async throws {
            let (trace, _) = try Self.seedTrace("02-diagnostic-run-after-the-fix.json")
            let explanation = try await TraceExplainer.explain(trace, target: .artist("A.N.I.M.A.L."))
            #expect(explanation.value == "25/4/21")
            let owned = explanation.comparisons.filter { $0.verdict == "owned" }
            #expect(owned.count == 4)
            #expect(owned.map(\.albumID) == ["1700000001", "1700000002", "1700000003", "1700000004"])
            #expect(owned.map { $0.other ?? "" } == ["l.Own0001", "l.Own0002", "l.Own0003", "l.Own0004"])
            #expect(owned.map { $0.libraryNormalizedTitle ?? "" } == owned.map(\.normalizedTitle))
            #expect(owned.filter { $0.rule.contains("catalogID") }.count == 2)
            #expect(explanation.comparisons.count { $0.verdict == "cut" } == 21)
            #expect(explanation.witness?.members.count == 1)
        }

        /// An album of each class of Docs/EngineRules.md: the library title, the catalog title
        /// and its extra fields, the verdict, and the catalog album's normalized title.
        nonisolated struct TitleCase: CustomTestStringConvertible, Sendable {
            var name: String
            var library: (String, String)
            var catalog: (String, String)
            var verdict: String
            var normalized: String
            var heading: String
            var testDescription: String { name }
        }

        nonisolated static let titleCases: [TitleCase] = [
            TitleCase(name: "catalog id", library: ("My Copy", #""catalogID": "100""#), catalog: ("The Record", ""),
                      verdict: "owned", normalized: "the record", heading: "Cut matching"),
            TitleCase(name: "same recording", library: ("Tusk", ""), catalog: ("Tusk (Deluxe Edition) [2010 Remaster]", ""),
                      verdict: "owned", normalized: "tusk", heading: "Cut matching"),
            TitleCase(name: "credit", library: ("Song", ""), catalog: ("Song (feat. Cardi B)", ""),
                      verdict: "owned", normalized: "song", heading: "Cut matching"),
            TitleCase(name: "kind", library: ("Song", ""), catalog: ("Song - Single", ""),
                      verdict: "owned", normalized: "song", heading: "Cut matching"),
            TitleCase(name: "extended on an album", library: ("Honeymoon", ""), catalog: ("Honeymoon (Extended)", ""),
                      verdict: "owned", normalized: "honeymoon", heading: "Cut matching"),
            TitleCase(name: "source note on a single", library: ("Song - Single", ""), catalog: ("Song (From the Film Y) - Single", ""),
                      verdict: "owned", normalized: "song", heading: "Cut matching"),
            TitleCase(name: "different recording", library: ("Song", ""), catalog: ("Song (Remix)", ""),
                      verdict: "cut", normalized: "song remix", heading: "Cut matching"),
            TitleCase(name: "live marker without facts", library: ("Tusk", ""), catalog: ("Tusk [Live]", ""),
                      verdict: "cut", normalized: "tusk live", heading: "Cut matching"),
            TitleCase(name: "live marker, facts agree", library: ("Bare Trees (Live)", #""releaseDate": "1972-03-01", "trackCount": 10"#),
                      catalog: ("Bare Trees", #""releaseDate": "1972", "trackCount": 10"#),
                      verdict: "owned", normalized: "bare trees", heading: "Cut matching"),
            TitleCase(name: "unknown qualifier, album over its single", library: ("Mirage (The Wedding Album)", ""),
                      catalog: ("Mirage - Single", ""), verdict: "owned", normalized: "mirage", heading: "Unknown qualifiers"),
            TitleCase(name: "unknown qualifier without facts", library: ("Mirage", ""), catalog: ("Mirage (The Wedding Album)", ""),
                      verdict: "cut", normalized: "mirage the wedding album", heading: "Cut matching"),
            TitleCase(name: "named edition", library: ("For All the Dogs", ""), catalog: ("For All the Dogs Scary Hours Edition", ""),
                      verdict: "owned", normalized: "for all the dogs scary hours edition", heading: "Dash, colon and period phrases"),
            TitleCase(name: "anniversary number", library: ("Rumours", #""releaseDate": "1977-02-04""#),
                      catalog: ("Rumours 35", #""releaseDate": "2012""#),
                      verdict: "owned", normalized: "rumours 35", heading: "Reissues named by a number"),
        ]

        @Test("an album of every title class says its verdict, its normalized title and the rule's heading", arguments: titleCases)
        func titleClasses(_ example: TitleCase) async throws {
            let trace = try Self.oneArtist(library: [example.library], catalog: [("100", example.catalog.0, example.catalog.1)])
            let explanation = try await TraceExplainer.explain(trace, target: .album("100"))
            let row = try #require(explanation.comparisons.first)
            #expect(explanation.value == example.verdict)
            #expect(row.normalizedTitle == example.normalized)
            #expect(row.heading == example.heading)
            if example.verdict == "owned" { #expect(row.other == "l.1") }
        }

        @Test("folded and repeated albums name the cut kept and why")
        func foldedAndRepeated() async throws {
            let trace = try Self.oneArtist(library: [], catalog: [
                ("1", "Poncho Visión", #""contentRating": "clean""#), ("2", "Poncho Visión", #""contentRating": "explicit""#),
                ("2", "Poncho Visión", #""contentRating": "explicit""#),
            ])
            let folded = try await TraceExplainer.explain(trace, target: .album("1"))
            #expect(folded.value == "folded")
            #expect(folded.comparisons.first?.other == "2")
            #expect(folded.comparisons.first?.rule.contains("explicit") == true)
            let witness = try #require(folded.witness)
            #expect(witness.members.map(\.change) == [#"album 2 removed ("Poncho Visión")"#])
            #expect(witness.changedValue == "cut")
        }

        @Test("a constructed false cut shows the two normalized titles that differed")
        func falseCut() async throws {
            let trace = try Self.oneArtist(library: [("Tusk [Live]", "")], catalog: [("100", "Tusk", "")])
            let explanation = try await TraceExplainer.explain(trace, target: .album("100"))
            #expect(explanation.value == "cut")
            let row = try #require(explanation.comparisons.first)
            #expect(row.normalizedTitle == "tusk")
            #expect(row.compared == [#"l.1 "Tusk [Live]" (tusk live, album)"#])
            #expect(explanation.lines.contains { $0.contains("(tusk, album)") && $0.contains("(tusk live, album)") })
        }

        @Test("a witness is minimal and the smallest on small traces where every subset can be tried", arguments: [
            (2, 2, FailurePolicy.strict), (3, 1, .legacy), (1, 3, .strict), (4, 1, .legacy), (0, 3, .strict),
        ])
        func witnessIsMinimal(notFound: Int, empty: Int, policy: FailurePolicy) async throws {
            let trace = try TraceReader.read(
                string: SampleTraces.libraryIDSession(notFound: notFound, empty: empty, observed: nil, expect: nil), sourceName: "small.json")
            let target = ExplainTarget.step(1)
            let explanation = try await TraceExplainer.explain(trace, target: target, options: .init(policy: policy))
            let witness = try #require(explanation.witness)
            let original = explanation.value
            func value(changing seqs: [Int]) async throws -> String {
                var changed = trace
                var places: [Int: Int] = [:]
                for (index, call) in trace.calls.enumerated() { places[call.seq] = index }
                AnswerChange.apply(seqs.map { .flip(seq: $0) }, to: &changed.calls, places: places)
                return try await TraceExplainer.explain(changed, target: target, options: .init(policy: policy, budget: 0)).value
            }
            let members = witness.members.compactMap(\.call.seq)
            try #require(!members.isEmpty, "no witness for \(notFound) 404s and \(empty) empty answers")
            #expect(try await value(changing: members) != original)
            for member in members {
                #expect(try await value(changing: members.filter { $0 != member }) == original, "without seq \(member)")
            }
            // Every smaller set of the batch's answers leaves the value unchanged.
            let pool = Array(3..<(3 + notFound + empty))
            for size in 1..<members.count {
                for subset in WitnessSearchSubsets.of(pool, size: size) {
                    #expect(try await value(changing: subset) == original, "a smaller witness exists: \(subset)")
                }
            }
            #expect(witness.minimal && witness.replays <= 64)
        }

        @Test("bad arguments get a sentence and exit 64", arguments: [
            (["--artist", "Nobody At All"], "no artist of the library has the id or name 'Nobody At All'"),
            (["--step", "2"], "there is no step 2: the session has 1 step"),
            (["--step", "1", "--album", "1"], "explain explains one thing at a time"),
            ([], "explain needs one of --step N"),
            (["--check", "1:colour"], "--check takes STEP:NAME"),
        ])
        func badArguments(arguments: [String], sentence: String) async throws {
            let (_, path) = try Self.seedTrace("02-diagnostic-run-after-the-fix.json")
            let result = await DeepCutReplayTool.run(["explain", path] + arguments)
            #expect(result.status == .usage)
            #expect(result.standardError.contains(sentence), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }

        @Test("an unreadable trace is 66 and an invalid one 65")
        func unreadableAndInvalid() async throws {
            try await withTemporaryFolder { folder in
                let missing = await DeepCutReplayTool.run(["explain", folder.appendingPathComponent("none.json").path, "--step", "1"])
                #expect(missing.status == .unreadable)
                try folder.write("{\"format\": \"deepcut-trace\"}", to: "bad.json")
                let invalid = await DeepCutReplayTool.run(["explain", folder.appendingPathComponent("bad.json").path, "--step", "1"])
                #expect(invalid.status == .invalidTrace)
            }
        }

        @Test("a failing check explains itself in the replay's text, verify's line and a section of the HTML page")
        func failuresExplainThemselves() async throws {
            let (_, path) = try Self.seedTrace("01-empty-discover-tab.json")
            let command = "deepcut-replay explain \(path) --check 1:state --policy legacy"
            let replay = await DeepCutReplayTool.run([path, "--policy", "legacy"])
            #expect(replay.status == .failure)
            #expect(replay.standardOutput.contains("Why       because 1,598 of 1,610 checks failed (HTTP 404 ×1,598)"))
            #expect(replay.standardOutput.contains("          more: " + command))
            let verify = await DeepCutReplayTool.run(["verify", path, "--policy", "legacy"])
            #expect(verify.standardOutput.contains("\n    rule: Docs/EngineRules.md \"Refresh states\""))
            #expect(verify.standardOutput.contains("\n    more: " + command))
            try await withTemporaryFolder { folder in
                let page = folder.appendingPathComponent("page.html")
                let result = await DeepCutReplayTool.run([path, "--policy", "legacy", "--quiet", "--html", page.path])
                #expect(result.status == .failure)
                let html = try String(contentsOf: page, encoding: .utf8)
                #expect(html.contains("<h4>Why state is what the engine gave</h4>"))
                #expect(html.contains("<code>" + command + "</code>"))
                #expect(html.contains("deepcut-replay html 2"))
            }
        }

        @Test("--format json is the deepcut-replay-explain shape, version 1")
        func json() async throws {
            let (_, path) = try Self.seedTrace("02-diagnostic-run-after-the-fix.json")
            let result = await DeepCutReplayTool.run(["explain", path, "--album", "1700000003", "--format", "json"])
            #expect(result.status == .success)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            #expect(object["format"] as? String == "deepcut-replay-explain")
            #expect(object["version"] as? Int == 1)
            #expect(object["value"] as? String == "owned")
            #expect(Set(object.keys) == [
                "format", "version", "trace", "target", "subject", "policy", "value", "because", "rules", "calls",
                "comparisons", "witness",
            ])
        }
    }
}

/// The subsets of a pool of a given size, for the brute-force check of minimality.
enum WitnessSearchSubsets {
    static func of(_ pool: [Int], size: Int) -> [[Int]] {
        guard size > 0 else { return [[]] }
        guard pool.count >= size else { return [] }
        var result: [[Int]] = []
        for (index, first) in pool.enumerated() {
            for rest in of(Array(pool[(index + 1)...]), size: size - 1) { result.append([first] + rest) }
        }
        return result
    }
}
