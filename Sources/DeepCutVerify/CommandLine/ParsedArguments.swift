/// A command's arguments read against its declared options: the operands
/// in order and each option's values, typed. Made by `CommandSignature.parse`;
/// a command's `init(parsing:)` takes what it needs from it and checks what
/// goes together.
package struct ParsedArguments {
    /// The operands, in order (everything after `--` included).
    package var operands: [String]
    /// The command the arguments are for, for its usage errors.
    package let topic: HelpTopic
    private var values: [String: [any Sendable]] = [:]

    init(topic: HelpTopic) {
        operands = []
        self.topic = topic
    }

    /// The option's value, when it was given.
    package func value<Value>(_ option: Option<Value>) -> Value? {
        values[option.name]?.last as? Value
    }

    /// Every value given to a repeatable option, in order.
    package func values<Value>(_ option: Option<Value>) -> [Value] {
        (values[option.name] ?? []).compactMap { $0 as? Value }
    }

    /// Whether the flag was given.
    package func flag(_ option: Option<Bool>) -> Bool {
        values[option.name] != nil
    }

    /// A usage error about these arguments.
    package func error(_ message: String) -> UsageError {
        UsageError(message, topic: topic)
    }

    /// Whether `name` already has a value.
    func has(_ name: String) -> Bool {
        values[name] != nil
    }

    mutating func add(_ value: any Sendable, for name: String) {
        values[name, default: []].append(value)
    }
}

extension CommandSignature {
    /// Reads `arguments` against the declared options: each value read as its
    /// option says, an option given twice refused unless repeatable, an
    /// unknown one refused naming the closest declared.
    /// - Throws: `UsageError` (64) naming what was wrong.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var scanner = ArgumentScanner(arguments, topic: topic)
        var parsed = ParsedArguments(topic: topic)
        let options = self.options
        while let argument = try scanner.next() {
            switch argument {
            case .operand(let value): parsed.operands.append(value)
            case .option(let given):
                guard let option = options.first(where: { $0.names.contains(given) }) else {
                    throw UsageError("unknown option '\(given)'" + Suggestion.hint(for: given, among: optionNames),
                                     topic: topic)
                }
                let value: any Sendable = try option.read?(&scanner, option.name) ?? true
                if parsed.has(option.name), !option.isRepeatable {
                    throw UsageError("\(option.name) was given twice", topic: topic)
                }
                parsed.add(value, for: option.name)
            }
        }
        return parsed
    }

    /// Whether the arguments ask for help (`--help` or `-h` before any `--`),
    /// which wins over anything else they say.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }
}
