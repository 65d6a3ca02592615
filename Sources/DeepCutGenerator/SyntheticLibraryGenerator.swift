import DeepCutKit

/// Generates libraries of any size with the shapes of real discographies:
/// albums, ` - Single` and ` - EP` releases, deluxe and remastered editions,
/// clean and explicit versions, owned albums linked by catalog id or only by
/// title, library albums without `artistID`, prolific artists whose answer
/// stops at 25 with `hasMore`, and HTTP 404, 429 and 503 failures.
///
/// Every name and title is built from lowercase ASCII words and then only
/// decorated (capitals, accents, extra spaces), so its normalized form is
/// known without normalizing it; owned albums and cuts are known from how
/// releases were grouped. The ground truth is therefore independent of the
/// engine it checks. Deterministic: the same settings and seed give the same
/// library on every machine.
public struct SyntheticLibraryGenerator: Sendable {
    /// Library artists (≥ 1).
    public var artistCount: Int
    /// The seed.
    public var seed: UInt64
    /// Share of artists whose catalog call fails first (0...1).
    public var failureRate: Double
    /// Average catalog releases per artist (≥ 1).
    public var albumsPerArtist: Int

    /// Creates a generator.
    public init(artistCount: Int, seed: UInt64 = 1, failureRate: Double = 0.05, albumsPerArtist: Int = 8) {
        self.artistCount = max(1, artistCount)
        self.seed = seed
        self.failureRate = min(1, max(0, failureRate))
        self.albumsPerArtist = max(1, albumsPerArtist)
    }

    /// Release groups average 1.3 releases (editions, clean and explicit
    /// pairs), so an artist gets 1 + below(spread) groups, whose mean
    /// release count is `albumsPerArtist`.
    private var groupSpread: Int { max(1, Int((2.0 * Double(albumsPerArtist) / 1.3 - 1).rounded())) }

    /// How many releases the catalog returns before it says `hasMore`.
    public static let catalogCap = 25

    /// Generates the library and its ground truth.
    /// - Complexity: O(artists × albums per artist).
    public func generate() -> SyntheticLibrary {
        var random = SplitMix64(seed: seed)
        var ids = SyntheticIDs()
        var nameKeys: Set<String> = []
        var artists: [SyntheticLibrary.Artist] = []
        var libraryAlbums: [LibraryAlbum] = []
        var recent: [LibraryTrack] = []
        artists.reserveCapacity(artistCount)
        for index in 0..<artistCount {
            var generated = makeArtist(
                index: index, random: &random, ids: &ids, isTaken: { !nameKeys.insert($0).inserted },
                libraryAlbum: { libraryAlbums.append($0) })
            if let track = recentTrack(of: generated, index: index, random: &random) {
                generated.recentlyPlayed = true
                recent.append(track)
            }
            artists.append(generated)
        }
        return SyntheticLibrary(artists: artists, libraryAlbums: libraryAlbums, recentlyPlayed: recent)
    }

    /// The library `generate()` gives, made lazily: one pass keeps, for each
    /// artist, only where its making starts and what places it in the
    /// session, and each artist is made again from there when asked for.
    /// - Complexity: O(artists × albums per artist); memory for an artist's
    ///   name key and a few numbers each.
    package func plan() -> SyntheticLibraryPlan {
        var random = SplitMix64(seed: seed)
        var ids = SyntheticIDs()
        var nameKeys: Set<String> = []
        var places: [SyntheticLibraryPlan.Place] = []
        places.reserveCapacity(artistCount)
        for index in 0..<artistCount {
            let start = (random, ids)
            let artist = makeArtist(
                index: index, random: &random, ids: &ids, isTaken: { !nameKeys.insert($0).inserted }, libraryAlbum: { _ in })
            let played = recentTrack(of: artist, index: index, random: &random) != nil
            places.append(SyntheticLibraryPlan.Place(
                random: start.0, ids: start.1, nameKey: artist.nameKey, recentlyPlayed: played))
        }
        return SyntheticLibraryPlan(generator: self, places: places, idsAfterLast: ids)
    }

    /// The track of the artist in recently played, drawn after the artist is
    /// made; nil when the artist is not in recently played.
    func recentTrack(of artist: SyntheticLibrary.Artist, index: Int, random: inout SplitMix64) -> LibraryTrack? {
        guard random.chance(0.03) else { return nil }
        return LibraryTrack(
            id: "i.G\(base36(index))", title: SyntheticWords.decorate(SyntheticWords.words(&random, max: 3), &random,
                                                                   accents: 0.1, shout: 0),
            artistName: SyntheticWords.decorate(artist.nameKey.split(separator: " ").map(String.init), &random,
                                                accents: 0.3, shout: 0.3))
    }

    /// The artist's name: words drawn until `isTaken` refuses their name key
    /// no more, then decorated.
    func makeName(
        index: Int, random: inout SplitMix64, isTaken: (String) -> Bool
    ) -> (words: [String], nameKey: String, artist: LibraryArtist) {
        var words = SyntheticWords.words(&random, max: 3)
        while isTaken(words.joined(separator: " ")) { words.append(SyntheticWords.word(&random)) }
        let artist = LibraryArtist(
            id: artistID(index), name: SyntheticWords.decorate(words, &random, accents: 0.1, shout: 0.03))
        return (words, words.joined(separator: " "), artist)
    }

    /// The library id of the artist at `index`.
    func artistID(_ index: Int) -> String { "r.G\(base36(index))" }

    /// Makes the artist at `index`, drawing from `random`, numbering its
    /// albums from `ids` and handing each library album it owns to `libraryAlbum`.
    func makeArtist(
        index: Int, random: inout SplitMix64, ids: inout SyntheticIDs, isTaken: (String) -> Bool,
        libraryAlbum: (LibraryAlbum) -> Void
    ) -> SyntheticLibrary.Artist {
        let (words, nameKey, artist) = makeName(index: index, random: &random, isTaken: isTaken)
        let withoutArtistID = random.chance(0.1)
        let prolific = random.chance(0.02)
        let groupCount = prolific ? 22 : 1 + random.below(groupSpread)
        var releases: [(album: LibraryAlbum, group: Int, sortTitle: String)] = []
        var ownedGroups: Set<Int> = []
        var titleKeys: Set<String> = []
        for group in 0..<groupCount {
            var titleWords = SyntheticWords.words(&random, max: 3)
            while !titleKeys.insert(titleWords.joined(separator: " ")).inserted { titleWords.append(SyntheticWords.word(&random)) }
            let shape = ReleaseShape.pick(&random)
            let base = SyntheticWords.decorate(titleWords, &random, accents: 0.08, shout: 0.02)
            let date = randomDate(&random)
            let key = titleWords.joined(separator: " ")
            for (suffix, extraWords, rating, single) in shape.releases(&random) {
                let album = LibraryAlbum(
                    id: ids.nextCatalogID(), title: base + suffix, artistName: artist.name, releaseDate: date,
                    trackCount: single == true ? 1 : 8 + random.below(8), isSingle: single, contentRating: rating)
                releases.append((album, group, ([key] + extraWords).joined(separator: " ")))
            }
            if shape.canBeOwned, random.chance(0.35) {
                ownedGroups.insert(group)
                let linked = random.chance(0.6)
                let first = releases.first { $0.group == group }!.album
                libraryAlbum(LibraryAlbum(
                    id: ids.nextLibraryID(),
                    title: SyntheticWords.decorate(titleWords, &random, accents: 0.15, shout: 0.1),
                    artistName: withoutArtistID
                        ? SyntheticWords.decorate(words, &random, accents: 0.2, shout: 0.2) : artist.name,
                    artistID: withoutArtistID ? nil : artist.id, releaseDate: date,
                    catalogID: linked ? first.id : nil))
            }
        }
        random.shuffle(&releases)
        var hasMore = false
        if releases.count > Self.catalogCap {
            releases = Array(releases.prefix(Self.catalogCap))
            hasMore = true
        }
        let answer = CatalogReleases(albums: releases.map(\.album), hasMore: hasMore)
        var cuts: [SyntheticLibrary.Cut] = []
        var cutIndex: [Int: Int] = [:]
        for release in releases where !ownedGroups.contains(release.group) {
            if let index = cutIndex[release.group] {
                if cuts[index].album.contentRating != .explicit, release.album.contentRating == .explicit {
                    cuts[index] = SyntheticLibrary.Cut(album: release.album, sortTitle: release.sortTitle)
                }
            } else {
                cutIndex[release.group] = cuts.count
                cuts.append(SyntheticLibrary.Cut(album: release.album, sortTitle: release.sortTitle))
            }
        }
        let owned = releases.count { ownedGroups.contains($0.group) }
        return SyntheticLibrary.Artist(
            artist: artist, nameKey: nameKey, recentlyPlayed: false, answers: answers(&random, ending: answer),
            total: releases.count, owned: owned, cuts: cuts)
    }

    /// What the catalog answers, call by call: the answer; a 404 (permanent,
    /// not retried); a 429 then the answer; or three 503s (the retries run out).
    private func answers(
        _ random: inout SplitMix64, ending answer: CatalogReleases
    ) -> [Result<CatalogReleases, MusicServiceError>] {
        guard random.chance(failureRate) else { return [.success(answer)] }
        switch random.below(10) {
        case 0..<5:
            return [.failure(.http(status: 404, code: "40400", title: "Resource Not Found"))]
        case 5..<8:
            return [.failure(.http(status: 429, code: "42900", title: "Too Many Requests")), .success(answer)]
        default:
            return Array(repeating: .failure(.http(status: 503, title: "Service Unavailable")), count: 3)
        }
    }

    private func randomDate(_ random: inout SplitMix64) -> ReleaseDate? {
        let roll = random.below(20)
        guard roll > 0 else { return nil }
        let year = 1965 + random.below(61)
        if roll == 1 { return ReleaseDate(year: year) }
        let month = 1 + random.below(12)
        if roll == 2 { return ReleaseDate(year: year, month: month) }
        return ReleaseDate(year: year, month: month, day: 1 + random.below(28))
    }
}

/// The next catalog and library album numbers, while generating.
struct SyntheticIDs {
    private(set) var catalogNumber = 1_500_000_000
    private(set) var libraryNumber = 0

    mutating func nextCatalogID() -> String {
        catalogNumber += 1
        return String(catalogNumber)
    }

    mutating func nextLibraryID() -> String {
        libraryNumber += 1
        return "l.G" + base36(libraryNumber)
    }
}

/// `000a9z`: a number in six base-36 digits (more when larger).
func base36(_ value: Int) -> String {
    let digits = String(value, radix: 36)
    return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
}
