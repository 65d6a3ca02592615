/// Makes the keys of titles and names (Docs/EngineRules.md "Title
/// normalization"): the one implementation of the four steps, which
/// `TitleNormalizer`, cut matching and the owned albums' index all go
/// through. It keeps its buffers, and the folds of the scalars it has met,
/// from one text to the next.
struct TitleKeyMaker {
    private var folder = TitleFolder()
    /// The folded text, then what step 2 leaves of it.
    private var scalars: [Unicode.Scalar] = []
    /// What step 3 writes.
    private var collapsed: [Unicode.Scalar] = []
    /// The key's UTF-8, before it is made a string.
    private var utf8: [UInt8] = []

    /// The key of an album title (steps 1 to 4).
    /// - Complexity: O(n log n) in the length of `title`.
    mutating func key(_ title: String) -> TitleKey {
        scalars.removeAll(keepingCapacity: true)
        folder.append(title, to: &scalars)
        let stripped = TitleStripping.strip(&scalars)
        guard let base = collapse(scalars[..<stripped.end], asTitle: true) else {
            return TitleKey(text: Self.trimmedWhitespace(scalars[..<stripped.end]), kind: stripped.kind)
        }
        // Different recordings in one order whatever order they were written in.
        let recordings = stripped.recordings.compactMap { collapse(scalars[$0], asTitle: true) }
            .sorted(by: TitleNormalizer.precedes)
        let unknown = stripped.unknown.compactMap { collapse(scalars[$0], asTitle: true) }
        let stem = recordings.isEmpty ? base : ([base] + recordings).joined(separator: " ")
        guard !unknown.isEmpty || stripped.live else {
            return TitleKey(text: stem, kind: stripped.kind,
                            namedEditionBases: recordings.isEmpty ? Self.namedEditionBases(of: base) : [])
        }
        let text = ([base] + unknown + recordings + (stripped.live ? ["live"] : [])).joined(separator: " ")
        return TitleKey(text: text, kind: stripped.kind, stem: stem, live: stripped.live, unknown: !unknown.isEmpty)
    }

    /// The most words an edition named without brackets runs to, its head word included.
    static let namedEditionWords = 3

    /// The titles `base` is an edition of when its last word is an edition
    /// head word and no word before it, back to the base, names another
    /// recording (`Scary Hours Edition`, not `Acoustic Edition`): the base
    /// without its last two or three words (a name of one or two words and
    /// the head word), at least one word kept.
    static func namedEditionBases(of base: String) -> [String] {
        // Most titles end in no head word: that is found from the last word alone.
        guard EditionVocabulary.shared.endsInHead(base) else { return [] }
        var words = base.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 2 else { return [] }
        var bases: [String] = []
        words.removeLast()
        for _ in 2...namedEditionWords where words.count > 1 {
            switch EditionVocabulary.shared.role(of: String(words.removeLast())) {
            case .recording, .live, .extended: return bases
            default: bases.append(words.joined(separator: " "))
            }
        }
        return bases
    }

    /// The key of an artist name (steps 1, 3 and 4).
    /// - Complexity: O(n) in the length of `name`.
    mutating func name(_ name: String) -> String {
        scalars.removeAll(keepingCapacity: true)
        folder.append(name, to: &scalars)
        return collapse(scalars[...], asTitle: false) ?? Self.trimmedWhitespace(scalars[...])
    }

    /// Step 3: every run of separators becomes one space, the ends trimmed;
    /// in a title, `~` is a separator (Japanese titles set a subtitle
    /// between wave dashes, `～` or `〜`), `&` is the word `and`, three or
    /// more one-letter words in a row are one word (`T I T L E` is `title`),
    /// and then each word is read as `TitleEquivalences` reads it. Nil when
    /// nothing is left.
    private mutating func collapse(_ text: ArraySlice<Unicode.Scalar>, asTitle: Bool) -> String? {
        collapsed.removeAll(keepingCapacity: true)
        var pendingSpace = false
        for scalar in text {
            if asTitle, scalar == "&" {
                if !collapsed.isEmpty { collapsed.append(" ") }
                collapsed.append("a")
                collapsed.append("n")
                collapsed.append("d")
                pendingSpace = true
            } else if TitleCharacters.isSeparator(scalar) || (asTitle && scalar == "~") {
                pendingSpace = !collapsed.isEmpty
            } else {
                if pendingSpace { collapsed.append(" ") }
                pendingSpace = false
                collapsed.append(scalar)
            }
        }
        guard !collapsed.isEmpty else { return nil }
        if asTitle {
            joinLetterSpacing()
            readEquivalences()
        }
        utf8.removeAll(keepingCapacity: true)
        for scalar in collapsed { UTF8.encode(scalar) { utf8.append($0) } }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Joins each run of three or more one-letter words of `collapsed` into one word, in place.
    private mutating func joinLetterSpacing() {
        var read = 0, write = 0
        let count = collapsed.count
        while read < count {
            var letters = 0
            while read + 2 * letters < count, TitleCharacters.isLetter(collapsed[read + 2 * letters]),
                  read + 2 * letters + 1 == count || collapsed[read + 2 * letters + 1] == " " {
                letters += 1
            }
            if letters >= 3 {
                for letter in 0..<letters {
                    collapsed[write] = collapsed[read + 2 * letter]
                    write += 1
                }
                read += 2 * letters - 1
            } else {
                while read < count, collapsed[read] != " " {
                    collapsed[write] = collapsed[read]
                    write += 1
                    read += 1
                }
            }
            if read < count {
                collapsed[write] = " "
                write += 1
                read += 1
            }
        }
        collapsed.removeLast(count - write)
    }

    /// Each word of `collapsed` as `TitleEquivalences` reads it, in place;
    /// the text is written anew only from the first word read otherwise.
    private mutating func readEquivalences() {
        var read: [Unicode.Scalar] = []
        var rewriting = false
        var previous: Range<Int>?
        var start = 0
        while start < collapsed.count {
            var end = start
            while end < collapsed.count, collapsed[end] != " " { end += 1 }
            let reading = TitleEquivalences.reading(in: collapsed, word: start..<end, after: previous)
            if reading != nil, !rewriting {
                read = Array(collapsed[..<start])
                rewriting = true
            }
            if rewriting {
                if let reading { read.append(contentsOf: reading.unicodeScalars) } else { read += collapsed[start..<end] }
                if end < collapsed.count { read.append(" ") }
            }
            previous = start..<end
            start = end + 1
        }
        if rewriting { collapsed = read }
    }

    /// Step 4: the text with whitespace trimmed from both ends.
    private static func trimmedWhitespace(_ text: ArraySlice<Unicode.Scalar>) -> String {
        guard let first = text.firstIndex(where: { !TitleCharacters.isWhitespace($0) }),
              let last = text.lastIndex(where: { !TitleCharacters.isWhitespace($0) }) else { return "" }
        return string(text[first...last])
    }

    /// The scalars as a string, through their UTF-8 encoding (one specialized
    /// loop, where appending scalars to a string one by one is many calls).
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.count * 2)
        for scalar in scalars { UTF8.encode(scalar) { utf8.append($0) } }
        return String(decoding: utf8, as: UTF8.self)
    }
}
