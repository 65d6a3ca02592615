import DeepCutTrace

/// Diagnostics a recorder wrote among the calls, each as an entry
/// `{"diagnostic": {...}}` appended when the library was read or an artist
/// check succeeded, so that a recording cut off by a crash keeps the
/// diagnostics of every finished check (Docs/TraceFormat.md "Recorded diagnostics").
extension JSONScanner {
    enum RecordedDiagnosticKey: String, ByteNamed {
        case libraryArtistCount, artistID, name, total, owned, cuts
        static let nameTable = makeNameTable()
    }

    /// The diagnostic entries met among the calls.
    struct RecordedDiagnostics {
        var entries: [DiagnosticsPlacement.Entry] = []
        /// The first entry's index in `calls` and offset, where top-level diagnostics given too are reported.
        var firstEntry: (index: Int, offset: Int)?

        mutating func append(_ diagnostic: RecordedDiagnostic, elementsBefore: Int, index: Int, offset: Int) {
            if firstEntry == nil { firstEntry = (index, offset) }
            entries.append(DiagnosticsPlacement.Entry(diagnostic, elementsBefore: elementsBefore))
        }
    }

    static let diagnosticKeyBytes = Array("diagnostic".utf8)
    static let quotedDiagnosticKeyBytes = Array("\"diagnostic\"".utf8)

    /// Whether the element at `position` is a diagnostic entry: an object whose first key is `"diagnostic"`.
    func isDiagnosticEntry() -> Bool {
        isEntry(key: Self.diagnosticKeyBytes, quoted: Self.quotedDiagnosticKeyBytes)
    }

    /// Reads a diagnostic entry; `"diagnostic"` is its only key.
    mutating func readDiagnosticEntry() throws(TraceReadError) -> RecordedDiagnostic {
        try readEntry("diagnostic") { (scanner: inout JSONScanner) throws(TraceReadError) in
            try scanner.readDiagnosticObject(countAllowed: true)
        }
    }

    /// `{"artistID", "name", "total", "owned", "cuts"}`, or, with
    /// `countAllowed` (an entry among the calls), `{"libraryArtistCount": N}`,
    /// never keys of both kinds; without it `libraryArtistCount` is an unknown key.
    mutating func readDiagnosticObject(countAllowed: Bool) throws(TraceReadError) -> RecordedDiagnostic {
        let objectStart = try beginObject(countAllowed
            ? "a diagnostic {\"libraryArtistCount\"} or {\"artistID\", \"name\", \"total\", \"owned\", \"cuts\"}"
            : "an object {\"artistID\", \"name\", \"total\", \"owned\", \"cuts\"}")
        var seen: UInt32 = 0
        var strings: [RecordedDiagnosticKey: String] = [:]
        var counts: [RecordedDiagnosticKey: Int] = [:]
        var firstOfEachKind: [Bool: KeyToken] = [:]
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = text.match(key, RecordedDiagnosticKey.self), countAllowed || field != .libraryArtistCount {
                try markSeen(bit, &seen, key)
                let isCount = field == .libraryArtistCount
                if let other = firstOfEachKind[!isCount] {
                    throw misplacedKey(key, "a diagnostic entry holds the library's artist count or one artist's "
                        + "numbers, not both (\"\(text.string(other))\" came before)")
                }
                if firstOfEachKind[isCount] == nil { firstOfEachKind[isCount] = key }
                switch field {
                case .artistID, .name: strings[field] = try readString()
                case .libraryArtistCount, .total, .owned, .cuts: counts[field] = try readInt()
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        if let count = counts[.libraryArtistCount] { return .libraryArtistCount(count, unknownKeys: unknown.object) }
        guard let artistID = strings[.artistID] else { throw missingKey("artistID", objectStart: objectStart) }
        guard let name = strings[.name] else { throw missingKey("name", objectStart: objectStart) }
        guard let total = counts[.total] else { throw missingKey("total", objectStart: objectStart) }
        guard let owned = counts[.owned] else { throw missingKey("owned", objectStart: objectStart) }
        guard let cuts = counts[.cuts] else { throw missingKey("cuts", objectStart: objectStart) }
        return .artist(TraceDiagnostics.Artist(
            artistID: artistID, name: name, total: total, owned: owned, cuts: cuts, unknownKeys: unknown.object))
    }

    /// A trace whose diagnostics are both recorded among the calls and given as `diagnostics`.
    static func diagnosticsTwice(_ location: TraceSourceLocation, path: String) -> TraceReadError {
        .misplacedKey(location, path: path, key: "diagnostic",
                      reason: "the diagnostics are recorded among the calls ({\"diagnostic\": ...} entries) and given "
                          + "as \"diagnostics\" too: a trace has one set of diagnostics, so keep one of them")
    }
}
