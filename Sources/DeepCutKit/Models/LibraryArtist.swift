/// An artist as the service layer hands it to the app: a library artist
/// (`r.` id) or, in catalog answers, a catalog artist.
///
/// The fields are exactly those of an `artist` object in Docs/TraceFormat.md.
/// Unknown keys met while decoding are ignored here; the trace reader keeps
/// them separately so that nothing is lost when a trace is written back.
public struct LibraryArtist: Identifiable, Hashable, Sendable, Codable {
    /// The raw `MusicItemID` value, kept exactly as MusicKit printed it.
    public var id: String
    /// The artist's name as shown in the library.
    public var name: String
    /// The artwork URL template, kept as text so that it round-trips unchanged.
    public var artworkURL: String?

    /// Creates an artist.
    public init(id: String, name: String, artworkURL: String? = nil) {
        self.id = id
        self.name = name
        self.artworkURL = artworkURL
    }
}
