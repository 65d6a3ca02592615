import DeepCutTestSupport
/// Trace documents the command line tests write to files.
enum Documents {
    /// The example of Docs/TraceFormat.md "The bug in one refresh", verbatim.
    static let formatExample = FormatExample.document

    /// The example with a wrong expectation: two artists were checked, not three.
    static let wrongExpectation = formatExample.replacingOccurrences(of: #""checked": 2"#, with: #""checked": 3"#)

    /// The example made invalid: line 12, column 73 holds a number where the error's title must be a string.
    static let invalid = formatExample.replacingOccurrences(
        of: #""title": "Resource Not Found""#, with: #""title": 12"#)
}
