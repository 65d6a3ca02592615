import DeepCutKit
import DeepCutTrace

/// Holds the device's printed diagnostics against the engine's own numbers.
enum DiagnosticsChecker {
    /// Compares each printed artist with the engine's last check of it, and
    /// the printed library size with the artists the engine read.
    /// - Complexity: O(n + c) for n diagnostic artists and the run's c checks.
    static func report(_ diagnostics: TraceDiagnostics, run: SessionRun) -> DiagnosticsReport {
        let count = diagnostics.libraryArtistCount.map { printed in
            let read = run.libraryArtistCount.map(String.init) ?? "never read"
            return Check(key: "libraryArtistCount", expected: String(printed), actual: read,
                         passed: run.libraryArtistCount == printed, detail: nil)
        }
        let printedArtists = diagnostics.artists ?? []
        let lastChecks = run.lastChecks(of: Set(printedArtists.map(\.artistID)))
        let artists = printedArtists.map { printed in
            let numbers = ArtistNumbers(total: printed.total, owned: printed.owned, cuts: printed.cuts)
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
}
