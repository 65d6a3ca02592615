/// Finds which of many names a text holds, in one pass over the text: the
/// Aho–Corasick automaton over the names' UTF-8 bytes. `status --tests` asks it
/// which trace file names each test file holds, so that its work grows with the
/// test files' bytes plus the names' bytes, not with their product.
package struct NameSearch: Sendable {
    /// The automaton's states: the byte edges of the names' trie, the state a
    /// mismatch falls back to, the names that end at the state, and the nearest
    /// state it falls back to where a name ends (0: none).
    private var edges: [[UInt8: Int]] = [[:]]
    private var fallback: [Int] = [0]
    private var ending: [[Int]] = [[]]
    private var nextEnding: [Int] = [0]
    /// The names, by number.
    package let names: [String]

    /// The automaton for `names` (an empty name is never found).
    /// - Complexity: O(total bytes of the names) states and edges.
    package init(_ names: [String]) {
        self.names = names
        for (number, name) in names.enumerated() where !name.isEmpty {
            var state = 0
            for byte in name.utf8 {
                if let next = edges[state][byte] {
                    state = next
                } else {
                    edges.append([:]); fallback.append(0); ending.append([]); nextEnding.append(0)
                    edges[state][byte] = edges.count - 1
                    state = edges.count - 1
                }
            }
            ending[state].append(number)
        }
        // Breadth first, so that a state's fallback is settled before its children's.
        var queue = Array(edges[0].values)
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for (byte, child) in edges[state] {
                var back = fallback[state]
                while back != 0, edges[back][byte] == nil { back = fallback[back] }
                let target = state == 0 ? 0 : (edges[back][byte] ?? 0)
                fallback[child] = target == child ? 0 : target
                let fallen = fallback[child]
                nextEnding[child] = ending[fallen].isEmpty ? nextEnding[fallen] : fallen
                queue.append(child)
            }
        }
    }

    /// The numbers of the names that `text` holds, each once, in ascending order.
    /// - Complexity: O(bytes of `text` + the automaton's states): a state where names
    ///   end is reported once per text, and so are the states it falls back to.
    package func found(in text: some Sequence<UInt8>) -> [Int] {
        var found: [Int] = []
        var reported = Set<Int>()
        var state = 0
        for byte in text {
            while state != 0, edges[state][byte] == nil { state = fallback[state] }
            state = edges[state][byte] ?? 0
            var end = ending[state].isEmpty ? nextEnding[state] : state
            while end != 0, reported.insert(end).inserted {
                found += ending[end]
                end = nextEnding[end]
            }
        }
        return found.sorted()
    }
}
