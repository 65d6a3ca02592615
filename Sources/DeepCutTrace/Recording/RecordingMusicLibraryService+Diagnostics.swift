import DeepCutKit

/// The diagnostics, recorded with the calls: when the recorder was created
/// with `recordsDiagnostics` and is the Discover engine's `actionObserver`,
/// each library read's artist count and each successful artist check's
/// numbers are written, as the engine reports them, as diagnostic entries
/// among the calls (Docs/TraceFormat.md "Recorded diagnostics"). A recording
/// cut off by a crash keeps the diagnostics of every finished check.
extension RecordingMusicLibraryService {
    /// Writes the library's artist count as a diagnostic entry.
    public func discoverLibraryDidLoad(artistCount: Int) {
        record(.libraryArtistCount(artistCount, unknownKeys: JSONObject()),
               line: DiagnosticConsoleLine.libraryLine(artistCount: artistCount))
    }

    /// Writes the artist's numbers as a diagnostic entry.
    public func discoverArtistCheckDidFinish(_ report: ArtistCheckReport) {
        let artist = TraceDiagnostics.Artist(
            artistID: report.artistID, name: report.name, total: report.total, owned: report.owned, cuts: report.cuts)
        record(.artist(artist), line: DiagnosticConsoleLine.artistLine(
            name: report.name, total: report.total, owned: report.owned, cuts: report.cuts))
    }

    private func record(_ diagnostic: RecordedDiagnostic, line: String) {
        guard recordsDiagnostics, !isFinished else { return }
        write(TraceWriter.diagnosticEntryBytes(diagnostic, isFirst: recordedEntryCount == 0))
        recordedDiagnosticCount += 1
        diagnosticLineHandler?(line)
    }
}
