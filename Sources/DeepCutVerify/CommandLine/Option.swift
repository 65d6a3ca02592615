/// What an option is, whatever command takes it: its names, the shape of its
/// value and how that value is read, declared once (`Option+Shared.swift`
/// holds the ones several commands take).
///
/// A command lists the options it takes as `CommandOption`s, each an `Option`
/// with the help line it has in that command; parsing, `--help`, USAGE and
/// "did you mean" are all derived from that list.
package struct Option<Value: Sendable>: Sendable {
    /// `--policy`: the name an error message gives.
    package var name: String
    /// `-q`, when the option has one.
    package var shortName: String?
    /// The value's metavariable (`N`, `strict|legacy`); nil for a flag.
    package var valueName: String?
    /// Reads the value after the option; nil for a flag.
    let read: (@Sendable (inout ArgumentScanner, String) throws(UsageError) -> Value)?

    /// An option that takes a value, read by `read` (which is given the option's name for its messages).
    init(
        _ name: String, short: String? = nil, value valueName: String,
        read: @escaping @Sendable (inout ArgumentScanner, String) throws(UsageError) -> Value
    ) {
        self.name = name
        shortName = short
        self.valueName = valueName
        self.read = read
    }

    /// The option as its command lists it, with that command's help.
    /// - Parameters:
    ///   - help: the help lines (`\n` between them); empty: not listed in OPTIONS.
    ///   - label: what OPTIONS shows instead of the names and metavariable.
    ///   - usage: what USAGE shows instead of the names and metavariable ("": nothing).
    ///   - required: shown in USAGE without brackets (the command says what is missing).
    ///   - repeatable: may be given several times; shown in USAGE with `...`.
    package func help(
        _ help: String, label: String? = nil, usage: String? = nil, required: Bool = false, repeatable: Bool = false
    ) -> CommandOption {
        let names = shortName.map { "\($0), \(name)" } ?? name
        let value = valueName.map { " \($0)" } ?? ""
        // An option with a value and a short name shows the short one: `-o OUT`.
        let shown = (valueName != nil ? shortName ?? name : name) + value + (repeatable ? "..." : "")
        var erased: (@Sendable (inout ArgumentScanner, String) throws(UsageError) -> any Sendable)?
        if let read = self.read {
            erased = { (scanner: inout ArgumentScanner, name: String) throws(UsageError) -> any Sendable in
                try read(&scanner, name)
            }
        }
        return CommandOption(
            name: name, shortName: shortName, help: help, label: label ?? names + value, usage: usage ?? shown,
            isRequired: required, isRepeatable: repeatable, read: erased)
    }
}

extension Option where Value == Bool {
    /// A flag: an option without a value, given at most once.
    package init(_ name: String, short: String? = nil) {
        self.name = name
        shortName = short
        valueName = nil
        read = nil
    }
}

/// One option of one command, as data: its names, how its value is read,
/// and how it shows in the command's `--help` and USAGE.
package struct CommandOption: Sendable {
    /// `--policy`.
    package var name: String
    /// `-q`, when the option has one.
    package var shortName: String?
    /// The lines of its OPTIONS entry; empty when it has none.
    package var help: String
    /// What its OPTIONS entry starts with: `-o, --output OUT`.
    package var label: String
    /// What USAGE shows of it, without brackets; empty when nothing.
    package var usage: String
    /// Shown in USAGE without brackets.
    package var isRequired: Bool
    /// May be given several times.
    package var isRepeatable: Bool
    /// Reads the value; nil for a flag.
    let read: (@Sendable (inout ArgumentScanner, String) throws(UsageError) -> any Sendable)?

    /// The names the option answers to.
    var names: [String] { [shortName, name].compactMap { $0 } }

    /// What USAGE shows: `[--policy strict|legacy]`, `--artists N`, or nothing.
    var usageFragment: String? {
        guard !usage.isEmpty else { return nil }
        return isRequired ? usage : "[\(usage)]"
    }
}
