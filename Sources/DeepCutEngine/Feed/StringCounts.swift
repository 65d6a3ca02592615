/// A multiset of strings: how many times each is held. The feed ledger
/// counts album ids with it, once per artist listing the album.
///
/// An open-addressing table with linear probing, backward-shift deletion and
/// each key's hash stored beside it, so that growing never hashes a key again
/// and a probe compares strings only when their hashes agree. A slot holds
/// the key, its hash and its count together: a table of a large feed does
/// not fit in the processor's caches, and one slot is one cache line read. The hash reads
/// a string's UTF-8 a word at a time, keyed by a seed drawn once per table:
/// keys chosen to collide cannot be written into a trace without knowing it,
/// so every operation stays O(1) on average whatever the input. The seed
/// changes nothing anyone sees: the table is never iterated.
package struct StringCounts {
    /// One entry: `count` 0 marks an empty slot.
    private struct Slot {
        var hash: UInt64 = 0
        var count: Int32 = 0
        var key = ""
    }

    private var slots: [Slot]
    private var mask: Int
    private let seed: UInt64
    /// How many distinct strings are held.
    package private(set) var distinctCount = 0

    /// An empty multiset.
    package init() {
        slots = Array(repeating: Slot(), count: 16)
        mask = 15
        var generator = SystemRandomNumberGenerator()
        seed = generator.next()
    }

    /// How many times `key` is held (0 when it is not).
    package func count(of key: String) -> Int {
        let hash = Self.hash(key, seed: seed)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].count != 0 {
            if slots[slot].hash == hash, slots[slot].key == key { return Int(slots[slot].count) }
            slot = (slot + 1) & mask
        }
        return 0
    }

    /// Adds one of `key`; returns how many were held before.
    @discardableResult
    package mutating func insert(_ key: String) -> Int {
        if (distinctCount + 1) * 4 > (mask + 1) * 3 { grow(toHold: distinctCount + 1) }
        return insert(key, hash: Self.hash(key, seed: seed))
    }

    /// Adds one of `key`, whose hash is `hash`, with room for it; returns how many were held before.
    private mutating func insert(_ key: String, hash: UInt64) -> Int {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].count != 0 {
            if slots[slot].hash == hash, slots[slot].key == key {
                slots[slot].count += 1
                return Int(slots[slot].count) - 1
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(hash: hash, count: 1, key: key)
        distinctCount += 1
        return 0
    }

    /// Adds one of each key, calling `firstSeen` with each that was not held
    /// before (in order; a key repeated among `keys` counts once).
    ///
    /// The keys' home slots are all read before any is written: a large
    /// table does not fit in the processor's caches, and reads that do not
    /// depend on one another wait for memory together rather than one by one.
    package mutating func insert<Keys: Collection<String>>(contentsOf keys: Keys, firstSeen: (String) -> Void) {
        if (distinctCount + keys.count) * 4 > (mask + 1) * 3 { grow(toHold: distinctCount + keys.count) }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: keys.count) { hashes in
            var touched: Int32 = 0
            for (index, key) in keys.enumerated() {
                let hash = Self.hash(key, seed: seed)
                hashes[index] = hash
                touched |= slots[Int(truncatingIfNeeded: hash) & mask].count
            }
            // `touched` keeps the reads above from being left out as unused.
            if touched < 0 { return }
            for (index, key) in keys.enumerated() where insert(key, hash: hashes[index]) == 0 { firstSeen(key) }
        }
    }

    /// Removes one of `key`; returns how many were held before (0: none, nothing removed).
    @discardableResult
    package mutating func remove(_ key: String) -> Int {
        let hash = Self.hash(key, seed: seed)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].count != 0 {
            if slots[slot].hash == hash, slots[slot].key == key {
                let held = Int(slots[slot].count)
                if held > 1 {
                    slots[slot].count -= 1
                } else {
                    vacate(slot)
                }
                return held
            }
            slot = (slot + 1) & mask
        }
        return 0
    }

    /// Empties a slot and moves back the entries after it that probed past
    /// it, so that every entry stays reachable from its home slot.
    private mutating func vacate(_ start: Int) {
        var hole = start
        var next = (hole + 1) & mask
        while slots[next].count != 0 {
            let home = Int(truncatingIfNeeded: slots[next].hash) & mask
            // The entry at `next` may fill the hole when its home is not
            // strictly between the hole and it (cyclically).
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Slot()
        distinctCount -= 1
    }

    /// Doubles the table until `count` keys fill at most three quarters of it.
    private mutating func grow(toHold count: Int) {
        var capacity = mask + 1
        while count * 4 > capacity * 3 { capacity *= 2 }
        let old = slots
        slots = Array(repeating: Slot(), count: capacity)
        mask = slots.count - 1
        for entry in old where entry.count != 0 {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot].count != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// The string's UTF-8, eight bytes at a time, each word mixed into the
    /// state by a bijective finalizer (MurmurHash3's), starting from the seed
    /// and the length.
    static func hash(_ key: String, seed: UInt64) -> UInt64 {
        key.withUTF8Bytes { bytes -> UInt64 in
            let count = bytes.count
            var state = seed ^ (UInt64(count) &* 0x9E37_79B9_7F4A_7C15)
            var offset = 0
            while offset + 8 <= count {
                state = mix(state ^ UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
                offset += 8
            }
            if offset < count {
                var word: UInt64 = 0
                for index in offset..<count { word |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
                state = mix(state ^ word)
            }
            return mix(state)
        }
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
