import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension ReplayCommandSuites {
    /// A trace is often a file still being copied off a phone or written by a
    /// recording app. The tool reads the file's bytes and compares its size
    /// and modification time before and after: a file another program cuts
    /// short meanwhile is either read whole (the cut came after the read) or
    /// refused as changed, never half read and never a crash.
    @Suite("deepcut-replay says a trace file changed while it was read, or reads it whole")
    struct ChangingFileTests {
        @Test("a file another program truncates while it is open: exit 66, the file changed, or the whole file read",
              .enabled(if: TestPlatform.isLinux, Comment(rawValue: TestPlatform.noProc)))
        func truncatedWhileRead() async throws {
            #if os(Linux)
            try await withTemporaryFolder { folder in
                // 256 MB of whitespace inside the calls: reading takes long enough to be caught in the act.
                let example = Documents.formatExample
                let opening = try #require(example.range(of: #""calls": ["#))
                let path = folder.appendingPathComponent("big.json").path
                try #require(FileManager.default.createFile(atPath: path, contents: nil))
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
                try handle.write(contentsOf: Data(example[..<opening.upperBound].utf8))
                let spaces = Data(repeating: 0x20, count: 1 << 20)
                for _ in 0..<256 { try handle.write(contentsOf: spaces) }
                try handle.write(contentsOf: Data(example[opening.upperBound...].utf8))
                try handle.close()
                let result = try await ReplayExecutable.runGuarded(["big.json"], in: folder) { pid in
                    // Once the file is open, cut it to 100 bytes.
                    for _ in 0..<2_000 {
                        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
                        if open.contains(where: { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")) == path }) {
                            break
                        }
                        try await Task.sleep(for: .milliseconds(1))
                    }
                    #expect(truncate(path, 100) == 0)
                }
                if result.status == 66 {
                    #expect(result.standardError == "deepcut-replay: big.json: cannot read the file: it changed while it "
                        + "was being read; read it again once whatever writes it has finished\n")
                } else {
                    #expect(result.status == 0 && result.standardError.isEmpty, "read whole: \(result)")
                }
            }
            #endif
        }
    }
}
