import DeepCutKit

/// A multiset of strings: how many times each is held. The feed ledger
/// counts album ids with it, once per artist listing the album.
///
/// A `StringTable` of counts: a removal that takes a count to 0 removes the
/// key, so that the table holds only what is held.
package struct StringCounts {
    private var table = StringTable()

    /// An empty multiset.
    package init() {}

    /// How many distinct strings are held.
    package var distinctCount: Int { table.count }

    /// How many times `key` is held (0 when it is not).
    package func count(of key: String) -> Int {
        Int(table[key] ?? 0)
    }

    /// Adds one of `key`; returns how many were held before.
    @discardableResult
    package mutating func insert(_ key: String) -> Int {
        increment(key, hash: nil)
    }

    /// Adds one of each of `count` keys (`key(0)` to `key(count - 1)`),
    /// calling `firstSeen` with each that was not held before (in order; a
    /// key repeated among them counts once). The keys' slots are read before
    /// any is written (`StringTable.prepare`).
    package mutating func insert(count: Int, keys key: (Int) -> String, firstSeen: (String) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count) { hashes in
            table.prepare(hashes, keys: key)
            for index in 0..<count {
                let keyAtIndex = key(index)
                if increment(keyAtIndex, hash: hashes[index]) == 0 { firstSeen(keyAtIndex) }
            }
        }
    }

    /// Adds one of `key`, whose hash is `hash` when known; returns how many were held before.
    @inline(__always)
    private mutating func increment(_ key: String, hash: UInt32?) -> Int {
        table.withValue(forKey: key, hash: hash, default: { 0 }) { count in
            defer { count += 1 }
            return Int(count)
        }
    }

    /// Removes one of `key`; returns how many were held before (0: none, nothing removed).
    @discardableResult
    package mutating func remove(_ key: String) -> Int {
        guard let held = table[key] else { return 0 }
        if held > 1 {
            table.withValue(forKey: key, default: { 0 }) { $0 -= 1 }
        } else {
            table.removeValue(forKey: key)
        }
        return Int(held)
    }
}
