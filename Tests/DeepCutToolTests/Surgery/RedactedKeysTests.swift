import DeepCutKit
import DeepCutTrace
@testable import DeepCutTraceReading
import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

extension VerifySuites {
    /// Docs/TraceSurgery.md "redact": every string key of the format is replaced,
    /// or listed there as kept with why.
    @Suite("redact replaces every string key of the format or the kept table names it")
    @MainActor
    struct RedactedKeysTests {
        /// A trace that holds every key the reader knows, each string distinct.
        static let everyKey = """
        {"format": "deepcut-trace", "version": 1,
         "capture": {"origin": "device", "title": "Title text", "startedAt": "2026-05-12T08:05:00Z",
                     "app": "Discoverer (before the fix)", "device": "Ada's iPhone", "os": "iOS 18.5",
                     "storefront": "gb", "notes": "Recorded at home"},
         "engine": {"batchSize": 5, "snapshotTTL": 600},
         "calls": [
          {"seq": 0, "method": "fetchLibraryArtists", "args": {}, "at": 0, "durationMs": 3, "result": {"artists": [
            {"id": "r.An1", "name": "Some Artist", "artworkURL": "https://example.com/a.jpg"}]}},
          {"seq": 1, "method": "fetchLibraryAlbums", "args": {}, "result": {"albums": [
            {"id": "l.1", "title": "An Album", "artistName": "Some Artist", "artistID": "r.An1", "releaseDate": "2001-02-03",
             "trackCount": 9, "isSingle": false, "contentRating": "explicit", "catalogID": "1234567", "artworkURL": "https://example.com/b.jpg"}]}},
          {"seq": 2, "method": "fetchRecentlyPlayed", "args": {}, "result": {"tracks": [
            {"id": "i.T1", "title": "A Track", "artistName": "Some Artist", "albumTitle": "An Album", "albumID": "l.1",
             "trackNumber": 1, "discNumber": 1, "durationMs": 200000, "isrc": "GBAAA0100001"}]}},
          {"seq": 3, "method": "fetchCatalogReleases", "args": {"artistID": "r.An1"}, "result": {"albums": [
            {"id": "7654321", "title": "Other Album", "artistName": "Some Artist"}], "hasMore": true}},
          {"seq": 4, "method": "fetchTracks", "args": {"albumID": "7654321"},
           "error": {"kind": "http", "status": 404, "code": "40400", "title": "Resource Not Found", "detail": "No album 7654321"}},
          {"seq": 5, "method": "fetchPlaylist", "args": {"name": "My Mix"}, "result": {"playlist":
            {"id": "p.Mix1", "name": "My Mix", "isEditable": true}}},
          {"seq": 6, "method": "addTracksToLibrary", "args": {"trackIDs": ["8765432"]},
           "error": {"kind": "authorization", "reason": "permissionDenied"}},
          {"seq": 7, "method": "addTracksToPlaylist", "args": {"trackIDs": ["8765432"], "playlistID": "p.Mix1"}, "result": {}},
          {"seq": 8, "method": "removeTracksFromPlaylist", "args": {"trackIDs": ["8765432"], "playlistID": "p.Mix1"},
           "error": {"kind": "network", "detail": "offline at the station"}}
         ],
         "diagnostics": {"libraryArtistCount": 1, "artists": [
           {"artistID": "r.An1", "name": "Some Artist", "total": 2, "owned": 1, "cuts": 1}]},
         "session": [
          {"action": "refresh", "at": 0, "observed": {"policy": "legacy", "state": "caughtUp"},
           "expect": {"state": "degraded", "checked": 1, "failed": 0, "feedCount": 1, "feed": ["7654321"],
                      "checkedArtistIDs": ["r.An1"]}},
          {"action": "openRelease", "albumID": "7654321", "expect": {"tracks": "failed", "trackIDs": []}},
          {"action": "addToPlaylist", "albumID": "7654321", "playlistName": "My Mix", "expect": {"feedCount": 1}}
         ]}

        """

        /// Every key the reader knows: its own key lists and the methods' schema.
        static var formatKeys: Set<String> {
            typealias S = JSONScanner
            var keys = Set<String>()
            keys.formUnion(S.TopLevelKey.allCases.map(\.rawValue))
            keys.formUnion(S.CaptureKey.allCases.map(\.rawValue))
            keys.formUnion(S.EngineKey.allCases.map(\.rawValue))
            keys.formUnion(S.DiagnosticsKey.allCases.map(\.rawValue))
            keys.formUnion(S.CallKey.allCases.map(\.rawValue))
            keys.formUnion(S.ErrorKey.allCases.map(\.rawValue))
            keys.formUnion(S.ArtistKey.allCases.map(\.rawValue))
            keys.formUnion(S.AlbumKey.allCases.map(\.rawValue))
            keys.formUnion(S.TrackKey.allCases.map(\.rawValue))
            keys.formUnion(S.PlaylistKey.allCases.map(\.rawValue))
            keys.formUnion(S.StepKey.allCases.map(\.rawValue))
            keys.formUnion(S.ExpectationKey.allCases.map(\.rawValue))
            keys.formUnion(S.RecordedDiagnosticKey.allCases.map(\.rawValue))
            for method in MusicLibraryMethod.allCases {
                keys.formUnion(method.schema.arguments.map { "\($0.rawValue)" })
                keys.formUnion(method.schema.result.keys.map { "\($0.rawValue)" })
            }
            return keys
        }

        /// Each string leaf of a JSON value, by its path (`calls[].error.title`), in document order.
        static func strings(_ value: Any, at path: String, into leaves: inout [(path: String, value: String)]) {
            switch value {
            case let text as String: leaves.append((path, text))
            case let object as [String: Any]:
                for key in object.keys.sorted() { strings(object[key]!, at: path.isEmpty ? key : path + "." + key, into: &leaves) }
            case let array as [Any]:
                for element in array { strings(element, at: path + "[]", into: &leaves) }
            default: break
            }
        }

        static func keys(_ value: Any, into keys: inout Set<String>) {
            if let object = value as? [String: Any] {
                for (key, inner) in object {
                    keys.insert(key)
                    Self.keys(inner, into: &keys)
                }
            } else if let array = value as? [Any] {
                for element in array { Self.keys(element, into: &keys) }
            }
        }

        /// The kept table of Docs/TraceSurgery.md: its first column.
        static func documentedKept() throws -> Set<String> {
            let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/TraceSurgery.md")
            let text = try String(contentsOf: page, encoding: .utf8)
            let table = try #require(text.components(separatedBy: "| kept string key | why |").dropFirst().first)
            var kept = Set<String>()
            for line in table.split(separator: "\n").dropFirst() {
                guard line.hasPrefix("| `") else { break }
                kept.insert(String(line.dropFirst(3).prefix { $0 != "`" }))
            }
            return kept
        }

        @Test("the trace of every key holds every key the reader and the method schema know")
        func everyKeyIsHeld() throws {
            _ = try TraceReader.read(bytes: Array(Self.everyKey.utf8), sourceName: "every-key.json")
            // The document as given (recorded diagnostics among the calls) and as the writer writes it (at the top level).
            var held = Set<String>()
            Self.keys(try JSONSerialization.jsonObject(with: Data(Self.everyKey.utf8)), into: &held)
            let trace = try TraceReader.read(bytes: Array(Self.everyKey.utf8), sourceName: "every-key.json")
            Self.keys(try JSONSerialization.jsonObject(with: Data(TraceWriter.bytes(for: trace))), into: &held)
            let missing = Self.formatKeys.subtracting(held)
            #expect(missing.isEmpty, "give these keys a value in everyKey, and a decision in redact or in Docs/TraceSurgery.md: \(missing.sorted())")
        }

        @Test("every string key is replaced by redact, or kept with a reason in Docs/TraceSurgery.md, and nothing more is kept")
        func everyStringKeyDecided() throws {
            let trace = try TraceReader.read(bytes: Array(Self.everyKey.utf8), sourceName: "every-key.json")
            let redacted = TraceRedactor(key: "test").redact(trace)
            var before: [(path: String, value: String)] = []
            var after: [(path: String, value: String)] = []
            Self.strings(try JSONSerialization.jsonObject(with: Data(TraceWriter.bytes(for: trace))), at: "", into: &before)
            Self.strings(try JSONSerialization.jsonObject(with: Data(TraceWriter.bytes(for: redacted))), at: "", into: &after)
            let kept = try Self.documentedKept()
            // A path is kept when one of its original values is still there, unchanged, under the same path.
            var written: [String: Set<String>] = [:]
            for leaf in after { written[leaf.path, default: []].insert(leaf.value) }
            var survivors = Set<String>()
            for leaf in before where written[leaf.path]?.contains(leaf.value) == true { survivors.insert(leaf.path) }
            for path in survivors.sorted() {
                #expect(kept.contains(path), "\(path) survives redact but Docs/TraceSurgery.md does not list it as kept")
            }
            for path in kept.subtracting(survivors).sorted() {
                #expect(Bool(false), "\(path) is listed as kept but redact replaces it, or it is not a string key")
            }
            #expect(kept.isSubset(of: Set(before.map(\.path))), "listed as kept but not a string key: \(kept.subtracting(before.map(\.path)).sorted())")
            #expect(!after.contains { $0.value.contains("Discoverer") || $0.value.contains("Ada") })
        }
    }
}
