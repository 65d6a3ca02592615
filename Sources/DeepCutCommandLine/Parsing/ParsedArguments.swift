/// A command's arguments read against its declared options: the operands in
/// order and each option's values, which each declaration (`@Option`,
/// `@Operands`) takes back typed and defaulted when the command is made.
package struct ParsedArguments: Sendable {
    /// The operands, in order (everything after `--` included).
    package var operands: [String] = []
    /// The command the arguments are for, for its usage errors.
    package let topic: HelpTopic
    /// The names of the options the command declares.
    private let declared: Set<String>
    /// Each given option's values, one an occurrence, by the option's name.
    private var occurrences: [String: [any Sendable]] = [:]

    /// Reads `arguments` against `options`: each value read as its option says,
    /// an option given twice refused unless repeatable, an unknown one refused
    /// naming the closest of `suggestions`.
    /// - Throws: `UsageError` (64) naming what was wrong.
    init(_ arguments: [String], options: [any AnyOption], suggestions: [String], topic: HelpTopic) throws(UsageError) {
        self.topic = topic
        declared = Set(options.map(\.name))
        var scanner = ArgumentScanner(arguments, topic: topic)
        while let argument = try scanner.next() {
            switch argument {
            case .operand(let value): operands.append(value)
            case .option(let given):
                guard let option = options.first(where: { $0.names.contains(given) }) else {
                    throw UsageError("unknown option '\(given)'" + Suggestion.hint(for: given, among: suggestions), topic: topic)
                }
                var value: any Sendable = true
                if let read = option.readOccurrence {
                    value = try read(try scanner.value(option.name), ValueRefusal(name: option.name, topic: topic))
                }
                guard occurrences[option.name] == nil || option.isRepeatable else {
                    throw UsageError("\(option.name) was given twice", topic: topic)
                }
                occurrences[option.name, default: []].append(value)
            }
        }
    }

    /// The option's value: what was given, or its default.
    /// - Precondition: the option is one the command declares.
    package subscript<Value>(option: OptionSpec<Value>) -> Value {
        precondition(declared.contains(option.name), "\(option.name) is not an option of \(topic.name)")
        return occurrences[option.name].flatMap(option.valueGiven) ?? option.defaultValue
    }

    /// Whether the option was given (`@Option`'s `wasGiven`).
    /// - Precondition: the option is one the command declares.
    package func wasGiven(_ option: any AnyOption) -> Bool {
        precondition(declared.contains(option.name), "\(option.name) is not an option of \(topic.name)")
        return occurrences[option.name] != nil
    }
}
