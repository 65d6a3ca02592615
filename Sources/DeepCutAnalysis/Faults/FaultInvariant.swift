/// A rule that must hold whatever the service answers, checked on every
/// replay of a fault campaign (Docs/FaultCampaigns.md "Invariants"). Each
/// comes from a section of Docs/EngineRules.md.
package enum FaultInvariant: String, Hashable, Sendable, CaseIterable, Comparable {
    /// A refresh is `caughtUp` or `loaded` only when every check in it succeeded.
    case settledOnlyWhenEveryCheckSucceeded
    /// `failed` counts exactly the checks whose last answer was an error.
    case failedCountsFailedChecks
    /// A failed check keeps the artist's earlier cuts in the feed.
    case failedCheckKeepsCuts
    /// The feed never holds an owned, dismissed or added album.
    case feedHoldsNoOwnedDismissedOrAdded
    /// A failed read of the library artists or albums fails the refresh.
    case libraryReadFailureFailsRefresh
    /// The replay does not diverge unless the mutation took an answer away.
    case replayFollowsTrace
    /// A transient fault whose retry gets the original answer changes no step's outcome.
    case retriedFaultChangesNothing

    /// One sentence for reports.
    package var summary: String {
        switch self {
        case .settledOnlyWhenEveryCheckSucceeded:
            "a refresh is caughtUp or loaded only when every check in it succeeded"
        case .failedCountsFailedChecks:
            "`failed` counts exactly the checks that failed"
        case .failedCheckKeepsCuts:
            "a failed check keeps the artist's earlier cuts"
        case .feedHoldsNoOwnedDismissedOrAdded:
            "the feed never holds an owned, dismissed or added album"
        case .libraryReadFailureFailsRefresh:
            "a failed library read fails the refresh"
        case .replayFollowsTrace:
            "the replay never diverges except where the mutation removes an answer"
        case .retriedFaultChangesNothing:
            "a retried transient fault answered by the original changes no outcome"
        }
    }

    /// The section of Docs/EngineRules.md the rule comes from.
    package var rule: String {
        switch self {
        case .settledOnlyWhenEveryCheckSucceeded, .failedCountsFailedChecks, .libraryReadFailureFailsRefresh:
            "State after a refresh"
        case .failedCheckKeepsCuts: "Last check"
        case .feedHoldsNoOwnedDismissedOrAdded: "Feed"
        case .replayFollowsTrace: "Determinism"
        case .retriedFaultChangesNothing: "Checking an artist"
        }
    }

    /// In declaration order.
    package static func < (lhs: FaultInvariant, rhs: FaultInvariant) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One invariant broken by one replay.
package struct InvariantViolation: Hashable, Sendable {
    /// The rule broken.
    package var invariant: FaultInvariant
    /// The 1-based step where it broke, nil for the run as a whole.
    package var stepNumber: Int?
    /// What was seen, for a person.
    package var detail: String

    /// Creates a violation.
    package init(invariant: FaultInvariant, stepNumber: Int?, detail: String) {
        self.invariant = invariant
        self.stepNumber = stepNumber
        self.detail = detail
    }
}
