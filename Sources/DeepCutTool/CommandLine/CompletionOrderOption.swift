import DeepCutCommandLine
import DeepCutTrace
import DeepCutTraceReading

/// The values of `--order` (Docs/FaultCampaigns.md "Completion orders").
package enum CompletionOrderOption: String, Hashable, Sendable, CaseIterable {
    /// Every call answered as soon as it is asked (the default).
    case immediate
    /// The device's order, from each call's `at` and `durationMs`.
    case recorded

    /// The replaying service's order.
    var order: ReplayCompletionOrder {
        switch self {
        case .immediate: .immediate
        case .recorded: .recorded
        }
    }
}

/// `--chaos N [--seed S]` and `--order` of the replay and of `verify`: their
/// values and the checks of what goes together, declared once for both; each
/// command declares `--chaos` and `--order` with its own help
/// (Docs/FaultCampaigns.md "Completion orders").
package struct OrderOptions: Hashable, Sendable {
    /// `--chaos N`: how many shuffled orders to replay; nil when not asked.
    package var chaos: Int?
    /// `--seed S`: the seed of the shuffled orders (default 1).
    package var seed: UInt64?
    /// `--order`: the order of the replay itself.
    package var order: CompletionOrderOption?

    package init(chaos: Int? = nil, seed: UInt64? = nil, order: CompletionOrderOption? = nil) {
        self.chaos = chaos
        self.seed = seed
        self.order = order
    }

    /// Refuses combinations that mean nothing.
    package func validate(topic: HelpTopic) throws(UsageError) {
        if seed != nil, chaos == nil { throw UsageError("--seed only goes with --chaos N", topic: topic) }
        if chaos != nil, order != nil {
            throw UsageError("--chaos compares shuffled orders with calls answered as asked; it takes no --order",
                             topic: topic)
        }
    }

    /// Refuses `--chaos` with a report for machines, which has no place for a difference between orders.
    /// - Parameters:
    ///   - format: the other format asked for (`--format json`), nil for text.
    ///   - junit: whether `--junit FILE` was given.
    package func validateTextOnly(format: String?, junit: Bool, topic: HelpTopic) throws(UsageError) {
        guard chaos != nil else { return }
        if let format { throw UsageError("--chaos reports in text only; drop \(format)", topic: topic) }
        if junit { throw UsageError("--chaos reports in text only; drop --junit", topic: topic) }
    }
}

extension OptionSpec where Value == Int? {
    /// `--chaos N` with the help of the command that declares it; its entry and
    /// USAGE fragment stand for the three options: `--seed` goes with `--chaos`.
    package static func chaos(help: String) -> Self {
        Self("--chaos", .count(maximum: 10_000), help: help, label: "--chaos N [--seed S]",
             usage: "--chaos N [--seed S] | --order immediate|recorded")
    }
}

extension OptionSpec where Value == UInt64? {
    /// `--seed S`: the seed of the shuffled orders, shown in `--chaos`'s entry.
    package static var chaosSeed: Self { seed(help: "", usage: "") }
}

extension OptionSpec where Value == CompletionOrderOption? {
    /// `--order immediate|recorded` with the help of the command that declares it.
    package static func order(help: String) -> Self { Self("--order", .choice, help: help, usage: "") }
}
