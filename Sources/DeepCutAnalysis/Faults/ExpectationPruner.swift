import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// Drops the expectations a mutated trace no longer meets, so that the trace
/// `mutate` writes passes and says what it dropped (Docs/FaultCampaigns.md "Mutations").
///
/// The trace is verified in process; each `expect` and `observed` key that
/// fails is dropped, every key of a step the replay no longer reaches is
/// dropped, an `observed` left with only its `policy` goes, and so do the
/// `diagnostics` entries the engine's numbers no longer match.
package enum ExpectationPruner {
    /// The trace without the expectations that no longer follow, and one line per key dropped.
    /// - Parameters:
    ///   - trace: the mutated trace.
    ///   - options: the verification options (the policy `expect` is held under).
    /// - Complexity: one verification of the trace.
    @MainActor
    package static func prune(_ trace: Trace, options: Verifier.Options = Verifier.Options()) async
        -> (trace: Trace, dropped: [String]) {
        let report = await Verifier.verify(trace, source: "", options: options)
        var pruned = trace
        var dropped: [String] = []
        if var session = pruned.session {
            for step in report.steps where step.number - 1 < session.count {
                let index = step.number - 1
                if step.skipped {
                    if session[index].expect != nil || session[index].observed != nil {
                        dropped.append("step \(step.number): every expectation (the replay no longer reaches it)")
                    }
                    session[index].expect = nil
                    session[index].observed = nil
                    continue
                }
                for check in step.expectations where !check.passed {
                    session[index].expect?.remove(check.key)
                    dropped.append("step \(step.number) expect.\(check.key): \(check.summary)")
                }
                for check in step.observations where !check.passed {
                    session[index].observed?.remove(check.key)
                    dropped.append("step \(step.number) observed.\(check.key): \(check.summary)")
                }
                if let expect = session[index].expect, expect.givenKeys.isEmpty, expect.unknownKeys.isEmpty {
                    session[index].expect = nil
                }
                if let observed = session[index].observed, observed.givenKeys.allSatisfy({ $0 == .policy }),
                   observed.unknownKeys.isEmpty {
                    session[index].observed = nil
                }
            }
            pruned.session = session
        }
        if let diagnostics = report.diagnostics, var kept = pruned.diagnostics {
            if let count = diagnostics.libraryArtistCount, !count.passed {
                kept.libraryArtistCount = nil
                dropped.append("diagnostics.libraryArtistCount: \(count.summary)")
            }
            let failing = Set(diagnostics.artists.filter { !$0.passed }.map(\.artistID))
            if !failing.isEmpty {
                kept.artists = kept.artists?.filter { !failing.contains($0.artistID) }
                for artist in diagnostics.artists where !artist.passed {
                    dropped.append("diagnostics \(artist.artistID): printed \(artist.printed), \(artist.engineText)")
                }
            }
            let empty = kept.libraryArtistCount == nil && (kept.artists ?? []).isEmpty && kept.unknownKeys.isEmpty
            pruned.diagnostics = empty ? nil : kept
        }
        return (pruned, dropped)
    }
}

extension SessionExpectation {
    /// Removes the key named `name` (a `Check.key`).
    mutating func remove(_ name: String) {
        switch Key(rawValue: name) {
        case .state: state = nil
        case .checked: checked = nil
        case .failed: failed = nil
        case .feedCount: feedCount = nil
        case .feed: feed = nil
        case .checkedArtistIDs: checkedArtistIDs = nil
        case .policy: policy = nil
        case .tracks: tracks = nil
        case .trackIDs: trackIDs = nil
        case nil: break
        }
    }
}
