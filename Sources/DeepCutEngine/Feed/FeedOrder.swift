import DeepCutKit

/// The order of the Discover feed (Docs/EngineRules.md "Feed"): cuts of artists absent
/// from recently played first; then release date, newest first, a year or a
/// month counting as its first day and no date last; then title (normalized
/// like a name, UTF-8 order, then as written); then album id; then artist id,
/// so that the order is total and the same on every run.
enum FeedOrder {
    /// Sorts items and keeps the first of each album id.
    ///
    /// The sort moves small keys (flag, day, normalized title, position) rather
    /// than whole items, and reads each title's normalized form from `titles`,
    /// which the engine keeps between builds: a feed is rebuilt after every
    /// refresh and holds mostly the same albums each time.
    /// - Parameter titles: normalized titles by title as written; filled as needed.
    /// - Complexity: O(n log n).
    static func sorted(_ items: [FeedItem], titles: inout [String: String]) -> [FeedItem] {
        var keys: [Key] = []
        keys.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            let title = item.album.title
            let normalized: String
            if let known = titles[title] {
                normalized = known
            } else {
                normalized = TitleNormalizer.name(title)
                titles[title] = normalized
            }
            keys.append(Key(recentlyPlayed: item.artistRecentlyPlayed, day: item.album.releaseDate?.firstDayKey ?? -1,
                            title: normalized, position: position))
        }
        keys.sort { lhs, rhs in
            if lhs.recentlyPlayed != rhs.recentlyPlayed { return !lhs.recentlyPlayed }
            // No date is -1, after every date, since newer days come first.
            if lhs.day != rhs.day { return lhs.day > rhs.day }
            if lhs.title != rhs.title { return TitleNormalizer.precedes(lhs.title, rhs.title) }
            let (left, right) = (items[lhs.position], items[rhs.position])
            if left.album.title != right.album.title { return left.album.title.utf8.lexicographicallyPrecedes(right.album.title.utf8) }
            if left.album.id != right.album.id { return left.album.id.utf8.lexicographicallyPrecedes(right.album.id.utf8) }
            if left.artistID != right.artistID { return left.artistID.utf8.lexicographicallyPrecedes(right.artistID.utf8) }
            return lhs.position < rhs.position
        }
        var seen = Set<String>(minimumCapacity: keys.count)
        var sorted: [FeedItem] = []
        sorted.reserveCapacity(keys.count)
        for key in keys where seen.insert(items[key.position].album.id).inserted { sorted.append(items[key.position]) }
        return sorted
    }

    /// What the sort compares first, with the item's position for the rest.
    private struct Key {
        var recentlyPlayed: Bool
        var day: Int
        var title: String
        var position: Int
    }
}
