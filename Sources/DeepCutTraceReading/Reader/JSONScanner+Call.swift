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
        var outcome: TraceOutcome?
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
            throw missingKey("args", objectStart: objectStart, note: "\(method.rawValue) takes \(method.schema.argumentsShape)")
        }
        guard let outcome else {
            throw .resultAndError(location(at: objectStart), path: renderPath(path.all[...]), bothGiven: false)
        }
        let call = TraceCall(seq: seq, request: request, outcome: outcome, at: at, durationMs: durationMs,
                             unknownKeys: unknown.object, nestedUnknownKeys: nested)
        return (call, seqOffset)
    }

    mutating func readOutcome(
        _ name: CallKey, _ method: MusicLibraryMethod, _ nested: inout NestedUnknownKeys
    ) throws(TraceReadError) -> TraceOutcome {
        name == .result ? .success(try readResult(method, &nested)) : .failure(try readError(&nested))
    }

    // MARK: Arguments

    mutating func readArgs(
        _ method: MusicLibraryMethod, _ nested: inout NestedUnknownKeys
    ) throws(TraceReadError) -> TraceRequest {
        let objectStart = try beginObject("an args object \(method.schema.argumentsShape)")
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
            guard let (argument, bit) = text.match(key, MusicLibraryMethod.Argument.self) else {
                try readUnknownMember(key, into: &unknown)
                path.removeLast()
                continue
            }
            try markSeen(bit, &seen, key)
            guard method.schema.arguments.contains(argument) else {
                throw misplacedKey(key, "\(method.rawValue) takes no \"\(argument.rawValue)\" argument: its args are \(method.schema.argumentsShape)")
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
        func value(_ argument: MusicLibraryMethod.Argument) -> TraceArgumentValue? {
            switch argument {
            case .name: name.map(TraceArgumentValue.string)
            case .artistID: artistID.map(TraceArgumentValue.string)
            case .albumID: albumID.map(TraceArgumentValue.string)
            case .trackIDs: trackIDs.map(TraceArgumentValue.strings)
            case .playlistID: playlistID.map(TraceArgumentValue.string)
            }
        }
        if let missing = method.schema.arguments.first(where: { value($0) == nil }) {
            throw missingKey(missing.rawValue, objectStart: objectStart,
                             note: "\(method.rawValue) takes \(method.schema.argumentsShape)")
        }
        // Every argument of the schema is there, each read in its shape.
        guard let request = TraceRequest(method: method, argument: value) else {
            preconditionFailure("the arguments of \(method.rawValue) were read but make no request")
        }
        return request
    }

    // MARK: Results

    /// Reads a result of the kind `method` answers.
    mutating func readResult(
        _ method: MusicLibraryMethod, _ nested: inout NestedUnknownKeys
    ) throws(TraceReadError) -> TraceResult {
        let objectStart = try beginObject("a result object \(method.schema.result.shape)")
        var seen: UInt32 = 0
        var artists: [LibraryArtist]?
        var albums: [LibraryAlbum]?
        var playlist: LibraryPlaylist??
        var tracks: [LibraryTrack]?
        var hasMore = false
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            guard let (name, bit) = text.match(key, MusicLibraryMethod.ResultKey.self) else {
                try readUnknownMember(key, into: &unknown)
                path.removeLast()
                continue
            }
            try markSeen(bit, &seen, key)
            guard method.schema.result.keys.contains(name) else {
                throw misplacedKey(key, "\"\(name.rawValue)\" does not belong in the result of \(method.rawValue): it is \(method.schema.result.shape)")
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
        func required<Value>(_ value: Value?, _ key: MusicLibraryMethod.ResultKey) throws(TraceReadError) -> Value {
            guard let value else {
                throw missingKey(key.rawValue, objectStart: objectStart,
                                 note: "the result of \(method.rawValue) is \(method.schema.result.shape)")
            }
            return value
        }
        switch method.schema.result {
        case .artists: return .artists(try required(artists, .artists))
        case .albums: return .albums(try required(albums, .albums))
        case .playlist: return .playlist(try required(playlist, .playlist))
        case .tracks: return .tracks(try required(tracks, .tracks))
        case .catalogReleases: return .catalogReleases(CatalogReleases(albums: try required(albums, .albums), hasMore: hasMore))
        case .written: return .written
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
