@testable import DeepCutProcess
@testable import DeepCutTool
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("DescriptorOutputStream writes its text to a descriptor, and keeps the first write the system refuses")
struct DescriptorOutputStreamTests {
    @Test("text and bytes written, larger than the buffer, reach the descriptor whole and in order",
          arguments: [1, DescriptorOutputStream.bufferSize - 1, DescriptorOutputStream.bufferSize * 2 + 3])
    func writesEverything(size: Int) throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("descriptor-output-\(ProcessInfo.processInfo.processIdentifier)-\(size).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        let text = String((0..<size).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
        var stream = DescriptorOutputStream(descriptor: descriptor)
        stream.write(text)
        stream.write(bytes: Array("deep cuts!".utf8))
        stream.flush()
        close(descriptor)
        #expect(stream.failure == nil)
        let received = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(received) == Array(text.utf8) + Array("deep cuts!".utf8))
    }

    @Test("a descriptor that is not open is kept as the failure, with the system's reason, and nothing more is tried")
    func keepsTheFailure() {
        var stream = DescriptorOutputStream(descriptor: -1)
        stream.write("x")
        stream.flush()
        #expect(stream.failure == WriteFailure(code: EBADF))
        stream.write("y")
        stream.flush()
        #expect(stream.failure == WriteFailure(code: EBADF))
    }
}
