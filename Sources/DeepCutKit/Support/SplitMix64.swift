/// A small, fast pseudo-random generator (SplitMix64) whose sequence depends
/// only on its seed: the same numbers on every machine and every run, which
/// `SyntheticLibraryGenerator` needs for deterministic traces, and the
/// replay's shuffled completion orders for repeatable ones.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from a seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (bound ≥ 1), by multiplication (no modulo bias worth the name here).
    public mutating func below(_ bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `0..<1` with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// True with probability `chance`.
    public mutating func chance(_ chance: Double) -> Bool {
        unit() < chance
    }

    /// Shuffles in place (Fisher–Yates) with this generator's numbers.
    public mutating func shuffle<T>(_ array: inout [T]) {
        guard array.count > 1 else { return }
        for index in stride(from: array.count - 1, to: 0, by: -1) {
            array.swapAt(index, below(index + 1))
        }
    }
}
