import Foundation

/// A table from strings to small numbers for the replay's hot paths: the
/// catalog calls by artist id, the owned albums by artist, how many artists
/// list each album of the feed. Callers keep other values in arrays and
/// the table the index; not generic, so that every module that uses it gets
/// code made for its one value type (a generic table reached across modules
/// copies every slot through its type's value witnesses).
///
/// An open-addressing table with linear probing, backward-shift deletion and
/// each key's hash stored beside it, so that growing never hashes a key again
/// and a probe compares strings only when their hashes agree. A slot holds
/// the hash, the key and the value together: a large table does not fit in
/// the processor's caches, and one slot is one read from memory. The hash
/// reads a string's UTF-8 a word at a time, keyed by a seed drawn once per
/// process: keys chosen to collide cannot be written into a trace without
/// knowing it, so every operation stays O(1) on average whatever the input.
/// The seed changes nothing anyone sees: nothing iterates the table in its
/// slots' order.
///
/// Keys are equal when their `String`s are (`==`, canonical equivalence, as
/// a `Dictionary` has it): the hash of text made only of ASCII is of its
/// bytes, and of any other text of the bytes of its canonical composition
/// (NFC), which is what `==` compares (`"\u{212A}"`, the Kelvin sign, is `"K"`).
package struct StringTable {
    /// What a key maps to.
    package typealias Value = Int32

    /// One entry, 24 bytes; `hash` 0 marks an empty slot (a key's stored
    /// hash is never 0). The hash kept is 32 bits of the key's: enough to
    /// place a key in any table that fits in memory, and to compare strings
    /// only when their hashes agree.
    @usableFromInline
    struct Slot {
        @usableFromInline var hash: UInt32 = 0
        @usableFromInline var value: Value = 0
        @usableFromInline var key = ""

        @inlinable
        init(hash: UInt32 = 0, key: String = "", value: Value = 0) {
            self.hash = hash
            self.key = key
            self.value = value
        }
    }

    // Inlinable, with what it touches usable from inline code, so that the
    // probes are compiled into the modules that use the table.
    @usableFromInline var slots: [Slot]
    @usableFromInline var mask: Int
    @usableFromInline let seed: UInt64
    /// How many keys are held.
    @usableFromInline var storedCount = 0

    /// How many keys are held.
    @inlinable
    package var count: Int { storedCount }

    /// An empty table with room for `capacity` keys.
    @inlinable
    package init(capacity: Int = 0) {
        var size = 16
        while capacity * 4 > size * 3 { size *= 2 }
        slots = Array(repeating: Slot(), count: size)
        mask = size - 1
        seed = Self.processSeed
    }

    /// The seed of every table of this process, drawn once: a table per
    /// replay would otherwise ask the system for randomness every replay.
    @usableFromInline static let processSeed: UInt64 = {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }()

    /// The value of `key`, nil when it is not held.
    /// - Complexity: O(1) on average.
    @inlinable
    package subscript(key: String) -> Value? {
        let hash = hash(key)
        var slot = home(hash)
        while slots[slot].hash != 0 {
            if slots[slot].hash == hash, slots[slot].key == key { return slots[slot].value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Calls `body` with the value of `key`, first set to `initial()` when
    /// the key is not held; returns what `body` returns.
    /// - Complexity: O(1) on average.
    @inlinable
    @discardableResult
    package mutating func withValue<Result>(
        forKey key: String, hash: UInt32? = nil, default initial: () -> Value, _ body: (inout Value) -> Result
    ) -> Result {
        if (count + 1) * 4 > slots.count * 3 { grow(toHold: count + 1) }
        let hash = hash ?? self.hash(key)
        var slot = home(hash)
        while slots[slot].hash != 0 {
            if slots[slot].hash == hash, slots[slot].key == key { return body(&slots[slot].value) }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(hash: hash, key: key, value: initial())
        storedCount += 1
        return body(&slots[slot].value)
    }

    /// Removes `key`; returns its value, nil when it was not held.
    /// - Complexity: O(1) on average.
    @inlinable
    @discardableResult
    package mutating func removeValue(forKey key: String) -> Value? {
        let hash = hash(key)
        var slot = home(hash)
        while slots[slot].hash != 0 {
            if slots[slot].hash == hash, slots[slot].key == key {
                let value = slots[slot].value
                vacate(slot)
                return value
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Makes room for `hashes.count` more keys (`key(0)` and on), writes
    /// their hashes to `hashes` for `withValue`, and reads the slot where
    /// each would go: a large table does not fit in the processor's caches,
    /// and reads that do not depend on one another wait for memory together
    /// rather than one by one, before the keys go in.
    @inlinable
    package mutating func prepare(_ hashes: UnsafeMutableBufferPointer<UInt32>, keys key: (Int) -> String) {
        if (count + hashes.count) * 4 > slots.count * 3 { grow(toHold: count + hashes.count) }
        var touched: UInt32 = 0
        for index in hashes.indices {
            hashes[index] = hash(key(index))
            touched |= slots[home(hashes[index])].hash
        }
        // `touched` keeps the reads above from being left out as unused.
        if touched == 1 { hashes[0] = hash(key(0)) }
    }

    /// The slot a hash starts probing at.
    @inlinable
    func home(_ hash: UInt32) -> Int { Int(hash >> 1) & mask }

    /// Empties a slot and moves back the entries after it that probed past
    /// it, so that every entry stays reachable from its home slot.
    @inlinable
    mutating func vacate(_ start: Int) {
        var hole = start
        var next = (hole + 1) & mask
        while slots[next].hash != 0 {
            let home = home(slots[next].hash)
            // The entry at `next` may fill the hole when its home is not
            // strictly between the hole and it (cyclically).
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Slot()
        storedCount -= 1
    }

    /// Doubles the table until `count` keys fill at most three quarters of it.
    @inlinable
    mutating func grow(toHold count: Int) {
        var size = slots.count
        while count * 4 > size * 3 { size *= 2 }
        let old = slots
        slots = Array(repeating: Slot(), count: size)
        mask = size - 1
        for entry in old where entry.hash != 0 {
            var slot = home(entry.hash)
            while slots[slot].hash != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// The key's hash: its UTF-8 (of its NFC form when it is not ASCII),
    /// eight bytes at a time, each word mixed into the state by a bijective
    /// finalizer (MurmurHash3's), starting from the seed and the length; 32
    /// bits of it, never 0.
    @inlinable
    package func hash(_ key: String) -> UInt32 {
        if let hash = key.withUTF8Bytes({ bytes in Self.isASCII(bytes) ? hash(bytes) : nil }) { return hash }
        return key.precomposedStringWithCanonicalMapping.withUTF8Bytes { hash($0) }
    }

    @inlinable
    static func isASCII(_ bytes: ByteRun) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    /// The hash of a key's UTF-8.
    @inlinable
    func hash(_ bytes: ByteRun) -> UInt32 {
        let count = bytes.count
        var state = seed ^ (UInt64(count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        while offset + 8 <= count {
            state = Self.mix(state ^ bytes.word(at: offset))
            offset += 8
        }
        if offset < count {
            var word: UInt64 = 0
            for index in offset..<count { word |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
            state = Self.mix(state ^ word)
        }
        return UInt32(truncatingIfNeeded: Self.mix(state)) | 1
    }

    @inlinable
    static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
