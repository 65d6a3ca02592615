import Foundation

/// Renders reports as JUnit XML for CI: one `<testsuite>` per trace, one
/// `<testcase>` per step and one for the diagnostics, a `<failure>` for each
/// case that did not pass, `<skipped>` for the steps after a divergence.
/// A case's `classname` is the trace's path without `.json`, folders joined by
/// dots (`Traces.01-empty-discover-tab`), as CI tools group by it. No
/// timestamps or durations, so the same reports give the same bytes.
public enum JUnitReportRenderer {
    /// The XML document for one or more reports.
    public static func render(_ reports: [VerificationReport]) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let cases = reports.map(testCases)
        let total = cases.reduce(0) { $0 + $1.count }
        let failures = cases.reduce(0) { $0 + $1.count { $0.failure != nil } }
        let skipped = cases.reduce(0) { $0 + $1.count { $0.skipped != nil } }
        lines.append(#"<testsuites name="deepcut-replay" tests="\#(total)" failures="\#(failures)" skipped="\#(skipped)">"#)
        for (report, cases) in zip(reports, cases) {
            let failed = cases.count { $0.failure != nil }
            let skippedHere = cases.count { $0.skipped != nil }
            lines.append(#"  <testsuite name="\#(escape(report.source))" tests="\#(cases.count)" failures="\#(failed)""#
                + #" skipped="\#(skippedHere)">"#)
            lines.append(#"    <properties><property name="title" value="\#(escape(report.capture.title))"/>"#
                + #"<property name="origin" value="\#(report.capture.origin.rawValue)"/></properties>"#)
            for testCase in cases {
                let open = #"    <testcase classname="\#(escape(className(report.source)))" name="\#(escape(testCase.name))""#
                if let failure = testCase.failure {
                    lines.append(open + ">")
                    lines.append(#"      <failure message="\#(escape(failure.message))">\#(escape(failure.details))</failure>"#)
                    lines.append("    </testcase>")
                } else if let reason = testCase.skipped {
                    lines.append(open + ">")
                    lines.append(#"      <skipped message="\#(escape(reason))"/>"#)
                    lines.append("    </testcase>")
                } else {
                    lines.append(open + "/>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private struct TestCase {
        var name: String
        var failure: (message: String, details: String)?
        var skipped: String?
    }

    /// `Traces/01-empty-discover-tab.json` → `Traces.01-empty-discover-tab`.
    static func className(_ source: String) -> String {
        let stem = source.hasSuffix(".json") ? String(source.dropLast(5)) : source
        return stem.replacingOccurrences(of: ".", with: "_").replacingOccurrences(of: "/", with: ".")
    }

    private static func testCases(_ report: VerificationReport) -> [TestCase] {
        var cases = report.steps.map { step -> TestCase in
            let name = "step \(step.number): \(step.action)"
            if step.skipped {
                guard let divergence = report.divergence else { return TestCase(name: name, skipped: "not run") }
                if divergence.stepNumber == step.number {
                    return TestCase(name: name, failure: ("the replay diverged here", divergence.message))
                }
                return TestCase(name: name, skipped: "not run: the replay diverged at step \(divergence.stepNumber)")
            }
            let failed = (step.observations + step.expectations).filter { !$0.passed }
            guard !failed.isEmpty else { return TestCase(name: name, failure: nil) }
            let details = failed.map(\.failureText)
            return TestCase(name: name, failure: ("\(failed.count) of \(step.observations.count + step.expectations.count) checks failed",
                                                  details.joined(separator: "\n")))
        }
        if let diagnostics = report.diagnostics {
            let failed = diagnostics.artists.filter { !$0.passed }
            var details = failed.map { "\($0.name) (\($0.artistID)): printed \($0.printed), \($0.engineText)" }
            if let count = diagnostics.libraryArtistCount, !count.passed {
                details.insert("libraryArtistCount: expected \(count.expected), got \(count.actual)", at: 0)
            }
            cases.append(TestCase(name: "diagnostics",
                                  failure: details.isEmpty ? nil : ("\(details.count) diagnostics differ", details.joined(separator: "\n"))))
        }
        if report.hasNothingToCheck {
            cases.append(TestCase(name: "checks", failure: ("nothing to check", report.nothingToCheckMessage)))
        }
        return cases
    }

    /// XML text and attribute escaping.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            case "\t", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 { escaped += "&#xFFFD;" } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
