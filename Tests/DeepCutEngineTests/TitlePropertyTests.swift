import DeepCutEngine
import DeepCutKit
import Testing

/// The title rules held on random titles, from a seed: editions, credits and
/// release kinds added to a title never change its base, and no title
/// matches another base.
@Suite("Random titles keep their base under editions and kinds, and never take another's")
struct TitlePropertyTests {
    /// Syllables of titles: ASCII, Latin with marks, Cyrillic, Greek, kana, ə.
    static let syllables = [
        "ka", "lo", "mi", "ne", "tu", "ra", "so", "vé", "dø", "zü", "gə", "ša", "ко", "ре", "ми", "λο", "σα", "カ", "ラ", "xo", "pi",
    ]

    /// What may be added after a title without changing the release (the kind changes the kind only).
    static let editions = [
        " (Deluxe Edition)", " [2010 Remaster]", " (Remastered)", " (Super Deluxe)", ": 20th Anniversary Edition",
        " - The Remaster", " (Extended)", " (Definitive Edition)", " (Edición de Lujo)", " (初回限定盤)", " (Bonus Track Version)",
        " - XX (20th Anniversary Edition)", " [Explicit]",
    ]
    static let credits = [" (feat. Ka Lo)", " (with Mi & Ne)", " [feat. Tu]"]
    static let kinds: [(String, String)] = [(" - Single", "single"), (" - EP", "ep"), (" (Single)", "single"), (" EP", "ep"), ("  -  Single", "single")]

    static func base(_ random: inout SplitMix64) -> String {
        (0..<(1 + random.below(3))).map { _ in
            (0..<(2 + random.below(2))).map { _ in syllables[random.below(syllables.count)] }.joined()
        }.joined(separator: random.below(4) == 0 ? " & " : " ")
    }

    /// The base with credits, editions and at most one kind added, in a random order; and the kind added.
    /// *Extended* names an edition of an album only (on a single or EP it is a longer recording), so it
    /// is added to a title without a kind only.
    static func decorated(_ base: String, _ random: inout SplitMix64) -> (String, String?) {
        let kind = random.below(3) == 0 ? kinds[random.below(kinds.count)] : nil
        let pool = kind == nil ? editions : editions.filter { !$0.contains("Extended") }
        var additions = (0..<random.below(4)).map { _ in pool[random.below(pool.count)] }
        if let kind { additions.insert(kind.0, at: random.below(additions.count + 1)) }
        let credit = random.below(2) == 0 ? credits[random.below(credits.count)] : ""
        return (base + credit + additions.joined(), kind?.1)
    }

    static func album(_ id: String, _ title: String) -> LibraryAlbum {
        LibraryAlbum(id: id, title: title, artistName: "Artist")
    }

    @Test("editions, credits and kinds added or removed never change the base", arguments: [1, 2, 3, 2026])
    func editionsKeepTheBase(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<1_000 {
            let base = Self.base(&random)
            let (title, kind) = Self.decorated(base, &random)
            #expect(TitleNormalizer.title(title) == TitleNormalizer.title(base), "\(title.debugDescription)")
            // The album covers every edition of itself and its single and EP; a single or EP never covers the album.
            #expect(LibraryOwnership.owning(Self.album("l", base), covers: Self.album("c", title)), "\(title.debugDescription)")
            #expect(LibraryOwnership.owning(Self.album("l", title), covers: Self.album("c", base)) == (kind == nil),
                    "\(title.debugDescription)")
        }
    }

    @Test("a title never matches another base", arguments: [5, 6, 7, 2027])
    func anotherBaseNeverMatches(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<1_000 {
            let base = Self.base(&random), other = Self.base(&random)
            guard TitleNormalizer.title(base) != TitleNormalizer.title(other) else { continue }
            let (title, _) = Self.decorated(other, &random)
            #expect(TitleNormalizer.title(title) != TitleNormalizer.title(base), "\(title.debugDescription) / \(base)")
            #expect(!LibraryOwnership.owning(Self.album("l", base), covers: Self.album("c", title)))
            #expect(!LibraryOwnership.owning(Self.album("l", title), covers: Self.album("c", base)))
        }
    }
}
