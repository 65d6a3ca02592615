/// An option of a command, declared where it is stored: its names, value
/// shape, help and default in one line, as swift-argument-parser's `@Option`.
///
///     @Option("--key", .text("SECRET"), help: "Derive the pseudonyms from SECRET.")
///     var key: String?
///     @Option("--quiet", short: "-q", help: "Print only the totals.")
///     var quiet: Bool
///     @Option(.format(default: ReportFormat.text, help: "Text or JSON."))
///     var format: ReportFormat
///
/// An option whose value is optional is nil when not given, a flag (`Bool`)
/// false, a repeated option (`[T]`) empty; any other takes the value after `=`
/// in its declaration. `$name.wasGiven` says whether it was given at all.
@propertyWrapper
package struct Option<Value: Sendable>: DeclaredArguments {
    /// The option's names, value shape, help and default.
    package let spec: OptionSpec<Value>
    /// What the command line gave, or the default.
    package var wrappedValue: Value
    /// Whether the command line gave the option, for a command that refuses it
    /// whatever its value, its default included (`faults --merge` and `--seed`).
    package let wasGiven: Bool

    /// The declaration itself: `$seed.wasGiven`, `$seed.spec.name`.
    package var projectedValue: Self { self }

    /// An option declared by `spec` (`.format(default:help:)`, a shared declaration).
    package init(_ spec: OptionSpec<Value>) {
        self.spec = spec
        let arguments = ArgumentsBeingRead.current
        wrappedValue = arguments?[spec] ?? spec.defaultValue
        wasGiven = arguments?.wasGiven(spec) ?? false
    }

    /// An option that takes a value, `wrappedValue` when it is not given.
    /// - Parameters:
    ///   - help: the help lines (`\n` between them); empty: not listed in OPTIONS.
    ///   - label: what OPTIONS shows instead of the names and metavariable.
    ///   - usage: what USAGE shows instead of the names and metavariable ("": nothing).
    ///   - hidden: for other programs only: never shown, never suggested.
    package init(
        wrappedValue: Value, _ name: String, short: String? = nil, _ shape: ValueShape<Value>, help: String,
        label: String? = nil, usage: String? = nil, hidden: Bool = false
    ) {
        self.init(OptionSpec(
            name, short: short, shape, default: wrappedValue, help: help, label: label, usage: usage, hidden: hidden))
    }

    /// An option that takes a value, nil when it is not given.
    /// - Parameter required: shown in USAGE without brackets (the command says what is missing).
    package init<Wrapped>(
        _ name: String, short: String? = nil, _ shape: ValueShape<Wrapped>, help: String, label: String? = nil,
        usage: String? = nil, required: Bool = false, hidden: Bool = false
    ) where Value == Wrapped? {
        self.init(OptionSpec(
            name, short: short, shape, help: help, label: label, usage: usage, required: required, hidden: hidden))
    }

    /// An option that must be given: without it the command is refused, saying `because`.
    /// The value written after `=` is only what the command holds before its arguments are read.
    package init(
        wrappedValue placeholder: Value, _ name: String, short: String? = nil, _ shape: ValueShape<Value>, help: String,
        requiredBecause because: String, label: String? = nil, usage: String? = nil
    ) {
        self.init(OptionSpec(
            name, short: short, shape, placeholder: placeholder, help: help, requiredBecause: because, label: label,
            usage: usage))
    }

    /// An option given any number of times: its values in the order given.
    package init<Element>(
        _ name: String, short: String? = nil, repeating shape: ValueShape<Element>, help: String, label: String? = nil,
        usage: String? = nil, required: Bool = false
    ) where Value == [Element] {
        self.init(OptionSpec(
            name, short: short, repeating: shape, help: help, label: label, usage: usage, required: required))
    }

    package var declaredOptions: [any AnyOption] { [spec] }
    package var declaredOperands: OperandSpec? { nil }
    package var givenOptionNames: [String] { wasGiven ? [spec.name] : [] }
}

extension Option where Value == Bool {
    /// A flag: an option without a value, true when it is given.
    package init(
        _ name: String, short: String? = nil, help: String, label: String? = nil, usage: String? = nil, hidden: Bool = false
    ) {
        self.init(OptionSpec(name, short: short, help: help, label: label, usage: usage, hidden: hidden))
    }
}

// Two commands are the same when their values are: the declarations are the type's.
extension Option: Equatable where Value: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Option: Hashable where Value: Hashable {
    package func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
