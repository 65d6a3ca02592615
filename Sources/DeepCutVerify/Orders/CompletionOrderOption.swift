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

/// `--chaos N [--seed S]` and `--order` of the replay and of `verify`, read
/// beside their other options (Docs/FaultCampaigns.md "Completion orders").
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

    /// Reads `--chaos`, `--seed` or `--order`; false when `name` is none of them.
    mutating func read(_ name: String, from scanner: inout ArgumentScanner) throws(UsageError) -> Bool {
        switch name {
        case "--chaos": chaos = try scanner.once(chaos, "--chaos", try scanner.count("--chaos", maximum: 10_000))
        case "--seed": seed = try scanner.once(seed, "--seed", try scanner.seed("--seed"))
        case "--order": order = try scanner.once(order, "--order", try scanner.choice("--order", CompletionOrderOption.self))
        default: return false
        }
        return true
    }

    /// Refuses combinations that mean nothing.
    func validate(topic: HelpTopic) throws(UsageError) {
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
    func validateTextOnly(format: String?, junit: Bool, topic: HelpTopic) throws(UsageError) {
        guard chaos != nil else { return }
        if let format { throw UsageError("--chaos reports in text only; drop \(format)", topic: topic) }
        if junit { throw UsageError("--chaos reports in text only; drop --junit", topic: topic) }
    }
}
