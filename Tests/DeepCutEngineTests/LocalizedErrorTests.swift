import DeepCutEngine
import DeepCutKit
import Foundation
import Testing

@Suite("Engine errors read the same through localizedDescription")
struct EngineLocalizedErrorTests {
    @Test("localizedDescription is the error's own message", arguments: [
        DiscoverError.playlistNotFound(name: "Deep Cuts"), .noTracks(albumID: "1440935467"),
        .service(.fetchLibraryArtists, .network(detail: "offline")),
        .storeCorrupt(path: "/tmp/cuts.json", movedTo: "/tmp/cuts.json.corrupt", reason: "bad JSON"),
        .storeUnreadable(path: "/tmp/cuts.json", reason: "permission denied"),
        .storeWriteFailed(path: "/tmp/cuts.json", reason: "disk full"),
    ])
    func localizedDescriptionIsTheMessage(_ error: DiscoverError) {
        #expect((error as any Error).localizedDescription == error.description)
    }

    @Test("a service failure reads the same through localizedDescription")
    func serviceFailure() {
        let failure = ServiceFailure(method: .fetchLibraryAlbums, error: .http(status: 503))
        #expect((failure as any Error).localizedDescription == failure.description)
        #expect(failure.description.contains("fetchLibraryAlbums"))
    }
}
