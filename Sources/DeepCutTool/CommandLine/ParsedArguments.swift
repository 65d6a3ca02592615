/// A command's arguments read against its declared options: the operands in
/// order and each option's values, typed. A command's `init(parsing:)` takes
/// what it needs from it and checks what goes together.
package struct ParsedArguments {
    /// The operands, in order (everything after `--` included).
    package var operands: [String] = []
    /// The command the arguments are for, for its usage errors.
    package let topic: HelpTopic
    private var values: [String: [any Sendable]] = [:]

    /// Reads `arguments` against `options`: each value read as its option says,
    /// an option given twice refused unless repeatable, an unknown one refused
    /// naming the closest of `suggestions`.
    /// - Throws: `UsageError` (64) naming what was wrong.
    init(_ arguments: [String], options: [CommandOption], suggestions: [String], topic: HelpTopic) throws(UsageError) {
        self.topic = topic
        var scanner = ArgumentScanner(arguments, topic: topic)
        while let argument = try scanner.next() {
            switch argument {
            case .operand(let value): operands.append(value)
            case .option(let given):
                guard let option = options.first(where: { $0.names.contains(given) }) else {
                    throw error("unknown option '\(given)'" + Suggestion.hint(for: given, among: suggestions))
                }
                var value: any Sendable = true
                if let read = option.read {
                    value = try read(try scanner.value(option.name), ValueRefusal(name: option.name, topic: topic))
                }
                guard values[option.name] == nil || option.isRepeatable else { throw error("\(option.name) was given twice") }
                values[option.name, default: []].append(value)
            }
        }
    }

    /// The option's value, when it was given.
    package func value<Value>(_ option: Option<Value>) -> Value? {
        values[option.declaration.name]?.last as? Value
    }

    /// Every value given to a repeatable option, in order.
    package func values<Value>(_ option: Option<Value>) -> [Value] {
        (values[option.declaration.name] ?? []).compactMap { $0 as? Value }
    }

    /// Whether the flag was given.
    package func flag(_ option: Option<Bool>) -> Bool {
        values[option.declaration.name] != nil
    }

    /// Whether the option named `name` was given.
    package func has(_ name: String) -> Bool {
        values[name] != nil
    }

    /// The one TRACE operand of a command that takes exactly one.
    /// - Throws: `UsageError` naming the command when there is none, or naming the second when there are more.
    package func singleTrace() throws(UsageError) -> String {
        if operands.count > 1 { throw error("\(topic.rawValue) takes one TRACE (got '\(operands[1])' too)") }
        guard let trace = operands.first else { throw error("\(topic.rawValue) needs a TRACE") }
        return trace
    }

    /// A usage error about these arguments.
    package func error(_ message: String) -> UsageError {
        UsageError(message, topic: topic)
    }
}
