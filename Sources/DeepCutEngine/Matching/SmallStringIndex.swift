/// The position of each distinct string added, in the order added: a scan
/// for the few strings of a usual catalog answer (hashing a string costs more
/// than comparing a dozen), a dictionary past that.
struct SmallStringIndex {
    private var strings: [String] = []
    private var positions: [String: Int]?
    private static let scanLimit = 16

    init(expectedCount: Int) {
        if expectedCount > Self.scanLimit { positions = Dictionary(minimumCapacity: expectedCount) }
    }

    /// Forgets every string, keeping the room the scan took, for `expectedCount` new ones.
    mutating func removeAll(expectedCount: Int) {
        strings.removeAll(keepingCapacity: true)
        positions = expectedCount > Self.scanLimit ? Dictionary(minimumCapacity: expectedCount) : nil
    }

    /// Where `string` was added, or nil.
    func position(of string: String) -> Int? {
        if let positions { return positions[string] }
        return strings.firstIndex(of: string)
    }

    /// Adds `string` at the next position; false when it was there already.
    @inline(__always)
    mutating func insert(_ string: String) -> Bool {
        if positions != nil {
            guard positions![string] == nil else { return false }
            positions![string] = strings.count
        } else if strings.contains(string) {
            return false
        }
        strings.append(string)
        return true
    }
}
