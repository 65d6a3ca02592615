import DeepCutKit
import DeepCutTrace

/// Calls: the call object, its `args` and `result` (which must fit the
/// method) and its `error`.
///
/// A key the format defines for another method (`albumID` in a
/// `fetchCatalogReleases` call's args, `artists` in a `fetchLibraryAlbums`
/// result) or another error kind (`status` in a `network` error) is refused:
/// it is a sign of a mixed-up trace, not of a newer recorder. Keys no method
/// defines are unknown keys, kept.
extension JSONScanner {
    enum CallKey: String, ByteNamed {
        case seq, method, args, at, durationMs, result, error
        static let nameTable = makeNameTable()
    }

    enum ArgsKey: String, ByteNamed {
        case name, artistID, albumID, trackIDs, playlistID
        static let nameTable = makeNameTable()
    }

    enum ResultKey: String, ByteNamed {
        case artists, albums, playlist, tracks, hasMore
        static let nameTable = makeNameTable()
    }

    enum ErrorKey: String, ByteNamed {
        case kind, status, code, title, detail, reason
        static let nameTable = makeNameTable()
    }

    enum ErrorKind: String, ByteNamed {
        static let nameTable = makeNameTable()

        case http, authorization, network, cancelled, other

        /// The keys an error of this kind may hold.
        var keys: [ErrorKey] {
            switch self {
            case .http: [.kind, .status, .code, .title, .detail]
            case .authorization: [.kind, .reason]
            case .network, .other: [.kind, .detail]
            case .cancelled: [.kind]
            }
        }
    }

    static let methodList = "a method: " + MusicLibraryMethod.allCases.map(\.rawValue).joined(separator: ", ")

    /// Reads one call; returns it with the offset of its `seq` value (where a
    /// repeated `seq` is reported).
    mutating func readCall() throws(TraceReadError) -> (call: TraceCall, seqOffset: Int) {
        let objectStart = try beginObject("a call object")
        var seen: UInt32 = 0
        var seq: Int?
        var seqOffset = objectStart
        var method: MusicLibraryMethod?
        var request: TraceRequest?
        var outcome: StoredOutcome?
        var pendingArgs: (key: KeyToken, offset: Int)?
        var pendingOutcome: (key: KeyToken, name: CallKey, offset: Int)?
        var outcomeSeen = false
        var at: Double?
        var durationMs: Double?
        var unknown = UnknownMembers()
        var nested = NestedUnknownKeys()
        var isFirst = true
        var hint = 0
        let keys = CallKey.nameTable
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            guard let (name, bit) = text.match(key, in: keys, from: hint) else {
                if text.keyBytes(key, equal: Self.stepKeyBytes) {
                    throw misplacedKey(key, "\"step\" starts a step entry among the calls, {\"step\": {...}}, and is its only key")
                }
                try readUnknownMember(key, into: &unknown)
                path.removeLast()
                continue
            }
            hint = bit.trailingZeroBitCount + 1
            try markSeen(bit, &seen, key)
            switch name {
            case .seq:
                seqOffset = position
                seq = try readInt(atLeast: 0)
            case .method:
                method = try readEnum(MusicLibraryMethod.self, Self.methodList)
            case .args:
                if let method {
                    request = try readArgs(method, &nested)
                } else {
                    pendingArgs = (key, try skipValue())
                }
            case .result, .error:
                if outcomeSeen {
                    throw .resultAndError(location(at: key.quoteOffset), path: renderPath(path.all.dropLast()), bothGiven: true)
                }
                outcomeSeen = true
                if let method {
                    outcome = try readOutcome(name, method, &nested)
                } else {
                    pendingOutcome = (key, name, try skipValue())
                }
            case .at:
                at = try readNonNegativeDouble()
            case .durationMs:
                durationMs = try readNonNegativeDouble()
            }
            path.removeLast()
        }
        guard let seq else { throw missingKey("seq", objectStart: objectStart, note: "an integer ≥ 0 numbering the call") }
        guard let method else { throw missingKey("method", objectStart: objectStart, note: Self.methodList) }
        if let pending = pendingArgs {
            request = try readDeferred(at: pending.offset, key: pending.key) { (scanner: inout JSONScanner) throws(TraceReadError) in
                try scanner.readArgs(method, &nested)
            }
        }
        if let pending = pendingOutcome {
            outcome = try readDeferred(at: pending.offset, key: pending.key) { (scanner: inout JSONScanner) throws(TraceReadError) in
                try scanner.readOutcome(pending.name, method, &nested)
            }
        }
        guard let request else {
            throw missingKey("args", objectStart: objectStart, note: "\(method.rawValue) takes \(Self.argumentsShape(method))")
        }
        guard let outcome else {
            throw .resultAndError(location(at: objectStart), path: renderPath(path.all[...]), bothGiven: false)
        }
        let call = TraceCall(seq: seq, request: request, stored: outcome, at: at, durationMs: durationMs,
                             unknownKeys: unknown.object, nestedUnknownKeys: nested)
        return (call, seqOffset)
    }

    mutating func readOutcome(
        _ name: CallKey, _ method: MusicLibraryMethod, _ nested: inout NestedUnknownKeys
    ) throws(TraceReadError) -> StoredOutcome {
        name == .result ? try readResult(method, &nested) : .value(.failure(try readError(&nested)))
    }

    // MARK: Arguments

    static func argumentKeys(_ method: MusicLibraryMethod) -> [ArgsKey] {
        switch method {
        case .fetchLibraryArtists, .fetchLibraryAlbums, .fetchRecentlyPlayed: []
        case .fetchPlaylist: [.name]
        case .fetchCatalogReleases: [.artistID]
        case .fetchTracks: [.albumID]
        case .addTracksToLibrary: [.trackIDs]
        case .addTracksToPlaylist, .removeTracksFromPlaylist: [.trackIDs, .playlistID]
        }
    }

    static func argumentsShape(_ method: MusicLibraryMethod) -> String {
        switch method {
        case .fetchLibraryArtists, .fetchLibraryAlbums, .fetchRecentlyPlayed: "{}"
        case .fetchPlaylist: "{\"name\": string}"
        case .fetchCatalogReleases: "{\"artistID\": string}"
        case .fetchTracks: "{\"albumID\": string}"
        case .addTracksToLibrary: "{\"trackIDs\": [string]}"
        case .addTracksToPlaylist, .removeTracksFromPlaylist: "{\"trackIDs\": [string], \"playlistID\": string}"
        }
    }

    mutating func readArgs(
        _ method: MusicLibraryMethod, _ nested: inout NestedUnknownKeys
    ) throws(TraceReadError) -> TraceRequest {
        let objectStart = try beginObject("an args object \(Self.argumentsShape(method))")
        var seen: UInt32 = 0
        var name: String?
        var artistID: String?
        var albumID: String?
        var trackIDs: [String]?
        var playlistID: String?
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            guard let (argument, bit) = text.match(key, ArgsKey.self) else {
                try readUnknownMember(key, into: &unknown)
                path.removeLast()
                continue
            }
            try markSeen(bit, &seen, key)
            guard Self.argumentKeys(method).contains(argument) else {
                throw misplacedKey(key, "\(method.rawValue) takes no \"\(argument.rawValue)\" argument: its args are \(Self.argumentsShape(method))")
            }
            switch argument {
            case .name: name = try readString()
            case .artistID: artistID = try readString("a string (a library artist id)")
            case .albumID: albumID = try readString("a string (a catalog album id)")
            case .trackIDs: trackIDs = try readStringArray("an array of track ids (strings)")
            case .playlistID: playlistID = try readString("a string (a library playlist id)")
            }
            path.removeLast()
        }
        if !unknown.object.isEmpty { nested["args"] = unknown.object }
        func required<Value>(_ value: Value?, _ key: ArgsKey) throws(TraceReadError) -> Value {
            guard let value else {
                throw missingKey(key.rawValue, objectStart: objectStart,
                                 note: "\(method.rawValue) takes \(Self.argumentsShape(method))")
            }
            return value
        }
        switch method {
        case .fetchLibraryArtists: return .fetchLibraryArtists
        case .fetchLibraryAlbums: return .fetchLibraryAlbums
        case .fetchRecentlyPlayed: return .fetchRecentlyPlayed
        case .fetchPlaylist: return .fetchPlaylist(name: try required(name, .name))
        case .fetchCatalogReleases: return .fetchCatalogReleases(artistID: try required(artistID, .artistID))
        case .fetchTracks: return .fetchTracks(albumID: try required(albumID, .albumID))
        case .addTracksToLibrary: return .addTracksToLibrary(trackIDs: try required(trackIDs, .trackIDs))
        case .addTracksToPlaylist:
            return .addTracksToPlaylist(trackIDs: try required(trackIDs, .trackIDs), playlistID: try required(playlistID, .playlistID))
        case .removeTracksFromPlaylist:
            return .removeTracksFromPlaylist(
                trackIDs: try required(trackIDs, .trackIDs), playlistID: try required(playlistID, .playlistID))
        }
    }

    // MARK: Results

    static func resultKeys(_ method: MusicLibraryMethod) -> [ResultKey] {
        switch method {
        case .fetchLibraryArtists: [.artists]
        case .fetchLibraryAlbums: [.albums]
        case .fetchPlaylist: [.playlist]
        case .fetchRecentlyPlayed, .fetchTracks: [.tracks]
        case .fetchCatalogReleases: [.albums, .hasMore]
        case .addTracksToLibrary, .addTracksToPlaylist, .removeTracksFromPlaylist: []
        }
    }

    static func resultShape(_ method: MusicLibraryMethod) -> String {
        switch method {
        case .fetchLibraryArtists: "{\"artists\": [artist]}"
        case .fetchLibraryAlbums: "{\"albums\": [album]}"
        case .fetchPlaylist: "{\"playlist\": playlist or null}"
        case .fetchRecentlyPlayed, .fetchTracks: "{\"tracks\": [track]}"
        case .fetchCatalogReleases: "{\"albums\": [album], \"hasMore\": bool}"
        case .addTracksToLibrary, .addTracksToPlaylist, .removeTracksFromPlaylist: "{}"
        }
    }

    /// Reads a result: albums are kept packed (`PackedAlbums`), every other answer as values.
    mutating func readResult(
        _ method: MusicLibraryMethod, _ nested: inout NestedUnknownKeys
    ) throws(TraceReadError) -> StoredOutcome {
        let objectStart = try beginObject("a result object \(Self.resultShape(method))")
        var seen: UInt32 = 0
        var artists: [LibraryArtist]?
        var albums: PackedAlbums?
        var playlist: LibraryPlaylist??
        var tracks: [LibraryTrack]?
        var hasMore = false
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            guard let (name, bit) = text.match(key, ResultKey.self) else {
                try readUnknownMember(key, into: &unknown)
                path.removeLast()
                continue
            }
            try markSeen(bit, &seen, key)
            guard Self.resultKeys(method).contains(name) else {
                throw misplacedKey(key, "\"\(name.rawValue)\" does not belong in the result of \(method.rawValue): it is \(Self.resultShape(method))")
            }
            switch name {
            case .artists: artists = try readArtists(&nested)
            case .albums: albums = try readAlbums(&nested)
            case .playlist: playlist = .some(try readNullIfPresent() ? nil : try readPlaylist(&nested, path: "result.playlist"))
            case .tracks: tracks = try readTracks(&nested)
            case .hasMore: hasMore = try readBool()
            }
            path.removeLast()
        }
        if !unknown.object.isEmpty { nested["result"] = unknown.object }
        func required<Value>(_ value: Value?, _ key: ResultKey) throws(TraceReadError) -> Value {
            guard let value else {
                throw missingKey(key.rawValue, objectStart: objectStart,
                                 note: "the result of \(method.rawValue) is \(Self.resultShape(method))")
            }
            return value
        }
        switch method {
        case .fetchLibraryArtists: return .value(.success(.artists(try required(artists, .artists))))
        case .fetchLibraryAlbums: return .libraryAlbums(try required(albums, .albums))
        case .fetchPlaylist: return .value(.success(.playlist(try required(playlist, .playlist))))
        case .fetchRecentlyPlayed, .fetchTracks: return .value(.success(.tracks(try required(tracks, .tracks))))
        case .fetchCatalogReleases: return .catalogReleases(try required(albums, .albums), hasMore: hasMore)
        case .addTracksToLibrary, .addTracksToPlaylist, .removeTracksFromPlaylist: return .value(.success(.written))
        }
    }

    // MARK: Errors

    mutating func readError(_ nested: inout NestedUnknownKeys) throws(TraceReadError) -> MusicServiceError {
        let objectStart = try beginObject("an error object {\"kind\": ...}")
        var seen: UInt32 = 0
        var given: [(name: ErrorKey, key: KeyToken)] = []
        var kind: ErrorKind?
        var status: Int?
        var code: String?
        var title: String?
        var detail: String?
        var reason: MusicServiceError.AuthorizationFailure?
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            guard let (name, bit) = text.match(key, ErrorKey.self) else {
                try readUnknownMember(key, into: &unknown)
                path.removeLast()
                continue
            }
            try markSeen(bit, &seen, key)
            given.append((name, key))
            switch name {
            case .kind: kind = try readEnum(ErrorKind.self, "an error kind: http, authorization, network, cancelled or other")
            case .status: status = try readInt("an integer (the HTTP status)")
            case .code: code = try readString()
            case .title: title = try readString()
            case .detail: detail = try readString()
            case .reason:
                reason = try readEnum(MusicServiceError.AuthorizationFailure.self, "an authorization reason: "
                    + MusicServiceError.AuthorizationFailure.allCases.map(\.rawValue).joined(separator: ", "))
            }
            path.removeLast()
        }
        if !unknown.object.isEmpty { nested["error"] = unknown.object }
        guard let kind else {
            throw missingKey("kind", objectStart: objectStart, note: "http, authorization, network, cancelled or other")
        }
        for (name, key) in given where !kind.keys.contains(name) {
            path.append(.key(key))
            let keys = kind.keys.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw misplacedKey(key, "\"\(name.rawValue)\" does not belong in a \"\(kind.rawValue)\" error: its keys are \(keys)")
        }
        switch kind {
        case .http:
            guard let status else {
                throw missingKey("status", objectStart: objectStart, note: "an http error gives its HTTP status")
            }
            return .http(status: status, code: code, title: title, detail: detail)
        case .authorization: return .authorization(reason)
        case .network: return .network(detail: detail)
        case .cancelled: return .cancelled
        case .other: return .other(detail: detail)
        }
    }
}
