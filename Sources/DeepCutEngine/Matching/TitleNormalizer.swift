/// Normalizes album titles and artist names so that the same release, or the
/// same artist, compares equal however the store spelled it (Docs/EngineRules.md
/// "Title normalization"; the design is in `Docs/TitleNormalization.md`).
///
/// A title is normalized in four steps:
/// 1. Fold: each scalar's compatibility decomposition (NFKD: full-width
///    letters become ASCII, ligatures split), nonspacing marks (diacritics)
///    dropped, lowercased, `ß` written `ss`, `ς` written `σ`.
/// 2. Read the qualifiers: featuring and collaborator credits (`(feat.
///    Cardi B)`, `(with A & B)`) removed wherever they stand; then the title
///    is read as a base and the qualifiers trailing it (groups in any
///    bracket, release kinds, dash, colon and period phrases), each
///    classified by what it says about the recording (`TitleQualifier`):
///    editions go, kinds are kept beside the title, different recordings
///    and unknown qualifiers stay, live markers become one `live`; never
///    leaving the title empty. The edition words of eight languages are
///    data (`EditionVocabulary`).
/// 3. Collapse every run of whitespace and punctuation (Unicode `P*`) into
///    one space, and trim the ends; `&` is the word `and`, letter-spaced
///    words are joined (`T I T L E`), and equivalent spellings read alike
///    (`TitleEquivalences`). Symbols such as `$` stay.
/// 4. A title that step 3 empties (`( )`, `...`) keeps its step-2 form,
///    whitespace trimmed, so two such titles are equal only when they are
///    written alike.
///
/// A name is normalized with steps 1, 3 (without the title's `&` and
/// letter-spacing readings) and 4 only.
///
/// The result depends on the Unicode tables alone, never on a locale, so it is
/// the same on every machine.
public enum TitleNormalizer {
    /// The normalized form of an album title, for matching releases.
    /// - Parameter title: The title as the store or the library writes it.
    /// - Returns: The title's key: equal keys are the same release, leaving
    ///   aside the release kind (`Tusk - Single` and `Tusk` have one key;
    ///   Docs/EngineRules.md "Cut matching" says which of them covers the other).
    /// - Complexity: O(n log n) in the length of `title` (credits are paired and removed in O(n log n)).
    public static func title(_ title: String) -> String {
        key(title).text
    }

    /// The normalized form of an artist name (or any text compared without
    /// regard to case and diacritics), for recently played matching and for
    /// sorting by name.
    /// - Parameter name: The name as written.
    /// - Returns: The name's key: equal keys are the same artist.
    /// - Complexity: O(n) in the length of `name`.
    public static func name(_ name: String) -> String {
        var maker = TitleKeyMaker()
        return maker.name(name)
    }

    /// Orders two normalized keys by their UTF-8 code units: the same order on
    /// every machine, whatever the locale.
    /// - Returns: Whether `lhs` comes before `rhs`.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// The title's key with its release kind.
    package static func key(_ title: String) -> TitleKey {
        var maker = TitleKeyMaker()
        return maker.key(title)
    }

    /// Step 1 alone: what the other steps read.
    package static func fold(_ text: String) -> String {
        TitleFolding.fold(text)
    }

    /// Step 2's reading of the end of a folded title, editions and kinds only
    /// (no credit, no live marker, nothing after a qualifier of another
    /// class): what is left is a prefix of `folded`, and what was removed is
    /// the title's edition and release kind, as written.
    package static func withoutTrailingEditions(_ folded: String) -> String {
        let scalars = Array(folded.unicodeScalars)
        return TitleKeyMaker.string(scalars[..<TitleStripping.withoutTrailingEditions(scalars)])
    }

    /// Whether every word of folded text is an edition word, a year, an
    /// ordinal, `single` or `ep`: an edition group may hold other words
    /// (`(Wembley Edition)`), which this tells apart.
    package static func holdsOnlyEditionWords(_ folded: String) -> Bool {
        TitleStripping.holdsOnlyEditionWords(Array(folded.unicodeScalars)[...])
    }
}
