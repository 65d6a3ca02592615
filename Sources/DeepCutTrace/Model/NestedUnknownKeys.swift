/// The unknown keys of the objects inside one call that are not the trace
/// module's own types: `args`, `result`, `error`, and the artists, albums,
/// tracks and playlist of a result (DeepCutKit's DTOs stay exactly as the
/// format defines them, so their unknown keys are kept here, beside them).
///
/// Keys are paths relative to the call, written as in error messages:
/// `args`, `result`, `error`, `result.artists[0]`, `result.albums[3]`,
/// `result.tracks[12]`, `result.playlist`. An object without unknown keys has
/// no entry: setting an empty object removes the entry, so that equality
/// does not depend on how a trace was built.
public struct NestedUnknownKeys: Hashable, Sendable {
    private var storage: [String: JSONObject]

    /// Creates an empty table.
    public init() {
        storage = [:]
    }

    /// The unknown keys of the object at `path` (empty when there are none).
    /// - Complexity: O(1) on average.
    public subscript(path: String) -> JSONObject {
        get { storage[path] ?? JSONObject() }
        set { storage[path] = newValue.isEmpty ? nil : newValue }
    }

    /// Whether no object of the call has unknown keys.
    public var isEmpty: Bool { storage.isEmpty }

    /// The paths that have unknown keys, sorted (a deterministic order).
    public var paths: [String] { storage.keys.sorted() }
}
