import Foundation
/// An error thrown by a `MusicLibraryService`: the error kinds of
/// Docs/TraceFormat.md "Errors", each with a message a person understands.
///
/// Transient errors (HTTP 429, 500, 502, 503, 504 and network errors) may be
/// retried; every other error is permanent.
public enum MusicServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An Apple Music API error: the HTTP status, and what the API said.
    case http(status: Int, code: String? = nil, title: String? = nil, detail: String? = nil)
    /// MusicKit refused before any request was made.
    case authorization(AuthorizationFailure?)
    /// Offline, timed out, connection lost.
    case network(detail: String? = nil)
    /// The task was cancelled.
    case cancelled
    /// Anything else, with its printed text.
    case other(detail: String? = nil)

    /// Why MusicKit refused access (`authorization` errors).
    public enum AuthorizationFailure: String, Hashable, Sendable, CaseIterable, Codable {
        /// The user said no to Apple Music access.
        case permissionDenied
        /// No Apple Account is signed in.
        case userNotSignedIn
        /// The user has not accepted the Apple Music privacy notice.
        case privacyAcknowledgementRequired
        /// The user token was revoked.
        case userTokenRevoked
        /// The account has no Apple Music subscription.
        case notSubscribed

        /// A sentence fragment for messages: "the user is not subscribed to Apple Music".
        public var explanation: String {
            switch self {
            case .permissionDenied: "the user denied access to Apple Music"
            case .userNotSignedIn: "no Apple Account is signed in"
            case .privacyAcknowledgementRequired: "the Apple Music privacy notice has not been accepted"
            case .userTokenRevoked: "the Apple Music user token was revoked"
            case .notSubscribed: "the account has no Apple Music subscription"
            }
        }
    }

    /// Any error a service threw, as a `MusicServiceError`: a
    /// `MusicServiceError` as it is, cancellation as `.cancelled`, anything
    /// else as `.other` with its printed text.
    public init(converting error: any Error) {
        switch error {
        case let error as MusicServiceError: self = error
        case is CancellationError: self = .cancelled
        default: self = .other(detail: String(describing: error))
        }
    }

    /// The HTTP statuses that are worth retrying.
    public static let transientHTTPStatuses: Set<Int> = [429, 500, 502, 503, 504]

    /// Whether a retry may succeed: HTTP 429, 500, 502, 503, 504 and network errors.
    public var isTransient: Bool {
        switch self {
        case .http(let status, _, _, _): Self.transientHTTPStatuses.contains(status)
        case .network: true
        case .authorization, .cancelled, .other: false
        }
    }

    /// The kind's name as Docs/TraceFormat.md spells it: `http`, `authorization`,
    /// `network`, `cancelled`, `other`.
    public var kind: String {
        switch self {
        case .http: "http"
        case .authorization: "authorization"
        case .network: "network"
        case .cancelled: "cancelled"
        case .other: "other"
        }
    }

    /// A grouping key for reports: `HTTP 404`, `network`, `authorization`, ...
    public var statusKey: String {
        if case .http(let status, _, _, _) = self { return "HTTP \(status)" }
        return kind
    }

    /// A one-line message for a person: `HTTP 404 Resource Not Found (40400)`.
    public var description: String {
        switch self {
        case .http(let status, let code, let title, let detail):
            var text = "HTTP \(status) " + (title ?? Self.reasonPhrase(status))
            if let code { text += " (\(code))" }
            if let detail { text += ": \(detail)" }
            return text
        case .authorization(let reason):
            return "Apple Music access refused: " + (reason?.explanation ?? "no reason given")
        case .network(let detail):
            return "Network error: " + (detail ?? "the request did not reach Apple Music")
        case .cancelled:
            return "Cancelled: the request's task was cancelled"
        case .other(let detail):
            return "Error: " + (detail ?? "no description given")
        }
    }

    /// The standard reason phrase of an HTTP status, used when the API gave no title.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Error"
        }
    }
}

extension MusicServiceError: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
}
