/// A playlist in the user's library (`p.` id).
///
/// The fields are exactly those of a `playlist` object in Docs/TraceFormat.md.
public struct LibraryPlaylist: Identifiable, Hashable, Sendable, Codable {
    /// The raw `MusicItemID` value.
    public var id: String
    /// The playlist's name, as the user typed it.
    public var name: String
    /// Whether the app may write to it, when the library says.
    public var isEditable: Bool?

    /// Creates a playlist.
    public init(id: String, name: String, isEditable: Bool? = nil) {
        self.id = id
        self.name = name
        self.isEditable = isEditable
    }
}
