import DeepCutKit
import Foundation

/// The library as one refresh read it: artists, who owns which albums, and
/// which artists were recently played (Docs/EngineRules.md "Snapshot").
///
/// A class, never changed once made: every check reads its owned albums,
/// and reaching into a value this size would copy (and retain) all it holds.
final class LibrarySnapshot {
    /// When it was fetched (the start of the refresh that fetched it).
    let fetchedAt: Date
    /// The library artists, first occurrence of each id.
    let artists: [LibraryArtist]
    /// Each artist's normalized name, in the order of `artists`.
    let nameKeys: [String]
    /// Each artist's place in `artists`, by id.
    private let positions: [String: Int]
    /// Owned albums by artist.
    let owned: OwnedAlbumIndex
    /// The normalized artist names of the recently played tracks.
    let recentNames: Set<String>
    /// Whether the artists are those of the snapshot this one replaced, in the
    /// same order, so that the order of names computed for it still holds.
    let sameArtistsAsBefore: Bool
    /// The artists as the service answered them, and what of the albums
    /// says who owns which, to tell whether the next snapshot's are the same.
    private let answeredArtists: [LibraryArtist]
    private let ownership: OwnershipDigest

    /// Builds a snapshot, normalizing every name and title once.
    ///
    /// A library seldom changes between two snapshots an hour apart, and a
    /// snapshot is taken every TTL: when the artists are exactly those of
    /// `previous`, their normalized names are taken from it, and when the
    /// albums' titles, artist names, artist ids and catalog ids are (all
    /// that ownership depends on: `OwnershipDigest`), its owned albums'
    /// index is, rather than computed again, so that a long session does not
    /// normalize the whole library once per TTL.
    /// With `reasons`, the owned albums' index keeps the albums those reasons may name.
    /// - Complexity: O(artists + albums + tracks); with an unchanged library,
    ///   one comparison per artist and album instead of a normalization.
    init(
        fetchedAt: Date, artists: [LibraryArtist], albums: [LibraryAlbum], recentlyPlayed: [LibraryTrack],
        previous: LibrarySnapshot? = nil, reasons: ReasonScope = .none
    ) {
        self.fetchedAt = fetchedAt
        answeredArtists = artists
        ownership = OwnershipDigest(albums)
        if let previous, previous.answeredArtists == artists {
            self.artists = previous.artists
            nameKeys = previous.nameKeys
            positions = previous.positions
            sameArtistsAsBefore = true
        } else {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(artists.count)
            var distinct: [LibraryArtist] = []
            distinct.reserveCapacity(artists.count)
            for artist in artists where positions[artist.id] == nil {
                positions[artist.id] = distinct.count
                distinct.append(artist)
            }
            // Without repeated ids, the artists are the answer itself, one array for both.
            self.artists = distinct.count == artists.count ? artists : distinct
            nameKeys = self.artists.map { TitleNormalizer.name($0.name) }
            self.positions = positions
            sameArtistsAsBefore = false
        }
        if let previous, previous.ownership == ownership {
            owned = previous.owned
        } else {
            owned = OwnedAlbumIndex(albums: albums, keeping: reasons)
        }
        recentNames = Set(recentlyPlayed.map { TitleNormalizer.name($0.artistName) })
    }

    /// The normalized name of the artist with this id, nil when the library does not list it.
    func nameKey(of artistID: String) -> String? {
        positions[artistID].map { nameKeys[$0] }
    }

    /// Whether two snapshots hold the same library, so that an engine holding
    /// either goes on alike: the same instance, or made at the same time from
    /// the same artists, the same ownership of albums (`OwnershipDigest`,
    /// from which the owned albums' index is made) and the same recently
    /// played artists. Whether the artists were those of the snapshot before
    /// is left out: it is read once, when the snapshot is made.
    /// - Complexity: O(n) in the artists and the albums' digest; O(1) for one instance,
    ///   and for arrays the two share.
    static func same(_ left: LibrarySnapshot?, _ right: LibrarySnapshot?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        return left === right
            || (left.fetchedAt == right.fetchedAt && left.answeredArtists == right.answeredArtists
                && left.recentNames == right.recentNames && left.ownership == right.ownership)
    }

    /// Whether an artist with this normalized name was recently played.
    func isRecentlyPlayed(nameKey: String) -> Bool { recentNames.contains(nameKey) }
}
