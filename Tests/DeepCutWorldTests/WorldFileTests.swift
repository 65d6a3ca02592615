import DeepCutKit
import DeepCutTrace
import DeepCutWorld
import Foundation
import Testing

/// A document the world reader refuses, and what it says: a case of the refusal table.
struct RefusedWorld: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var error: WorldFileError
    var testDescription: String { name }

    static let header = #"{"format": "deepcut-world", "version": 1, "sources": [{"name": "t", "title": "t", "origin": "synthetic", "calls": 1}], "calls": ["#

    static let all: [RefusedWorld] = [
        RefusedWorld(name: "not JSON", text: "{\"format\": ", error: .notJSON(detail: "")),
        RefusedWorld(name: "a trace", text: #"{"format": "deepcut-trace", "version": 1}"#, error: .notAWorld(format: "deepcut-trace")),
        RefusedWorld(name: "another tool's file", text: #"{"name": "x", "version": "1.0.0"}"#, error: .notAWorld(format: nil)),
        RefusedWorld(name: "no version", text: #"{"format": "deepcut-world"}"#, error: .missingVersion),
        RefusedWorld(name: "a newer version", text: #"{"format": "deepcut-world", "version": 2}"#, error: .unsupportedVersion(2)),
        RefusedWorld(name: "version 0", text: #"{"format": "deepcut-world", "version": 0}"#, error: .unsupportedVersion(0)),
        RefusedWorld(name: "an unknown method", text: header + #"{"method": "fetchEverything", "args": {}, "answers": []}]}"#,
                     error: .invalid(path: [.key("calls"), .index(0), .key("method")], reason: "")),
        RefusedWorld(name: "an argument of another method",
                     text: header + #"{"method": "fetchTracks", "args": {"artistID": "r.A"}, "answers": []}]}"#,
                     error: .invalid(path: [.key("calls"), .index(0), .key("args"), .key("artistID")], reason: "")),
        RefusedWorld(name: "a result of another method",
                     text: header + #"{"method": "fetchTracks", "args": {"albumID": "1"}, "answers": [{"result": {"albums": []}, "source": 0}]}]}"#,
                     error: .invalid(path: [.key("calls"), .index(0), .key("answers"), .index(0), .key("result"), .key("albums")], reason: "")),
        RefusedWorld(name: "an answer from no source",
                     text: header + #"{"method": "fetchTracks", "args": {"albumID": "1"}, "answers": [{"result": {"tracks": []}, "source": 3}]}]}"#,
                     error: .invalid(path: [.key("calls"), .index(0), .key("answers"), .index(0), .key("source")], reason: "")),
        RefusedWorld(name: "a track without a title",
                     text: header + #"{"method": "fetchTracks", "args": {"albumID": "1"}, "answers": [{"result": {"tracks": [{"id": "2", "artistName": "A"}]}, "source": 0}]}]}"#,
                     error: .invalid(path: [.key("calls"), .index(0), .key("answers"), .index(0), .key("result"), .key("tracks"), .index(0)], reason: "")),
        RefusedWorld(name: "an error of an unknown kind",
                     text: header + #"{"method": "fetchTracks", "args": {"albumID": "1"}, "answers": [{"error": {"kind": "teapot"}, "source": 0}]}]}"#,
                     error: .invalid(path: [.key("calls"), .index(0), .key("answers"), .index(0), .key("error"), .key("kind")], reason: "")),
    ]
}

@Suite("A world file is versioned, deterministic, and read back as the world it was written from")
struct WorldFileTests {
    @Test("the world of each trace writes the same bytes every time and reads back equal", arguments: WorldTraces.paths)
    func roundTrips(path: String) throws {
        let world = try WorldTraces.world(path)
        let bytes = WorldFile.bytes(for: world)
        #expect(WorldFile.bytes(for: try WorldTraces.world(path)) == bytes)
        let read = try WorldFile.read(data: Data(bytes))
        #expect(read == world)
        #expect(WorldFile.bytes(for: read) == bytes)
        #expect(String(decoding: bytes.prefix(48), as: UTF8.self).hasPrefix("{\n  \"format\": \"deepcut-world\",\n  \"version\": 1,"))
    }

    @Test("a merged world with conflicts, writes and every kind of answer reads back equal")
    func everyShapeRoundTrips() throws {
        let write = TraceRequest.addTracksToPlaylist(trackIDs: [hunter.id], playlistID: deepCuts.id)
        var world = MusicWorld(traces: [
            (trace("a", [
                (.fetchPlaylist(name: "Deep Cuts"), .success(.playlist(nil))),
                (.fetchCatalogReleases(artistID: björk.id), .failure(.authorization(.notSubscribed))),
            ]), "a.json"),
            (trace("b", [
                (.fetchPlaylist(name: "Deep Cuts"), .success(.playlist(deepCuts))),
                (.fetchCatalogReleases(artistID: björk.id), .success(.catalogReleases(CatalogReleases(albums: [homogenic], hasMore: true)))),
                (.fetchRecentlyPlayed, .failure(.network(detail: "offline"))),
                (.fetchLibraryArtists, .failure(.cancelled)),
                (.fetchLibraryAlbums, .failure(.other(detail: "?"))),
                (write, .failure(.http(status: 403, code: "40300", title: "Forbidden", detail: "no"))),
            ], durationMs: 12.5), "b.json"),
        ])
        world.playlistContents[deepCuts.id] = [hunter]
        world.addedToLibrary = [hunter]
        #expect(world.conflicts.count == 2)
        let read = try WorldFile.read(data: Data(WorldFile.bytes(for: world)))
        #expect(read == world)
    }

    @Test("a document that is not a world of this version is refused, naming the path", arguments: RefusedWorld.all)
    func refusals(_ table: RefusedWorld) {
        do {
            _ = try WorldFile.read(data: Data(table.text.utf8))
            Issue.record("read")
        } catch {
            switch (error, table.error) {
            case (.notJSON, .notJSON): break
            case (.invalid(let path, let reason), .invalid(let expected, _)):
                #expect(path == expected, "\(reason)")
                #expect(!reason.isEmpty)
            default: #expect(error == table.error)
            }
            #expect(!error.description.isEmpty)
        }
    }

    @Test("the refusals read as sentences with the path first")
    func refusalWording() {
        #expect(WorldFileError.unsupportedVersion(2).description
            == "version: version 2 is newer than this reader; it reads version 1")
        #expect(WorldFileError.invalid(path: [.key("calls"), .index(3), .key("method")], reason: "x").description
            == "calls[3].method: x")
        #expect(WorldFileError.notAWorld(format: "deepcut-trace").description.contains("deepcut-replay world TRACE -o WORLD.json"))
    }
}
