/// What an option is, whatever command takes it: its names, the shape of its
/// value and how that value is read, declared once (`SharedOptions` holds those
/// several commands take). A command lists it with its help there
/// (`help(_:)`), and reads its value from `ParsedArguments` with it.
package struct Option<Value: Sendable>: Sendable {
    /// The option without a help line.
    let declaration: CommandOption

    /// An option that takes a value, read from its text by `read`, which refuses it with `refuse`.
    init(
        _ name: String, short: String? = nil, value valueName: String,
        read: @escaping @Sendable (_ text: String, _ refuse: ValueRefusal) throws(UsageError) -> Value
    ) {
        declaration = CommandOption(name: name, shortName: short, valueName: valueName) { text, refuse throws(UsageError) in
            try read(text, refuse)
        }
    }

    /// The option as its command lists it, with that command's help.
    /// - Parameters:
    ///   - help: the help lines (`\n` between them); empty: not listed in OPTIONS.
    ///   - label: what OPTIONS shows instead of the names and metavariable.
    ///   - usage: what USAGE shows instead of the names and metavariable ("": nothing).
    ///   - required: shown in USAGE without brackets (the command says what is missing).
    ///   - repeatable: may be given several times; shown in USAGE with `...`.
    ///   - hidden: for other programs only (faults' `--worker`): never shown, never suggested.
    package func help(
        _ help: String, label: String? = nil, usage: String? = nil, required: Bool = false, repeatable: Bool = false,
        hidden: Bool = false
    ) -> CommandOption {
        var option = declaration
        (option.help, option.shownLabel, option.shownUsage) = (help, label, hidden ? "" : usage)
        (option.isRequired, option.isRepeatable, option.isHidden) = (required, repeatable, hidden)
        return option
    }
}

extension Option where Value == Bool {
    /// A flag: an option without a value.
    init(_ name: String, short: String? = nil) {
        declaration = CommandOption(name: name, shortName: short, valueName: nil, read: nil)
    }
}

/// One option of one command, as data: its names, how its value is read, and
/// how it shows in the command's OPTIONS and USAGE.
package struct CommandOption: Sendable {
    /// `--policy`: the name messages give.
    var name: String
    /// `-q`, when it has one.
    var shortName: String?
    /// The value's metavariable (`N`, `strict|legacy`); nil for a flag.
    var valueName: String?
    /// Reads the value from its text; nil for a flag.
    let read: (@Sendable (String, ValueRefusal) throws(UsageError) -> any Sendable)?
    /// The lines of its OPTIONS entry; empty when it has none.
    var help = ""
    /// What OPTIONS and USAGE show instead of what the names make.
    var shownLabel: String?, shownUsage: String?
    /// Shown in USAGE without brackets; may be given several times; never shown nor suggested.
    var isRequired = false, isRepeatable = false, isHidden = false

    /// The names the option answers to.
    var names: [String] { [shortName, name].compactMap { $0 } }

    /// What its OPTIONS entry starts with: `-o, --output OUT`.
    var label: String { shownLabel ?? names.joined(separator: ", ") + (valueName.map { " \($0)" } ?? "") }

    /// What USAGE shows: `[--policy strict|legacy]`, `--call SEQ=FAULT...`, `[-o OUT]`
    /// (an option with a value shows its short name), or nothing.
    var usageFragment: String? {
        let shown = shownUsage ?? (valueName.map { "\(shortName ?? name) \($0)" } ?? name) + (isRepeatable ? "..." : "")
        return shown.isEmpty ? nil : isRequired ? shown : "[\(shown)]"
    }
}

/// Makes the usage error for a value an option refuses.
package struct ValueRefusal {
    /// The option's name and the command's topic.
    let name: String, topic: HelpTopic

    /// `--seed takes a whole number … (got 'x')`: the option's name, then `says`.
    func callAsFunction(_ says: String) -> UsageError { UsageError("\(name) \(says)", topic: topic) }

    /// A message of its own, not starting with the option's name.
    func message(_ text: String) -> UsageError { UsageError(text, topic: topic) }
}
