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
struct BatchQueue {
    /// An artist's place in line.
    struct Entry: Comparable {
        var recentlyPlayed: Bool
        var lastChecked: Date?
        var nameKey: String
        var artist: LibraryArtist

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            if lhs.recentlyPlayed != rhs.recentlyPlayed { return !lhs.recentlyPlayed }
            switch (lhs.lastChecked, rhs.lastChecked) {
            case (nil, .some): return true
            case (.some, nil): return false
            case (let left?, let right?) where left != right: return left < right
            default: break
            }
            if lhs.nameKey != rhs.nameKey { return TitleNormalizer.precedes(lhs.nameKey, rhs.nameKey) }
            return lhs.artist.id.utf8.lexicographicallyPrecedes(rhs.artist.id.utf8)
        }

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.recentlyPlayed == rhs.recentlyPlayed && lhs.lastChecked == rhs.lastChecked
                && lhs.nameKey == rhs.nameKey && lhs.artist.id == rhs.artist.id
        }
    }

    private var heap: [Entry]

    /// Builds the line for a library: each artist's recently played flag and
    /// last check come from the snapshot and the cache.
    /// - Complexity: O(n).
    init(entries: [Entry]) {
        heap = entries
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
        while batch.count < size, let first = popFirst() { batch.append(first) }
        return batch
    }

    /// Puts an artist back in line.
    /// - Complexity: O(log n).
    mutating func insert(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popFirst() -> Entry? {
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
