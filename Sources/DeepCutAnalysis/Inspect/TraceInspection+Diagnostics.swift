import DeepCutKit
import DeepCutTrace
import DeepCutVerify

extension TraceInspection {
    /// A printed artist whose numbers the trace's own calls cannot explain
    /// (Docs/InspectJSON.md "Diagnostics the calls cannot explain").
    package struct UnexplainedDiagnostic: Hashable, Sendable {
        /// The library artist id.
        package var artistID: String
        /// The printed name.
        package var name: String
        /// The printed numbers.
        package var printed: ArtistNumbers
        /// Why the calls cannot give them: `total 25, but the last answer (seq 5) holds 24 albums`.
        package var reason: String
    }

    /// The printed artists whose numbers the calls cannot explain, in the
    /// diagnostics' order: no catalog answer for the artist, a `total` that
    /// is not the number of albums its last answer (by `seq`) holds, or an
    /// `owned` and `cuts` that add up to more than `total`.
    /// - Complexity: O(c + d) for c calls in `seq` order and d printed artists.
    static func unexplained(_ diagnostics: TraceDiagnostics?, callsInSeqOrder calls: [TraceCall]) -> [UnexplainedDiagnostic]? {
        guard let diagnostics else { return nil }
        var lastAnswers: [String: (seq: Int, albums: Int)] = [:]
        for call in calls {
            if case .fetchCatalogReleases(let artistID) = call.request, case .success(.catalogReleases(let releases)) = call.outcome {
                lastAnswers[artistID] = (call.seq, releases.albums.count)
            }
        }
        return (diagnostics.artists ?? []).compactMap { artist in
            let printed = ArtistNumbers(total: artist.total, owned: artist.owned, cuts: artist.cuts)
            let reason: String
            if let answer = lastAnswers[artist.artistID] {
                if artist.total != answer.albums {
                    reason = "total \(artist.total), but the last answer (seq \(answer.seq)) holds \(plural(answer.albums, "album"))"
                } else if Self.addsUpToMore(artist.owned, artist.cuts, than: artist.total) {
                    reason = "owned \(artist.owned) and cuts \(artist.cuts) add up to more than total \(artist.total)"
                } else {
                    return nil
                }
            } else {
                reason = "the trace holds no answer to the artist's catalog check"
            }
            return UnexplainedDiagnostic(artistID: artist.artistID, name: artist.name, printed: printed, reason: reason)
        }
    }

    /// Whether `owned` + `cuts` exceeds `total`, for any integers a trace holds:
    /// a sum beyond `Int` exceeds every `total` (and one below it, none).
    static func addsUpToMore(_ owned: Int, _ cuts: Int, than total: Int) -> Bool {
        let (sum, overflow) = owned.addingReportingOverflow(cuts)
        return overflow ? cuts > 0 : sum > total
    }
}
