/// What the catalog answered for one artist's releases.
///
/// MusicKit's `with([.albums], preferredSource: .catalog)` stops at about 25
/// albums without explicit paging; `hasMore` says the catalog had more than
/// it returned, so the artist's numbers are possibly incomplete.
public struct CatalogReleases: Hashable, Sendable, Codable {
    /// The catalog albums, in the order the catalog returned them.
    public var albums: [LibraryAlbum]
    /// The catalog had more than it returned.
    public var hasMore: Bool

    /// Creates an answer.
    public init(albums: [LibraryAlbum], hasMore: Bool = false) {
        self.albums = albums
        self.hasMore = hasMore
    }

    private enum CodingKeys: String, CodingKey { case albums, hasMore }

    /// Decodes an answer; an absent `hasMore` means `false`, as the format says.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        albums = try container.decode([LibraryAlbum].self, forKey: .albums)
        hasMore = try container.decodeIfPresent(Bool.self, forKey: .hasMore) ?? false
    }
}
