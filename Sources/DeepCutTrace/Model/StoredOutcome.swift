import DeepCutKit
import DeepCutStorage

/// How a `TraceCall` holds its outcome: as values, or, for the album lists
/// a reader read, packed (`PackedAlbums`) until the outcome is asked for.
///
/// Equal outcomes are equal however they are held, and hash alike: an album
/// list is hashed by its kind and length alone, so that hashing never makes
/// values, and compared by its bytes when both are packed (values are made
/// only when the bytes differ, or of the packed side against values).
package enum StoredOutcome: Hashable, Sendable {
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

    /// Whether the two hold equal outcomes.
    package static func == (lhs: StoredOutcome, rhs: StoredOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.libraryAlbums(let left), .libraryAlbums(let right)): left == right
        case (.catalogReleases(let left, let leftMore), .catalogReleases(let right, let rightMore)):
            leftMore == rightMore && left == right
        default: lhs.outcome == rhs.outcome
        }
    }

    /// Hashes an album list by its kind and length (and `hasMore`), any other outcome as a value.
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .libraryAlbums(let albums): hasher.combine(1); hasher.combine(albums.count)
        case .value(.success(.albums(let albums))): hasher.combine(1); hasher.combine(albums.count)
        case .catalogReleases(let albums, let hasMore):
            hasher.combine(2); hasher.combine(albums.count); hasher.combine(hasMore)
        case .value(.success(.catalogReleases(let releases))):
            hasher.combine(2); hasher.combine(releases.albums.count); hasher.combine(releases.hasMore)
        case .value(let outcome): hasher.combine(0); hasher.combine(outcome)
        }
    }

    /// Whether this outcome can end a call of `method` (`TraceOutcome.fits(_:)`).
    package func fits(_ method: MusicLibraryMethod) -> Bool {
        switch self {
        case .value(let outcome): outcome.fits(method)
        case .libraryAlbums: method.schema.result == .albums
        case .catalogReleases: method.schema.result == .catalogReleases
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
