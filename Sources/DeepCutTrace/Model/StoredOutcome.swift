import DeepCutKit

/// How a `TraceCall` holds its outcome: as values, or, for the album lists
/// a reader read, packed (`PackedAlbums`) until the outcome is asked for.
package enum StoredOutcome: Sendable {
    /// The outcome as values.
    case value(TraceOutcome)
    /// A `fetchLibraryAlbums` answer.
    case libraryAlbums(PackedAlbums)
    /// A `fetchCatalogReleases` answer.
    case catalogReleases(PackedAlbums, hasMore: Bool)

    /// The outcome as values.
    /// - Complexity: O(n) in the packed albums' size; O(1) for values.
    package var outcome: TraceOutcome {
        switch self {
        case .value(let outcome): outcome
        case .libraryAlbums(let albums): .success(.albums(albums.albums()))
        case .catalogReleases(let albums, let hasMore):
            .success(.catalogReleases(CatalogReleases(albums: albums.albums(), hasMore: hasMore)))
        }
    }

    /// Whether this outcome can end a call of `method` (`TraceOutcome.fits(_:)`).
    package func fits(_ method: MusicLibraryMethod) -> Bool {
        switch self {
        case .value(let outcome): outcome.fits(method)
        case .libraryAlbums: method == .fetchLibraryAlbums
        case .catalogReleases: method == .fetchCatalogReleases
        }
    }

    /// An outcome of the same kind that holds nothing: an answer's empty
    /// form (`TraceResult.released`), an error as it is.
    package var released: StoredOutcome {
        switch self {
        case .value(.success(let result)): .value(.success(result.released))
        case .value(.failure): self
        case .libraryAlbums: .value(.success(.albums([])))
        case .catalogReleases(_, let hasMore): .value(.success(.catalogReleases(CatalogReleases(albums: [], hasMore: hasMore))))
        }
    }
}
