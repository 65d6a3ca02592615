import DeepCutKit
import DeepCutVerify

/// What `deepcut-replay explain` explains: exactly one of a step, an artist, an album or a check.
package enum ExplainTarget: Hashable, Sendable, CustomStringConvertible {
    /// `--step N`: the step's state, failed, feed and banner (1-based).
    case step(Int)
    /// `--artist ID|NAME`: its total, owned and cuts, and its place in the batch order.
    case artist(String)
    /// `--album ID`: cut, owned, folded into another cut, dismissed, added, or never checked.
    case album(String)
    /// `--check STEP:NAME`: one expectation (`1:state`) or observation (`1:observed.state`).
    case check(step: Int, key: String, observed: Bool)

    /// The keys a check can name (every key of `expect` and `observed` but `policy`).
    package static let checkKeys = ["state", "checked", "failed", "feedCount", "feed", "checkedArtistIDs", "tracks", "trackIDs"]

    /// Reads `STEP:NAME` (`1:state`, `2:observed.feedCount`); nil when it is not one.
    package init?(check text: String) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let step = Int(parts[0]), step >= 1 else { return nil }
        var name = String(parts[1])
        var observed = false
        if name.hasPrefix("observed.") {
            observed = true
            name.removeFirst("observed.".count)
        } else if name.hasPrefix("expect.") {
            name.removeFirst("expect.".count)
        }
        guard Self.checkKeys.contains(name) else { return nil }
        self = .check(step: step, key: name, observed: observed)
    }

    /// The option that asks for it: `--step 1`, `--check 1:observed.state`.
    package var description: String {
        switch self {
        case .step(let number): "--step \(number)"
        case .artist(let artist): "--artist \(FailureExplanation.shellWord(artist))"
        case .album(let album): "--album \(FailureExplanation.shellWord(album))"
        case .check(let step, let key, let observed): "--check \(step):\(observed ? "observed." : "")\(key)"
        }
    }
}
