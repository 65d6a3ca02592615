import DeepCutEngine
import DeepCutKit
import DeepCutVerify

/// `recently-played-blind`: recently played empty, failing, or naming no
/// library artist at every read, so "forgotten artists first" ranks nothing
/// (Docs/Lints.md).
enum RecentlyPlayedBlindLint: TraceLint {
    static let id = "recently-played-blind"
    static let unit = LintUnit.calls
    static let meaning = """
        The feed puts artists missing from recently played first; with nothing usable there, \
        every artist counts as forgotten and the order falls back to the oldest check. The \
        answer is catalog songs with no play time, so a song by a library artist is the only signal.
        """
    static let fix = """
        Read MusicRecentlyPlayedRequest<Song> (catalog songs, artistName kept) after \
        MusicAuthorization.request() is authorized, and match its artist names to the library's; \
        when it keeps failing, say so in the diagnostics instead of ranking blind.
        """

    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        let reads = facts.calls.filter { $0.method == .fetchRecentlyPlayed }
        guard !facts.libraryArtists.isEmpty, reads.count >= LintThresholds.recentlyPlayedBlindMinimumReads else { return nil }
        let libraryNames = Set(facts.libraryArtists.map { TitleNormalizer.name($0.name) })
        var evidence: [LintEvidence] = []
        for call in reads {
            switch call.outcome {
            case .failure(let error):
                evidence.append(facts.evidence(call.seq, artistID: nil, "failed: \(TraceInspection.group(error))"))
            case .success(.tracks(let tracks)) where tracks.isEmpty:
                evidence.append(facts.evidence(call.seq, artistID: nil, "no tracks"))
            case .success(.tracks(let tracks)):
                guard !tracks.contains(where: { libraryNames.contains(TitleNormalizer.name($0.artistName)) }) else { return nil }
                evidence.append(facts.evidence(call.seq, artistID: nil, "\(plural(tracks.count, "track")), none by a library artist"))
            default:
                return nil
            }
        }
        return (reads.count, "recently played gave nothing to rank by at every one of its \(plural(reads.count, "read"))", evidence)
    }
}
