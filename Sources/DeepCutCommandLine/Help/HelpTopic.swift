/// The subject of a `--help`: a program as a whole, or one of its commands.
/// A usage error names the topic whose help applies.
package struct HelpTopic: Hashable, Sendable {
    /// The program: `deepcut-replay`.
    package var program: String
    /// The command's name (`verify`); nil for the program as a whole.
    package var command: String?

    /// The program as a whole, or one of its commands.
    package init(program: String, command: String? = nil) {
        self.program = program
        self.command = command
    }

    /// The command's name, or the program's for the program as a whole.
    package var name: String { command ?? program }

    /// `Run 'deepcut-replay verify --help' for usage.`: the line after a usage error.
    package var hint: String {
        "Run '\([program, command].compactMap { $0 }.joined(separator: " ")) --help' for usage."
    }
}
