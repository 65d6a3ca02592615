import DeepCutKit
import DeepCutStorage

/// Normalizes album titles and artist names so that the same release, or the
/// same artist, compares equal however the store spelled it (Docs/EngineRules.md
/// "Title normalization"; the design is in `Guides/TitleNormalization.md`).
///
/// A title is normalized in four steps:
/// 1. Fold: Unicode compatibility decomposition (NFKD: full-width letters
///    become ASCII, ligatures split), nonspacing marks (diacritics) dropped,
///    lowercased.
/// 2. Strip: featuring credits (`(feat. Cardi B)`) removed wherever they
///    stand; then a trailing ` - Single` or ` - EP`, a trailing bracketed
///    edition group (`(Deluxe Edition)`, `[2010 Remaster]`, `(Wembley
///    Edition)`) and a trailing edition dash suffix (` - The Remaster`)
///    removed, repeatedly, never leaving the title empty. The edition words
///    of eight languages are data (`EditionVocabulary`).
/// 3. Collapse every run of whitespace and punctuation (Unicode `P*`) into
///    one space, and trim the ends. Symbols such as `$` or `+` stay.
/// 4. A title that step 3 empties (`( )`, `...`) keeps its step-2 form, so
///    two such titles are equal only when they are written alike.
///
/// A name is normalized with steps 1, 3 and 4 only.
///
/// The result depends on the Unicode tables alone, never on a locale, so it is
/// the same on every machine.
public enum TitleNormalizer {
    /// The normalized form of an album title, for matching releases.
    /// - Parameter title: The title as the store or the library writes it.
    /// - Returns: The title's key: equal keys are the same release.
    /// - Complexity: O(n) in the length of `title`.
    public static func title(_ title: String) -> String {
        normalized(title, TitleKeyWriter.appendTitle)
    }

    /// The normalized form of an artist name (or any text compared without
    /// regard to case and diacritics), for recently played matching and for
    /// sorting by name.
    /// - Parameter name: The name as written.
    /// - Returns: The name's key: equal keys are the same artist.
    /// - Complexity: O(n) in the length of `name`.
    public static func name(_ name: String) -> String {
        normalized(name, TitleKeyWriter.appendName)
    }

    /// Orders two normalized keys by their UTF-8 bytes: the same order on every
    /// machine, whatever the locale.
    /// - Returns: Whether `lhs` comes before `rhs`.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        UTF8Order.precedes(lhs, rhs)
    }

    /// Step 1 alone: what the other steps read.
    package static func fold(_ text: String) -> String {
        normalized(text, TitleFolding.fold)
    }

    /// Step 2's removals at the end of a folded title alone (no featuring
    /// credit removed): what is left is a prefix of `folded`, and what was
    /// removed is the title's edition and release kind, as written.
    package static func withoutTrailingEditions(_ folded: String) -> String {
        normalized(folded) { text, buffer in
            let start = buffer.count
            buffer.reserve(text.count)
            (buffer.cursor + start).copy(text)
            buffer.count = start + TitleStripping.removeTrailingEditions(buffer.cursor + start, text.count)
        }
    }

    /// Whether every word of folded text is an edition word, a year, an
    /// ordinal, `single` or `ep`: an edition group may hold other words
    /// (`(Wembley Edition)`), which this tells apart.
    package static func holdsOnlyEditionWords(_ folded: String) -> Bool {
        var holds = true
        _ = normalized(folded) { text, buffer in
            buffer.reserve(text.count)
            buffer.cursor.copy(text)
            holds = TitleStripping.holdsOnlyEditionWords(buffer.cursor, text.count)
        }
        return holds
    }

    /// Runs a writer over the text's UTF-8 into a buffer of its own and makes a string of exactly its result.
    private static func normalized(
        _ text: String, _ write: (ByteRun, inout ByteBuffer) -> Void
    ) -> String {
        text.withUTF8Bytes { bytes in
            var buffer = ByteBuffer(capacity: bytes.count + 8)
            write(bytes, &buffer)
            return buffer.string(0..<buffer.count)
        }
    }
}
