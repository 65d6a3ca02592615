/// What the device's diagnostic build printed about the library:
/// Docs/TraceFormat.md `diagnostics`, kept so that a replay can be held against it.
public struct TraceDiagnostics: Hashable, Sendable {
    /// One artist's line: `A.N.I.M.A.L. 25/4/21`.
    public struct Artist: Hashable, Sendable {
        /// The library artist id.
        public var artistID: String
        /// The artist's name.
        public var name: String
        /// Catalog releases returned.
        public var total: Int
        /// How many of them the user owns.
        public var owned: Int
        /// How many are deep cuts.
        public var cuts: Int
        /// Keys the format does not define here, in document order.
        public var unknownKeys: JSONObject

        /// Creates an artist line.
        public init(
            artistID: String, name: String, total: Int, owned: Int, cuts: Int,
            unknownKeys: JSONObject = JSONObject()
        ) {
            self.artistID = artistID
            self.name = name
            self.total = total
            self.owned = owned
            self.cuts = cuts
            self.unknownKeys = unknownKeys
        }
    }

    /// How many artists the library had, when printed.
    public var libraryArtistCount: Int?
    /// Per artist numbers, in the order printed, when printed.
    public var artists: [Artist]?
    /// Keys the format does not define here, in document order.
    public var unknownKeys: JSONObject

    /// Creates diagnostics.
    public init(libraryArtistCount: Int? = nil, artists: [Artist]? = nil, unknownKeys: JSONObject = JSONObject()) {
        self.libraryArtistCount = libraryArtistCount
        self.artists = artists
        self.unknownKeys = unknownKeys
    }
}
