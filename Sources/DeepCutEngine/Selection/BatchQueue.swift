import DeepCutKit
import Foundation

/// The order in which artists are checked, kept as a priority queue so that
/// choosing a batch costs O(batch · log n) rather than a sort of the library
/// (Docs/EngineRules.md "Batch selection"; `Guides/BatchSelection.md`).
///
/// Order: artists absent from recently played first; then never checked,
/// then by last check, oldest first; ties by normalized name (UTF-8 order),
/// then by id. Because a refresh stamps its batch with the time it began and
/// the clock never goes back, a checked artist only ever moves back in line,
/// so the batch is taken out of the queue and put back with its new time.
/// Names never change while a queue lives (a new snapshot builds a new one),
/// so the name-and-id order is computed once, as a rank, and the heap
/// compares a flag, a time and that rank.
struct BatchQueue {
    /// An artist's place in line.
    struct Entry {
        var recentlyPlayed: Bool
        var lastChecked: Date?
        var nameKey: String
        var artist: LibraryArtist
    }

    /// An artist's place in the heap: what the order compares, small and
    /// without references, so that moving it costs no retain or release.
    private struct Slot {
        var recentlyPlayed: Bool
        /// The last check's time, `-infinity` for never checked (first in line).
        var lastChecked: Double
        /// The artist's place in the order of (normalized name, id), and its
        /// index in `entries`.
        var rank: Int32

        static func < (lhs: Slot, rhs: Slot) -> Bool {
            if lhs.recentlyPlayed != rhs.recentlyPlayed { return !lhs.recentlyPlayed }
            if lhs.lastChecked != rhs.lastChecked { return lhs.lastChecked < rhs.lastChecked }
            return lhs.rank < rhs.rank
        }

        init(_ entry: Entry, rank: Int32) {
            recentlyPlayed = entry.recentlyPlayed
            lastChecked = entry.lastChecked?.timeIntervalSinceReferenceDate ?? -.infinity
            self.rank = rank
        }
    }

    /// Every artist's entry, in the order of (normalized name, id): the names
    /// are compared once, here, and never again while the queue lives.
    private var entries: [Entry]
    /// Each artist's rank, by id, to find the slot of an entry put back.
    private var ranks: [String: Int32]
    private var heap: [Slot]

    /// Builds the line for a library: each artist's recently played flag and
    /// last check come from the snapshot and the cache.
    /// - Complexity: O(n log n) for the order of names, once.
    init(entries: [Entry]) {
        self.entries = entries.sorted { lhs, rhs in
            if lhs.nameKey != rhs.nameKey { return TitleNormalizer.precedes(lhs.nameKey, rhs.nameKey) }
            return lhs.artist.id.utf8.lexicographicallyPrecedes(rhs.artist.id.utf8)
        }
        var ranks = [String: Int32](minimumCapacity: entries.count)
        for (rank, entry) in self.entries.enumerated() { ranks[entry.artist.id] = Int32(rank) }
        self.ranks = ranks
        heap = self.entries.enumerated().map { Slot($1, rank: Int32($0)) }
        if heap.count > 1 {
            for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
        }
    }

    /// How many artists are in line.
    var count: Int { heap.count }

    /// Takes the first `size` artists out of the line, in order.
    /// - Complexity: O(size · log n).
    mutating func takeBatch(_ size: Int) -> [Entry] {
        var batch: [Entry] = []
        batch.reserveCapacity(min(size, heap.count))
        while batch.count < size, let first = popFirst() { batch.append(entries[Int(first.rank)]) }
        return batch
    }

    /// Puts an artist of this queue back in line, with its new last check.
    /// - Complexity: O(log n).
    mutating func insert(_ entry: Entry) {
        guard let rank = ranks[entry.artist.id] else { return }
        entries[Int(rank)] = entry
        heap.append(Slot(entry, rank: rank))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popFirst() -> Slot? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        siftDown(0)
        return first
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
