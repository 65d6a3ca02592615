import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Foundation

/// A fresh engine over a mock, with a virtual clock at a fixed start.
@MainActor
struct EngineHarness {
    static let start = Date(timeIntervalSince1970: 1_778_577_243)  // 2026-05-12T09:14:03Z

    let mock: MockMusicLibraryService
    let clock: VirtualClock
    let store: InMemoryCutStore
    let engine: DiscoverFeed

    init(
        library: SampleLibrary = .standard, configuration: DiscoverConfiguration = DiscoverConfiguration(),
        store: InMemoryCutStore = InMemoryCutStore()
    ) {
        mock = MockMusicLibraryService(library: library)
        clock = VirtualClock(start: Self.start)
        self.store = store
        engine = DiscoverFeed(service: mock, clock: clock, store: store, configuration: configuration)
    }

    /// Moves the clock to `seconds` after the start, then refreshes.
    @discardableResult
    func refresh(at seconds: Double? = nil) async -> RefreshSummary {
        if let seconds { clock.advance(to: Self.start.addingTimeInterval(seconds)) }
        return await engine.refresh()
    }

    /// How many calls of `method` the mock received.
    func calls(_ method: MusicLibraryMethod) -> Int { mock.calls.count { $0.method == method } }
}

/// Builders for small libraries written inline in tests.
enum Library {
    static func artist(_ id: String, _ name: String) -> LibraryArtist { LibraryArtist(id: id, name: name) }

    static func album(
        _ id: String, _ title: String, by artist: String, artistID: String? = nil, date: String? = nil,
        rating: ContentRating? = nil, catalogID: String? = nil
    ) -> LibraryAlbum {
        LibraryAlbum(id: id, title: title, artistName: artist, artistID: artistID,
                     releaseDate: date.flatMap { ReleaseDate($0) }, contentRating: rating, catalogID: catalogID)
    }

    /// `count` artists named `Artist 000`... with ids `r.A000`..., each with
    /// one unowned catalog release.
    static func numbered(_ count: Int) -> SampleLibrary {
        var library = SampleLibrary()
        for index in 0..<count {
            let suffix = String(format: "%03d", index)
            let artist = artist("r.A\(suffix)", "Artist \(suffix)")
            library.artists.append(artist)
            library.catalog[artist.id] = CatalogReleases(albums: [
                album(String(1_000_000 + index), "Record \(suffix)", by: artist.name, date: "2020-01-01"),
            ])
        }
        return library
    }
}
