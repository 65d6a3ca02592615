import DeepCutKit

/// How a trace fails under one policy, in terms that survive shrinking: the
/// failing checks by step (numbered as in the original trace), side and key;
/// the divergence by step and the call it asked for; the diagnostics by
/// artist id (Docs/TraceSurgery.md "shrink").
struct FailureSignature: Hashable, Sendable, CustomStringConvertible {
    /// One entry per failing check: `step 1 expect.state`, `step 2 observed.feedCount`,
    /// `step 3 divergence fetchTracks(albumID: "1")`, `diagnostics r.Ab12Cd`, `diagnostics libraryArtistCount`.
    var failures: Set<String>

    /// The signature of a report whose step `n` (1-based) is the original's step `origins[n - 1] + 1`.
    init(_ report: VerificationReport, origins: [Int]) {
        func original(_ number: Int) -> Int { number - 1 < origins.count ? origins[number - 1] + 1 : number }
        var failures: Set<String> = []
        for step in report.steps {
            let number = original(step.number)
            for check in step.observations where !check.passed { failures.insert("step \(number) observed.\(check.key)") }
            for check in step.expectations where !check.passed { failures.insert("step \(number) expect.\(check.key)") }
        }
        if let divergence = report.divergence {
            // "replay diverged: fetchTracks(albumID: "1") was asked for 1 time and ...": the call, not the counts.
            let call = divergence.message.components(separatedBy: " was asked for").first ?? divergence.message
            failures.insert("step \(original(divergence.stepNumber)) divergence \(call)")
        }
        if let diagnostics = report.diagnostics {
            if diagnostics.libraryArtistCount?.passed == false { failures.insert("diagnostics libraryArtistCount") }
            for artist in diagnostics.artists where !artist.passed { failures.insert("diagnostics \(artist.artistID)") }
        }
        self.failures = failures
    }

    /// Whether nothing fails.
    var isEmpty: Bool { failures.isEmpty }

    /// The failures, sorted, one a line.
    var description: String { failures.sorted().joined(separator: "\n") }
}

/// A check named on the command line (`shrink --until`): `STEP.KEY`,
/// `STEP.observed.KEY`, `KEY` (the expect key in any step), `divergence` or
/// `diagnostics`.
package struct CheckSelector: Hashable, Sendable, CustomStringConvertible {
    /// The original step number, when given.
    package var step: Int?
    /// `expect`, `observed`, `divergence` or `diagnostics`.
    package var side: String
    /// The key, for expect and observed.
    package var key: String?

    /// Parses a selector; nil when the text is not one.
    package init?(_ text: String) {
        if text == "divergence" || text == "diagnostics" {
            (step, side, key) = (nil, text, nil)
            return
        }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let first = parts.first, let number = Int(first) {
            guard number >= 1 else { return nil }
            step = number
            parts.removeFirst()
        }
        if parts.count == 2, parts[0] == "observed" || parts[0] == "expect" {
            side = parts[0]
            parts.removeFirst()
        } else {
            side = "expect"
        }
        guard parts.count == 1, let name = parts.first, SessionKeys.names.contains(name) else { return nil }
        key = name
    }

    /// Whether one of the signature's failures is this check.
    func matches(_ signature: FailureSignature) -> Bool {
        signature.failures.contains { failure in
            let words = failure.split(separator: " ").map(String.init)
            switch side {
            case "diagnostics": return words.first == "diagnostics"
            case "divergence": return words.count > 2 && words[2] == "divergence"
            default:
                guard words.count == 3, words[0] == "step" else { return false }
                if let step, words[1] != String(step) { return false }
                return words[2] == "\(side).\(key ?? "")"
            }
        }
    }

    /// `1.state`, `2.observed.feedCount`, `divergence`.
    package var description: String {
        switch side {
        case "divergence", "diagnostics": side
        default: (step.map { "\($0)." } ?? "") + (side == "observed" ? "observed." : "") + (key ?? "")
        }
    }
}

/// The keys of `expect` and `observed` that a check can name.
enum SessionKeys {
    static let names: Set<String> = ["state", "checked", "failed", "feedCount", "feed", "checkedArtistIDs", "tracks", "trackIDs"]
}
