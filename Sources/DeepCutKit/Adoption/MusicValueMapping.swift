/// How an app's own music values and errors stand for the package's: what
/// `AdaptedMusicLibraryService` (the app's service, recorded) and
/// `MusicServiceBridge` (a replay, in the app's types) translate with
/// (Guides/Adopting.md "An app with its own types").
///
/// An app whose types are named as the package's (`LibraryArtist`) writes the
/// package's with its module's name (`DeepCutKit.LibraryArtist`) where both
/// are imported, and its own unqualified in its own module, where they win.
public struct MusicValueMapping<Artist, Album, Track, Playlist>: Sendable {
    /// Artists.
    public var artist: ValueMapping<Artist, LibraryArtist>
    /// Albums, of the library and of the catalog.
    public var album: ValueMapping<Album, LibraryAlbum>
    /// Tracks.
    public var track: ValueMapping<Track, LibraryTrack>
    /// Playlists.
    public var playlist: ValueMapping<Playlist, LibraryPlaylist>
    /// An error the app's service threw, as a trace records it (Docs/TraceFormat.md "Errors").
    public var errorToPackage: @Sendable (any Error) -> MusicServiceError
    /// An error a replay answers, as the app's code expects its service to throw it.
    public var errorToApp: @Sendable (MusicServiceError) -> any Error

    /// A mapping of the four values and of errors.
    /// - Parameters:
    ///   - errorToPackage: the app's error as the package's; by default
    ///     `MusicServiceError(converting:)`: a `MusicServiceError` as it is,
    ///     cancellation as `.cancelled`, anything else as `.other` with its text.
    ///   - errorToApp: the package's error as the app's; by default the
    ///     `MusicServiceError` itself.
    public init(
        artist: ValueMapping<Artist, LibraryArtist>, album: ValueMapping<Album, LibraryAlbum>,
        track: ValueMapping<Track, LibraryTrack>, playlist: ValueMapping<Playlist, LibraryPlaylist>,
        errorToPackage: @escaping @Sendable (any Error) -> MusicServiceError = { MusicServiceError(converting: $0) },
        errorToApp: @escaping @Sendable (MusicServiceError) -> any Error = { $0 }
    ) {
        self.artist = artist
        self.album = album
        self.track = track
        self.playlist = playlist
        self.errorToPackage = errorToPackage
        self.errorToApp = errorToApp
    }
}
