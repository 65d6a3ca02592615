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
    /// - Complexity: O(n) in the length of `title`.
    mutating func key(_ title: String) -> TitleKey {
        scalars.removeAll(keepingCapacity: true)
        folder.append(title, to: &scalars)
        let stripped = TitleStripping.strip(&scalars)
        guard var text = collapse(scalars[..<stripped.end], asTitle: true) else {
            return TitleKey(text: Self.trimmedBlanks(scalars[..<stripped.end]), kind: stripped.kind, markerCount: 0)
        }
        if let longer = stripped.longerRecording, let longerText = collapse(scalars[longer], asTitle: true) {
            text += " " + longerText
        }
        var markerCount = 0
        if let marker = stripped.liveMarker, let markerText = collapse(scalars[marker], asTitle: true) {
            text += " " + markerText
            markerCount = markerText.utf8.count + 1
        }
        return TitleKey(text: text, kind: stripped.kind, markerCount: markerCount)
    }

    /// The key of an artist name (steps 1, 3 and 4).
    /// - Complexity: O(n) in the length of `name`.
    mutating func name(_ name: String) -> String {
        scalars.removeAll(keepingCapacity: true)
        folder.append(name, to: &scalars)
        return collapse(scalars[...], asTitle: false) ?? Self.trimmedBlanks(scalars[...])
    }

    /// Step 3: every run of separators becomes one space, the ends trimmed;
    /// in a title, `&` is the word `and` and three or more one-letter words in
    /// a row are one word (`T I T L E` is `title`). Nil when nothing is left.
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
            } else if TitleCharacters.isSeparator(scalar) {
                pendingSpace = !collapsed.isEmpty
            } else {
                if pendingSpace { collapsed.append(" ") }
                pendingSpace = false
                collapsed.append(scalar)
            }
        }
        guard !collapsed.isEmpty else { return nil }
        if asTitle { joinLetterSpacing() }
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

    /// Step 4: the text with tabs and space separators trimmed from both ends.
    private static func trimmedBlanks(_ text: ArraySlice<Unicode.Scalar>) -> String {
        guard let first = text.firstIndex(where: { !TitleCharacters.isBlank($0) }),
              let last = text.lastIndex(where: { !TitleCharacters.isBlank($0) }) else { return "" }
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
