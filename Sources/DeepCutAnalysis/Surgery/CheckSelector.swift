import DeepCutKit
import DeepCutTrace

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

    /// The keys of `expect` and `observed` that a check can name (all but `policy`).
    package static let keys: [String] = SessionExpectation.Key.allCases.filter { $0 != .policy }.map(\.rawValue)

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
        guard parts.count == 1, let name = parts.first, Self.keys.contains(name) else { return nil }
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
