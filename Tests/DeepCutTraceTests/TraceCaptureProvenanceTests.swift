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
             problems: [
                 #"a device trace names its app in capture.app: add "app": "Deep Cut Atlas 2.3 (41)" (the app's version and build) to its capture"#,
                 #"a device trace names its device in capture.device: add "device": "iPhone 16 Pro" (the phone's model) to its capture"#,
                 #"a device trace names its os in capture.os: add "os": "iOS 18.5" (the system it ran) to its capture"#]),
        Case(name: "a device trace whose os is blank", capture: TraceCapture(
            origin: .device, title: "t", startedAt: start, app: "2.3", device: "iPhone", os: "  "),
             problems: [#"a device trace names its os in capture.os: add "os": "iOS 18.5" (the system it ran) to its capture"#]),
        Case(name: "a reconstructed trace that names its filler", capture: TraceCapture(
            origin: .reconstructed, title: "t", startedAt: start, notes: "Published: 1,610 artists. Filler: titles."),
             problems: []),
        Case(name: "a reconstructed trace without notes", capture: TraceCapture(
            origin: .reconstructed, title: "t", startedAt: start),
             problems: ["a reconstructed trace's capture.notes say which figures are filler: name there the published "
                        + "figures and everything filled in (filler artists, guessed codes, made-up ids)"]),
        Case(name: "a synthetic trace", capture: TraceCapture(origin: .synthetic, title: "t", startedAt: start),
             problems: []),
    ]

    @Test("each origin carries what it must", arguments: cases)
    func originCarriesWhatItMust(_ testCase: Case) {
        #expect(testCase.capture.provenanceProblems == testCase.problems)
    }

    @Test("a trace's folder says which origins belong there: Fixtures/ synthetic only, Traces/ never synthetic", arguments: [
        ("Fixtures/edge.json", TraceCapture.Origin.synthetic, 0),
        ("Tests/AppTests/Fixtures/edge.json", .device, 1),
        ("Fixtures/rebuilt.json", .reconstructed, 1),
        ("Traces/05.json", .synthetic, 1),
        ("/abs/Traces/nested/05.json", .synthetic, 1),
        ("Traces/05.json", .reconstructed, 0),
        ("Fixtures.json", .device, 0),
        ("MyTraces/05.json", .synthetic, 0),
        // A test target's bundled Traces folder holds the fixtures its tests copy.
        ("Tests/AppTests/Traces/retry.json", .synthetic, 0),
        ("/abs/Tests/AppTests/Traces/05.json", .reconstructed, 0),
        ("Tests/AppTests/Traces/Fixtures/x.json", .device, 1),
    ])
    func folderRule(path: String, origin: TraceCapture.Origin, problems: Int) {
        let capture = TraceCapture(origin: origin, title: "t", startedAt: Self.start, app: "a", device: "d", os: "o",
                                   notes: "filler: none")
        #expect(capture.problems(atPath: path).count == problems)
        #expect(capture.problems(atPath: path).allSatisfy { $0.contains("move it to ") })
    }
}
