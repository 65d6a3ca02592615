import DeepCutKit
import DeepCutAnalysis
import DeepCutTool
import DeepCutVerify
import Testing

extension VerifySuites {
    @Suite("Faults are read as the command line writes them")
    struct FaultTests {
        @Test("each fault reads and prints back the same", arguments: [
            ("http:404", Fault.http(status: 404)), ("http:429", .http(status: 429)), ("http:503", .http(status: 503)),
            ("network", .network), ("cancelled", .cancelled),
            ("authorization:userTokenRevoked", .authorization(.userTokenRevoked)),
            ("empty", .empty), ("short", .short(keep: nil)), ("short:3", .short(keep: 3)),
        ])
        func reads(text: String, fault: Fault) throws {
            #expect(try Fault(parsing: text) == fault)
            #expect(fault.description == text)
        }

        @Test("anything else is refused with the list of faults",
              arguments: ["http", "http:200", "http:abc", "authorization", "authorization:bored", "empty:1", "short:-1", "timeout", ""])
        func refuses(text: String) {
            #expect(throws: FaultError.unknownFault(text)) { try Fault(parsing: text) }
            #expect(FaultError.unknownFault(text).description.contains("authorization:REASON"))
        }

        @Test("an HTTP fault carries the status's code and title; only 429, 5xx and network are transient")
        func errors() {
            #expect(Fault.http(status: 404).error == .http(status: 404, code: "40400", title: "Resource Not Found"))
            #expect(Fault.http(status: 503).error?.isTransient == true)
            #expect(Fault.http(status: 404).error?.isTransient == false)
            #expect(Fault.network.error?.isTransient == true)
            #expect(Fault.empty.error == nil)
        }

        @Test("a mutation is SEQ=FAULT", arguments: [
            ("3=http:404", TraceMutation(seq: 3, fault: .http(status: 404)) as TraceMutation?),
            ("0=short:2", TraceMutation(seq: 0, fault: .short(keep: 2))),
            ("=network", nil), ("x=network", nil), ("-1=network", nil), ("3", nil),
        ])
        func mutation(text: String, expected: TraceMutation?) {
            #expect((try? TraceMutation(parsing: text)) == expected)
        }
    }
}
