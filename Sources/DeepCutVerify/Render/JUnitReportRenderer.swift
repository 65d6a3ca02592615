import Foundation

/// Renders reports as JUnit XML for CI: one `<testsuite>` per trace, one
/// `<testcase>` per step and one for the diagnostics, a `<failure>` for each
/// case that did not pass, `<skipped>` for the steps after a divergence, and
/// for a trace that is not valid or cannot be read one test case `read` with
/// an `<error>`.
///
/// A case's `classname` names the trace relative to the folder it was found
/// in, without `.json`, folders joined by dots (`Traces.01-empty-discover-tab`),
/// as CI tools group by it. Each case's `time` is the seconds of replay clock
/// its step covers (`StepReport.duration`), taken from the trace rather than
/// measured, so the same reports give the same bytes; the diagnostics and
/// `read` cases take 0. Documented in Docs/VerifyJUnit.md.
public enum JUnitReportRenderer {
    /// The XML document for one or more reports, each named by its `source`.
    /// - Parameter reports: the reports, in the order to list them.
    /// - Returns: the document, ending with a newline.
    public static func render(_ reports: [VerificationReport]) -> String {
        render(entries: reports.map { report in
            CorpusEntry(path: report.source, className: CorpusFile.className(forFile: report.source),
                        outcome: .verified(report))
        })
    }

    /// The XML document for the traces of a `verify` run, those that could not be verified included.
    package static func render(entries: [CorpusEntry]) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        let suites = entries.map(testCases)
        let all = suites.flatMap { $0 }
        lines.append(#"<testsuites name="deepcut-replay" tests="\#(all.count)" failures="\#(all.count { $0.isFailure })""#
            + #" errors="\#(all.count { $0.isError })" skipped="\#(all.count { $0.isSkipped })""#
            + #" time="\#(seconds(all.reduce(0) { $0 + $1.time }))">"#)
        for (entry, cases) in zip(entries, suites) {
            lines.append(#"  <testsuite name="\#(MarkupEscaping.escape(entry.path.printable))" tests="\#(cases.count)""#
                + #" failures="\#(cases.count { $0.isFailure })" errors="\#(cases.count { $0.isError })""#
                + #" skipped="\#(cases.count { $0.isSkipped })" time="\#(seconds(cases.reduce(0) { $0 + $1.time }))">"#)
            if let report = entry.report {
                lines.append(#"    <properties><property name="title" value="\#(MarkupEscaping.escape(report.capture.title.printable))"/>"#
                    + #"<property name="origin" value="\#(report.capture.origin.rawValue)"/></properties>"#)
            }
            for testCase in cases {
                let open = #"    <testcase classname="\#(MarkupEscaping.escape(entry.className.printable))" name="\#(MarkupEscaping.escape(testCase.name))""#
                    + #" time="\#(seconds(testCase.time))""#
                switch testCase.result {
                case .passed:
                    lines.append(open + "/>")
                case .failure(let message, let details):
                    lines.append(open + ">")
                    lines.append(#"      <failure message="\#(MarkupEscaping.escape(message))">\#(MarkupEscaping.escape(details))</failure>"#)
                    lines.append("    </testcase>")
                case .error(let type, let message):
                    lines.append(open + ">")
                    lines.append(#"      <error type="\#(type)" message="\#(MarkupEscaping.escape(message))">\#(MarkupEscaping.escape(message))</error>"#)
                    lines.append("    </testcase>")
                case .skipped(let reason):
                    lines.append(open + ">")
                    lines.append(#"      <skipped message="\#(MarkupEscaping.escape(reason))"/>"#)
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private struct TestCase {
        enum Result {
            case passed
            case failure(message: String, details: String)
            case error(type: String, message: String)
            case skipped(String)
        }

        var name: String
        var time: Double = 0
        var result: Result = .passed

        var isFailure: Bool { if case .failure = result { true } else { false } }
        var isError: Bool { if case .error = result { true } else { false } }
        var isSkipped: Bool { if case .skipped = result { true } else { false } }
    }

    /// Seconds with millisecond precision, as JUnit readers expect: `0.000`,
    /// `900.000`. A time too long to count in milliseconds (the reader accepts
    /// any finite `at`) is written in full digits, one beyond the largest
    /// `Double` as the largest: always a decimal, never `inf` or a trap.
    package static func seconds(_ value: Double) -> String {
        guard value < 9e15 else {
            return String(format: "%.3f", min(value, .greatestFiniteMagnitude))
        }
        let millis = Int((max(0, value) * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func testCases(_ entry: CorpusEntry) -> [TestCase] {
        switch entry.outcome {
        case .invalid(let message):
            return [TestCase(name: "read", result: .error(type: "invalid", message: message.printable))]
        case .unreadable(let message):
            return [TestCase(name: "read", result: .error(type: "unreadable", message: message.printable))]
        case .verified(let report):
            return testCases(report)
        }
    }

    private static func testCases(_ report: VerificationReport) -> [TestCase] {
        var cases = report.steps.map { step -> TestCase in
            var testCase = TestCase(name: "step \(step.number): \(step.action.printable)", time: step.duration)
            if step.skipped {
                guard let divergence = report.divergence else {
                    testCase.result = .skipped("not run")
                    return testCase
                }
                testCase.result = divergence.stepNumber == step.number
                    ? .failure(message: "the replay diverged here", details: divergence.message.printable)
                    : .skipped("not run: the replay diverged at step \(divergence.stepNumber)")
                return testCase
            }
            let failed = (step.observations + step.expectations).filter { !$0.passed }
            if !failed.isEmpty {
                testCase.result = .failure(
                    message: "\(failed.count) of \(step.observations.count + step.expectations.count) checks failed",
                    details: failed.map(\.failureText).joined(separator: "\n"))
            }
            return testCase
        }
        if let diagnostics = report.diagnostics {
            var details = diagnostics.artistsDifferingFirst.filter { !$0.passed }.map(\.failureText)
            if let count = diagnostics.libraryArtistCount, !count.passed {
                details.insert("libraryArtistCount: expected \(count.expected), got \(count.actual)", at: 0)
            }
            var testCase = TestCase(name: "diagnostics")
            if !details.isEmpty {
                let artists = diagnostics.matchCount < diagnostics.artists.count ? ": " + diagnostics.artistSummary : ""
                testCase.result = .failure(message: "\(details.count) diagnostics differ" + artists,
                                           details: details.joined(separator: "\n"))
            }
            cases.append(testCase)
        }
        if report.hasNothingToCheck {
            cases.append(TestCase(name: "checks", result: .failure(message: "nothing to check",
                                                                   details: report.nothingToCheckMessage)))
        }
        return cases
    }
}
