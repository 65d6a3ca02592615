/// An album: a library album (`l.` id) in the user's library, or a catalog
/// album (digits) in a catalog answer.
///
/// The fields are exactly those of an `album` object in Docs/TraceFormat.md.
public struct LibraryAlbum: Identifiable, Hashable, Sendable, Codable {
    /// The raw `MusicItemID` value.
    public var id: String
    /// The title as the store prints it, edition words and ` - Single` included.
    public var title: String
    /// The album artist's name.
    public var artistName: String
    /// The library artist id, when the library knew which artist owns the album.
    public var artistID: String?
    /// The release date at the precision the store gave.
    public var releaseDate: ReleaseDate?
    /// The number of tracks the store announced.
    public var trackCount: Int?
    /// Whether the store marks the release as a single.
    public var isSingle: Bool?
    /// Explicit or clean, when the store says.
    public var contentRating: ContentRating?
    /// The catalog id of a library album, when the device knew it.
    public var catalogID: String?
    /// The artwork URL template, kept as text.
    public var artworkURL: String?

    /// Creates an album. (Inlinable, so that a reader making many albums
    /// builds each in place.)
    @inlinable
    public init(
        id: String,
        title: String,
        artistName: String,
        artistID: String? = nil,
        releaseDate: ReleaseDate? = nil,
        trackCount: Int? = nil,
        isSingle: Bool? = nil,
        contentRating: ContentRating? = nil,
        catalogID: String? = nil,
        artworkURL: String? = nil
    ) {
        self.id = id
        self.title = title
        self.artistName = artistName
        self.artistID = artistID
        self.releaseDate = releaseDate
        self.trackCount = trackCount
        self.isSingle = isSingle
        self.contentRating = contentRating
        self.catalogID = catalogID
        self.artworkURL = artworkURL
    }
}

/// The content rating of an album: the store marks explicit and clean versions.
public enum ContentRating: String, Hashable, Sendable, Codable, CaseIterable {
    /// The explicit version.
    case explicit
    /// The clean (edited) version.
    case clean
}
