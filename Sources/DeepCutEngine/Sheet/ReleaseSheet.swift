import DeepCutKit
import Observation

/// The release sheet's tracklist: opens an album, loads its tracks in disc
/// and track order, and retries after a failure (Docs/EngineRules.md "Release sheet").
///
/// Opening another album while one is loading cancels the first load; a load
/// that was superseded never changes the state.
@MainActor
@Observable
public final class ReleaseSheet {
    /// The album the sheet shows, nil before the first `open`.
    public internal(set) var albumID: String?
    /// The tracklist's state, nil before the first `open`.
    public internal(set) var state: SuggestionsState<LibraryTrack>?

    @ObservationIgnored private let service: any MusicLibraryService
    @ObservationIgnored private var load: Task<Void, Never>?
    @ObservationIgnored var generation = 0

    /// Creates a sheet reading tracks from `service`.
    public init(service: any MusicLibraryService) {
        self.service = service
    }

    /// Shows an album and loads its tracks; returns when this load is done or superseded.
    public func open(albumID: String) async {
        load?.cancel()
        generation += 1
        let mine = generation
        self.albumID = albumID
        state = .loading
        let task = Task {
            let outcome: SuggestionsState<LibraryTrack>
            do {
                let tracks = try await service.fetchTracks(forCatalogAlbum: albumID)
                outcome = tracks.isEmpty ? .empty : .loaded(Self.ordered(tracks))
            } catch {
                outcome = .failed(MusicServiceError(converting: error))
            }
            guard mine == generation, !Task.isCancelled else { return }
            state = outcome
        }
        load = task
        await task.value
    }

    /// Loads the shown album's tracks again (the failed state's retry button).
    public func retry() async {
        guard let albumID else { return }
        await open(albumID: albumID)
    }

    /// The tracks already loaded for `albumID`, or nil when the sheet does not hold them.
    public func loadedTracks(for albumID: String) -> [LibraryTrack]? {
        guard self.albumID == albumID else { return nil }
        switch state {
        case .loaded(let tracks): return tracks
        case .empty: return []
        default: return nil
        }
    }

    /// Tracks in disc order, then track number; a missing disc counts as disc 1,
    /// a missing number comes last on its disc, and ties keep the order given.
    /// - Complexity: O(n log n).
    public static func ordered(_ tracks: [LibraryTrack]) -> [LibraryTrack] {
        tracks.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.discNumber ?? 1, lhs.element.trackNumber ?? Int.max, lhs.offset)
            let right = (rhs.element.discNumber ?? 1, rhs.element.trackNumber ?? Int.max, rhs.offset)
            return left < right
        }.map(\.element)
    }
}
