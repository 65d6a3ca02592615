import Foundation
import DeepCutKit
import DeepCutTrace

/// What `mutate` and `faults` put in place of one call's answer
/// (Docs/FaultCampaigns.md "Faults"), written as on the command line:
/// `http:404`, `network`, `authorization:userTokenRevoked`, `empty`, `short:3`.
package enum Fault: Hashable, Sendable, CustomStringConvertible {
    /// An Apple Music API error with this status (400 to 599).
    case http(status: Int)
    /// Offline, timed out, connection lost.
    case network
    /// The task was cancelled.
    case cancelled
    /// MusicKit refused before any request.
    case authorization(MusicServiceError.AuthorizationFailure)
    /// A success with nothing in it: no artists, albums or tracks, no playlist.
    case empty
    /// A catalog releases answer cut to its first `keep` albums, with `hasMore`;
    /// nil keeps the first half (rounded down).
    case short(keep: Int?)

    /// The kinds a campaign tries when `--kinds` is not given.
    package static let campaignDefaults: [Fault] = [
        .http(status: 404), .http(status: 429), .http(status: 500), .http(status: 503), .network, .cancelled,
        .authorization(.permissionDenied), .empty, .short(keep: nil),
    ]

    /// Reads a fault as the command line writes it.
    /// - Throws: `FaultError.unknownFault` with the kinds there are.
    package init(parsing text: String) throws(FaultError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let argument = parts.count == 2 ? parts[1] : nil
        switch (parts[0], argument) {
        case ("http", let status?):
            guard let code = Int(status), (400...599).contains(code) else { throw .unknownFault(text) }
            self = .http(status: code)
        case ("network", nil): self = .network
        case ("cancelled", nil): self = .cancelled
        case ("authorization", let reason?):
            guard let failure = MusicServiceError.AuthorizationFailure(rawValue: reason) else { throw .unknownFault(text) }
            self = .authorization(failure)
        case ("empty", nil): self = .empty
        case ("short", nil): self = .short(keep: nil)
        case ("short", let count?):
            guard let keep = Int(count), keep >= 0 else { throw .unknownFault(text) }
            self = .short(keep: keep)
        default: throw .unknownFault(text)
        }
    }

    /// `http:404`, `network`, `cancelled`, `authorization:permissionDenied`, `empty`, `short`, `short:3`.
    package var description: String {
        switch self {
        case .http(let status): "http:\(status)"
        case .network: "network"
        case .cancelled: "cancelled"
        case .authorization(let reason): "authorization:\(reason.rawValue)"
        case .empty: "empty"
        case .short(let keep?): "short:\(keep)"
        case .short(nil): "short"
        }
    }

    /// The error this fault throws; nil for `empty` and `short`, which answer.
    package var error: MusicServiceError? {
        switch self {
        case .http(let status):
            .http(status: status, code: String(status * 100), title: Self.titles[status], detail: nil)
        case .network: .network(detail: "The network connection was lost.")
        case .cancelled: .cancelled
        case .authorization(let reason): .authorization(reason)
        case .empty, .short: nil
        }
    }

    private static let titles: [Int: String] = [
        404: "Resource Not Found", 429: "Too Many Requests", 500: "Internal Server Error", 503: "Service Unavailable",
    ]

    /// The outcome that replaces `call`'s, or why the fault cannot stand in for it.
    func outcome(replacing call: TraceCall) -> Result<TraceOutcome, FaultError> {
        if let error { return .success(.failure(error)) }
        let refuse = { (reason: String) in Result<TraceOutcome, FaultError>.failure(
            .doesNotApply(fault: description, seq: call.seq, method: call.method.rawValue, reason: reason)) }
        switch (self, call.request) {
        case (.empty, _):
            if call.method.isWrite { return refuse("a write answers nothing, so it has no empty answer") }
            return .success(.success(.empty(call.method.schema.result)))
        case (.short(let keep), .fetchCatalogReleases):
            guard case .success(.catalogReleases(let releases)) = call.outcome else {
                return refuse("only a releases answer can be cut short, and this call threw")
            }
            let count = keep ?? releases.albums.count / 2
            return .success(.success(.catalogReleases(
                CatalogReleases(albums: Array(releases.albums.prefix(count)), hasMore: true))))
        case (.short, _): return refuse("only fetchCatalogReleases answers can be cut short")
        default: return refuse("no such answer")
        }
    }

    /// Whether the fault applies to `call` (campaigns skip those it does not).
    func applies(to call: TraceCall) -> Bool {
        if case .success = outcome(replacing: call) { return true }
        return false
    }
}

/// Why a fault or a mutation could not be made.
package enum FaultError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text names no fault.
    case unknownFault(String)
    /// `SEQ=FAULT` is not written that way.
    case badMutation(String)
    /// No call of the trace has this `seq`.
    case noSuchCall(seq: Int, highest: Int?)
    /// The same call was given two faults.
    case repeatedCall(seq: Int)
    /// The fault cannot stand in for this call's answer.
    case doesNotApply(fault: String, seq: Int, method: String, reason: String)
    /// The retry of this call needs a new call after it, and the seqs after it would pass `Int.max`.
    case noSeqAfter(seq: Int)

    /// A message for a person.
    package var description: String {
        switch self {
        case .unknownFault(let text):
            "'\(text)' is not a fault; the faults are http:STATUS (400 to 599, e.g. http:404, http:429, http:500, "
                + "http:503), network, cancelled, authorization:REASON (REASON: "
                + MusicServiceError.AuthorizationFailure.allCases.map(\.rawValue).joined(separator: ", ")
                + "), empty, short and short:N"
        case .badMutation(let text):
            "'\(text)' is not SEQ=FAULT (for example --call 3=http:404)"
        case .noSuchCall(let seq, let highest?):
            "the trace has no call with seq \(seq) (its seqs go up to \(highest))"
        case .noSuchCall(let seq, nil):
            "the trace has no call with seq \(seq) (it has no calls)"
        case .repeatedCall(let seq):
            "call \(seq) was given two faults; give each call one"
        case .doesNotApply(let fault, let seq, let method, let reason):
            "\(fault) cannot stand in for call \(seq) (\(method)): \(reason)"
        case .noSeqAfter(let seq):
            "the engine retries call \(seq), so its original answer would be kept as a new call after it, but the seqs "
                + "after it would then pass \(Int.max), the largest seq; number the calls from lower seqs to mutate it"
        }
    }
}

extension FaultError: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    package var errorDescription: String? { description }
}
