import DeepCutKit

/// The state of a section that loads a list: the release sheet's tracklist,
/// and the app's "more from this artist" sections.
public enum SuggestionsState<Item: Hashable & Sendable>: Hashable, Sendable {
    /// The list is being fetched.
    case loading
    /// The list, non-empty.
    case loaded([Item])
    /// The fetch succeeded with nothing in it.
    case empty
    /// The fetch failed; the section offers a retry.
    case failed(MusicServiceError)

    /// `loading`, `loaded`, `empty` or `failed`: the name a trace's
    /// `expect.tracks` uses.
    public var name: String {
        switch self {
        case .loading: "loading"
        case .loaded: "loaded"
        case .empty: "empty"
        case .failed: "failed"
        }
    }

    /// The items when loaded, else none.
    public var items: [Item] {
        if case .loaded(let items) = self { items } else { [] }
    }
}
