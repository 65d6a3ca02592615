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

/// The qualifier classes of Docs/EngineRules.md "Qualifiers" held on random
/// titles from a seed: qualifiers made of a class's words in any bracket or
/// phrase, in any order and number, never of a fixed list of titles.
@Suite("Random qualifiers keep their class: the same recording is owned, another recording never, and kinds only one way")
struct QualifierPropertyTests {
    /// Words that name an edition, in several languages and endings (stems included).
    static let naming = ["Deluxe", "Remastered", "Remasterizada", "Anniversary", "Bonus", "Expanded", "Remastersed", "Reedición", "Luxo", "Jubiläum", "Делюкс", "Mono"]
    /// Words that may stand beside them.
    static let standing = ["Edition", "Version", "Special", "Super", "2011", "25th", "Edição", "Edizione"]
    /// Words of another recording, in several languages and endings.
    static let recording = ["Remix", "Acoustic", "Acústico", "Instrumental", "Sped Up", "Slowed", "Karaoke", "Demo", "Piano", "Remixed", "Acoustique", "Orchestral"]
    static let brackets = [("(", ")"), ("[", "]"), ("{", "}"), ("【", "】"), ("（", "）")]
    static let kinds: [(String, ReleaseKind)] = [(" - Single", .single), (" - EP", .extendedPlay), (" (Single)", .single), (" EP", .extendedPlay)]

    static func pick<T>(_ items: [T], _ random: inout SplitMix64) -> T { items[random.below(items.count)] }

    /// A same-recording qualifier: a group of naming and standing words, or a phrase of them.
    static func same(_ random: inout SplitMix64) -> String {
        var words = [pick(naming, &random)]
        for _ in 0..<random.below(3) { words.insert(pick(standing + naming, &random), at: random.below(words.count + 1)) }
        if random.below(4) == 0 {
            // A phrase holds the vocabulary's words only.
            return pick([" - ", ": "], &random) + words.joined(separator: " ")
        }
        let (open, close) = pick(brackets, &random)
        return " " + open + words.joined(separator: " ") + close
    }

    /// A different-recording qualifier: a group holding a word of another recording, or live words with a place.
    static func different(_ random: inout SplitMix64) -> String {
        let (open, close) = pick(brackets, &random)
        let words = random.below(4) == 0
            ? ["Live at", TitlePropertyTests.base(&random)]
            : [pick(recording, &random)] + (random.below(2) == 0 ? [pick(standing, &random)] : [])
        return " " + open + words.joined(separator: " ") + close
    }

    static func album(_ id: String, _ title: String) -> LibraryAlbum {
        LibraryAlbum(id: id, title: title, artistName: "Artist")
    }

    static func covers(_ owned: String, _ catalog: String) -> Bool {
        LibraryOwnership.owning(album("l", owned), covers: album("c", catalog))
    }

    @Test("a base with same-recording qualifiers in any order is owned by the base, and owns it", arguments: [11, 12, 13, 2028])
    func sameRecording(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<1_000 {
            let base = TitlePropertyTests.base(&random)
            let title = base + (0..<(1 + random.below(3))).map { _ in Self.same(&random) }.joined()
            #expect(Self.covers(base, title), "\(title.debugDescription)")
            #expect(Self.covers(title, base), "\(title.debugDescription)")
        }
    }

    @Test("a different-recording qualifier anywhere among same-recording ones is never owned by the base", arguments: [21, 22, 23, 2029])
    func differentRecording(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<1_000 {
            let base = TitlePropertyTests.base(&random)
            var qualifiers = (0..<random.below(3)).map { _ in Self.same(&random) }
            qualifiers.insert(Self.different(&random), at: random.below(qualifiers.count + 1))
            let title = base + qualifiers.joined()
            #expect(!Self.covers(base, title), "\(title.debugDescription)")
            #expect(!Self.covers(title, base), "\(title.debugDescription)")
        }
    }

    @Test("the owned direction never flips for kinds: an album owns its single and EP, never the reverse", arguments: [31, 32, 33, 2030])
    func kindsOneWay(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<1_000 {
            let base = TitlePropertyTests.base(&random)
            let (kind, _) = Self.pick(Self.kinds, &random)
            let albumTitle = base + (random.below(2) == 0 ? Self.same(&random) : "")
            let smaller = base + (random.below(2) == 0 ? Self.same(&random) : "") + kind
            #expect(Self.covers(albumTitle, smaller), "\(albumTitle.debugDescription) / \(smaller.debugDescription)")
            #expect(!Self.covers(smaller, albumTitle), "\(smaller.debugDescription) / \(albumTitle.debugDescription)")
        }
    }
}
