import Foundation

/// Text written to a file descriptor (standard output, a report file) as it
/// comes, through a buffer of `bufferSize` bytes: a report of a million steps
/// is never held whole in memory.
///
/// The first write that fails is kept in `failure`, and nothing more is
/// written after it; `flush()` writes what the buffer holds.
package struct DescriptorOutputStream: TextOutputStream {
    /// The descriptor written to.
    package let descriptor: Int32
    /// Why writing failed, once it has.
    package private(set) var failure: WriteFailure?
    private var buffer: [UInt8] = []

    /// Bytes gathered before a write.
    package static let bufferSize = 1 << 16

    /// Writes to `descriptor`, which the caller opens and closes.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Appends `text`, writing the buffer out whenever it fills.
    package mutating func write(_ text: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Appends bytes, writing the buffer out whenever it fills.
    package mutating func write(bytes: [UInt8]) {
        guard failure == nil else { return }
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Self.bufferSize - buffer.count)
            buffer.append(contentsOf: bytes[start..<end])
            start = end
            if buffer.count >= Self.bufferSize { flush() }
            if failure != nil { return }
        }
    }

    /// Writes out what the buffer holds.
    package mutating func flush() {
        guard failure == nil else { return buffer.removeAll(keepingCapacity: true) }
        var written = 0
        while written < buffer.count {
            let count = writeOnce(buffer, from: written, to: descriptor)
            if count < 0 {
                if errno == EINTR { continue }
                failure = WriteFailure(code: errno)
                break
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// A write that the system refused, with its reason for a person.
package struct WriteFailure: LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The system's error number (`errno`).
    package var code: Int32

    /// Creates a failure from an error number.
    package init(code: Int32) {
        self.code = code
    }

    /// `no space left on device`: the system's message, in the tool's lower case.
    package var description: String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The description, for `localizedDescription`.
    package var errorDescription: String? { description }
}

/// `write(2)` of `bytes[start...]` to `descriptor`, once: how many bytes were
/// written, or -1 with `errno` set. Outside the stream, whose own `write`
/// would hide the system's.
private func writeOnce(_ bytes: [UInt8], from start: Int, to descriptor: Int32) -> Int {
    precondition(start < bytes.count, "nothing to write")
    return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + start, $0.count - start) }
}
