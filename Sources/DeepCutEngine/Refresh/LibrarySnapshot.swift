import DeepCutKit
import Foundation

/// The library as one refresh read it: artists, who owns which albums, and
/// which artists were recently played (Docs/EngineRules.md "Snapshot").
struct LibrarySnapshot {
    /// When it was fetched (the start of the refresh that fetched it).
    var fetchedAt: Date
    /// The library artists, first occurrence of each id.
    var artists: [LibraryArtist]
    /// Each artist's normalized name, by id.
    var nameKeys: [String: String]
    /// Owned albums by artist.
    var owned: OwnedAlbumIndex
    /// The normalized artist names of the recently played tracks.
    var recentNames: Set<String>

    /// Builds a snapshot, normalizing every name and title once.
    /// - Complexity: O(artists + albums + tracks).
    init(fetchedAt: Date, artists: [LibraryArtist], albums: [LibraryAlbum], recentlyPlayed: [LibraryTrack]) {
        self.fetchedAt = fetchedAt
        var seen: Set<String> = []
        self.artists = artists.filter { seen.insert($0.id).inserted }
        var keys: [String: String] = [:]
        for artist in self.artists { keys[artist.id] = TitleNormalizer.name(artist.name) }
        nameKeys = keys
        owned = OwnedAlbumIndex(albums: albums)
        recentNames = Set(recentlyPlayed.map { TitleNormalizer.name($0.artistName) })
    }

    /// Whether an artist with this normalized name was recently played.
    func isRecentlyPlayed(nameKey: String) -> Bool { recentNames.contains(nameKey) }
}
