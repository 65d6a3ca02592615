import Foundation

/// A program whose whole command line is one command (`deepcut-bench`,
/// `deepcut-record-example`), declared as `deepcut-replay`'s commands are.
package protocol ProgramArguments: ParsableCommand {}

extension ProgramArguments {
    /// Reads the program's arguments (those after its name). Arguments that ask
    /// for help (`--help` or `-h` before any `--`) print the help and exit 0;
    /// a usage error prints its message and where to find help on standard
    /// error and exits 64, as `deepcut-replay` does.
    package static func parseOrExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Self {
        if CommandSignature.asksForHelp(arguments) {
            print(signature.help)
            exit(0)
        }
        do throws(UsageError) {
            return try parse(arguments)
        } catch {
            FileHandle.standardError.write(Data(error.report.utf8))
            exit(64)
        }
    }
}
