import DeepCutKit

/// The shapes a group of releases of one title takes in a generated catalog.
enum ReleaseShape: CaseIterable {
    /// One album.
    case album
    /// An album and its deluxe edition.
    case deluxe
    /// An album and a remaster with a year.
    case remaster
    /// Clean and explicit versions of one album.
    case cleanAndExplicit
    /// `Title - Single`.
    case single
    /// `Title - EP`.
    case extendedPlay

    static func pick(_ random: inout SplitMix64) -> ReleaseShape {
        switch random.below(20) {
        case 0..<8: .album
        case 8..<10: .deluxe
        case 10..<12: .remaster
        case 12..<14: .cleanAndExplicit
        case 14..<18: .single
        default: .extendedPlay
        }
    }

    /// Whether the user may own this title (singles and EPs are owned as albums rarely; keep them unowned).
    var canBeOwned: Bool { self != .single && self != .extendedPlay }

    /// The releases of the group: title suffix, the suffix's words as a name
    /// keeps them, content rating, single flag.
    func releases(_ random: inout SplitMix64) -> [(String, [String], ContentRating?, Bool?)] {
        switch self {
        case .album:
            return [("", [], random.chance(0.2) ? .explicit : nil, nil)]
        case .deluxe:
            return [("", [], nil, nil), (" (Deluxe Edition)", ["deluxe", "edition"], nil, nil)]
        case .remaster:
            let year = String(1995 + random.below(30))
            return [("", [], nil, nil), (" (\(year) Remaster)", [year, "remaster"], nil, nil)]
        case .cleanAndExplicit:
            let explicitFirst = random.chance(0.5)
            let versions: [(String, [String], ContentRating?, Bool?)] = [("", [], .clean, nil), ("", [], .explicit, nil)]
            return explicitFirst ? versions.reversed() : versions
        case .single:
            return [(" - Single", ["single"], nil, true)]
        case .extendedPlay:
            return [(" - EP", ["ep"], nil, false)]
        }
    }
}
