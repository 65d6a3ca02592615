import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension ReplayCommandSuites {
    /// A trace is often a file still being copied off a phone or written by a
    /// recording app. The reader maps the file; when another program cuts it
    /// short meanwhile, the pages past its new end cannot be read (SIGBUS) and
    /// the last page reads as zeros: the tool must say the file changed.
    @Suite("deepcut-replay says a trace file changed while it was read, rather than dying of SIGBUS")
    struct ChangingFileTests {
        @Test("a file another program truncates while it is being read: exit 66, the file changed",
              .enabled(if: TestPlatform.isLinux && TestPlatform.guardsMappedFiles,
                       Comment(rawValue: TestPlatform.noProc + "; " + TestPlatform.noMappingGuard)))
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
                    // Once the file is mapped, cut it to 100 bytes.
                    for _ in 0..<2_000 {
                        let maps = (try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)) ?? ""
                        if maps.contains(path) { break }
                        try await Task.sleep(for: .milliseconds(5))
                    }
                    #expect(truncate(path, 100) == 0)
                }
                #expect(result.status == 66, "\(result)")
                #expect(result.standardError == "deepcut-replay: big.json: cannot read the file: it changed while it "
                    + "was being read; read it again once whatever writes it has finished\n")
            }
            #endif
        }
    }
}
