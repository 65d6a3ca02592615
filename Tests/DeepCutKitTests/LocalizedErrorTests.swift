import DeepCutKit
import Foundation
import Testing

@Suite("Service errors read the same through localizedDescription")
struct KitLocalizedErrorTests {
    @Test("localizedDescription is the error's own message", arguments: [
        MusicServiceError.http(status: 404, code: "40400", title: "Resource Not Found"),
        .authorization(.notSubscribed), .network(detail: "offline"), .cancelled, .other(detail: "boom"),
    ])
    func localizedDescriptionIsTheMessage(_ error: MusicServiceError) {
        #expect((error as any Error).localizedDescription == error.description)
        #expect(!error.description.isEmpty)
    }
}
