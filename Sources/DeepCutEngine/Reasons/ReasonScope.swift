/// Which artists' cut matching reports its reasons (`AlbumReason`): none by
/// default, so that the engine the app runs, and a replay, pay nothing for them.
package enum ReasonScope: Hashable, Sendable {
    /// No reasons (the default).
    case none
    /// Every checked artist's.
    case all
    /// The artists with these library ids.
    case artists(Set<String>)

    /// Whether the artist with this id gets reasons.
    /// - Complexity: O(1) expected.
    @inline(__always)
    func includes(_ artistID: String) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .artists(let ids): ids.contains(artistID)
        }
    }

    /// Whether any artist gets reasons.
    var isEmpty: Bool {
        switch self {
        case .none: true
        case .all: false
        case .artists(let ids): ids.isEmpty
        }
    }
}
