/// What a trace test reports once it is over, in whichever framework runs it.
public struct TraceTestResult: Hashable, Sendable {
    /// The failures, one message each.
    public var failures: [String]
    /// The files to attach to the test's result: a recording, a failing report.
    public var attachments: [TraceTestAttachment]

    /// Creates a result.
    public init(failures: [String], attachments: [TraceTestAttachment]) {
        self.failures = failures
        self.attachments = attachments
    }
}

/// A file attached to a test's result: a recorded trace, a failing trace's report.
public struct TraceTestAttachment: Hashable, Sendable {
    /// The file's name (`banner.json`, `report.txt`).
    public var name: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates an attachment.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
