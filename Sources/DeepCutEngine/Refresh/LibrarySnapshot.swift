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
    /// Each artist's normalized name, by id.
    let nameKeys: [String: String]
    /// Owned albums by artist.
    let owned: OwnedAlbumIndex
    /// The normalized artist names of the recently played tracks.
    let recentNames: Set<String>
    /// Whether the artists are those of the snapshot this one replaced, in the
    /// same order, so that the order of names computed for it still holds.
    let sameArtistsAsBefore: Bool
    /// The lists as the service answered them, to tell whether the next
    /// snapshot's are the same.
    private let answeredArtists: [LibraryArtist]
    private let answeredAlbums: [LibraryAlbum]

    /// Builds a snapshot, normalizing every name and title once.
    ///
    /// A library seldom changes between two snapshots an hour apart, and a
    /// snapshot is taken every TTL: when the artists (or the albums) are
    /// exactly those of `previous`, their normalized names (or the owned
    /// albums' index) are taken from it rather than computed again, so that
    /// a long session does not normalize the whole library once per TTL.
    /// - Complexity: O(artists + albums + tracks); with an unchanged library,
    ///   one comparison per artist and album instead of a normalization.
    init(
        fetchedAt: Date, artists: [LibraryArtist], albums: [LibraryAlbum], recentlyPlayed: [LibraryTrack],
        previous: LibrarySnapshot? = nil
    ) {
        self.fetchedAt = fetchedAt
        answeredArtists = artists
        answeredAlbums = albums
        if let previous, previous.answeredArtists == artists {
            self.artists = previous.artists
            nameKeys = previous.nameKeys
            sameArtistsAsBefore = true
        } else {
            var seen = Set<String>(minimumCapacity: artists.count)
            self.artists = artists.filter { seen.insert($0.id).inserted }
            var keys = [String: String](minimumCapacity: self.artists.count)
            for artist in self.artists { keys[artist.id] = TitleNormalizer.name(artist.name) }
            nameKeys = keys
            sameArtistsAsBefore = false
        }
        if let previous, previous.answeredAlbums == albums {
            owned = previous.owned
        } else {
            owned = OwnedAlbumIndex(albums: albums)
        }
        recentNames = Set(recentlyPlayed.map { TitleNormalizer.name($0.artistName) })
    }

    /// Whether an artist with this normalized name was recently played.
    func isRecentlyPlayed(nameKey: String) -> Bool { recentNames.contains(nameKey) }
}
