import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// `library-id-to-catalog`: library ids sent in catalog calls and answered
/// HTTP 404, the bug that emptied the Discover tab (Docs/Lints.md).
///
/// `fetchCatalogReleases` asks through the library artist, so its ids are
/// library ids by design: its 404s show the bug only when no library artist
/// id brought back an album. A `fetchTracks` call must send a catalog album
/// id, so every library id there answered 404 shows it.
enum LibraryIDToCatalogLint: TraceLint {
    static let id = "library-id-to-catalog"
    static let unit = LintUnit.calls
    static let meaning = """
        The catalog does not know library ids (r., l., i., p.): every such request is refused \
        with HTTP 404, the console fills with errors, and the few artists answered empty make \
        the Discover tab say "you're all caught up" with nothing in it.
        """
    static let fix = """
        Ask through the library item instead of sending its id to the catalog: \
        libraryArtist.with([.albums], preferredSource: .catalog) for an artist's releases, and a \
        catalog album (from that answer) for tracks.
        """

    /// What the trace's catalog calls with library ids show.
    struct Refusals {
        /// The calls that show the bug, in `seq` order.
        var bug: [TraceCall] = []
        /// `fetchCatalogReleases` calls answered 404 while other library artist ids brought back
        /// albums: the ids were sent as designed, and the catalog has no such artist.
        var artistNotFound = 0
        /// Library artist ids whose `fetchCatalogReleases` brought back at least one album.
        var artistsWithAlbums = 0
    }

    /// The id a catalog call sends: the artist of `fetchCatalogReleases`, the album of `fetchTracks`.
    static func catalogArgument(_ request: TraceRequest) -> String? {
        for (key, value) in request.arguments where key == .artistID || key == .albumID {
            if case .string(let id) = value { return id }
        }
        return nil
    }

    /// Sorts the 404s of catalog calls that sent a library id.
    /// - Parameter calls: The trace's calls in `seq` order.
    static func refusals(in calls: [TraceCall]) -> Refusals {
        var withAlbums: Set<String> = []
        var tracks: [TraceCall] = []
        var releases: [TraceCall] = []
        for call in calls {
            guard let id = catalogArgument(call.request), MusicIDSpace(classifying: id).isLibrary else { continue }
            switch call.outcome {
            case .success(.catalogReleases(let answer)) where !answer.albums.isEmpty:
                withAlbums.insert(id)
            case .failure(.http(404, _, _, _)):
                if call.method == .fetchCatalogReleases { releases.append(call) } else { tracks.append(call) }
            default:
                break
            }
        }
        var refusals = Refusals(artistsWithAlbums: withAlbums.count)
        if withAlbums.isEmpty {
            refusals.bug = (tracks + releases).sorted { $0.seq < $1.seq }
        } else {
            refusals.bug = tracks
            refusals.artistNotFound = releases.count
        }
        return refusals
    }

    static func examine(_ facts: LintFacts) -> (count: Int, summary: String, evidence: [LintEvidence])? {
        let bug = refusals(in: facts.calls).bug
        guard !bug.isEmpty else { return nil }
        let evidence = bug.map { call in
            let artistID: String? = if case .fetchCatalogReleases(let id) = call.request { id } else { nil }
            let answer = if case .failure(let error) = call.outcome { TraceInspection.group(error) } else { "" }
            // An artist's id is shown with its name; an album's is shown in the request.
            return facts.evidence(call.seq, artistID: artistID, (artistID == nil ? "\(call.request): " : "") + answer)
        }
        return (bug.count, "\(plural(bug.count, "catalog call")) sent a library id and got HTTP 404", evidence)
    }
}
