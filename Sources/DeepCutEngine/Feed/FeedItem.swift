import DeepCutKit

/// One deep cut in the Discover feed: an album the user does not own, by a
/// library artist.
public struct FeedItem: Identifiable, Hashable, Sendable {
    /// The catalog album.
    public var album: LibraryAlbum
    /// The library artist whose check found it.
    public var artistID: String
    /// That artist's name.
    public var artistName: String
    /// Whether that artist is in recently played (such cuts come after the others).
    public var artistRecentlyPlayed: Bool

    /// The album's id.
    public var id: String { album.id }

    /// Creates an item.
    public init(album: LibraryAlbum, artistID: String, artistName: String, artistRecentlyPlayed: Bool) {
        self.album = album
        self.artistID = artistID
        self.artistName = artistName
        self.artistRecentlyPlayed = artistRecentlyPlayed
    }
}
