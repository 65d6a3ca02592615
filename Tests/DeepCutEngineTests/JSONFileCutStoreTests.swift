import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Foundation
import Testing

@Suite("The JSON file store writes atomically and never silently empties a corrupt cache")
@MainActor
final class JSONFileCutStoreTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("deepcut-store-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    // Each test has an instance of its own: its folder goes with it, so a run leaves nothing behind.
    deinit { try? FileManager.default.removeItem(at: folder) }

    private var file: URL { folder.appendingPathComponent("cache.json") }
    private func store() -> JSONFileCutStore {
        JSONFileCutStore(fileURL: file, clock: VirtualClock(start: EngineHarness.start))
    }

    private let sample = CutCache(
        artists: ["r.X1": ArtistRecord(
            artistID: "r.X1", name: "Björk", lastChecked: EngineHarness.start, outcome: .ok, total: 3, owned: 1,
            cuts: [LibraryAlbum(id: "100", title: "Vespertine", artistName: "Björk", releaseDate: ReleaseDate("2001"))],
            hasMore: true),
                  "r.X2": ArtistRecord(artistID: "r.X2", name: "Acid Bath", lastChecked: EngineHarness.start,
                                       outcome: .error("HTTP 404 Not Found"))],
        dismissedAlbumIDs: ["7", "5"], addedAlbumIDs: ["9"])

    @Test("a saved cache loads back equal, and a missing file is an empty cache")
    func roundTrip() throws {
        #expect(try store().load() == CutCache())
        try store().save(sample)
        #expect(try store().load() == sample)
    }

    @Test("the same cache is written as the same bytes")
    func deterministicBytes() throws {
        try store().save(sample)
        let first = try Data(contentsOf: file)
        try store().save(try store().load())
        #expect(try Data(contentsOf: file) == first)
    }

    @Test("a crash between writing the temporary file and renaming it leaves the old cache")
    func crashBeforeRename() throws {
        try store().save(sample)
        var newer = sample
        newer.dismissedAlbumIDs.insert("8")
        let temporary = try store().writeTemporary(newer)
        #expect(FileManager.default.fileExists(atPath: temporary.path))
        #expect(try store().load() == sample)
        try store().save(newer)
        #expect(try store().load() == newer)
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
    }

    @Test("a corrupt file is moved aside with a timestamped name and reported by the engine")
    func corruptMovedAside() throws {
        let garbage = Data("{\"version\": 1, \"artists\": [tru".utf8)
        try garbage.write(to: file)
        let engine = DiscoverFeed(service: MockMusicLibraryService(), clock: VirtualClock(), store: store())
        let aside = file.appendingPathExtension("corrupt-20260512T091403Z")
        guard case .storeCorrupt(let path, let movedTo, _)? = engine.storeProblem else {
            Issue.record("expected a corrupt-store report, got \(String(describing: engine.storeProblem))")
            return
        }
        #expect(path == file.path && movedTo == aside.path)
        #expect(try Data(contentsOf: aside) == garbage)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(engine.cache == CutCache())
        #expect(engine.storeProblem?.description.contains("was moved to \(aside.path)") == true)
    }

    @Test("a cache file that cannot be read is reported and never overwritten")
    func unreadableNotOverwritten() async throws {
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let engine = DiscoverFeed(service: MockMusicLibraryService(), clock: VirtualClock(), store: store())
        guard case .storeUnreadable(let path, _)? = engine.storeProblem else {
            Issue.record("expected an unreadable-store report, got \(String(describing: engine.storeProblem))")
            return
        }
        #expect(path == file.path)
        await engine.refresh()
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".cache.json.tmp").path))
    }

    @Test("the in-memory store applies only what changed")
    func inMemoryChanges() {
        let store = InMemoryCutStore()
        store.save(sample, changes: CutCacheChanges(artistIDs: ["r.X1"]))
        #expect(store.cache.artists.keys.sorted() == ["r.X1"])
        #expect(store.cache.dismissedAlbumIDs.isEmpty)
        store.save(sample, changes: CutCacheChanges(removals: true))
        #expect(store.cache.dismissedAlbumIDs == ["5", "7"] && store.cache.addedAlbumIDs == ["9"])
        #expect(store.saveCount == 2)
    }

    @Test("a second corrupt file at the same time gets its own name")
    func secondCorruptFile() throws {
        for _ in 0..<2 {
            try Data("not json".utf8).write(to: file)
            #expect(throws: DiscoverError.self) { try store().load() }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["cache.json.corrupt-20260512T091403Z", "cache.json.corrupt-20260512T091403Z-2"])
    }

    @Test("a cache of another version is refused, not misread")
    func otherVersion() throws {
        try Data(#"{"version": 2, "artists": [], "dismissedAlbumIDs": [], "addedAlbumIDs": []}"#.utf8).write(to: file)
        #expect(throws: DiscoverError.self) { try store().load() }
    }

    @Test("the engine saves after a refresh and a dismissal, and a new engine starts from it")
    func engineUsesStore() async throws {
        let first = DiscoverFeed(service: MockMusicLibraryService(), clock: VirtualClock(start: EngineHarness.start),
                                 store: store(), configuration: DiscoverConfiguration(batchSize: 100))
        await first.refresh()
        let dismissed = try #require(first.feed.first).id
        first.dismiss(albumID: dismissed)
        let second = DiscoverFeed(service: MockMusicLibraryService(), clock: VirtualClock(), store: store())
        #expect(second.storeProblem == nil)
        #expect(second.cache == first.cache)
        // Until its first refresh the new engine does not know what was recently played,
        // so it holds the same albums in a possibly different order.
        #expect(Set(second.feed.map(\.id)) == Set(first.feed.map(\.id)))
        #expect(!second.feed.contains { $0.id == dismissed })
        #expect(second.feedCount == first.feedCount)
    }
}
