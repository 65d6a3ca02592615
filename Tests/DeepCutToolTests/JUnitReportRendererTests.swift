import DeepCutVerify
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

extension VerifySuites {
    @Suite("The JUnit XML report has a test case per step and one for the diagnostics")
    @MainActor
    struct JUnitReportRendererTests {
        /// A refresh with a wrong expectation, then a dismiss that passes; diagnostics with one
        /// mismatching artist and one whose check failed; a title that needs escaping.
        static let failing = SampleTraces.formatExample
            .replacingOccurrences(of: "Catalog ids asked for with library ids", with: #"Ids & \"quotes\" <mixed up>"#)
            .replacingOccurrences(of: """
                  "session": [
                """, with: """
                  "diagnostics": {"libraryArtistCount": 2, "artists": [
                    {"artistID": "r.Zz9Yy8", "name": "A.N.I.M.A.L.", "total": 25, "owned": 4, "cuts": 21},
                    {"artistID": "r.Ab12Cd", "name": "Acid Bath", "total": 7, "owned": 6, "cuts": 1}]},
                  "session": [
                """)
            .replacingOccurrences(of: #""checked": 2, "failed": 1, "feedCount": 0}}"#, with: """
                "checked": 3, "failed": 1, "feedCount": 0}},
                    {"action": "dismiss", "albumID": "1440935467", "expect": {"feedCount": 0}}
                """)

        @Test("a failing trace gives parseable XML with a failure on the failing step and on the diagnostics")
        func failingTrace() async throws {
            let report = try await SampleTraces.verify(Self.failing, name: "Traces/a&b.json")
            #expect(!report.passed)
            let xml = JUnitReportRenderer.render([report])
            let document = try XMLDocument(data: Data(xml.utf8))
            let root = try #require(document.rootElement())
            #expect(root.name == "testsuites")
            #expect(root.attribute(forName: "tests")?.stringValue == "3")
            #expect(root.attribute(forName: "failures")?.stringValue == "2")
            let suites = root.elements(forName: "testsuite")
            #expect(suites.count == 1)
            let suite = try #require(suites.first)
            #expect(suite.attribute(forName: "name")?.stringValue == "Traces/a&b.json")
            let title = try document.nodes(forXPath: "//property[@name='title']/@value").first?.stringValue
            #expect(title == #"Ids & "quotes" <mixed up>"#)
            let cases = suite.elements(forName: "testcase")
            #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == [
                "step 1: refresh", #"step 2: dismiss(albumID: "1440935467")"#, "diagnostics",
            ])
            #expect(cases.allSatisfy { $0.attribute(forName: "classname")?.stringValue == "Traces.a&b" })
            #expect(cases[1].elements(forName: "failure").isEmpty)
            let stepFailure = try #require(cases[0].elements(forName: "failure").first)
            #expect(stepFailure.attribute(forName: "message")?.stringValue == "1 of 5 checks failed")
            #expect(stepFailure.stringValue == "checked: expected 3, got 2")
            let diagnosticsFailure = try #require(cases[2].elements(forName: "failure").first)
            #expect(diagnosticsFailure.attribute(forName: "message")?.stringValue
                == "2 diagnostics differ: 0 of 2 artists match; 1 differs; 1 not compared")
            #expect(diagnosticsFailure.stringValue == """
                A.N.I.M.A.L. (r.Zz9Yy8): printed 25/4/21, engine 0/0/0: total 25 → 0, owned 4 → 0, cuts 21 → 0
                Acid Bath (r.Ab12Cd): printed 7/6/1, the engine's check failed: HTTP 404 Resource Not Found (40400)
                """)
        }

        @Test("a passing trace has no failure element, and several reports make several suites")
        func passingTraces() async throws {
            let first = try await SampleTraces.verify(SampleTraces.formatExample, name: "one.json")
            let second = try await SampleTraces.verify(Self.failing, name: "two.json")
            let xml = JUnitReportRenderer.render([first, second])
            let document = try XMLDocument(data: Data(xml.utf8))
            let root = try #require(document.rootElement())
            #expect(root.attribute(forName: "tests")?.stringValue == "4")
            #expect(root.attribute(forName: "failures")?.stringValue == "2")
            let suites = root.elements(forName: "testsuite")
            #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["one.json", "two.json"])
            #expect(suites[0].attribute(forName: "failures")?.stringValue == "0")
            #expect(try suites[0].nodes(forXPath: ".//failure").isEmpty)
            // Times come from the trace (the device's recorded time per step), not a stopwatch.
            #expect(try document.nodes(forXPath: "//testcase/@time").map(\.stringValue) == ["0.000", "0.000", "0.000", "0.000"])
            #expect(JUnitReportRenderer.render([first, second]) == xml, "the same reports give the same bytes")
            #expect(!xml.contains("timestamp="))
        }

        @Test("the step where the replay diverged is a failure naming the divergence")
        func divergedTrace() async throws {
            // The second artist's catalog call is gone from the trace.
            let document = SampleTraces.formatExample.replacingOccurrences(of: """
                ,
                    {"seq": 4, "method": "fetchCatalogReleases", "args": {"artistID": "r.Zz9Yy8"},
                     "result": {"albums": []}}
                """, with: "")
            let report = try await SampleTraces.verify(document, name: "d.json")
            let xml = JUnitReportRenderer.render([report])
            let document2 = try XMLDocument(data: Data(xml.utf8))
            let failure = try #require(try document2.nodes(forXPath: "//testcase/failure").first as? XMLElement)
            #expect(failure.attribute(forName: "message")?.stringValue == "the replay diverged here")
            #expect(failure.stringValue?.hasPrefix(
                #"replay diverged: fetchCatalogReleases(artistID: "r.Zz9Yy8") was asked for 1 time and the trace records it 0 times"#)
                == true)
        }
    }
}
