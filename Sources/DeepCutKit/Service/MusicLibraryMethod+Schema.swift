extension MusicLibraryMethod {
    /// One method as a trace records it: the arguments of its `args`, the kind
    /// of its `result`, whether it writes. The reader, the writer, the replay and
    /// the tools read these rules here, and a test holds Docs/TraceFormat.md's
    /// method table, Docs/Coverage.md and Fuzz/trace.dict to them.
    public struct Schema: Hashable, Sendable {
        /// The keys of `args`, in the order a trace writes them.
        public let arguments: [Argument]
        /// What a successful call answers.
        public let result: ResultKind

        /// Whether the method changes the user's library: a write answers `{}`.
        public var isWrite: Bool { result == .written }

        /// `args` as Docs/TraceFormat.md writes it: `{}`, `{"artistID": string}`,
        /// `{"trackIDs": [string], "playlistID": string}`.
        public var argumentsShape: String {
            "{" + arguments.map { "\"\($0.rawValue)\": \($0.shape)" }.joined(separator: ", ") + "}"
        }
    }

    /// A key of a call's `args`.
    public enum Argument: String, Hashable, Sendable, CaseIterable {
        /// `fetchPlaylist`'s playlist name.
        case name
        /// A library artist's id.
        case artistID
        /// A catalog album's id.
        case albumID
        /// Track ids, in the order given.
        case trackIDs
        /// A library playlist's id.
        case playlistID

        /// The value's JSON shape: `string` or `[string]`.
        public var shape: String { self == .trackIDs ? "[string]" : "string" }
    }

    /// A key of a successful call's `result`.
    public enum ResultKey: String, Hashable, Sendable, CaseIterable {
        /// Library artists.
        case artists
        /// Library or catalog albums.
        case albums
        /// A playlist, or null.
        case playlist
        /// Tracks.
        case tracks
        /// Whether the catalog had more releases than it returned.
        case hasMore
    }

    /// The kind of answer a method gives, one per shape of `result`.
    public enum ResultKind: Hashable, Sendable, CaseIterable {
        /// `{"artists": [artist]}`
        case artists
        /// `{"albums": [album]}`
        case albums
        /// `{"playlist": playlist or null}`
        case playlist
        /// `{"tracks": [track]}`
        case tracks
        /// `{"albums": [album], "hasMore": bool}`
        case catalogReleases
        /// `{}`: a write's answer.
        case written

        /// The keys of `result`, in the order a trace writes them.
        public var keys: [ResultKey] {
            switch self {
            case .artists: [.artists]
            case .albums: [.albums]
            case .playlist: [.playlist]
            case .tracks: [.tracks]
            case .catalogReleases: [.albums, .hasMore]
            case .written: []
            }
        }

        /// `result` as the reader's messages write it.
        public var shape: String {
            switch self {
            case .artists: "{\"artists\": [artist]}"
            case .albums: "{\"albums\": [album]}"
            case .playlist: "{\"playlist\": playlist or null}"
            case .tracks: "{\"tracks\": [track]}"
            case .catalogReleases: "{\"albums\": [album], \"hasMore\": bool}"
            case .written: "{}"
            }
        }
    }

    /// The method's schema: the one table of what each method takes and answers.
    public var schema: Schema {
        switch self {
        case .fetchLibraryArtists: Schema(arguments: [], result: .artists)
        case .fetchLibraryAlbums: Schema(arguments: [], result: .albums)
        case .fetchPlaylist: Schema(arguments: [.name], result: .playlist)
        case .fetchRecentlyPlayed: Schema(arguments: [], result: .tracks)
        case .fetchCatalogReleases: Schema(arguments: [.artistID], result: .catalogReleases)
        case .fetchTracks: Schema(arguments: [.albumID], result: .tracks)
        case .addTracksToLibrary: Schema(arguments: [.trackIDs], result: .written)
        case .addTracksToPlaylist: Schema(arguments: [.trackIDs, .playlistID], result: .written)
        case .removeTracksFromPlaylist: Schema(arguments: [.trackIDs, .playlistID], result: .written)
        }
    }
}
