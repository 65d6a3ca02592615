import DeepCutEngine
import DeepCutFixtures
import DeepCutKit
import Testing

@Suite("The engine reports the reason of each verdict it makes")
@MainActor
struct ReasonTests {
    private static let artist = Library.artist("r.X1", "Band")

    private static func match(
        library albums: [LibraryAlbum], catalog: [LibraryAlbum], reasons: ReasonScope = .all
    ) async throws -> CutMatch {
        let library = SampleLibrary(artists: [artist], albums: albums, catalog: [artist.id: CatalogReleases(albums: catalog)])
        var configuration = DiscoverConfiguration()
        configuration.reasons = reasons
        return try #require(await EngineHarness(library: library, configuration: configuration).refresh().results.first?.match)
    }

    @Test("no reasons are made unless asked for")
    func noReasonsByDefault() async throws {
        let match = try await Self.match(
            library: [], catalog: [Library.album("100", "Tusk", by: "Band")], reasons: .none)
        #expect(match.reasons == nil)
    }

    @Test("reasons are made only for the artists asked for")
    func onlyTheArtistsAskedFor() async throws {
        let other = try await Self.match(
            library: [], catalog: [Library.album("100", "Tusk", by: "Band")], reasons: .artists(["r.Other"]))
        #expect(other.reasons == nil)
        let asked = try await Self.match(
            library: [], catalog: [Library.album("100", "Tusk", by: "Band")], reasons: .artists(["r.X1"]))
        #expect(asked.reasons?.map(\.verdict) == [.cut])
    }

    @Test("an owned album names the library album, the normalized titles and the rule")
    func ownedNamesTheLibraryAlbum() async throws {
        let match = try await Self.match(
            library: [
                Library.album("l.0", "Other", by: "Band", artistID: "r.X1"),
                Library.album("l.1", "My Copy", by: "Band", artistID: "r.X1", catalogID: "100"),
                Library.album("l.2", "TUSK (Deluxe Edition)", by: "Band", artistID: "r.X1"),
            ],
            catalog: [Library.album("100", "The Record", by: "Band"), Library.album("101", "Tusk - Single", by: "Band")])
        let reasons = try #require(match.reasons)
        guard case .owned(let byID) = reasons[0].verdict, case .owned(let byTitle) = reasons[1].verdict else {
            Issue.record("expected two owned albums, got \(reasons.map(\.verdict.name))")
            return
        }
        #expect((byID.rule, byID.libraryAlbum.id, byID.libraryPosition) == (.catalogID, "l.1", 1))
        #expect((byTitle.rule, byTitle.libraryAlbum.id, byTitle.libraryNormalizedTitle, byTitle.libraryKind) == (.sameTitle, "l.2", "tusk", .album))
        #expect((reasons[1].normalizedTitle, reasons[1].kind) == ("tusk", .single))
        #expect(match.owned == reasons.count { $0.verdict.name == "owned" })
    }

    @Test("of unowned albums of one title, each folded one names the kept cut and why")
    func foldedNamesTheKeptCut() async throws {
        let match = try await Self.match(
            library: [],
            catalog: [
                Library.album("1", "Poncho Visión", by: "Band", rating: .clean),
                Library.album("2", "Poncho Visión", by: "Band", rating: .explicit),
                Library.album("3", "Animal - Single", by: "Band"),
                Library.album("4", "Animal", by: "Band"),
                Library.album("4", "Animal", by: "Band"),
                Library.album("5", "Poncho Vision", by: "Band"),
            ])
        let verdicts = try #require(match.reasons).map(\.verdict)
        #expect(verdicts == [
            .folded(into: "2", rule: .explicit), .cut, .folded(into: "4", rule: .largerKind), .cut,
            .folded(into: "4", rule: .first), .folded(into: "2", rule: .explicit),
        ])
        #expect(match.cuts.map(\.id) == ["2", "4"])
    }

    @Test("the refresh state names the row of the table that gave it", arguments: [
        (FailurePolicy.legacy, false, false, 1610, 1598, 0, RefreshState.caughtUp, RefreshStateRow.someChecksFailed),
        (.strict, false, false, 1610, 1598, 0, .degraded, .someChecksFailed),
        (.legacy, false, false, 1, 1, 1, .failed, .everyCheckFailed),
        (.strict, true, false, 0, 0, 0, .failed, .libraryReadFailed),
        (.strict, false, true, 0, 0, 0, .degraded, .recentlyPlayedFailed),
        (.legacy, false, true, 0, 0, 0, .caughtUp, .recentlyPlayedFailed),
        (.legacy, false, false, 2, 0, 3, .loaded, .nothingFailed),
    ])
    func stateRows(
        policy: FailurePolicy, snapshotFailed: Bool, recentFailed: Bool, checked: Int, failed: Int, feed: Int,
        state: RefreshState, row: RefreshStateRow
    ) {
        let judgement = RefreshJudge.judge(
            policy: policy, snapshotFailed: snapshotFailed, recentlyPlayedFailed: recentFailed, checked: checked,
            failed: failed, feedCount: feed)
        #expect((judgement.state, judgement.row) == (state, row))
        #expect(RefreshJudge.state(
            policy: policy, snapshotFailed: snapshotFailed, recentlyPlayedFailed: recentFailed, checked: checked,
            failed: failed, feedCount: feed) == state)
    }
}
