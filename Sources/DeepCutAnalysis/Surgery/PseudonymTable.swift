import Foundation

/// One kind of original a redaction replaces (names, titles, playlist names
/// or ids): met in the ledger's first walk, given their pseudonyms all at
/// once, then read in the second walk.
///
/// Making pseudonyms is most of a redaction's work (several keyed hashes per
/// character), and each depends only on its original, so the tool makes them
/// on every core (`StringMap`); the result is the same whatever the number of cores.
struct PseudonymTable {
    /// The pseudonym of one original.
    private let pseudonym: @Sendable (String) -> String
    /// How the pseudonyms of the originals met are made.
    private let map: StringMap
    /// The originals met and not yet given a pseudonym.
    private var met: Set<String> = []
    /// Each original's pseudonym.
    private(set) var made: [String: String] = [:]

    /// A table whose originals are given `pseudonym`'s, made with `map`.
    init(_ pseudonym: @escaping @Sendable (String) -> String, map: @escaping StringMap) {
        self.pseudonym = pseudonym
        self.map = map
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
        let pseudonyms = map(originals, pseudonym)
        made.reserveCapacity(made.count + originals.count)
        for (original, pseudonym) in zip(originals, pseudonyms) { made[original] = pseudonym }
    }
}

/// How a long list of strings is transformed: each element's transform, in
/// order. The tool hands the redaction one that works on every core
/// (`EveryCore.map`, DeepCutProcess); the result is the same.
package typealias StringMap = @Sendable (_ elements: [String], _ transform: @Sendable (String) -> String) -> [String]
