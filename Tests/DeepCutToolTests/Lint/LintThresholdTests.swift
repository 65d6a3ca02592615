import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Testing

extension VerifySuites {
    /// Every threshold of Docs/Lints.md held at its boundary: just below, at, just above.
    @Suite("Each lint's threshold holds at its boundary, as Docs/Lints.md writes it")
    struct LintThresholdTests {
        typealias D = LintDocuments

        /// `owners` artists each owning one album; the first `onlyOwned` get an answer holding only it.
        static func ownership(owners: Int, onlyOwned: Int) -> [String] {
            let ids = (0..<owners).map { "r.Own\($0)" }
            return [D.artists(ids.enumerated().map { ($1, "Artist \($0)") }),
                    D.albums(ids.enumerated().map { D.libraryAlbum("l.\($0)", "Owned \($0)", by: "Artist \($0)", artistID: $1, catalogID: "10\($0)") })]
                + ids.enumerated().map { index, id in
                    D.releases(id, [D.album("10\(index)", "Owned \(index)", by: "Artist \(index)")]
                        + (index < onlyOwned ? [] : [D.album("20\(index)", "Cut \(index)", by: "Artist \(index)")]))
                }
        }

        @Test("catalog-only-owned fires from 3 owning artists, when more than half got only owned albums",
              arguments: [
                  (owners: 2, onlyOwned: 2, fires: false), (owners: 3, onlyOwned: 3, fires: true), (owners: 4, onlyOwned: 4, fires: true),
                  (owners: 6, onlyOwned: 2, fires: false), (owners: 6, onlyOwned: 3, fires: false), (owners: 6, onlyOwned: 4, fires: true),
              ])
        func catalogOnlyOwned(owners: Int, onlyOwned: Int, fires: Bool) throws {
            #expect(LintThresholds.catalogOnlyOwnedMinimumArtists == 3 && LintThresholds.catalogOnlyOwnedShare == 0.5)
            let finding = try D.finding("catalog-only-owned", Self.ownership(owners: owners, onlyOwned: onlyOwned))
            #expect((finding != nil) == fires)
            if fires { #expect(finding?.count == onlyOwned) }
        }

        @Test("capped-discography fires at exactly 25 or 100 albums, or with hasMore, and not one album either side",
              arguments: [(24, false), (25, true), (26, false), (99, false), (100, true), (101, false)])
        func cappedDiscography(albums: Int, fires: Bool) throws {
            #expect(LintThresholds.albumPageSizes == [25, 100])
            let answer = (0..<albums).map { D.album("\(5000 + $0)", "Release \($0)", by: "Boris") }
            #expect(try D.fired([D.artists([("r.B", "Boris")]), D.releases("r.B", answer)]).contains("capped-discography") == fires)
            // hasMore says the answer was cut, whatever its size.
            #expect(try D.fired([D.artists([("r.B", "Boris")]), D.releases("r.B", answer, hasMore: true)]).contains("capped-discography"))
        }

        /// One refresh whose catalog checks are answered 429 `count` times.
        static func refresh(rateLimited count: Int) -> [String] {
            [D.artists([("r.A", "Pitty")])] + Array(repeating: D.releasesError("r.A", D.tooManyRequests), count: count)
        }

        @Test("rate-limit-storm fires from 10 HTTP 429 answers in one refresh", arguments: [(9, false), (10, true), (11, true)])
        func rateLimitStorm(count: Int, fires: Bool) throws {
            #expect(LintThresholds.rateLimitStormMinimum == 10)
            let finding = try D.finding("rate-limit-storm", Self.refresh(rateLimited: count))
            #expect((finding != nil) == fires)
            if fires {
                #expect(finding?.count == count)
                #expect(finding?.summary.contains("longest run: \(count) calls in a row (seq 1–\(count))") == true, "\(String(describing: finding))")
            }
        }

        @Test("rate-limit-storm counts per refresh: 9 and 9 in two refreshes stay silent")
        func rateLimitStormPerRefresh() throws {
            #expect(try !D.fired(Self.refresh(rateLimited: 9) + Self.refresh(rateLimited: 9)).contains("rate-limit-storm"))
            #expect(try D.fired(Self.refresh(rateLimited: 9) + Self.refresh(rateLimited: 10)).contains("rate-limit-storm"))
        }

        @Test("recently-played-blind fires from 2 reads when every read is blind", arguments: [(1, false), (2, true), (3, true)])
        func recentlyPlayedBlind(reads: Int, fires: Bool) throws {
            #expect(LintThresholds.recentlyPlayedBlindMinimumReads == 2)
            let calls = (0..<reads).flatMap { _ in [D.artists([("r.A", "Ana Moura")]), D.recentlyPlayed(["Someone Else"])] }
            let finding = try D.finding("recently-played-blind", calls)
            #expect((finding != nil) == fires)
            if fires { #expect(finding?.count == reads) }
        }

        @Test("evidence keeps the first 5 places in seq order, and the count says how many there are")
        func evidenceLimit() throws {
            #expect(LintThresholds.evidenceLimit == 5)
            let finding = try #require(try D.finding("rate-limit-storm", Self.refresh(rateLimited: 12)))
            #expect(finding.evidence.map(\.seq) == [1, 2, 3, 4, 5])
            #expect(finding.count == 12)
        }
    }
}
