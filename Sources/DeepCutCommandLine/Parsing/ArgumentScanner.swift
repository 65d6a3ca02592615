/// Walks an argument list, splitting `--name=value`, and takes an option's
/// value from `--name=value` or the next argument.
struct ArgumentScanner {
    enum Argument: Equatable {
        case option(String)
        case operand(String)
    }

    private var arguments: ArraySlice<String>
    private var pendingValue: String?
    private var optionsEnded = false
    let topic: HelpTopic

    init(_ arguments: [String], topic: HelpTopic) {
        self.arguments = arguments[...]
        self.topic = topic
    }

    /// The next option or operand, nil at the end.
    mutating func next() throws(UsageError) -> Argument? {
        if let pendingValue {
            throw UsageError("'\(pendingValue)' was given to an option that takes no value", topic: topic)
        }
        guard let argument = arguments.popFirst() else { return nil }
        if optionsEnded || argument == "-" || !argument.hasPrefix("-") { return .operand(argument) }
        if argument == "--" {
            optionsEnded = true
            return try next()
        }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            pendingValue = String(argument[argument.index(after: equals)...])
            return .option(String(argument[..<equals]))
        }
        return .option(argument)
    }

    /// The value of the option just read.
    mutating func value(_ name: String) throws(UsageError) -> String {
        if let pending = pendingValue {
            pendingValue = nil
            guard !pending.isEmpty else { throw UsageError("\(name) needs a value", topic: topic) }
            return pending
        }
        guard let next = arguments.first, next == "-" || !next.hasPrefix("-") || Self.looksNumeric(next) else {
            let hint = arguments.isEmpty ? "" : " (a value that starts with '-' is written \(name)=VALUE)"
            throw UsageError("\(name) needs a value" + hint, topic: topic)
        }
        arguments.removeFirst()
        return next
    }

    /// `-3`, `-0.1`: a negative number, taken as a value so that its range is what gets refused.
    static func looksNumeric(_ text: String) -> Bool {
        text.count > 1 && text.dropFirst().first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true
    }
}
