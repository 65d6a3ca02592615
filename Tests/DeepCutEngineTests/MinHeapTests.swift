@testable import DeepCutEngine
import DeepCutKit
import Testing

@Suite("The one heap gives the least element first, whatever the order elements came in")
struct MinHeapTests {
    @Test("made from any list, it gives the list back sorted", arguments: [0, 1, 2, 3, 7, 64, 1_000])
    func heapifying(count: Int) {
        var generator = SplitMix64(seed: UInt64(count))
        let elements = (0..<count).map { _ in Int(generator.next() % 50) }
        var heap = MinHeap(heapifying: elements)
        #expect(heap.count == count)
        var taken: [Int] = []
        while let least = heap.popMinimum() { taken.append(least) }
        #expect(taken == elements.sorted())
        #expect(heap.isEmpty && heap.minimum == nil)
    }

    @Test("insertions and removals in any order keep the least on top, as a sorted list would", arguments: 1...20)
    func againstSortedList(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        var heap = MinHeap<Int>()
        var reference: [Int] = []
        for _ in 0..<500 {
            if generator.next() % 3 == 0, !reference.isEmpty {
                reference.sort()
                #expect(heap.removeMinimum() == reference.removeFirst())
            } else {
                let value = Int(generator.next() % 1_000)
                heap.insert(value)
                reference.append(value)
            }
            #expect(heap.minimum == reference.min() && heap.count == reference.count)
        }
    }
}
