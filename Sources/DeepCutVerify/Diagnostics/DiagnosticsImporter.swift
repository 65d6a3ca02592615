import DeepCutEngine
import DeepCutKit
import DeepCutTrace

/// Places a console log's diagnostic lines on a trace's library artists
/// (Docs/ConsoleDiagnostics.md "Matching names"): each printed name is
/// normalized by the engine's name rules (Docs/EngineRules.md "Title
/// normalization") and held against the names of the artists the trace's
/// library reads listed.
enum DiagnosticsImporter {
    /// A line that could not be placed.
    enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// No library artist has the name.
        case unmatched(line: Int, name: String)
        /// Several library artists have the name, and the trace checks more than one of them (or none).
        case ambiguous(line: Int, name: String, artistIDs: [String])
        /// The name is one library artist's, whose catalog check the trace never answers.
        case neverChecked(line: Int, name: String, artistID: String)
        /// The unified log hid the name.
        case redacted(line: Int)
        /// The line looks like a diagnostic but is not in a shape read here.
        case malformed(line: Int, reason: String)

        /// `line 12: 'Foo' matches no library artist of the trace`.
        var description: String {
            switch self {
            case .unmatched(let line, let name):
                "line \(line): '\(name.printable)' matches no library artist of the trace"
            case .ambiguous(let line, let name, let ids):
                "line \(line): '\(name.printable)' matches \(ids.count) library artists (\(ids.map(\.printable).joined(separator: ", "))), "
                    + "and the trace's calls do not tell which one printed it"
            case .neverChecked(let line, let name, let id):
                "line \(line): '\(name.printable)' is the library artist \(id.printable), whose catalog check the trace never answers"
            case .redacted(let line):
                "line \(line): the name was logged as '<private>' (log it with privacy: .public)"
            case .malformed(let line, let reason):
                "line \(line): \(reason)"
            }
        }
    }

    /// What a log gives a trace.
    struct Outcome: Hashable, Sendable {
        /// The diagnostics the placed lines keep (each artist's last line, the last count).
        var diagnostics: TraceDiagnostics
        /// Artist lines placed.
        var placedLines: Int
        /// Artist lines a later line of the same artist superseded.
        var supersededLines: Int
        /// Lines that could not be placed, in the log's order.
        var problems: [Problem]
    }

    /// Places `log`'s lines on `trace`'s library artists.
    /// - Complexity: O(c + l) for the trace's c calls and the log's l diagnostic lines.
    static func place(_ log: ConsoleLog, on trace: Trace) -> Outcome {
        var idsByName: [String: [String]] = [:]
        var listed = Set<String>()
        var checked = Set<String>()
        for call in trace.calls {
            switch (call.request, call.outcome) {
            case (.fetchLibraryArtists, .success(.artists(let artists))):
                for artist in artists where listed.insert(artist.id).inserted {
                    idsByName[TitleNormalizer.name(artist.name), default: []].append(artist.id)
                }
            case (.fetchCatalogReleases(let artistID), .success):
                checked.insert(artistID)
            default:
                continue
            }
        }
        var recorded: [RecordedDiagnostic] = []
        var problems: [Problem] = []
        for line in log.lines {
            switch line.diagnostic {
            case .libraryArtistCount(let count):
                recorded.append(.libraryArtistCount(count, unknownKeys: JSONObject()))
            case .redactedName:
                problems.append(.redacted(line: line.number))
            case .malformed(let reason):
                problems.append(.malformed(line: line.number, reason: reason))
            case .artist(let name, let total, let owned, let cuts):
                let candidates = idsByName[TitleNormalizer.name(name)] ?? []
                // The phone prints a line only for an artist it checked: of several
                // artists with the name, one the trace checks is the one, if it is the only one.
                let checkedCandidates = candidates.filter(checked.contains)
                guard let artistID = candidates.count == 1 ? candidates.first
                        : checkedCandidates.count == 1 ? checkedCandidates.first : nil else {
                    problems.append(candidates.isEmpty ? .unmatched(line: line.number, name: name)
                        : .ambiguous(line: line.number, name: name, artistIDs: candidates))
                    continue
                }
                guard checked.contains(artistID) else {
                    problems.append(.neverChecked(line: line.number, name: name, artistID: artistID))
                    continue
                }
                recorded.append(.artist(TraceDiagnostics.Artist(
                    artistID: artistID, name: name, total: total, owned: owned, cuts: cuts)))
            }
        }
        let diagnostics = TraceDiagnostics(recorded: recorded)
        let placed = recorded.count { if case .artist = $0 { true } else { false } }
        return Outcome(diagnostics: diagnostics, placedLines: placed,
                       supersededLines: placed - (diagnostics.artists?.count ?? 0), problems: problems)
    }
}
