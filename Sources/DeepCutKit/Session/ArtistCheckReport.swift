/// What the Discover engine counted for one artist whose catalog check
/// succeeded: the numbers a diagnostic build prints, and a trace's
/// `diagnostics` holds (Docs/EngineRules.md "Cut matching").
public struct ArtistCheckReport: Hashable, Sendable {
    /// The library artist id.
    public var artistID: String
    /// The artist's name, as the library gave it.
    public var name: String
    /// Catalog albums in the answer, every one.
    public var total: Int
    /// Of those, the ones the user owns.
    public var owned: Int
    /// Distinct releases the user does not own.
    public var cuts: Int

    /// Creates a report.
    public init(artistID: String, name: String, total: Int, owned: Int, cuts: Int) {
        self.artistID = artistID
        self.name = name
        self.total = total
        self.owned = owned
        self.cuts = cuts
    }
}
