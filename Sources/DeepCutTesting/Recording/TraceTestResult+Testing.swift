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

extension TraceService {
    /// Ends the test's use of the service and reports to the running Swift
    /// Testing test what `finish()` says: for a test that makes its
    /// `TraceService` itself rather than through `.replaying` (Swift 6.0).
    /// - Parameter sourceLocation: where the issues are reported; leave the default.
    public func expectFinished(sourceLocation: SourceLocation = #_sourceLocation) {
        finish().record(at: sourceLocation)
    }
}
