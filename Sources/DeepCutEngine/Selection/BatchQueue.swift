import DeepCutKit
import Foundation

/// The order in which artists are checked, kept as a priority queue so that
/// choosing a batch costs O(batch · log n) rather than a sort of the library
/// (Docs/EngineRules.md "Batch selection"; `Docs/BatchSelection.md`).
///
/// Order: artists absent from recently played first; then never checked,
/// then by last check, oldest first; ties by normalized name (UTF-8 order),
/// then by id. Because a refresh stamps its batch with the time it began and
/// the clock never goes back, a checked artist only ever moves back in line,
/// so the batch is taken out of the queue and put back with its new time.
/// Names never change while a queue lives (a new snapshot builds a new one),
/// so the name-and-id order is computed once, as a rank, and the heap
/// compares a flag, a time and that rank.
struct BatchQueue: Equatable {
    /// An artist's place in line.
    struct Entry: Equatable {
        var recentlyPlayed: Bool
        var lastChecked: Date?
        var nameKey: String
        var artist: LibraryArtist
        /// The entry's place in the queue's order of names, set by the queue.
        fileprivate(set) var rank: Int32 = -1

        init(recentlyPlayed: Bool, lastChecked: Date?, nameKey: String, artist: LibraryArtist) {
            self.recentlyPlayed = recentlyPlayed
            self.lastChecked = lastChecked
            self.nameKey = nameKey
            self.artist = artist
        }
    }

    /// An artist's place in the heap: what the order compares, small and
    /// without references, so that moving it costs no retain or release.
    private struct Slot: Comparable {
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
    /// are compared once, here, and never again while the queue lives. Each
    /// entry carries its rank, its index here, to find its slot when put back.
    private var entries: [Entry]
    private var heap: MinHeap<Slot>

    /// Builds the line for a library: each artist's recently played flag and
    /// last check come from the snapshot and the cache.
    /// - Complexity: O(n log n) for the order of names, once: the sort
    ///   compares the names' first eight bytes as numbers, and the names
    ///   themselves only when those are equal.
    init(entries: [Entry]) {
        /// What the sort moves: the name's first eight bytes and the entry's index.
        struct SortKey {
            var prefix: UInt64
            var index: Int32
        }
        var keys = entries.indices.map { SortKey(prefix: Self.prefix(entries[$0].nameKey), index: Int32($0)) }
        keys.sort { lhs, rhs in
            if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
            let (left, right) = (entries[Int(lhs.index)], entries[Int(rhs.index)])
            if left.nameKey != right.nameKey { return left.nameKey.utf8.lexicographicallyPrecedes(right.nameKey.utf8) }
            return left.artist.id.utf8.lexicographicallyPrecedes(right.artist.id.utf8)
        }
        self.entries = keys.enumerated().map { rank, key in
            var entry = entries[Int(key.index)]
            entry.rank = Int32(rank)
            return entry
        }
        heap = MinHeap()
        restamp { _ in }
    }

    /// The first eight bytes of `name` as a big-endian number, zeros past the
    /// end: two names whose prefixes differ are in the order of their
    /// prefixes, so the sort compares these first and the names only when
    /// they are equal.
    static func prefix(_ name: String) -> UInt64 {
        var prefix: UInt64 = 0
        var shift: UInt64 = 56
        for byte in name.utf8.prefix(8) {
            prefix |= UInt64(byte) << shift
            shift &-= 8
        }
        return prefix
    }

    /// Reads every artist's recently played flag and last check anew, keeping
    /// the order of names, and puts every artist back in line: what a new
    /// snapshot of the same artists needs, without sorting their names again.
    /// - Complexity: O(n), plus whatever `update` costs per artist.
    mutating func restamp(_ update: (inout Entry) -> Void) {
        for index in entries.indices { update(&entries[index]) }
        heap = MinHeap(heapifying: entries.enumerated().map { Slot($1, rank: Int32($0)) })
    }

    /// How many artists are in line.
    var count: Int { heap.count }

    /// Takes the first `size` artists out of the line, in order; returns
    /// their ranks (`subscript(rank:)` gives each one's entry).
    /// - Complexity: O(size · log n).
    mutating func takeBatch(_ size: Int) -> [Int32] {
        var batch: [Int32] = []
        batch.reserveCapacity(min(size, heap.count))
        while batch.count < size, let first = heap.popMinimum() { batch.append(first.rank) }
        return batch
    }

    /// The entry of the artist with this rank.
    subscript(rank rank: Int32) -> Entry { entries[Int(rank)] }

    /// Puts an artist taken out of this queue back in line, with its new last check.
    /// - Complexity: O(log n).
    mutating func putBack(_ rank: Int32, lastChecked: Date) {
        guard rank >= 0, Int(rank) < entries.count else { return }
        entries[Int(rank)].lastChecked = lastChecked
        heap.insert(Slot(entries[Int(rank)], rank: rank))
    }
}
