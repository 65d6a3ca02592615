import DeepCutKit
import Foundation

/// What the Discover feed remembers between refreshes and launches: per
/// artist, the last check and its cuts; the albums the user dismissed or added
/// to a playlist, which leave the feed for good (Docs/EngineRules.md "Cache").
public struct CutCache: Hashable, Sendable {
    /// The records of every artist ever checked, by library artist id.
    public var artists: [String: ArtistRecord]
    /// Albums the user dismissed.
    public var dismissedAlbumIDs: Set<String>
    /// Albums the user added to a playlist.
    public var addedAlbumIDs: Set<String>

    /// Creates a cache.
    public init(
        artists: [String: ArtistRecord] = [:], dismissedAlbumIDs: Set<String> = [],
        addedAlbumIDs: Set<String> = []
    ) {
        self.artists = artists
        self.dismissedAlbumIDs = dismissedAlbumIDs
        self.addedAlbumIDs = addedAlbumIDs
    }

    /// Whether an album has left the feed for good.
    public func isRemoved(_ albumID: String) -> Bool {
        // Both sets are usually empty: skip hashing the id then.
        (!dismissedAlbumIDs.isEmpty && dismissedAlbumIDs.contains(albumID))
            || (!addedAlbumIDs.isEmpty && addedAlbumIDs.contains(albumID))
    }
}

/// One artist's last check.
public struct ArtistRecord: Hashable, Sendable, Codable {
    /// How the last check ended.
    public enum Outcome: Hashable, Sendable, Codable {
        /// The catalog answered.
        case ok
        /// The check failed; the message of the error that ended it.
        case error(String)
    }

    /// The library artist id.
    public var artistID: String
    /// The artist's name when last checked.
    public var name: String
    /// When the refresh that last checked the artist began.
    public var lastChecked: Date
    /// How the last check ended.
    public var outcome: Outcome
    /// Catalog albums returned by the last successful check.
    public var total: Int
    /// Of those, the ones the user owns.
    public var owned: Int
    /// The deep cuts found by the last successful check (kept when a later check fails).
    public var cuts: [LibraryAlbum]
    /// The last successful check said the catalog had more.
    public var hasMore: Bool

    /// Creates a record.
    public init(
        artistID: String, name: String, lastChecked: Date, outcome: Outcome,
        total: Int = 0, owned: Int = 0, cuts: [LibraryAlbum] = [], hasMore: Bool = false
    ) {
        self.artistID = artistID
        self.name = name
        self.lastChecked = lastChecked
        self.outcome = outcome
        self.total = total
        self.owned = owned
        self.cuts = cuts
        self.hasMore = hasMore
    }
}

extension CutCache: Codable {
    private enum CodingKeys: String, CodingKey { case version, artists, dismissedAlbumIDs, addedAlbumIDs }

    /// The version of the cache file's shape.
    static let fileVersion = 1

    /// Decodes a cache file; a file of another version is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.fileVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "cache version \(version) is not read here; this engine reads version \(Self.fileVersion)")
        }
        let records = try container.decode([ArtistRecord].self, forKey: .artists)
        artists = Dictionary(records.map { ($0.artistID, $0) }, uniquingKeysWith: { _, last in last })
        dismissedAlbumIDs = Set(try container.decode([String].self, forKey: .dismissedAlbumIDs))
        addedAlbumIDs = Set(try container.decode([String].self, forKey: .addedAlbumIDs))
    }

    /// Encodes with every collection sorted, so the same cache gives the same bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.fileVersion, forKey: .version)
        try container.encode(artists.keys.sorted().map { artists[$0]! }, forKey: .artists)
        try container.encode(dismissedAlbumIDs.sorted(), forKey: .dismissedAlbumIDs)
        try container.encode(addedAlbumIDs.sorted(), forKey: .addedAlbumIDs)
    }
}
