import DeepCutKit

/// A generated library with its ground truth: what every catalog call
/// answers, and what the engine must conclude, known by construction rather
/// than by running the engine.
public struct SyntheticLibrary: Sendable {
    /// One generated artist and what checking it must give.
    public struct Artist: Sendable {
        /// The library artist.
        public var artist: LibraryArtist
        /// The normalized name, known by construction (lowercase ASCII words).
        public var nameKey: String
        /// Whether the artist is in recently played.
        public var recentlyPlayed: Bool
        /// The catalog's answers, call by call, in the order the engine asks: a check fails when the last one is an error.
        public var answers: [Result<CatalogReleases, MusicServiceError>]
        /// The answers when the artist is checked a second time: the same
        /// outcome, a 429's retry already behind it.
        public var recheckAnswers: [Result<CatalogReleases, MusicServiceError>] {
            if case .success? = answers.last { return [answers.last!] }
            return answers
        }
        /// Whether the check must end in failure.
        public var checkFails: Bool { (try? answers.last?.get()) == nil }
        /// Catalog albums returned by the successful answer.
        public var total: Int
        /// Of the returned albums, how many the user owns.
        public var owned: Int
        /// The cuts the engine must keep, in catalog order.
        public var cuts: [Cut]
    }

    /// A cut and the key it sorts by in the feed.
    public struct Cut: Sendable {
        /// The catalog album kept.
        public var album: LibraryAlbum
        /// Its title normalized like a name (edition words kept), known by construction.
        public var sortTitle: String
    }

    /// The artists, in library order.
    public var artists: [Artist]
    /// The library albums.
    public var libraryAlbums: [LibraryAlbum]
    /// Recently played tracks.
    public var recentlyPlayed: [LibraryTrack]
}
