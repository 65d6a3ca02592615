import DeepCutTrace
import Foundation
import Testing

@Suite("A capture says honestly where its trace came from")
struct TraceCaptureProvenanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let capture: TraceCapture
        let problems: [String]
        var testDescription: String { name }
    }

    static let start = TraceTimestamp(date: Date(timeIntervalSince1970: 0))

    static let cases: [Case] = [
        Case(name: "a device trace with app, device and os", capture: TraceCapture(
            origin: .device, title: "t", startedAt: start, app: "2.3 (41)", device: "iPhone 16 Pro", os: "iOS 18.5"),
             problems: []),
        Case(name: "a device trace without them", capture: TraceCapture(origin: .device, title: "t", startedAt: start),
             problems: ["a device trace names its app in capture.app", "a device trace names its device in capture.device",
                        "a device trace names its os in capture.os"]),
        Case(name: "a device trace whose os is blank", capture: TraceCapture(
            origin: .device, title: "t", startedAt: start, app: "2.3", device: "iPhone", os: "  "),
             problems: ["a device trace names its os in capture.os"]),
        Case(name: "a reconstructed trace that names its filler", capture: TraceCapture(
            origin: .reconstructed, title: "t", startedAt: start, notes: "Published: 1,610 artists. Filler: titles."),
             problems: []),
        Case(name: "a reconstructed trace without notes", capture: TraceCapture(
            origin: .reconstructed, title: "t", startedAt: start),
             problems: ["a reconstructed trace's capture.notes say which figures are filler"]),
        Case(name: "a synthetic trace", capture: TraceCapture(origin: .synthetic, title: "t", startedAt: start),
             problems: []),
    ]

    @Test("each origin carries what it must", arguments: cases)
    func originCarriesWhatItMust(_ testCase: Case) {
        #expect(testCase.capture.provenanceProblems == testCase.problems)
    }
}
