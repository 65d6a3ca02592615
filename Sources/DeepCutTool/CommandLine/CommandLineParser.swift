import DeepCutCommandLine

/// Turns `deepcut-replay`'s arguments into a command: a pure function,
/// tested on tables of argument lists.
///
/// The first argument names a subcommand of `ToolCommands.all`, or else is the
/// trace of `deepcut-replay TRACE`; the command's declared options do the rest
/// (`CommandSignature.parse`). Options take their value as the next argument or
/// after `=` (`--policy legacy`, `--policy=legacy`); `--` ends the options.
/// Unknown options, missing or invalid values, repeated options and missing or
/// extra operands are `UsageError`s (exit status 64).
package enum CommandLineParser {
    /// Parses the arguments that follow the program name.
    /// - Throws: `UsageError`, whose message says what was wrong.
    package static func parse(_ arguments: [String]) throws(UsageError) -> any ToolCommand {
        guard let first = arguments.first else {
            throw UsageError("no TRACE given", topic: .tool)
        }
        try refuseOptionsBeforeSubcommand(arguments)
        if let type = ToolCommands.named(first) {
            return try type.command(parsing: Array(arguments.dropFirst()))
        }
        // A bare word close to a subcommand's name is a typo, not a trace (traces are paths to .json files).
        if ["version", "-version", "-help"].contains(first) {
            let option = first.hasSuffix("help") ? "--help" : "--version"
            throw UsageError("unknown subcommand '\(first)'; did you mean '\(option)'?", topic: .tool)
        }
        if !first.contains("."), !first.contains("/"),
           let near = Suggestion.closest(to: first, among: HelpTopic.subcommandNames) {
            throw UsageError("unknown subcommand '\(first)'; did you mean '\(near)'?", topic: .tool)
        }
        return try ToolCommands.main.command(parsing: arguments)
    }

    /// Options before a subcommand's name (`deepcut-replay --quiet verify Traces`) would be
    /// read as the replay's, with the name as a trace: refused, with the line that works.
    private static func refuseOptionsBeforeSubcommand(_ arguments: [String]) throws(UsageError) {
        guard let first = arguments.first, first.hasPrefix("-"),
              !["-", "--", "--help", "-h", "--version"].contains(first) else { return }
        let names = HelpTopic.subcommandNames
        let options = arguments.prefix { $0 != "--" }
        guard let index = options.firstIndex(where: names.contains) else { return }
        let corrected = [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
        throw UsageError("options go after the subcommand: 'deepcut-replay \(corrected.joined(separator: " "))'",
                         topic: .tool)
    }
}
