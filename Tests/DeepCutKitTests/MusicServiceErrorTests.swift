import DeepCutKit
import Testing

@Suite("MusicServiceError explains itself and knows when to retry")
struct MusicServiceErrorTests {
    @Test("every kind has a message a person understands", arguments: [
        (MusicServiceError.http(status: 404, code: "40400", title: "Resource Not Found"),
         "HTTP 404 Resource Not Found (40400)"),
        (.http(status: 404), "HTTP 404 Not Found"),
        (.http(status: 429, code: "42900", title: nil, detail: "Rate limit exceeded"),
         "HTTP 429 Too Many Requests (42900): Rate limit exceeded"),
        (.http(status: 503, title: "Service Unavailable"), "HTTP 503 Service Unavailable"),
        (.http(status: 418), "HTTP 418 Error"),
        (.authorization(.permissionDenied), "Apple Music access refused: the user denied access to Apple Music"),
        (.authorization(.userNotSignedIn), "Apple Music access refused: no Apple Account is signed in"),
        (.authorization(.privacyAcknowledgementRequired),
         "Apple Music access refused: the Apple Music privacy notice has not been accepted"),
        (.authorization(.userTokenRevoked), "Apple Music access refused: the Apple Music user token was revoked"),
        (.authorization(.notSubscribed), "Apple Music access refused: the account has no Apple Music subscription"),
        (.authorization(nil), "Apple Music access refused: no reason given"),
        (.network(detail: "The Internet connection appears to be offline."),
         "Network error: The Internet connection appears to be offline."),
        (.network(), "Network error: the request did not reach Apple Music"),
        (.cancelled, "Cancelled: the request's task was cancelled"),
        (.other(detail: "MusicDataRequest.Error 7"), "Error: MusicDataRequest.Error 7"),
        (.other(), "Error: no description given"),
    ])
    func message(error: MusicServiceError, expected: String) {
        #expect(error.description == expected)
    }

    @Test("429, 500, 502, 503, 504 and network errors are transient", arguments: [
        (MusicServiceError.http(status: 429), true), (.http(status: 500), true), (.http(status: 502), true),
        (.http(status: 503), true), (.http(status: 504), true), (.network(), true),
        (.http(status: 404), false), (.http(status: 400), false), (.http(status: 401), false),
        (.http(status: 403), false), (.http(status: 501), false), (.authorization(.notSubscribed), false),
        (.cancelled, false), (.other(), false),
    ])
    func transient(error: MusicServiceError, isTransient: Bool) {
        #expect(error.isTransient == isTransient)
    }

    @Test("kinds and grouping keys follow the trace format's names")
    func kinds() {
        #expect(MusicServiceError.http(status: 404).kind == "http")
        #expect(MusicServiceError.http(status: 404).statusKey == "HTTP 404")
        #expect(MusicServiceError.authorization(nil).kind == "authorization")
        #expect(MusicServiceError.network().statusKey == "network")
        #expect(MusicServiceError.cancelled.kind == "cancelled")
        #expect(MusicServiceError.other().kind == "other")
    }
}
