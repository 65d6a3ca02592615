/// What a title says the release is (Docs/EngineRules.md "Release kinds"),
/// ordered by what it holds: an album holds its title single and EP, an EP
/// its title single.
package enum ReleaseKind: UInt8, Comparable, Sendable {
    /// `Title - Single`, `Title (Single)`.
    case single
    /// `Title - EP`, `Title EP`, `Title (EP)`.
    case extendedPlay
    /// A title with no release kind.
    case album

    package static func < (lhs: ReleaseKind, rhs: ReleaseKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
