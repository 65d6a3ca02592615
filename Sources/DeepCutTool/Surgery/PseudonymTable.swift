import Foundation

/// One kind of original a redaction replaces (names, titles, playlist names
/// or ids): met in the ledger's first walk, given their pseudonyms all at
/// once, then read in the second walk.
///
/// Making pseudonyms is most of a redaction's work (several keyed hashes per
/// character), and each depends only on its original, so they are made in
/// parts on every core; the result is the same whatever the number of cores.
struct PseudonymTable {
    /// The pseudonym of one original.
    private let pseudonym: @Sendable (String) -> String
    /// The originals met and not yet given a pseudonym.
    private var met: Set<String> = []
    /// Each original's pseudonym.
    private(set) var made: [String: String] = [:]

    /// The most originals one thread is handed at a time.
    static let partSize = 4_096

    /// A table whose originals are given `pseudonym`'s.
    init(_ pseudonym: @escaping @Sendable (String) -> String) {
        self.pseudonym = pseudonym
    }

    /// In the first walk, remembers `original` and returns it unchanged (the
    /// walk's output is not kept); in the second, its pseudonym (made now for
    /// an original the first walk did not meet).
    mutating func pass(_ original: String, meeting: Bool) -> String {
        if meeting {
            met.insert(original)
            return original
        }
        if let made = made[original] { return made }
        let made = pseudonym(original)
        self.made[original] = made
        return made
    }

    /// Gives every original met its pseudonym.
    mutating func makePseudonyms() {
        let originals = Array(met)
        met = []
        let pseudonyms = Self.concurrentMap(originals, pseudonym)
        made.reserveCapacity(made.count + originals.count)
        for (original, pseudonym) in zip(originals, pseudonyms) { made[original] = pseudonym }
    }

    /// `transform` of each element, in order, made in parts of `partSize` on as many threads as there are cores.
    static func concurrentMap(_ elements: [String], _ transform: @Sendable (String) -> String) -> [String] {
        let parts = (elements.count + partSize - 1) / partSize
        guard parts > 1 else { return elements.map(transform) }
        let results = Lock([[String]](repeating: [], count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let made = elements[(part * partSize)..<min(elements.count, (part + 1) * partSize)].map(transform)
            results.withLock { $0[part] = made }
        }
        return results.withLock { $0 }.flatMap { $0 }
    }
}
