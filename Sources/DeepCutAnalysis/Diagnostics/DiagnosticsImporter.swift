import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// Places a console log's diagnostic lines on a trace's library artists
/// (Docs/ConsoleDiagnostics.md "Matching names"): each printed name is
/// normalized by the engine's name rules (Docs/EngineRules.md "Title
/// normalization") and held against the names of the artists the trace's
/// library reads listed.
package enum DiagnosticsImporter {
    /// A line that could not be placed.
    package enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// No library artist has the name.
        case unmatched(line: Int, name: String)
        /// Several library artists have the name, and the trace checks more than one of them (or none):
        /// every line of the name, listed once at its first line (`Ambiguity`).
        case ambiguous(Ambiguity)
        /// The name is one library artist's, whose catalog check the trace never answers.
        case neverChecked(line: Int, name: String, artistID: String)
        /// The unified log hid the name.
        case redacted(line: Int)
        /// The line looks like a diagnostic but is not in a shape read here.
        case malformed(line: Int, reason: String)

        /// `line 12: 'Foo' matches no library artist of the trace`.
        package var description: String {
            switch self {
            case .unmatched(let line, let name):
                "line \(line): '\(name.printable)' matches no library artist of the trace"
            case .ambiguous(let ambiguity):
                ambiguity.description
            case .neverChecked(let line, let name, let id):
                "line \(line): '\(name.printable)' is the library artist \(id.printable), whose catalog check the trace never answers"
            case .redacted(let line):
                "line \(line): the name was logged as '<private>' (log it with privacy: .public)"
            case .malformed(let line, let reason):
                "line \(line): \(reason)"
            }
        }
    }

    /// The lines of one printed name that fits several library artists, and
    /// those artists: listed once, however many lines and artists, with the
    /// first `shown` of each and a count of the others, so that the listing
    /// grows with the log and the library, never with their product.
    package struct Ambiguity: Hashable, Sendable, CustomStringConvertible {
        /// The most line numbers and artist ids written out.
        static let shown = 10

        /// The name as its first line printed it.
        var name: String
        /// The first `shown` lines that printed it.
        var lines: [Int]
        /// How many lines printed it.
        var lineCount: Int
        /// The first `shown` ids of the artists with the name, in the library's order.
        var artistIDs: [String]
        /// How many library artists have the name.
        var artistCount: Int

        /// `line 1: 'Boris' matches 2 library artists (r.B1, r.B2), …`;
        /// `lines 1, 4 and 2 others: 'Boris' matches 4,000 library artists (r.1, …, r.10 and 3,990 others), …`.
        package var description: String {
            func list(_ items: [String], of count: Int) -> String {
                count > items.count ? items.joined(separator: ", ") + " and \(grouped(count - items.count)) others"
                    : items.joined(separator: ", ")
            }
            let place = lineCount == 1 ? "line \(lines[0])" : "lines " + list(lines.map(String.init), of: lineCount)
            return "\(place): '\(name.printable)' matches \(grouped(artistCount)) library artists (\(list(artistIDs.map(\.printable), of: artistCount))), "
                + "and the trace's calls do not tell which one printed it"
        }
    }

    /// What the library says of one normalized name: no artist, the one artist of its
    /// lines (and whether the trace checks it), or several.
    private enum Resolution {
        case unmatched
        case artist(String, checked: Bool)
        case several(count: Int, first: [String])
    }

    /// What a log gives a trace.
    package struct Outcome: Hashable, Sendable {
        /// The diagnostics the placed lines keep (each artist's last line, the last count).
        package var diagnostics: TraceDiagnostics
        /// Artist lines placed.
        var placedLines: Int
        /// Artist lines a later line of the same artist superseded.
        package var supersededLines: Int
        /// Lines that could not be placed, in the log's order (the lines of an
        /// ambiguous name as one problem, at its first line).
        package var problems: [Problem]
        /// How many lines could not be placed.
        package var unplacedLines: Int
    }

    /// Places `log`'s lines on `trace`'s library artists.
    /// - Complexity: O(c + a + l) for the trace's c calls, the a artists its library reads list
    ///   and the log's l diagnostic lines (each name's artists are looked at once, whatever its lines).
    package static func place(_ log: ConsoleLog, on trace: Trace) -> Outcome {
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
        var resolutions: [String: Resolution] = [:]
        func resolve(_ key: String) -> Resolution {
            if let known = resolutions[key] { return known }
            let candidates = idsByName[key] ?? []
            // The phone prints a line only for an artist it checked: of several
            // artists with the name, one the trace checks is the one, if it is the only one.
            var checkedCandidates = candidates.lazy.filter(checked.contains).prefix(2).makeIterator()
            let firstChecked = checkedCandidates.next(), secondChecked = checkedCandidates.next()
            let resolution: Resolution = switch (candidates.count, firstChecked, secondChecked) {
            case (0, _, _): .unmatched
            case (1, _, _): .artist(candidates[0], checked: firstChecked != nil)
            case (_, let only?, nil): .artist(only, checked: true)
            default: .several(count: candidates.count, first: Array(candidates.prefix(Ambiguity.shown)))
            }
            resolutions[key] = resolution
            return resolution
        }
        var recorded: [RecordedDiagnostic] = []
        var problems: [Problem] = []
        var unplaced = 0
        var ambiguityIndex: [String: Int] = [:]
        for line in log.lines {
            switch line.diagnostic {
            case .libraryArtistCount(let count):
                recorded.append(.libraryArtistCount(count, unknownKeys: JSONObject()))
                continue
            case .redactedName:
                problems.append(.redacted(line: line.number))
            case .malformed(let reason):
                problems.append(.malformed(line: line.number, reason: reason))
            case .numberOutOfRange(_, let digits):
                // ConsoleLog refuses the log at such a line; a log read otherwise is listed.
                problems.append(.malformed(line: line.number, reason: "the number \(digits) is larger than any count"))
            case .artist(let name, let total, let owned, let cuts):
                let key = TitleNormalizer.name(name)
                switch resolve(key) {
                case .unmatched:
                    problems.append(.unmatched(line: line.number, name: name))
                case .artist(let artistID, checked: false):
                    problems.append(.neverChecked(line: line.number, name: name, artistID: artistID))
                case .artist(let artistID, checked: true):
                    recorded.append(.artist(TraceDiagnostics.Artist(
                        artistID: artistID, name: name, total: total, owned: owned, cuts: cuts)))
                    continue
                case .several(let count, let first):
                    unplaced += 1
                    if let index = ambiguityIndex[key], case .ambiguous(var ambiguity) = problems[index] {
                        ambiguity.lineCount += 1
                        if ambiguity.lines.count < Ambiguity.shown { ambiguity.lines.append(line.number) }
                        problems[index] = .ambiguous(ambiguity)
                    } else {
                        ambiguityIndex[key] = problems.count
                        problems.append(.ambiguous(Ambiguity(
                            name: name, lines: [line.number], lineCount: 1, artistIDs: first, artistCount: count)))
                    }
                    continue
                }
            }
            unplaced += 1
        }
        let diagnostics = TraceDiagnostics(recorded: recorded)
        let placed = recorded.count { if case .artist = $0 { true } else { false } }
        return Outcome(diagnostics: diagnostics, placedLines: placed,
                       supersededLines: placed - (diagnostics.artists?.count ?? 0), problems: problems,
                       unplacedLines: unplaced)
    }
}
