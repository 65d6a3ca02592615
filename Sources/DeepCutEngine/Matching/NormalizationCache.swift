/// Remembers normalized titles and names, so that a title met on every
/// refresh (an owned album, a recently played artist) is normalized once.
///
/// The engine owns one; it only grows with the distinct strings it has seen.
struct NormalizationCache {
    private var titles: [String: String] = [:]
    private var names: [String: String] = [:]

    /// `TitleNormalizer.title(_:)`, remembered.
    mutating func title(_ text: String) -> String {
        if let known = titles[text] { return known }
        let normalized = TitleNormalizer.title(text)
        titles[text] = normalized
        return normalized
    }

    /// `TitleNormalizer.name(_:)`, remembered.
    mutating func name(_ text: String) -> String {
        if let known = names[text] { return known }
        let normalized = TitleNormalizer.name(text)
        names[text] = normalized
        return normalized
    }
}
