/// Step 2 of title normalization: removing a trailing ` - Single` / ` - EP`
/// and trailing bracketed edition words from a folded (lowercased,
/// diacritic-free) title.
///
/// A bracketed group `(...)` or `[...]` at the end of the title is an edition
/// group when every word in it is an edition word, a year (`2009`) or an
/// ordinal (`10th`), and it names an edition: Deluxe, Expanded, Remastered or
/// Remaster, Anniversary, Explicit, Clean, Bonus Track(s), or Special Edition.
/// `(Live)`, `(2011)`, `(Edition)` and `(Part II)` are not edition groups. A
/// group is never removed when nothing with a letter or digit would be left.
package enum EditionSuffix {
    /// Words that may stand in an edition group.
    static let vocabulary: Set<Substring> = [
        "deluxe", "super", "expanded", "remastered", "remaster", "digital", "digitally", "bonus", "track", "tracks",
        "version", "anniversary", "special", "edition", "explicit", "clean",
    ]

    /// Words that make a group an edition group by themselves.
    static let editionWords: Set<Substring> = [
        "deluxe", "expanded", "remastered", "remaster", "anniversary", "explicit", "clean",
    ]

    /// Suffixes that mark a single or an EP, after folding.
    static let releaseSuffixes = [" - single", " - ep", " – single", " – ep", " — single", " — ep"]

    /// Removes trailing release suffixes and edition groups, as long as any remain.
    package static func strip(_ folded: String) -> String {
        guard mayEndInSuffix(folded) else { return folded }
        var title = Substring(folded)
        while true {
            title = trimmedTrailingWhitespace(title)
            if let suffix = releaseSuffixes.first(where: { title.hasSuffix($0) }),
               hasContent(title.dropLast(suffix.count)) {
                title = title.dropLast(suffix.count)
                continue
            }
            if let open = trailingGroupStart(title),
               isEditionGroup(title[title.index(after: open)..<title.index(before: title.endIndex)]),
               hasContent(title[..<open]) {
                title = title[..<open]
                continue
            }
            return String(title)
        }
    }

    /// False when the title plainly ends in neither a bracket, `single` nor
    /// `ep`: its last byte is an ASCII letter or digit other than `e` and `p`,
    /// or it ends in `e` without `single` or in `p` without `ep`. Most titles
    /// are settled here without looking at their characters.
    static func mayEndInSuffix(_ folded: String) -> Bool {
        guard let last = folded.utf8.last else { return false }
        let isAlphanumeric = (0x30...0x39).contains(last) || (0x61...0x7A).contains(last)
        guard isAlphanumeric else { return true }
        switch last {
        case 0x65: return folded.utf8.reversed().starts(with: "elgnis".utf8)
        case 0x70: return folded.utf8.reversed().starts(with: "pe".utf8)
        default: return false
        }
    }

    /// Where the bracketed group that ends the title opens, when it ends with `)` or `]`.
    static func trailingGroupStart(_ title: Substring) -> Substring.Index? {
        guard let last = title.last, last == ")" || last == "]" else { return nil }
        let opener: Character = last == ")" ? "(" : "["
        var depth = 0
        var index = title.endIndex
        while index > title.startIndex {
            index = title.index(before: index)
            let character = title[index]
            if character == last {
                depth += 1
            } else if character == opener {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Whether the inside of a group is made only of edition words, years and
    /// ordinals, and names an edition.
    static func isEditionGroup(_ inside: Substring) -> Bool {
        let words = inside.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return false }
        for word in words where !vocabulary.contains(word) && !isYear(word) && !isOrdinal(word) {
            return false
        }
        let set = Set(words)
        if !set.isDisjoint(with: editionWords) { return true }
        if set.contains("bonus") && (set.contains("track") || set.contains("tracks")) { return true }
        return set.contains("special") && set.contains("edition")
    }

    /// `1997`, `2011`: four ASCII digits.
    static func isYear(_ word: Substring) -> Bool {
        word.utf8.count == 4 && word.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// `10th`, `1st`, `22nd`, `3rd`.
    static func isOrdinal(_ word: Substring) -> Bool {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return false }
        return ["st", "nd", "rd", "th"].contains(word.dropFirst(digits.count))
    }

    private static func hasContent(_ text: Substring) -> Bool {
        text.contains { $0.isLetter || $0.isNumber }
    }

    private static func trimmedTrailingWhitespace(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)].isWhitespace {
            end = text.index(before: end)
        }
        return text[..<end]
    }
}
