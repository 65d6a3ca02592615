/// The one way the tool words a line of standard error: its name, then the
/// message (`deepcut-replay: cannot read x.json: no such file or folder`),
/// so that a log mixing several programs says which one spoke.
package enum ToolMessage {
    /// The name every line starts with.
    package static let program = "deepcut-replay"

    /// `deepcut-replay: MESSAGE` and a line break.
    package static func line(_ message: String) -> String { "\(program): \(message)\n" }

    /// `deepcut-replay: warning: MESSAGE` and a line break: something left out, the run goes on.
    package static func warning(_ message: String) -> String { line("warning: " + message) }

    /// A path given on the command line that names nothing.
    package static func missing(_ path: String) -> String { line("cannot read \(path.printable): no such file or folder") }

    /// Paths given on the command line that hold no trace.
    package static func noTraces(in paths: [String]) -> String {
        line("no .json traces found in \(paths.joined(separator: ", "))")
    }
}
