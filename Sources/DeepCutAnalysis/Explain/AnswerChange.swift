import DeepCutKit
import DeepCutTrace

/// A change of one recorded answer that a witness search replays with (Docs/ExplainJSON.md "Witness").
package enum AnswerChange: Hashable, Sendable {
    /// A success becomes an HTTP 404 error; an error becomes the empty answer of its method.
    case flip(seq: Int)
    /// The album with this id leaves the albums answer of the call (library albums or catalog releases).
    case removeAlbum(seq: Int, albumID: String)

    /// The recorded call changed.
    package var seq: Int {
        switch self {
        case .flip(let seq), .removeAlbum(let seq, _): seq
        }
    }

    /// The error a flipped success answers with.
    static let flippedError = MusicServiceError.http(status: 404, code: "40400", title: "Resource Not Found")

    /// The calls with `changes` made.
    /// - Complexity: O(n) in the calls changed, with `places` giving each call's index by `seq`.
    package static func apply(_ changes: [AnswerChange], to calls: inout [TraceCall], places: [Int: Int]) {
        for change in changes {
            guard let place = places[change.seq] else { continue }
            let call = calls[place]
            let outcome: TraceOutcome
            switch (change, call.outcome) {
            case (.flip, .success):
                outcome = .failure(flippedError)
            case (.flip, .failure):
                outcome = .success(.empty(call.method.schema.result))
            case (.removeAlbum(_, let albumID), .success(.albums(let albums))):
                outcome = .success(.albums(albums.filter { $0.id != albumID }))
            case (.removeAlbum(_, let albumID), .success(.catalogReleases(let releases))):
                outcome = .success(.catalogReleases(CatalogReleases(
                    albums: releases.albums.filter { $0.id != albumID }, hasMore: releases.hasMore)))
            case (.removeAlbum, _):
                continue
            }
            calls[place] = TraceCall(seq: call.seq, request: call.request, outcome: outcome, at: call.at, durationMs: call.durationMs)
        }
    }

    /// What the change does to `call`'s answer, for a person: `0 albums → HTTP 404`, `album l.2 removed`.
    func describe(_ call: TraceCall) -> String {
        switch (self, call.outcome) {
        case (.flip, .success(let result)): "\(result.summary) → \(Self.flippedError)"
        case (.flip, .failure(let error)): "\(error) → \(TraceResult.empty(call.method.schema.result).summary)"
        case (.removeAlbum(_, let albumID), _):
            "album \(albumID) removed" + (call.albumTitle(albumID).map { " (\"\($0)\")" } ?? "")
        }
    }
}

extension TraceCall {
    /// The title of the album with this id in the call's albums answer.
    fileprivate func albumTitle(_ albumID: String) -> String? {
        switch outcome {
        case .success(.albums(let albums)): albums.first { $0.id == albumID }?.title
        case .success(.catalogReleases(let releases)): releases.albums.first { $0.id == albumID }?.title
        default: nil
        }
    }
}
