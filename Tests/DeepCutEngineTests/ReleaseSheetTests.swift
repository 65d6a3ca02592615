import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Testing

@Suite("The release sheet loads a tracklist in order, shows empty and failed, and retries")
@MainActor
struct ReleaseSheetTests {
    private func album(_ artistID: String, _ title: String) -> String {
        SampleLibrary.standard.catalog[artistID]!.albums.first { $0.title == title }!.id
    }

    @Test("tracks load in disc and track order")
    func loadsInOrder() async {
        let mock = MockMusicLibraryService()
        let sheet = ReleaseSheet(service: mock)
        await sheet.open(albumID: album("r.Bjork01", "Vespertine"))
        #expect(sheet.state?.name == "loaded")
        #expect(sheet.state?.items.map(\.title) == [
            "Hidden Place", "Cocoon", "It's Not Up to You", "Undo", "Aurora", "An Echo, a Stain",
        ])
        await sheet.open(albumID: album("r.FleetMac", "Tusk (Deluxe Edition)"))
        #expect(sheet.state?.items.map(\.title) == [
            "Over & Over", "The Ledge", "Think About Me", "One More Time (Demo)", "Think About Me (Alternate)",
        ])
    }

    @Test("an album without a tracklist shows the empty state")
    func empty() async {
        let sheet = ReleaseSheet(service: MockMusicLibraryService())
        await sheet.open(albumID: album("r.Bjork01", "Fossora"))
        #expect(sheet.state == .empty)
    }

    @Test("an injected failure shows failed, then retry succeeds")
    func failureThenRetry() async {
        let mock = MockMusicLibraryService()
        let id = album("r.Bjork01", "Homogenic")
        mock.failNext(.fetchTracks, argument: id, with: .network(detail: "offline"))
        let sheet = ReleaseSheet(service: mock)
        await sheet.open(albumID: id)
        #expect(sheet.state == .failed(.network(detail: "offline")))
        await sheet.retry()
        #expect(sheet.state?.items.count == 10)
        #expect(sheet.albumID == id)
    }

    @Test("a load superseded by another album never shows")
    func supersededLoad() async {
        let mock = MockMusicLibraryService()
        let slow = album("r.Bjork01", "Homogenic")
        let fast = album("r.Beyonce", "Cowboy Carter")
        mock.answerDelay = { call in call.argument == slow ? 50 : 0 }
        let sheet = ReleaseSheet(service: mock)
        let first = Task { await sheet.open(albumID: slow) }
        await Task.yield()
        #expect(sheet.albumID == slow && sheet.state == .loading)
        await sheet.open(albumID: fast)
        await first.value
        #expect(sheet.albumID == fast)
        #expect(sheet.state?.items.first?.title == "Ameriican Requiem")
    }

    @Test("tracks without numbers keep their order after the numbered ones")
    func missingNumbers() {
        let tracks = [
            LibraryTrack(id: "a", title: "A", artistName: "X"),
            LibraryTrack(id: "b", title: "B", artistName: "X", trackNumber: 2),
            LibraryTrack(id: "c", title: "C", artistName: "X", trackNumber: 1, discNumber: 2),
            LibraryTrack(id: "d", title: "D", artistName: "X"),
            LibraryTrack(id: "e", title: "E", artistName: "X", trackNumber: 1),
        ]
        #expect(ReleaseSheet.ordered(tracks).map(\.id) == ["e", "b", "a", "d", "c"])
    }
}
