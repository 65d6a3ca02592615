import DeepCutKit
import DeepCutTrace

/// Holds the device's printed diagnostics against the engine's own numbers.
enum DiagnosticsChecker {
    /// Compares each printed artist with the engine's last successful check
    /// of it, and the printed library size with the artists the engine read;
    /// the artists of `unfinished` are not compared.
    /// - Complexity: O(n + c) for n diagnostic artists and the run's c checks.
    static func report(
        _ diagnostics: TraceDiagnostics, run: SessionRun, unfinished: Set<String> = []
    ) -> DiagnosticsReport {
        let count = diagnostics.libraryArtistCount.map { printed in
            let read = run.libraryArtistCount.map(String.init) ?? "never read"
            return Check(key: "libraryArtistCount", expected: String(printed), actual: read,
                         passed: run.libraryArtistCount == printed, detail: nil)
        }
        let printedArtists = diagnostics.artists ?? []
        let lastChecks = run.lastChecks(of: Set(printedArtists.map(\.artistID)))
        let artists = printedArtists.map { printed in
            let numbers = ArtistNumbers(total: printed.total, owned: printed.owned, cuts: printed.cuts)
            if unfinished.contains(printed.artistID) {
                return ArtistDiagnostic(artistID: printed.artistID, name: printed.name, printed: numbers,
                                        engine: nil, status: .unfinished)
            }
            guard let check = lastChecks[printed.artistID] else {
                return ArtistDiagnostic(artistID: printed.artistID, name: printed.name, printed: numbers,
                                        engine: nil, status: .neverChecked)
            }
            guard let match = check.match else {
                let status: ArtistDiagnostic.Status = run.divergedArtistIDs.contains(printed.artistID)
                    ? .diverged : .failed(check.failure?.description ?? "failed")
                return ArtistDiagnostic(artistID: printed.artistID, name: printed.name, printed: numbers, engine: nil,
                                        status: status)
            }
            let engine = ArtistNumbers(total: match.total, owned: match.owned, cuts: match.cuts.count)
            var diagnostic = ArtistDiagnostic(artistID: printed.artistID, name: printed.name, printed: numbers,
                                              engine: engine, status: engine == numbers ? .match : .mismatch)
            diagnostic.creditedElsewhere = match.cutsCredited(toOtherThan: printed.name)
                .map { CreditedCut(albumID: $0.id, artistName: $0.artistName) }
            return diagnostic
        }
        return DiagnosticsReport(libraryArtistCount: count, artists: artists)
    }

    /// The artists whose kept diagnostic entry a cut-off recording wrote
    /// after its last complete step entry: counted in a step the recording
    /// did not finish, which the replay does not run (Docs/TraceFormat.md "Recorded diagnostics").
    /// - Complexity: O(e) in the trace's diagnostic entries.
    static func unfinishedArtists(of trace: Trace) -> Set<String> {
        guard trace.truncation != nil, case .amongCalls(let entries) = trace.diagnosticsPlacement,
              case .amongCalls(let callsBefore) = trace.sessionPlacement, let lastStep = callsBefore.last else { return [] }
        // The last step entry's place among the calls and steps.
        let lastStepElement = lastStep + callsBefore.count - 1
        var artists = Set<String>()
        for entry in entries where entry.elementsBefore > lastStepElement {
            if case .artist(let artist) = entry.diagnostic { artists.insert(artist.artistID) }
        }
        return artists
    }
}
