/// Where a recorder's trace goes: an append-only byte stream.
///
/// The recorder writes the header when it starts, each call's line when the
/// call finishes, and the tail when it is finished; a sink only appends and
/// never rewrites, so that the cost of a call does not grow with the calls
/// before it and a session killed mid-way leaves a readable (truncated) trace.
@MainActor
public protocol TraceSink: AnyObject {
    /// Appends bytes after everything written so far.
    /// - Throws: when the bytes cannot be written (the recorder keeps the
    ///   first such error and goes on forwarding calls).
    func append(_ bytes: [UInt8]) throws
    /// Ends the trace: nothing is appended after this.
    /// - Throws: when the sink cannot be closed cleanly.
    func close() throws
}

/// A sink that keeps the trace in memory, for tests and previews; it also
/// remembers the size of every append.
@MainActor
public final class InMemoryTraceSink: TraceSink {
    /// Every byte appended, in order.
    public private(set) var bytes: [UInt8] = []
    /// The size of each append, in order.
    public private(set) var appendSizes: [Int] = []
    /// Whether `close()` was called.
    public private(set) var isClosed = false

    /// Creates an empty sink.
    public init() {}

    /// Appends bytes.
    /// - Throws: `TraceWriteError.alreadyFinished` after `close()`.
    public func append(_ bytes: [UInt8]) throws {
        guard !isClosed else { throw TraceWriteError.alreadyFinished }
        self.bytes.append(contentsOf: bytes)
        appendSizes.append(bytes.count)
    }

    /// Marks the sink closed.
    public func close() throws {
        isClosed = true
    }

    /// The bytes as text.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
