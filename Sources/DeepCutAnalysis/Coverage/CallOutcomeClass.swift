import DeepCutKit
import DeepCutTrace

/// The outcome of one recorded call, as the coverage table counts it
/// (Docs/Coverage.md "Outcomes"): `success`, `empty`, `hasMore`,
/// `HTTP 404 (40400)`, `authorization notSubscribed`, `network`, `cancelled`, `other`.
package enum CallOutcomeClass: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// An answer with something in it (a write's `{}` too).
    case success
    /// An answer with no artists, albums or tracks, or no playlist.
    case empty
    /// A releases answer with `hasMore`.
    case hasMore
    /// An HTTP error with this status and code.
    case http(status: Int, code: String?)
    /// An authorization error with this reason (nil: none given).
    case authorization(String?)
    /// A network error.
    case network
    /// Cancelled.
    case cancelled
    /// Any other error.
    case other

    /// The class of an outcome.
    package init(_ outcome: TraceOutcome) {
        switch outcome {
        case .success(let result):
            switch result {
            case .artists(let items): self = items.isEmpty ? .empty : .success
            case .albums(let items): self = Self.albums(count: items.count, hasMore: false)
            case .tracks(let items): self = items.isEmpty ? .empty : .success
            case .playlist(let playlist): self = playlist == nil ? .empty : .success
            case .catalogReleases(let releases): self = Self.albums(count: releases.albums.count, hasMore: releases.hasMore)
            case .written: self = .success
            }
        case .failure(let error):
            switch error {
            case .http(let status, let code, _, _): self = .http(status: status, code: code)
            case .authorization(let reason): self = .authorization(reason?.rawValue)
            case .network: self = .network
            case .cancelled: self = .cancelled
            case .other: self = .other
            }
        }
    }

    /// An album list's class: `hasMore` before empty, as the coverage table counts it.
    private static func albums(count: Int, hasMore: Bool) -> CallOutcomeClass {
        hasMore ? .hasMore : count == 0 ? .empty : .success
    }

    /// The column's label.
    package var description: String {
        switch self {
        case .success: "success"
        case .empty: "empty"
        case .hasMore: "hasMore"
        case .http(let status, let code?): "HTTP \(status) (\(code))"
        case .http(let status, nil): "HTTP \(status)"
        case .authorization(let reason?): "authorization \(reason)"
        case .authorization(nil): "authorization"
        case .network: "network"
        case .cancelled: "cancelled"
        case .other: "other"
        }
    }

    private var rank: Int {
        switch self {
        case .success: 0
        case .empty: 1
        case .hasMore: 2
        case .http: 3
        case .authorization: 4
        case .network: 5
        case .cancelled: 6
        case .other: 7
        }
    }

    /// Success, empty, hasMore, HTTP by status then code, authorization by reason, network, cancelled, other.
    package static func < (lhs: CallOutcomeClass, rhs: CallOutcomeClass) -> Bool {
        switch (lhs, rhs) {
        case (.http(let a, let b), .http(let c, let d)): (a, b ?? "") < (c, d ?? "")
        case (.authorization(let a), .authorization(let b)): (a ?? "") < (b ?? "")
        default: lhs.rank < rhs.rank
        }
    }
}
