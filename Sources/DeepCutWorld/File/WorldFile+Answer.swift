import DeepCutKit
import DeepCutTrace

extension WorldFile.Document {
    /// One answer as written: `result` or `error` (exactly one), `durationMs`, `source`.
    struct Answer: Codable {
        var result: Result?
        var error: ErrorBody?
        var durationMs: Double?
        var source: Int

        init(_ answer: WorldAnswer) {
            switch answer.outcome {
            case .success(let result): self.result = Result(result)
            case .failure(let error): self.error = ErrorBody(error)
            }
            durationMs = answer.durationMs
            source = answer.source
        }

        /// The answer, checked to fit the method.
        func answer(at path: [WorldFileError.PathStep], method: MusicLibraryMethod, sources: Int) throws(WorldFileError)
            -> WorldAnswer {
            guard (0..<sources).contains(source) else {
                throw .invalid(path: path + [.key("source")], reason: "\(source) is not a source (the world has \(sources))")
            }
            if let durationMs, !(durationMs >= 0) {
                throw .invalid(path: path + [.key("durationMs")], reason: "expected a number ≥ 0, found \(durationMs)")
            }
            switch (result, error) {
            case (let result?, nil):
                return WorldAnswer(
                    outcome: .success(try result.result(at: path + [.key("result")], method: method)),
                    durationMs: durationMs, source: source)
            case (nil, let error?):
                return WorldAnswer(outcome: .failure(try error.error(at: path + [.key("error")])),
                                   durationMs: durationMs, source: source)
            default:
                throw .invalid(path: path, reason: "an answer holds exactly one of \"result\" and \"error\"")
            }
        }
    }

    /// A successful answer, in the shape of a trace's `result`.
    struct Result: Codable {
        var artists: [LibraryArtist]?
        var albums: [LibraryAlbum]?
        var hasMore: Bool?
        var tracks: [LibraryTrack]?
        /// `{"playlist": null}` and `{"playlist": {...}}` both say a playlist answer.
        var playlist: LibraryPlaylist??

        init(_ result: TraceResult) {
            switch result {
            case .artists(let artists): self.artists = artists
            case .albums(let albums): self.albums = albums
            case .catalogReleases(let releases): (albums, hasMore) = (releases.albums, releases.hasMore)
            case .tracks(let tracks): self.tracks = tracks
            case .playlist(let playlist): self.playlist = .some(playlist)
            case .written: break
            }
        }

        private enum CodingKeys: String, CodingKey { case artists, albums, hasMore, tracks, playlist }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            artists = try container.decodeIfPresent([LibraryArtist].self, forKey: .artists)
            albums = try container.decodeIfPresent([LibraryAlbum].self, forKey: .albums)
            hasMore = try container.decodeIfPresent(Bool.self, forKey: .hasMore)
            tracks = try container.decodeIfPresent([LibraryTrack].self, forKey: .tracks)
            if container.contains(.playlist) {
                playlist = .some(try container.decodeNil(forKey: .playlist)
                    ? nil : try container.decode(LibraryPlaylist.self, forKey: .playlist))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(artists, forKey: .artists)
            try container.encodeIfPresent(albums, forKey: .albums)
            try container.encodeIfPresent(hasMore, forKey: .hasMore)
            try container.encodeIfPresent(tracks, forKey: .tracks)
            if case .some(let playlist) = playlist {
                if let playlist { try container.encode(playlist, forKey: .playlist) } else { try container.encodeNil(forKey: .playlist) }
            }
        }

        /// The result of `method`'s kind; a key of another kind is refused.
        func result(at path: [WorldFileError.PathStep], method: MusicLibraryMethod) throws(WorldFileError) -> TraceResult {
            let kind = method.schema.result
            let present: [(MusicLibraryMethod.ResultKey, Bool)] = [
                (.artists, artists != nil), (.albums, albums != nil), (.hasMore, hasMore != nil),
                (.tracks, tracks != nil), (.playlist, playlist != nil),
            ]
            if let stray = present.first(where: { $0.1 && !kind.keys.contains($0.0) }) {
                throw .invalid(path: path + [.key(stray.0.rawValue)], reason: "\(method.rawValue) answers \(kind.shape)")
            }
            let result: TraceResult? = switch kind {
            case .artists: artists.map { .artists($0) }
            case .albums: albums.map { .albums($0) }
            case .catalogReleases: albums.map { .catalogReleases(CatalogReleases(albums: $0, hasMore: hasMore ?? false)) }
            case .tracks: tracks.map { .tracks($0) }
            case .playlist: playlist.map { .playlist($0) }
            case .written: .written
            }
            guard let result else {
                throw .invalid(path: path, reason: "\(method.rawValue) answers \(kind.shape)")
            }
            return result
        }
    }

    /// An error, in the shape of a trace's `error`.
    struct ErrorBody: Codable {
        var kind: String
        var status: Int?
        var code: String?
        var title: String?
        var detail: String?
        var reason: String?

        init(_ error: MusicServiceError) {
            kind = error.kind
            switch error {
            case .http(let status, let code, let title, let detail):
                (self.status, self.code, self.title, self.detail) = (status, code, title, detail)
            case .authorization(let reason): self.reason = reason?.rawValue
            case .network(let detail), .other(let detail): self.detail = detail
            case .cancelled: break
            }
        }

        /// The error, its keys checked against its kind.
        func error(at path: [WorldFileError.PathStep]) throws(WorldFileError) -> MusicServiceError {
            let given: [(String, Bool)] = [
                ("status", status != nil), ("code", code != nil), ("title", title != nil), ("detail", detail != nil),
                ("reason", reason != nil),
            ]
            let allowed: [String]
            switch kind {
            case "http": allowed = ["status", "code", "title", "detail"]
            case "authorization": allowed = ["reason"]
            case "network", "other": allowed = ["detail"]
            case "cancelled": allowed = []
            default:
                throw .invalid(path: path + [.key("kind")],
                               reason: "\"\(kind)\" is not an error kind (http, authorization, network, cancelled, other)")
            }
            if let stray = given.first(where: { $0.1 && !allowed.contains($0.0) }) {
                throw .invalid(path: path + [.key(stray.0)], reason: "a \(kind) error takes no \"\(stray.0)\"")
            }
            switch kind {
            case "http":
                guard let status else { throw .invalid(path: path, reason: "missing required key \"status\"") }
                return .http(status: status, code: code, title: title, detail: detail)
            case "authorization":
                guard let reason else { return .authorization(nil) }
                guard let failure = MusicServiceError.AuthorizationFailure(rawValue: reason) else {
                    throw .invalid(path: path + [.key("reason")], reason: "\"\(reason)\" is not a reason ("
                        + MusicServiceError.AuthorizationFailure.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                }
                return .authorization(failure)
            case "network": return .network(detail: detail)
            case "cancelled": return .cancelled
            default: return .other(detail: detail)
            }
        }
    }
}
