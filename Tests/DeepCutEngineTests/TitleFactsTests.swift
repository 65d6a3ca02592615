import DeepCutEngine
import DeepCutKit
import Testing

/// Docs/EngineRules.md "Cut matching": what decides where the title cannot,
/// and only where a fact discriminates.
@Suite("Where the title cannot tell, the facts decide, and only the facts that discriminate")
struct TitleFactsTests {
    /// An album's title, its release date and its track count.
    typealias Album = (title: String, date: String?, tracks: Int?)

    static func album(_ id: String, _ album: Album) -> LibraryAlbum {
        LibraryAlbum(id: id, title: album.title, artistName: "Artist", releaseDate: album.date.flatMap { ReleaseDate($0) },
                     trackCount: album.tracks)
    }

    @Test("owning the first album covers the second exactly as the rules say", arguments: [
        // A live marker: the year and the track count, more than one track.
        (("Alive [Live]", "2019-05-01", 12), ("Alive", "2019-06-01", 12), true),
        (("Alive [Live]", "2019-05-01", 12), ("Alive", "2015-06-01", 10), false),
        (("Alive (En Vivo)", nil, nil), ("Alive", "2019-06-01", 12), false),
        // At one track, equal counts tell nothing: the day decides.
        (("Song (Live) - Single", "2019-05-01", 1), ("Song - Single", "2019-08-09", 1), false),
        (("Song (Live) - Single", "2019-05-01", 1), ("Song - Single", "2019-05-01", 1), true),
        (("Song (Live) - Single", "2019", 1), ("Song - Single", "2019", 1), false),
        // Unknown qualifiers: the same facts.
        (("Duran Duran", "1983-05-09", 9), ("Duran Duran (The Wedding Album)", "1993-02-11", 14), false),
        (("Title", "2019-03-01", 12), ("Title (A Subtitle)", "2019-03-01", 12), true),
        (("Title (A Subtitle)", nil, nil), ("Title (Another Subtitle)", nil, nil), false),
        (("Title", nil, nil), ("Title (Original Motion Picture Soundtrack)", nil, nil), false),
        // An album with a subtitle covers its title single, never the reverse, never across a live marker.
        (("Title (A Subtitle)", nil, nil), ("Title - Single", nil, nil), true),
        (("Title (A Subtitle)", nil, nil), ("Title - EP", nil, nil), true),
        (("Title - Single", nil, nil), ("Title (A Subtitle)", nil, nil), false),
        (("Title (A Subtitle)", nil, nil), ("Title (Live) - Single", nil, nil), false),
        (("Title (A Subtitle)", nil, nil), ("Title (Remix) - Single", nil, nil), false),
        // A source note: the same recording on a single; on an album, the facts.
        (("Song (From the Film X) - Single", nil, nil), ("Song - Single", nil, nil), true),
        (("Song [From \"X\"] - Single", nil, nil), ("Song (From the Series X) - Single", nil, nil), true),
        (("Title", nil, nil), ("Title (Music from the Motion Picture)", nil, nil), false),
        (("Title", "2005-11-08", 18), ("Title (Music from the Motion Picture)", "2005-11-08", 18), true),
        // An edition named without brackets: one or two words of name and a head word.
        (("For All the Dogs", nil, nil), ("For All the Dogs Scary Hours Edition", nil, nil), true),
        (("For All the Dogs Scary Hours Edition", nil, nil), ("For All the Dogs", nil, nil), true),
        (("For All the Dogs", nil, nil), ("For All the Dogs Gold Edition", nil, nil), true),
        (("For All", nil, nil), ("For All the Dogs Scary Hours Edition", nil, nil), false),
        (("Title", nil, nil), ("Title Acoustic Edition", nil, nil), false),
        (("Title - Single", nil, nil), ("Title Gold Edition", nil, nil), false),
        (("Title", nil, nil), ("Title Edition", nil, nil), false),
    ] as [(Album, Album, Bool)])
    func covers(_ owned: Album, _ catalog: Album, _ expected: Bool) {
        #expect(LibraryOwnership.owning(Self.album("l.1", owned), covers: Self.album("1", catalog)) == expected)
    }
}
