/// The positions of a list grouped by a string key: positions whose keys are
/// equal (as `String`s are equal) form one group; groups are numbered in the
/// order their keys first appear, and each group's positions are in the
/// order the caller gives. How a replay finds the recorded calls of a request.
///
/// One dictionary from key to group and one array of every position, group
/// after group (a counting sort): finding a group is one lookup, and its
/// positions are a range of that array. The dictionary's hash is seeded per
/// process, so keys chosen to collide cannot be written into a trace.
package struct KeyedGroups {
    private var groupOfKey: [String: Int32]
    /// Where each group's positions start in `positions`, and one past the last.
    private var starts: [Int32]
    /// Every position, group after group.
    private var positions: [Int32]
    /// The position at which each group's key first appears.
    private var firstPositions: [Int32]

    /// Groups positions `0..<count` by `key(position)`, each group's
    /// positions ordered by `precedes`.
    /// - Complexity: O(n) hashes of keys, and a sort of each group of more than one position.
    package init(count: Int, key: (Int) -> String, precedes: (Int, Int) -> Bool) {
        var groupOfKey: [String: Int32] = [:]
        groupOfKey.reserveCapacity(count)
        var sizes: [Int32] = []
        var firstPositions: [Int32] = []
        var groupOfPosition = [Int32](repeating: 0, count: count)
        for position in 0..<count {
            let key = key(position)
            let group: Int32
            if let known = groupOfKey[key] {
                group = known
            } else {
                group = Int32(sizes.count)
                groupOfKey[key] = group
                sizes.append(0)
                firstPositions.append(Int32(position))
            }
            sizes[Int(group)] += 1
            groupOfPosition[position] = group
        }
        var starts = [Int32](repeating: 0, count: sizes.count + 1)
        for group in sizes.indices { starts[group + 1] = starts[group] + sizes[group] }
        var filled = starts
        var positions = [Int32](repeating: 0, count: count)
        for position in 0..<count {
            let group = Int(groupOfPosition[position])
            positions[Int(filled[group])] = Int32(position)
            filled[group] += 1
        }
        for group in sizes.indices where sizes[group] > 1 {
            positions[Int(starts[group])..<Int(starts[group + 1])].sort { precedes(Int($0), Int($1)) }
        }
        (self.groupOfKey, self.starts, self.positions, self.firstPositions) = (groupOfKey, starts, positions, firstPositions)
    }

    /// How many groups there are.
    package var groupCount: Int { firstPositions.count }

    /// The group of `key`, nil when no position has it.
    /// - Complexity: O(1) on average.
    package func group(of key: String) -> Int? {
        groupOfKey[key].map(Int.init)
    }

    /// How many positions `group` holds.
    package func count(of group: Int) -> Int {
        Int(starts[group + 1] - starts[group])
    }

    /// The position `offset` places into `group`, in the caller's order.
    package func position(_ offset: Int, in group: Int) -> Int {
        precondition(offset >= 0 && offset < count(of: group), "past the group's end")
        return Int(positions[Int(starts[group]) + offset])
    }

    /// The positions of `group`, in the caller's order.
    package func positions(in group: Int) -> [Int] {
        positions[Int(starts[group])..<Int(starts[group + 1])].map(Int.init)
    }

    /// The first position, in the list's order, whose key is `group`'s.
    package func firstPosition(of group: Int) -> Int {
        Int(firstPositions[group])
    }
}
