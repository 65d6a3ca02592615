import DeepCutStorage
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("DescriptorWrite writes an array's bytes from an offset with one write(2)")
struct DescriptorWriteTests {
    @Test("the bytes from the offset reach the descriptor, and the count written is theirs", arguments: [0, 3, 9])
    func writesFromTheOffset(start: Int) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = Array("deep cuts!".utf8)
        let written = DescriptorWrite.once(bytes, from: start, to: ends[1])
        close(ends[1])
        #expect(written == bytes.count - start)
        var received = [UInt8](repeating: 0, count: 64)
        let count = received.withUnsafeMutableBytes { read(ends[0], $0.baseAddress!, $0.count) }
        #expect(Array(received.prefix(max(count, 0))) == Array(bytes[start...]))
    }

    @Test("a descriptor that is not open is refused with -1 and EBADF")
    func refusesABadDescriptor() {
        #expect(DescriptorWrite.once(Array("x".utf8), from: 0, to: -1) == -1)
        #expect(errno == EBADF)
    }
}
