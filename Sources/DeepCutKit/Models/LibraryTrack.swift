/// A song: a library song (`i.` id) or a catalog song (digits).
///
/// The fields are exactly those of a `track` object in Docs/TraceFormat.md.
public struct LibraryTrack: Identifiable, Hashable, Sendable, Codable {
    /// The raw `MusicItemID` value.
    public var id: String
    /// The song's title.
    public var title: String
    /// The performing artist's name.
    public var artistName: String
    /// The title of the album the song is on.
    public var albumTitle: String?
    /// The id of the album the song is on.
    public var albumID: String?
    /// The position on its disc, from 1.
    public var trackNumber: Int?
    /// The disc, from 1.
    public var discNumber: Int?
    /// The length in milliseconds.
    public var durationMs: Double?
    /// The International Standard Recording Code.
    public var isrc: String?

    /// Creates a track.
    public init(
        id: String,
        title: String,
        artistName: String,
        albumTitle: String? = nil,
        albumID: String? = nil,
        trackNumber: Int? = nil,
        discNumber: Int? = nil,
        durationMs: Double? = nil,
        isrc: String? = nil
    ) {
        self.id = id
        self.title = title
        self.artistName = artistName
        self.albumTitle = albumTitle
        self.albumID = albumID
        self.trackNumber = trackNumber
        self.discNumber = discNumber
        self.durationMs = durationMs
        self.isrc = isrc
    }
}
