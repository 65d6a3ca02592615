/// How one of an app's own values stands for one of the package's, both ways:
/// the two lines an app writes per type to record through its own service and
/// to replay into its own code (Guides/Adopting.md "An app with its own types").
///
/// ```swift
/// let artist = ValueMapping<AppArtist, LibraryArtist>(
///     toPackage: { LibraryArtist(id: $0.id, name: $0.name) },
///     toApp: { AppArtist(id: $0.id, name: $0.name) })
/// ```
public struct ValueMapping<AppValue, Value>: Sendable {
    /// The app's value as the package's: what a recording writes.
    public var toPackage: @Sendable (AppValue) -> Value
    /// The package's value as the app's: what a replay hands to the app's code.
    public var toApp: @Sendable (Value) -> AppValue

    /// A mapping from its two directions.
    /// - Parameters:
    ///   - toPackage: the app's value as the package's; keep every field the trace format has.
    ///   - toApp: the package's value as the app's.
    public init(toPackage: @escaping @Sendable (AppValue) -> Value, toApp: @escaping @Sendable (Value) -> AppValue) {
        self.toPackage = toPackage
        self.toApp = toApp
    }
}
