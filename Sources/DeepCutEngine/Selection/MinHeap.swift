/// A binary min-heap: the least element in O(1), an insertion or a removal of
/// the least in O(log n). For what must take, again and again, the least of a
/// changing set: the artist longest unchecked (`BatchQueue`), the least loaded
/// shard part, the lowest free lane of a time line. The one heap of the package.
package struct MinHeap<Element: Comparable> {
    private var elements: [Element] = []

    /// An empty heap.
    package init() {}

    /// A heap of `elements`, made in O(n).
    package init(heapifying elements: [Element]) {
        self.elements = elements
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
    }

    /// Whether it holds nothing.
    package var isEmpty: Bool { elements.isEmpty }

    /// How many elements it holds.
    package var count: Int { elements.count }

    /// The least element, left in; nil when empty.
    package var minimum: Element? { elements.first }

    /// Adds `element`.
    package mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0, elements[child] < elements[(child - 1) / 2] {
            elements.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }

    /// The least element, removed; nil when empty.
    package mutating func popMinimum() -> Element? {
        guard !elements.isEmpty else { return nil }
        return removeMinimum()
    }

    /// The least element, removed; the heap must not be empty.
    package mutating func removeMinimum() -> Element {
        let least = elements[0]
        let last = elements.removeLast()
        guard !elements.isEmpty else { return least }
        elements[0] = last
        siftDown(from: 0)
        return least
    }

    /// Moves the element at `start` down until neither child is less.
    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < elements.count, elements[left] < elements[smallest] { smallest = left }
            if right < elements.count, elements[right] < elements[smallest] { smallest = right }
            guard smallest != parent else { return }
            elements.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

extension MinHeap: Sendable where Element: Sendable {}

// Two heaps are equal when they hold the same elements in the same places.
extension MinHeap: Equatable where Element: Equatable {}
