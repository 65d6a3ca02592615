/// One option's names, the shape of its value, its help, its default and how
/// it shows in the help: what `@Option` declares on a command's property, and
/// what a program's shared declarations return (`.policy(help:)`),
/// which keep an option's name and shape in one place and take the command's help.
/// An option without a meaningful default is an `OptionSpec<T?>` (nil when not
/// given), a flag an `OptionSpec<Bool>` (false), and an option given any number
/// of times an `OptionSpec<[T]>` (its values in order).
package struct OptionSpec<Value: Sendable>: AnyOption {
    /// `--policy`: the name messages give.
    package let name: String
    /// `-q`, when it has one.
    package let shortName: String?
    /// The value's metavariable (`N`, `strict|legacy`); nil for a flag.
    package let metavariable: String?
    /// The lines of its OPTIONS entry (`\n` between them); empty: not listed in OPTIONS.
    package let help: String
    /// The value when the option is not given.
    package let defaultValue: Value
    /// What OPTIONS shows instead of the names and metavariable.
    package let shownLabel: String?
    /// What USAGE shows instead of the names and metavariable ("": nothing).
    package let shownUsage: String?
    /// Shown in USAGE without brackets (the command says what is missing).
    package let isRequired: Bool
    /// Why the option must be given, for the refusal when it is not; nil: it may be left out.
    package let missingReason: String?
    /// May be given several times; shown in USAGE with `...`.
    package let isRepeatable: Bool
    /// For other programs only (faults' `--worker`): never shown, never suggested.
    package let isHidden: Bool
    /// Reads the value of one occurrence from its text; nil for a flag.
    package let readOccurrence: (@Sendable (_ text: String, _ refuse: ValueRefusal) throws(UsageError) -> any Sendable)?
    /// The value of the occurrences given, in order; nil leaves the default.
    let valueGiven: @Sendable (_ occurrences: [any Sendable]) -> Value?

    private init(
        name: String, shortName: String?, metavariable: String?, help: String, defaultValue: Value, label: String?,
        usage: String?, required: Bool, repeatable: Bool, hidden: Bool, missingReason: String? = nil,
        read: (@Sendable (String, ValueRefusal) throws(UsageError) -> any Sendable)?,
        valueGiven: @escaping @Sendable ([any Sendable]) -> Value?
    ) {
        (self.name, self.shortName, self.metavariable, self.help) = (name, shortName, metavariable, help)
        self.defaultValue = defaultValue
        (shownLabel, shownUsage) = (label, hidden ? "" : usage)
        (isRequired, isRepeatable, isHidden) = (required || missingReason != nil, repeatable, hidden)
        self.missingReason = missingReason
        readOccurrence = read
        self.valueGiven = valueGiven
    }

    /// An option that takes a value, `defaultValue` when it is not given.
    /// - Parameters:
    ///   - help: the help lines (`\n` between them); empty: not listed in OPTIONS.
    ///   - label: what OPTIONS shows instead of the names and metavariable.
    ///   - usage: what USAGE shows instead of the names and metavariable ("": nothing).
    ///   - hidden: for other programs only: never shown, never suggested.
    package init(
        _ name: String, short: String? = nil, _ shape: ValueShape<Value>, default defaultValue: Value, help: String,
        label: String? = nil, usage: String? = nil, hidden: Bool = false
    ) {
        self.init(
            name: name, shortName: short, metavariable: shape.metavariable, help: help, defaultValue: defaultValue,
            label: label, usage: usage, required: false, repeatable: false, hidden: hidden,
            read: { text, refuse throws(UsageError) in try shape.read(text, refuse) },
            valueGiven: { $0.last as? Value })
    }

    /// An option that takes a value, nil when it is not given.
    /// - Parameter required: shown in USAGE without brackets (the command says what is missing).
    package init<Wrapped>(
        _ name: String, short: String? = nil, _ shape: ValueShape<Wrapped>, help: String, label: String? = nil,
        usage: String? = nil, required: Bool = false, hidden: Bool = false
    ) where Value == Wrapped? {
        self.init(
            name: name, shortName: short, metavariable: shape.metavariable, help: help, defaultValue: nil, label: label,
            usage: usage, required: required, repeatable: false, hidden: hidden,
            read: { text, refuse throws(UsageError) in try shape.read(text, refuse) },
            valueGiven: { occurrences in (occurrences.last as? Wrapped).map { .some($0) } })
    }

    /// An option that must be given: without it the command is refused, saying
    /// `because` (`redact needs -o OUT (where to write the redacted trace)`).
    /// `placeholder` is the value before the arguments are read, never a default.
    package init(
        _ name: String, short: String? = nil, _ shape: ValueShape<Value>, placeholder: Value, help: String,
        requiredBecause because: String, label: String? = nil, usage: String? = nil
    ) {
        self.init(
            name: name, shortName: short, metavariable: shape.metavariable, help: help, defaultValue: placeholder,
            label: label, usage: usage, required: true, repeatable: false, hidden: false, missingReason: because,
            read: { text, refuse throws(UsageError) in try shape.read(text, refuse) }, valueGiven: { $0.last as? Value })
    }

    /// An option given any number of times, each time with a value: its values in
    /// the order given, none when it is not given.
    package init<Element>(
        _ name: String, short: String? = nil, repeating shape: ValueShape<Element>, help: String, label: String? = nil,
        usage: String? = nil, required: Bool = false
    ) where Value == [Element] {
        self.init(
            name: name, shortName: short, metavariable: shape.metavariable, help: help, defaultValue: [], label: label,
            usage: usage, required: required, repeatable: true, hidden: false,
            read: { text, refuse throws(UsageError) in try shape.read(text, refuse) },
            valueGiven: { occurrences in occurrences.compactMap { $0 as? Element } })
    }
}

extension OptionSpec where Value == Bool {
    /// A flag: an option without a value, true when it is given.
    package init(
        _ name: String, short: String? = nil, help: String, label: String? = nil, usage: String? = nil, hidden: Bool = false
    ) {
        self.init(
            name: name, shortName: short, metavariable: nil, help: help, defaultValue: false, label: label, usage: usage,
            required: false, repeatable: false, hidden: hidden, read: nil, valueGiven: { _ in true })
    }
}
