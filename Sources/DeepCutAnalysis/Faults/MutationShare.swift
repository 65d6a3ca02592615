/// The part of a fault campaign's mutations one run replays: `faults --shard K/N`
/// on one machine of N, and within it worker J of the M that `--jobs M` starts
/// (Docs/FaultCampaigns.md "Shards and jobs").
///
/// Every call and fault pair of the campaign, counted across the traces in the
/// order they are taken (calls by `seq`, then `--kinds` order), has a position
/// p from 0. The pair is the shard's when p mod N = K − 1; of the shard's pairs
/// (the q-th being p = q·N + K − 1), worker J takes those with q mod M = J − 1.
/// The N shards are disjoint and together hold every pair, as are a shard's M
/// workers; their sizes differ by at most one pair per trace boundary. Nothing
/// here depends on N or M beyond two divisions, so any N costs the same.
package struct MutationShare: Hashable, Sendable {
    /// `--shard K/N`; 1/1 for the whole campaign.
    package var shard: TraceShard
    /// The worker of `--jobs`, J of M; 1/1 when the run is one process.
    package var worker: TraceShard

    /// Every pair.
    package static let whole = MutationShare(shard: TraceShard(index: 1, count: 1), worker: TraceShard(index: 1, count: 1))

    /// A share.
    package init(shard: TraceShard, worker: TraceShard) {
        self.shard = shard
        self.worker = worker
    }

    /// Whether the pair at `position` is this share's.
    package func contains(_ position: Int) -> Bool {
        let (round, part) = position.quotientAndRemainder(dividingBy: shard.count)
        return part == shard.index - 1 && round % worker.count == worker.index - 1
    }

    /// Worker `index` of `count` within this share's shard.
    package func worker(_ index: Int, of count: Int) -> MutationShare {
        MutationShare(shard: shard, worker: TraceShard(index: index, count: count))
    }

    /// How many of the positions in `range` (from 0) are this share's, without
    /// visiting them: the share's positions are those ≡ (J − 1)·N + K − 1 mod N·M.
    /// - Complexity: O(1).
    package func count(in range: Range<Int>) -> Int {
        let (period, tooLarge) = shard.count.multipliedReportingOverflow(by: worker.count)
        let (round, roundOverflow) = (worker.index - 1).multipliedReportingOverflow(by: shard.count)
        let (first, firstOverflow) = round.addingReportingOverflow(shard.index - 1)
        // A share whose first position does not fit an `Int` holds none; one whose period does
        // not holds its first position alone.
        guard !roundOverflow, !firstOverflow, range.lowerBound >= 0 else { return 0 }
        if tooLarge { return range.contains(first) ? 1 : 0 }
        // The share's positions below `bound`.
        func below(_ bound: Int) -> Int { bound > first ? (bound - first - 1) / period + 1 : 0 }
        return below(range.upperBound) - below(range.lowerBound)
    }
}
