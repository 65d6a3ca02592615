#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)` of an array's bytes: the one raw pointer that the tool's
/// streamed output needs, kept with this module's others so that the code
/// writing reports holds none.
package enum DescriptorWrite {
    /// Writes `bytes[start...]` to `descriptor` with one `write(2)`.
    /// - Returns: how many bytes were written, or -1 with `errno` set.
    /// - Precondition: `start < bytes.count`.
    package static func once(_ bytes: [UInt8], from start: Int, to descriptor: Int32) -> Int {
        precondition(start < bytes.count, "nothing to write")
        return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + start, $0.count - start) }
    }
}
