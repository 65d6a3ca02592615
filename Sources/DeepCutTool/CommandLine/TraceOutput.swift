import DeepCutAnalysis
import DeepCutProcess
import DeepCutTrace
import DeepCutTraceReading

/// A trace a command made (`generate`, `mutate`, `redact`, `shrink`, `bless`,
/// `import-diagnostics`), for the output step to write to its `-o` file
/// through `OutputFile`, or to standard output for `-`. The command returns
/// it in its result with its summary; it never writes the trace itself.
package struct TraceOutput: Hashable, Sendable {
    /// The trace's bytes.
    package enum Content: Hashable, Sendable {
        /// The whole trace, made already.
        case bytes([UInt8])
        /// A trace written a piece at a time as it is made, never whole in memory
        /// (`generate`): `recipe` names the bytes (the command line that makes them
        /// again), `write` makes them and returns the summary.
        case pieces(recipe: String, write: @Sendable (_ piece: ([UInt8]) -> Void) -> String)

        /// Equal contents hold the same bytes: the same bytes, or the same recipe.
        package static func == (lhs: Content, rhs: Content) -> Bool {
            switch (lhs, rhs) {
            case (.bytes(let left), .bytes(let right)): left == right
            case (.pieces(let left, _), .pieces(let right, _)): left == right
            default: false
            }
        }

        package func hash(into hasher: inout Hasher) {
            switch self {
            case .bytes(let bytes): hasher.combine(bytes)
            case .pieces(let recipe, _): hasher.combine(recipe)
            }
        }
    }

    /// Where to write: a path, or `-` for standard output.
    package var path: String
    /// What the file holds, for messages: "the shrunk trace".
    package var what: String
    /// The trace.
    package var content: Content
    /// The lock the command holds on `path`, when it replaces the trace it read
    /// (`bless`, `import-diagnostics`): released once the trace is written.
    package var lock: WriterLock?

    /// A trace to write to `path`.
    package init(_ content: Content, to path: String, what: String, lock: WriterLock? = nil) {
        self.content = content
        self.path = path
        self.what = what
        self.lock = lock
    }

    /// Writes the trace, as the command's last write (a signal after the rename is
    /// held: `InterruptCleanup`), to `path` or, for `-`, to `output`.
    /// - Parameter summary: the summary the command returned; a streamed trace returns its own.
    /// - Returns: the summary, or the failure to report.
    func write(summary: String, standardOutput output: inout some TextOutputStream) -> Result<String, OutputFailure> {
        if path.isStandardStream {
            // The writer's output is UTF-8, so each piece's text holds the same bytes.
            switch content {
            case .bytes(let bytes):
                output.write(String(decoding: bytes, as: UTF8.self))
                return .success(summary)
            case .pieces(_, let write):
                return .success(write { output.write(String(decoding: $0, as: UTF8.self)) })
            }
        }
        var written = summary
        let failure = OutputFile.write(to: path, what: what, lock: lock, finishing: true) { stream in
            switch content {
            case .bytes(let bytes): stream.write(bytes: bytes)
            case .pieces(_, let write): written = write { stream.write(bytes: $0) }
            }
        }
        return failure.map { .failure($0) } ?? .success(written)
    }

    /// Whether the trace goes to standard output: `-`, or a path naming the file standard
    /// output is (`/dev/stdout`, a terminal's device, a file the shell redirected to), so
    /// that no summary is mixed into the trace.
    var isStandardOutput: Bool {
        guard !path.isStandardStream else { return true }
        guard case .success(let target) = FileStatus.of(path),
              case .success(let output) = FileStatus.of(descriptor: STDOUT_FILENO) else { return false }
        return target.identity == output.identity
    }

    /// Reads back what was written, as the reader of every other tool would:
    /// a surgery that produced an invalid trace is a bug, reported as such.
    static func reread(_ bytes: [UInt8], name: String) -> Result<Trace, DeepCutReplayTool.ReadFailure> {
        do {
            return .success(try TraceReader.read(bytes: bytes, sourceName: name))
        } catch {
            return .failure(DeepCutReplayTool.ReadFailure(
                message: "internal error: the trace written for \(name) does not read back: \(error.description)",
                status: .failure))
        }
    }
}

extension OutputFailure {
    /// The failure as the tool's result: the message on standard error, and the status.
    var result: ToolResult { ToolResult(standardError: ToolMessage.line("\(description)"), status: status) }
}
