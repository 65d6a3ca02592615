/// One diagnostic a recorder wrote among the calls as the session went,
/// `{"diagnostic": {...}}` (Docs/TraceFormat.md "Recorded diagnostics"): the
/// library's artist count when the library was read, or one artist's numbers
/// when its check succeeded.
public enum RecordedDiagnostic: Hashable, Sendable {
    /// `{"libraryArtistCount": 1610}`, with the keys the format does not define there.
    case libraryArtistCount(Int, unknownKeys: JSONObject)
    /// `{"artistID": …, "name": …, "total": 25, "owned": 4, "cuts": 21}`.
    case artist(TraceDiagnostics.Artist)
}

/// Where a trace's diagnostics are written: the top-level `diagnostics`, or
/// among the calls where a recorder wrote them as the session went.
public enum DiagnosticsPlacement: Hashable, Sendable {
    /// One diagnostic entry and where it stands.
    public struct Entry: Hashable, Sendable {
        /// What the entry holds.
        public var diagnostic: RecordedDiagnostic
        /// How many calls and step entries the document holds before it.
        public var elementsBefore: Int

        /// Creates an entry.
        public init(_ diagnostic: RecordedDiagnostic, elementsBefore: Int) {
            self.diagnostic = diagnostic
            self.elementsBefore = elementsBefore
        }
    }

    /// In the top-level `diagnostics` object (or none).
    case topLevel
    /// Among the calls, every entry in document order; the trace's
    /// `diagnostics` is what they keep (`TraceDiagnostics(recorded:)`).
    case amongCalls([Entry])

    /// The entries, when they still give `diagnostics` (a tool that changed
    /// the diagnostics, or a placement that does not fit, writes them at the top level).
    func entries(keeping diagnostics: TraceDiagnostics?) -> [Entry]? {
        guard case .amongCalls(let entries) = self, !entries.isEmpty,
              let diagnostics, TraceDiagnostics(recorded: entries.map(\.diagnostic)) == diagnostics else { return nil }
        return entries
    }
}

extension TraceDiagnostics {
    /// What recorded diagnostic entries keep: the last artist count, and
    /// each artist's last entry (its last successful check), in the order of
    /// those entries. An artist entry that a later entry of the same
    /// artist id follows is superseded. `artists` is nil without artist
    /// entries, `libraryArtistCount` nil without a count entry.
    /// - Complexity: O(n) in the entries.
    public init(recorded entries: [RecordedDiagnostic]) {
        var count: Int?
        var artists: [Artist] = []
        var lastIndex: [String: Int] = [:]
        for entry in entries {
            switch entry {
            case .libraryArtistCount(let value, _): count = value
            case .artist(let artist):
                lastIndex[artist.artistID] = artists.count
                artists.append(artist)
            }
        }
        let kept = artists.enumerated().filter { lastIndex[$0.element.artistID] == $0.offset }.map(\.element)
        self.init(libraryArtistCount: count, artists: artists.isEmpty ? nil : kept)
    }
}
