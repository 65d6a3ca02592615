import DeepCutKit

/// What a call asked for: the method and the arguments a trace records for it
/// (Docs/TraceFormat.md "Calls": ids only, never whole objects).
///
/// Two requests are equal when the method and every argument are equal, the
/// order of `trackIDs` included; the replay matches calls on this equality.
public enum TraceRequest: Hashable, Sendable, CustomStringConvertible {
    /// `fetchLibraryArtists()`, args `{}`.
    case fetchLibraryArtists
    /// `fetchLibraryAlbums()`, args `{}`.
    case fetchLibraryAlbums
    /// `fetchPlaylist(named:)`, args `{"name": string}`.
    case fetchPlaylist(name: String)
    /// `fetchRecentlyPlayed()`, args `{}`.
    case fetchRecentlyPlayed
    /// `fetchCatalogReleases(for:)`, args `{"artistID": string}`: the library artist's id.
    case fetchCatalogReleases(artistID: String)
    /// `fetchTracks(forCatalogAlbum:)`, args `{"albumID": string}`.
    case fetchTracks(albumID: String)
    /// `addTracksToLibrary(_:)`, args `{"trackIDs": [string]}`.
    case addTracksToLibrary(trackIDs: [String])
    /// `addTracksToPlaylist(_:playlist:)`, args `{"trackIDs": [string], "playlistID": string}`.
    case addTracksToPlaylist(trackIDs: [String], playlistID: String)
    /// `removeTracksFromPlaylist(_:playlist:)`, args `{"trackIDs": [string], "playlistID": string}`.
    case removeTracksFromPlaylist(trackIDs: [String], playlistID: String)

    /// The method called.
    public var method: MusicLibraryMethod {
        switch self {
        case .fetchLibraryArtists: .fetchLibraryArtists
        case .fetchLibraryAlbums: .fetchLibraryAlbums
        case .fetchPlaylist: .fetchPlaylist
        case .fetchRecentlyPlayed: .fetchRecentlyPlayed
        case .fetchCatalogReleases: .fetchCatalogReleases
        case .fetchTracks: .fetchTracks
        case .addTracksToLibrary: .addTracksToLibrary
        case .addTracksToPlaylist: .addTracksToPlaylist
        case .removeTracksFromPlaylist: .removeTracksFromPlaylist
        }
    }

    /// The arguments, in the order of the method's `schema.arguments`: the one
    /// reading of this enumeration's payloads that the writer, the reports and
    /// the redactor use, so that none of them lists the methods.
    public var arguments: [(key: MusicLibraryMethod.Argument, value: TraceArgumentValue)] {
        switch self {
        case .fetchLibraryArtists, .fetchLibraryAlbums, .fetchRecentlyPlayed: []
        case .fetchPlaylist(let name): [(.name, .string(name))]
        case .fetchCatalogReleases(let artistID): [(.artistID, .string(artistID))]
        case .fetchTracks(let albumID): [(.albumID, .string(albumID))]
        case .addTracksToLibrary(let trackIDs): [(.trackIDs, .strings(trackIDs))]
        case .addTracksToPlaylist(let trackIDs, let playlistID), .removeTracksFromPlaylist(let trackIDs, let playlistID):
            [(.trackIDs, .strings(trackIDs)), (.playlistID, .string(playlistID))]
        }
    }

    /// Creates the request of `method` from its arguments (`argument` gives
    /// each by key): nil when an argument of its schema is missing or has the
    /// other shape.
    public init?(method: MusicLibraryMethod, argument: (MusicLibraryMethod.Argument) -> TraceArgumentValue?) {
        func string(_ key: MusicLibraryMethod.Argument) -> String? {
            if case .string(let value)? = argument(key) { value } else { nil }
        }
        func strings(_ key: MusicLibraryMethod.Argument) -> [String]? {
            if case .strings(let value)? = argument(key) { value } else { nil }
        }
        switch method {
        case .fetchLibraryArtists: self = .fetchLibraryArtists
        case .fetchLibraryAlbums: self = .fetchLibraryAlbums
        case .fetchRecentlyPlayed: self = .fetchRecentlyPlayed
        case .fetchPlaylist:
            guard let name = string(.name) else { return nil }
            self = .fetchPlaylist(name: name)
        case .fetchCatalogReleases:
            guard let artistID = string(.artistID) else { return nil }
            self = .fetchCatalogReleases(artistID: artistID)
        case .fetchTracks:
            guard let albumID = string(.albumID) else { return nil }
            self = .fetchTracks(albumID: albumID)
        case .addTracksToLibrary:
            guard let trackIDs = strings(.trackIDs) else { return nil }
            self = .addTracksToLibrary(trackIDs: trackIDs)
        case .addTracksToPlaylist:
            guard let trackIDs = strings(.trackIDs), let playlistID = string(.playlistID) else { return nil }
            self = .addTracksToPlaylist(trackIDs: trackIDs, playlistID: playlistID)
        case .removeTracksFromPlaylist:
            guard let trackIDs = strings(.trackIDs), let playlistID = string(.playlistID) else { return nil }
            self = .removeTracksFromPlaylist(trackIDs: trackIDs, playlistID: playlistID)
        }
    }

    /// The same call with every string of its arguments (each id of a list
    /// too) changed by `transform`, given the argument's key.
    public func mapArguments(_ transform: (MusicLibraryMethod.Argument, String) -> String) -> TraceRequest {
        var changed: [MusicLibraryMethod.Argument: TraceArgumentValue] = [:]
        for (key, value) in arguments {
            switch value {
            case .string(let text): changed[key] = .string(transform(key, text))
            case .strings(let texts): changed[key] = .strings(texts.map { transform(key, $0) })
            }
        }
        // Every argument keeps its key and shape, so the request is made again
        // (a test holds `init(method:argument:)` to `arguments` for every method).
        return TraceRequest(method: method) { changed[$0] } ?? self
    }

    /// The arguments as a person reads them, strings JSON-quoted:
    /// `artistID: "r.Ab12Cd"`, `trackIDs: ["1", "2"], playlistID: "p.X"`, or
    /// the empty string for a method without arguments.
    public var argumentsDescription: String {
        func quoted(_ text: String) -> String {
            var output = JSONOutput()
            output.writeString(text)
            return output.string
        }
        return arguments.map { key, value in
            switch value {
            case .string(let text): key.rawValue + ": " + quoted(text)
            case .strings(let texts): key.rawValue + ": [" + texts.map(quoted).joined(separator: ", ") + "]"
            }
        }.joined(separator: ", ")
    }

    /// `fetchCatalogReleases(artistID: "r.Ab12Cd")`.
    public var description: String { "\(method.rawValue)(\(argumentsDescription))" }
}

/// One argument's value in a trace's `args`: a string, or a list of strings
/// (`MusicLibraryMethod.Argument.shape`).
public enum TraceArgumentValue: Hashable, Sendable {
    /// An id or a name.
    case string(String)
    /// Ids, in the order given.
    case strings([String])
}
