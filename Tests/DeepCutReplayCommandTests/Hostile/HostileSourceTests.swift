import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReplayCommandSuites {
    /// Inputs that are not ordinary files: a device that never ends, a FIFO
    /// nobody writes to, such things inside a folder given to verify, and a
    /// file larger than the limit. Each is answered with exit 66 and a message,
    /// never an unbounded read or a wait without end.
    @Suite("deepcut-replay reads at most a size limit, never waits forever on a FIFO, and verify skips devices in folders")
    struct HostileSourceTests {
        @Test("/dev/zero is read up to the 2 GiB limit and refused with exit 66, naming the flag that raises it")
        func devZeroDefaultLimit() async throws {
            try await withTemporaryFolder { folder in
                let result = try await ReplayExecutable.runGuarded(["/dev/zero"], in: folder)
                #expect(result.status == 66, "\(result)")
                #expect(result.standardError == "deepcut-replay: /dev/zero: cannot read the file: it is larger than "
                    + "the limit of 2 GiB (--max-trace-size raises it)\n")
            }
        }

        @Test("--max-trace-size sets the limit for a device and for a file, for replay, inspect and verify", arguments: [
            (["/dev/zero", "--max-trace-size", "1M"], Int32(66),
             "deepcut-replay: /dev/zero: cannot read the file: it is larger than the limit of 1 MiB (--max-trace-size raises it)"),
            (["pass.json", "--max-trace-size=100"], Int32(66),
             "deepcut-replay: pass.json: cannot read the file: it is larger than the limit of 100 bytes (--max-trace-size raises it)"),
            (["inspect", "pass.json", "--max-trace-size", "1K"], Int32(66),
             "deepcut-replay: pass.json: cannot read the file: it is larger than the limit of 1 KiB (--max-trace-size raises it)"),
            (["pass.json", "--max-trace-size", "4k", "-q"], Int32(0), ""),
            (["inspect", "pass.json", "--max-trace-size", "1G"], Int32(0), ""),
            (["pass.json", "--max-trace-size", "0"], Int32(64),
             "deepcut-replay: --max-trace-size takes a size of at least 1 byte: a whole number, with K, M or G for KiB, MiB or GiB (got '0')"),
            (["verify", "pass.json", "--max-trace-size", "lots"], Int32(64),
             "deepcut-replay: --max-trace-size takes a size of at least 1 byte: a whole number, with K, M or G for KiB, MiB or GiB (got 'lots')"),
        ])
        func sizeFlag(arguments: [String], status: Int32, firstErrorLine: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "pass.json")
                let result = try await ReplayExecutable.runGuarded(arguments, in: folder)
                #expect(result.status == status, "\(result)")
                #expect(result.firstErrorLine == firstErrorLine)
            }
        }

        @Test("standard input (-) is held to the same limit: /dev/zero as input is refused with exit 66, naming the flag",
              arguments: [["-"], ["inspect", "-"], ["verify", "-"]])
        func standardInputLimit(arguments: [String]) async throws {
            try await withTemporaryFolder { folder in
                let result = try await ReplayExecutable.runGuarded(
                    arguments + ["--max-trace-size", "1M"], in: folder, input: "/dev/zero", measuresPeak: true)
                #expect(result.status == 66, "\(result)")
                let message = "<stdin>: cannot read the file: it is larger than the limit of 1 MiB (--max-trace-size raises it)"
                #expect(result.firstErrorLine == "deepcut-replay: " + message || result.standardOutput.contains(message),
                        "\(result)")
                // Without GNU time the peak cannot be told apart from this runner's; the exit status still is.
                if let peak = result.peakKilobytes { #expect(peak < 512 * 1024, "\(peak) KiB resident") }
            }
        }

        @Test("verify of a file larger than the limit counts it unreadable and names the flag")
        func verifySizeFlag() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "traces/pass.json")
                let result = try await ReplayExecutable.runGuarded(["verify", "traces", "--max-trace-size", "100"], in: folder)
                #expect(result.status == 66, "\(result)")
                #expect(result.standardOutput == "✘ traces/pass.json  unreadable: traces/pass.json: cannot read the file: "
                    + "it is larger than the limit of 100 bytes (--max-trace-size raises it)\n"
                    + "1 trace: 0 passed, 0 failed, 0 invalid, 1 unreadable\n")
            }
        }

        #if canImport(Glibc) || canImport(Darwin)
        @Test("a FIFO no program opens for writing is given up after 10 s with exit 66 and a message")
        func fifoWithoutWriter() async throws {
            try await withTemporaryFolder { folder in
                try #require(mkfifo(folder.appendingPathComponent("p.json").path, 0o600) == 0)
                var limits = RunLimits()
                limits.deadlineSeconds = 60
                let result = try await ReplayExecutable.runGuarded(["p.json"], in: folder, limits: limits)
                #expect(result.status == 66, "\(result)")
                #expect(result.standardError
                    == "deepcut-replay: p.json: cannot read the file: no program opened the FIFO to write to it within 10 s\n")
            }
        }

        @Test("a FIFO a program writes a trace to is read to its end, whenever the writer comes")
        func fifoWithWriter() async throws {
            try await withTemporaryFolder { folder in
                let path = folder.appendingPathComponent("p.json").path
                try #require(mkfifo(path, 0o600) == 0)
                let bytes = Array(Documents.formatExample.utf8)
                // Opening for writing waits for the reader; the writer then writes and closes.
                let writer = Thread {
                    let descriptor = open(path, O_WRONLY)
                    guard descriptor >= 0 else { return }
                    usleep(300_000)
                    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                    close(descriptor)
                }
                writer.start()
                let result = try await ReplayExecutable.runGuarded(["p.json", "-q"], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput == "PASS  p.json: 5 checks held\n")
            }
        }

        @Test("verify reports a FIFO or a device inside a folder as unreadable without reading it, exit 66")
        func verifyFolderWithSpecialFiles() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "traces/a.json")
                try #require(mkfifo(folder.appendingPathComponent("traces/p.json").path, 0o600) == 0)
                try FileManager.default.createSymbolicLink(
                    atPath: folder.appendingPathComponent("traces/z.json").path, withDestinationPath: "/dev/zero")
                var limits = RunLimits()
                limits.deadlineSeconds = 60
                let result = try await ReplayExecutable.runGuarded(["verify", "traces"], in: folder, limits: limits)
                #expect(result.status == 66, "\(result)")
                #expect(result.standardOutput.hasSuffix("""
                    ✘ traces/p.json  unreadable: traces/p.json: cannot read the file: it is a FIFO, not a regular file \
                    (name it on its own to read it)
                    ✘ traces/z.json  unreadable: traces/z.json: cannot read the file: it is a character device, not a \
                    regular file (name it on its own to read it)
                    3 traces: 1 passed, 0 failed, 0 invalid, 2 unreadable

                    """))
            }
        }
        #endif

        @Test("/dev/null is an empty document: exit 65, cut off before its first brace")
        func devNull() async throws {
            try await withTemporaryFolder { folder in
                let result = try await ReplayExecutable.runGuarded(["/dev/null"], in: folder)
                #expect(result.status == 65, "\(result)")
                #expect(result.standardError
                    == "deepcut-replay: /dev/null:1:1: the document is cut off: expected a JSON object ('{'), found the end of the input\n")
            }
        }
    }
}
