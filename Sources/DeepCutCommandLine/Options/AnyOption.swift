/// An option whatever the type of its value: what a signature lists, the parser
/// reads and the help shows. `OptionSpec` is the one conforming type; the protocol
/// lets one list hold options of different types.
package protocol AnyOption: Sendable {
    /// `--policy`: the name messages give.
    var name: String { get }
    /// `-q`, when it has one.
    var shortName: String? { get }
    /// The value's metavariable (`N`, `strict|legacy`); nil for a flag.
    var metavariable: String? { get }
    /// The lines of its OPTIONS entry (`\n` between them); empty: not listed in OPTIONS.
    var help: String { get }
    /// What OPTIONS shows instead of the names and metavariable.
    var shownLabel: String? { get }
    /// What USAGE shows instead of the names and metavariable ("": nothing).
    var shownUsage: String? { get }
    /// Shown in USAGE without brackets.
    var isRequired: Bool { get }
    /// May be given several times; shown in USAGE with `...`.
    var isRepeatable: Bool { get }
    /// Why the option must be given, for the refusal when it is not; nil: it may be left out.
    var missingReason: String? { get }
    /// Never shown, never suggested.
    var isHidden: Bool { get }
    /// Reads the value of one occurrence from its text; nil for a flag.
    var readOccurrence: (@Sendable (_ text: String, _ refuse: ValueRefusal) throws(UsageError) -> any Sendable)? { get }
}

extension AnyOption {
    /// The names the option answers to.
    package var names: [String] { [shortName, name].compactMap { $0 } }

    /// What its OPTIONS entry starts with: `-o, --output OUT`.
    package var label: String {
        shownLabel ?? names.joined(separator: ", ") + (metavariable.map { " \($0)" } ?? "")
    }

    /// What USAGE shows: `[--policy strict|legacy]`, `--call SEQ=FAULT...`, `[-o OUT]`
    /// (an option with a value shows its short name), or nothing.
    package var usageFragment: String? {
        let shown = shownUsage
            ?? (metavariable.map { "\(shortName ?? name) \($0)" } ?? name) + (isRepeatable ? "..." : "")
        return shown.isEmpty ? nil : isRequired ? shown : "[\(shown)]"
    }
}
