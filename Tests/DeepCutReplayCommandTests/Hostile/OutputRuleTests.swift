import DeepCutTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ReplayCommandSuites {
    /// Docs/OutputFiles.md "The rule": what each kind of output
    /// path becomes, through the real executable.
    @Suite("every command that writes follows one output rule: replace a file, follow a link, write a device, refuse an input")
    struct OutputRuleTests {
        /// The status of a path, not following a link.
        static func status(_ path: URL) -> stat? {
            var info = stat()
            return lstat(path.path, &info) == 0 ? info : nil
        }

        /// The kind bits of a path's mode.
        static func kind(_ path: URL) -> UInt32? { status(path).map { UInt32($0.st_mode) & 0o170000 } }

        /// Names in a folder that are temporary files of the tool.
        static func temporaryFiles(in folder: URL) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".deepcut-replay-") }
        }

        static let writers: [[String]] = [
            ["generate", "--artists", "2", "-o", "OUT"],
            ["redact", "t.json", "-o", "OUT", "--key", "k"],
            ["mutate", "t.json", "--call", "0=network", "-o", "OUT"],
            ["t.json", "--junit", "OUT"],
            ["verify", "t.json", "--junit", "OUT"],
        ]

        @Test("a symbolic link is followed: the link stays, what it names gets the new content", arguments: writers)
        func symbolicLinkFollowed(arguments: [String]) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "t.json")
                try folder.write("old\n", to: "real/target.txt")
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path,
                                                           withDestinationPath: "real/target.txt")
                let result = try await ReplayExecutable.runGuarded(
                    arguments.map { $0 == "OUT" ? "link" : $0 }, in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(Self.kind(folder.appendingPathComponent("link")) == 0o120000)
                let written = try String(contentsOf: folder.appendingPathComponent("real/target.txt"), encoding: .utf8)
                #expect(written != "old\n" && !written.isEmpty)
                #expect(try Self.temporaryFiles(in: folder.appendingPathComponent("real")).isEmpty)
            }
        }

        @Test("bless of a symbolic link rewrites the file it names and keeps the link")
        func blessThroughLink() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.wrongExpectation, to: "traces/t.json")
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("t.json").path,
                                                           withDestinationPath: "traces/t.json")
                let result = try await ReplayExecutable.runGuarded(["bless", "t.json"], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(Self.kind(folder.appendingPathComponent("t.json")) == 0o120000)
                let blessed = try String(contentsOf: folder.appendingPathComponent("traces/t.json"), encoding: .utf8)
                #expect(blessed.contains(#""checked": 2"#) && !blessed.contains(#""checked": 3"#))
            }
        }

        #if os(Linux)
        @Test("a device is written directly and never replaced: /dev/full is exit 73 and stays a device", arguments: writers)
        func deviceNotReplaced(arguments: [String]) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(
                    arguments.map { $0 == "OUT" ? "/dev/full" : $0 }, in: folder)
                #expect(result.status == 73, "\(result)")
                #expect(result.standardError.contains("to /dev/full: writing failed: no space left on device"), "\(result)")
                #expect(Self.kind(URL(fileURLWithPath: "/dev/full")) == 0o020000)
            }
        }

        @Test("a link to standard output (/dev/stdout) writes to the descriptor, replacing nothing")
        func devStdout() async throws {
            try await withTemporaryFolder { folder in
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("so").path,
                                                           withDestinationPath: "/dev/stdout")
                let result = try await ReplayExecutable.runGuarded(["generate", "--artists", "2", "-o", "so"], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput.hasPrefix("{\n  \"format\": \"deepcut-trace\""))
                #expect(!result.standardOutput.contains("wrote so"), "the summary is not mixed into the trace")
                #expect(result.standardError.hasPrefix("wrote so: "))
                #expect(Self.kind(folder.appendingPathComponent("so")) == 0o120000)
            }
        }
        #endif

        #if canImport(Glibc) || canImport(Darwin)
        @Test("a FIFO is written directly to the program reading it, and stays a FIFO")
        func fifoWritten() async throws {
            try await withTemporaryFolder { folder in
                let path = folder.appendingPathComponent("out.fifo").path
                try #require(mkfifo(path, 0o600) == 0)
                let copy = folder.appendingPathComponent("received").path
                let reader = Thread {
                    let descriptor = open(path, O_RDONLY)
                    guard descriptor >= 0 else { return }
                    var data = [UInt8](), buffer = [UInt8](repeating: 0, count: 65_536)
                    while true {
                        let count = read(descriptor, &buffer, buffer.count)
                        if count <= 0 { break }
                        data += buffer[..<count]
                    }
                    close(descriptor)
                    _ = FileManager.default.createFile(atPath: copy, contents: Data(data))
                }
                reader.start()
                let result = try await ReplayExecutable.runGuarded(["generate", "--artists", "2", "-o", "out.fifo"], in: folder)
                #expect(result.status == 0, "\(result)")
                while !reader.isFinished { try await Task.sleep(for: .milliseconds(10)) }
                #expect(try String(contentsOfFile: copy, encoding: .utf8).hasPrefix("{\n  \"format\": \"deepcut-trace\""))
                #expect(Self.kind(URL(fileURLWithPath: path)) == 0o010000)
                #expect(try Self.temporaryFiles(in: folder).isEmpty)
            }
        }

        @Test("a FIFO no program reads within 10 s is refused with exit 73, and stays a FIFO")
        func fifoWithoutReader() async throws {
            try await withTemporaryFolder { folder in
                let path = folder.appendingPathComponent("out.fifo").path
                try #require(mkfifo(path, 0o600) == 0)
                let result = try await ReplayExecutable.runGuarded(["generate", "--artists", "2", "-o", "out.fifo"], in: folder)
                #expect(result.status == 73, "\(result)")
                #expect(result.standardError == "deepcut-replay: cannot write the generated trace to out.fifo: no program "
                    + "opened the FIFO to read from it within 10 s\n")
                #expect(Self.kind(URL(fileURLWithPath: path)) == 0o010000)
            }
        }

        @Test("bless of a file with two hard links is refused with exit 73, both names left as they were")
        func hardLinks() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.wrongExpectation, to: "t.json")
                try #require(link(folder.appendingPathComponent("t.json").path, folder.appendingPathComponent("u.json").path) == 0)
                let result = try await ReplayExecutable.runGuarded(["bless", "t.json"], in: folder)
                #expect(result.status == 73, "\(result)")
                #expect(result.standardError == "deepcut-replay: cannot write the blessed trace to t.json: it has 2 hard "
                    + "links, which a new copy would split, so it was left as it was (write to another path, or copy the "
                    + "file to break the links)\n")
                #expect(try String(contentsOf: folder.appendingPathComponent("u.json"), encoding: .utf8) == Documents.wrongExpectation)
                #expect(Self.status(folder.appendingPathComponent("t.json"))?.st_nlink == 2)
            }
        }
        #endif

        #if os(Linux)
        @Test("bless keeps the file's mode, owner and group (run as root, which may give a file any owner)",
              .enabled(if: getuid() == 0, "only root can make a file another user's"))
        func modeOwnerGroupKept() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.wrongExpectation, to: "t.json")
                let path = folder.appendingPathComponent("t.json").path
                try #require(chown(path, 1234, 4321) == 0 && chmod(path, 0o640) == 0)
                let result = try await ReplayExecutable.runGuarded(["bless", "t.json"], in: folder)
                #expect(result.status == 0, "\(result)")
                let after = try #require(Self.status(folder.appendingPathComponent("t.json")))
                #expect(after.st_uid == 1234 && after.st_gid == 4321 && after.st_mode & 0o7777 == 0o640)
                #expect(try String(contentsOf: folder.appendingPathComponent("t.json"), encoding: .utf8)
                    != Documents.wrongExpectation)
            }
        }

        /// Root may write any file, so the check is run as user nobody, through util-linux's setpriv.
        static let setpriv = "/usr/bin/setpriv"

        @Test("a file the user may not write is not rewritten though its folder is writable (run as nobody)",
              .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv),
                       "needs root and setpriv to run the tool as another user"))
        func unwritableFileKept() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.wrongExpectation, to: "t.json")
                let binary = try #require(ReplayExecutable.url)
                try #require(chmod(folder.path, 0o777) == 0 && chmod(folder.appendingPathComponent("t.json").path, 0o444) == 0)
                // The tool's folders must be reachable by nobody too: the test runs the binary from where it was built.
                let process = Process()
                process.executableURL = URL(fileURLWithPath: Self.setpriv)
                process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path, "bless", "t.json"]
                process.currentDirectoryURL = folder
                let errors = Pipe()
                process.standardError = errors
                process.standardOutput = FileHandle.nullDevice
                let status = try await ReplayExecutable.launch(process)
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                // A build folder nobody cannot enter ends the run before the tool starts: that says nothing of the rule.
                try #require(!message.contains("Permission denied") || message.hasPrefix("deepcut-replay:"), "\(message)")
                #expect(status == 73, "\(message)")
                #expect(message == "deepcut-replay: cannot write the blessed trace to t.json: it may not be written "
                    + "(permission denied), so it was left as it was\n")
                #expect(try String(contentsOf: folder.appendingPathComponent("t.json"), encoding: .utf8) == Documents.wrongExpectation)
                #expect(try Self.temporaryFiles(in: folder).isEmpty)
            }
        }
        #endif

        @Test("an output that is an input of the same run is refused with exit 64 and the input left as it was", arguments: [
            (["redact", "t.json", "-o", "t.json"], "the redacted trace to t.json"),
            (["redact", "t.json", "-o", "./t.json"], "the redacted trace to ./t.json"),
            (["shrink", "t.json", "-o", "t.json"], "the shrunk trace to t.json"),
            (["mutate", "t.json", "--call", "0=network", "-o", "t.json"], "the mutated trace to t.json"),
            (["t.json", "--junit", "t.json"], "the JUnit report to t.json"),
            (["verify", "traces", "--junit", "traces/a.json"], "the JUnit report to traces/a.json"),
            (["verify", "t.json", "--junit", "link.json"], "the JUnit report to link.json"),
        ])
        func inputRefused(arguments: [String], what: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.wrongExpectation, to: "t.json")
                try folder.write(Documents.formatExample, to: "traces/a.json")
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.json").path,
                                                           withDestinationPath: "t.json")
                let result = try await ReplayExecutable.runGuarded(arguments, in: folder)
                #expect(result.status == 64, "\(result)")
                #expect(result.firstErrorLine.hasPrefix("deepcut-replay: cannot write \(what): it is the same file as "),
                        "\(result)")
                #expect(try String(contentsOf: folder.appendingPathComponent("t.json"), encoding: .utf8) == Documents.wrongExpectation)
                #expect(try String(contentsOf: folder.appendingPathComponent("traces/a.json"), encoding: .utf8)
                    == Documents.formatExample)
            }
        }

        @Test("standard input that is the output file is refused too: redact - -o t.json < t.json")
        func standardInputIsOutput() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(
                    ["redact", "-", "-o", "t.json"], in: folder, input: folder.appendingPathComponent("t.json").path)
                #expect(result.status == 64, "\(result)")
                #expect(result.firstErrorLine == "deepcut-replay: cannot write the redacted trace to t.json: it is the "
                    + "same file as <stdin>, which this run reads: writing it would replace that input, so nothing was "
                    + "written (give another path)")
            }
        }

        @Test("bad output paths are usage errors (64): empty, ending in /, --junit -, bless -, diff - -", arguments: [
            (["generate", "--artists", "2", "-o", ""], "deepcut-replay: --output needs a file name (got '')"),
            (["generate", "--artists", "2", "-o", "missing/"],
             "deepcut-replay: --output takes a file, and 'missing/' ends in '/', which names a folder"),
            (["redact", "t.json", "-o", "out/"], "deepcut-replay: --output takes a file, and 'out/' ends in '/', which names a folder"),
            (["shrink", "t.json", "--output", ""], "deepcut-replay: --output needs a file name (got '')"),
            (["t.json", "--junit", "-"],
             "deepcut-replay: --junit takes a file: standard output holds the report (give /dev/stdout with --quiet to send the XML there)"),
            (["bless", "-"], "deepcut-replay: bless rewrites the file it reads, so it takes a file, not standard input (-)"),
            (["diff", "-", "-"], "deepcut-replay: diff reads standard input (-) once, so only one of A and B can be -"),
        ])
        func badPaths(arguments: [String], message: String) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(arguments, in: folder)
                #expect(result.status == 64, "\(result)")
                #expect(result.firstErrorLine == message)
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") } == ["t.json"])
            }
        }

        @Test("-o - is standard output for every command that takes -o", arguments: [
            ["generate", "--artists", "2", "-o", "-"],
            ["mutate", "t.json", "--call", "0=network", "-o", "-"],
            ["redact", "t.json", "-o", "-", "--key", "k"],
            ["shrink", "t.json", "-o", "-"],
        ])
        func dashIsStandardOutput(arguments: [String]) async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.wrongExpectation, to: "t.json")
                let result = try await ReplayExecutable.runGuarded(arguments, in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput.hasPrefix("{\n  \"format\": \"deepcut-trace\""))
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
            }
        }

        @Test("verify counts one file once, however it is named: r.json ./r.json /abs/r.json")
        func samefileCountedOnce() async throws {
            try await withTemporaryFolder { folder in
                try folder.write(Documents.formatExample, to: "r.json")
                let absolute = folder.appendingPathComponent("r.json").path
                let result = try await ReplayExecutable.runGuarded(["verify", "r.json", "./r.json", absolute], in: folder)
                #expect(result.status == 0, "\(result)")
                #expect(result.standardOutput.hasSuffix("1 trace: 1 passed, 0 failed, 0 invalid\n"), "\(result)")
            }
        }
    }
}
