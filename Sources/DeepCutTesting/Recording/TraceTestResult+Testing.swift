import Testing

extension TraceTestResult {
    /// Reports the result to the running Swift Testing test: each failure as
    /// an issue at `sourceLocation`, each file as an attachment (Swift 6.2 or
    /// later, which has `Attachment`; before it the failure messages say where
    /// each file is).
    func record(at sourceLocation: SourceLocation) {
        for failure in failures {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
        #if compiler(>=6.2)
        for attachment in attachments {
            Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: sourceLocation)
        }
        #endif
    }
}

/// Reports a check's result to the running Swift Testing test at `sourceLocation`
/// and hands back its report: what `expectTracePasses` and its deprecated forms end with.
func reported<Report>(_ outcome: (Report, TraceTestResult), at sourceLocation: SourceLocation) -> Report {
    outcome.1.record(at: sourceLocation)
    return outcome.0
}

extension TraceService {
    /// Ends the test's use of the service and reports to the running Swift
    /// Testing test what `finish()` says: for a test that makes its
    /// `TraceService` itself rather than through `.replaying` (Swift 6.0).
    /// - Parameter sourceLocation: where the issues are reported; leave the default.
    public func expectFinished(sourceLocation: SourceLocation = #_sourceLocation) {
        finish().record(at: sourceLocation)
    }
}
