import DeepCutVerify

/// The diagnostics on a replay page: every artist's printed numbers against
/// the engine's, those that differ first (open), then those not compared,
/// then those that match (folded); every artist is in the page.
enum HTMLDiagnosticsTable {
    static func render(_ diagnostics: DiagnosticsReport, into html: inout HTMLWriter) {
        html.element("h3", "Diagnostics \(diagnostics.passed ? "✔" : "✘")")
        var summary = diagnostics.artistSummary
        if let count = diagnostics.libraryArtistCount {
            summary = (count.passed ? "library of \(count.actual) artists"
                : "library: expected \(count.expected) artists, got \(count.actual)") + " · " + summary
        }
        html.element("p", summary, ["class": diagnostics.passed ? "pass" : "fail"])
        let ordered = diagnostics.artistsDifferingFirst
        let groups: [(String, [ArtistDiagnostic], Bool)] = [
            ("Differ", ordered.filter { $0.status == .mismatch }, true),
            ("Not compared", ordered.filter { $0.status != .mismatch && $0.status != .match }, true),
            ("Match", ordered.filter { $0.status == .match }, false),
        ]
        for (name, artists, isOpen) in groups where !artists.isEmpty {
            html.open("details", ["open": isOpen || artists.count <= 20 ? "open" : nil])
            html.element("summary", "\(name) (\(grouped(artists.count)))")
            html.table(
                caption: "\(name): printed against the engine", header: ["Artist", "", "Id", "Printed", "Engine", "What differs"],
                rows: artists.map { artist in
                    let credited = artist.creditedElsewhere.map { "\($0.albumID) credited to \($0.artistName)" }
                    return [artist.name, artist.passed ? "✔" : "✘", artist.artistID, artist.printed.description,
                            artist.engineText,
                            (artist.differences.map(\.description) + credited).joined(separator: ", ")]
                },
                classes: artists.map { [nil, $0.passed ? "pass" : "fail"] })
            html.close("details")
        }
    }
}
