import DeepCutTrace
import DeepCutTraceReading
import Testing

/// A document the reader must refuse, and the path and message it must give.
struct Refusal: Sendable, CustomTestStringConvertible {
    /// What is wrong, as a sentence.
    let name: String
    /// The document.
    let document: String
    /// `path: message` (no location), or `message` alone for the top-level object.
    let expected: String

    init(_ name: String, _ document: String, _ expected: String) {
        self.name = name
        self.document = document
        self.expected = expected
    }

    var testDescription: String { name }

    /// A document holding one call whose JSON text is `call`.
    static func call(_ name: String, _ call: String, _ expected: String) -> Refusal {
        Refusal(name, TraceSamples.document(calls: call), expected)
    }

    /// A document whose top-level object has `members` after `format` and `version` and a capture.
    static func top(_ name: String, _ members: String, _ expected: String) -> Refusal {
        Refusal(name, TraceSamples.document(calls: "", extra: members), expected)
    }
}

extension TraceReadError {
    /// `path: message`, as the description gives them after the location.
    var pathAndMessage: String { (path.isEmpty ? "" : path + ": ") + message }
}
