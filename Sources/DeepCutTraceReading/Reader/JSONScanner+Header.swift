import DeepCutTrace

/// The objects around the calls: `capture`, `engine` and `diagnostics`.
extension JSONScanner {
    enum CaptureKey: String, ByteNamed {
        case origin, title, startedAt, app, device, os, storefront, notes
        static let nameTable = makeNameTable()
    }

    enum EngineKey: String, ByteNamed {
        case batchSize, snapshotTTL
        static let nameTable = makeNameTable()
    }

    enum DiagnosticsKey: String, ByteNamed {
        case libraryArtistCount, artists
        static let nameTable = makeNameTable()
    }

    mutating func readCapture() throws(TraceReadError) -> TraceCapture {
        let objectStart = try beginObject("a capture object {\"origin\", \"title\", \"startedAt\", ...}")
        var seen: UInt32 = 0
        var origin: TraceCapture.Origin?
        var title: String?
        var startedAt: TraceTimestamp?
        var texts: [CaptureKey: String] = [:]
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = text.match(key, CaptureKey.self) {
                try markSeen(bit, &seen, key)
                switch field {
                case .origin:
                    origin = try readEnum(TraceCapture.Origin.self, "an origin: \"device\", \"reconstructed\" or \"synthetic\"")
                case .title:
                    title = try readString()
                case .startedAt:
                    let valueStart = position
                    let text = try readString("an RFC 3339 UTC time string such as \"2026-05-12T09:14:03Z\"")
                    guard let timestamp = TraceTimestamp(text) else {
                        position = valueStart
                        throw invalidValue("an RFC 3339 UTC time such as \"2026-05-12T09:14:03Z\" (Z or +00:00, optional fraction)")
                    }
                    startedAt = timestamp
                case .app, .device, .os, .storefront, .notes:
                    texts[field] = try readString()
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        guard let origin else {
            throw missingKey("origin", objectStart: objectStart, note: "\"device\", \"reconstructed\" or \"synthetic\"")
        }
        guard let title else { throw missingKey("title", objectStart: objectStart) }
        guard let startedAt else { throw missingKey("startedAt", objectStart: objectStart, note: "the RFC 3339 UTC time the session started") }
        return TraceCapture(
            origin: origin, title: title, startedAt: startedAt, app: texts[.app], device: texts[.device],
            os: texts[.os], storefront: texts[.storefront], notes: texts[.notes], unknownKeys: unknown.object
        )
    }

    mutating func readEngine() throws(TraceReadError) -> TraceEngineSettings {
        _ = try beginObject("an engine object {\"batchSize\"?, \"snapshotTTL\"?}")
        var seen: UInt32 = 0
        var engine = TraceEngineSettings()
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = text.match(key, EngineKey.self) {
                try markSeen(bit, &seen, key)
                switch field {
                case .batchSize: engine.batchSize = try readInt(atLeast: 1)
                case .snapshotTTL: engine.snapshotTTL = try readNonNegativeDouble()
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        engine.unknownKeys = unknown.object
        return engine
    }

    mutating func readDiagnostics() throws(TraceReadError) -> TraceDiagnostics {
        _ = try beginObject("a diagnostics object {\"libraryArtistCount\"?, \"artists\"?}")
        var seen: UInt32 = 0
        var diagnostics = TraceDiagnostics()
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = text.match(key, DiagnosticsKey.self) {
                try markSeen(bit, &seen, key)
                switch field {
                case .libraryArtistCount:
                    diagnostics.libraryArtistCount = try readInt()
                case .artists:
                    try beginArray("an array of {\"artistID\", \"name\", \"total\", \"owned\", \"cuts\"}")
                    var artists: [TraceDiagnostics.Artist] = []
                    var isFirstArtist = true
                    while try nextElement(&isFirstArtist) {
                        path.append(.index(artists.count))
                        artists.append(try readDiagnosticsArtist())
                        path.removeLast()
                    }
                    diagnostics.artists = artists
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        diagnostics.unknownKeys = unknown.object
        return diagnostics
    }

    mutating func readDiagnosticsArtist() throws(TraceReadError) -> TraceDiagnostics.Artist {
        switch try readDiagnosticObject(countAllowed: false) {
        case .artist(let artist): return artist
        // Not met: without countAllowed, `libraryArtistCount` is read as an unknown key.
        case .libraryArtistCount: throw invalidJSON("an artist's numbers")
        }
    }
}
