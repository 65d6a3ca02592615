import Foundation
/// Walks an argument list, splitting `--name=value`, and reads typed option
/// values with usage errors that name the option.
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

    /// An output path: not empty, and not ending in `/` (a folder); `-` is standard output.
    mutating func outputPath(_ name: String) throws(UsageError) -> String {
        let path = try value(name)
        guard !path.isEmpty else { throw UsageError("\(name) needs a file name (got '')", topic: topic) }
        guard !path.hasSuffix("/") else {
            throw UsageError("\(name) takes a file, and '\(path)' ends in '/', which names a folder", topic: topic)
        }
        return path
    }

    /// `--junit FILE`: an output path, but not standard output, which holds the report.
    mutating func junitPath() throws(UsageError) -> String {
        let path = try outputPath("--junit")
        guard path != "-" else {
            throw UsageError("--junit takes a file: standard output holds the report (give /dev/stdout with --quiet to "
                                 + "send the XML there)", topic: topic)
        }
        return path
    }

    /// `-3`, `-0.1`: a negative number, taken as a value so that its range is what gets refused.
    static func looksNumeric(_ text: String) -> Bool {
        text.count > 1 && text.dropFirst().first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true
    }

    /// A whole number from 1 to `maximum`.
    mutating func count(_ name: String, maximum: Int = .max) throws(UsageError) -> Int {
        let text = try value(name)
        guard let number = Int(text), number >= 1 else {
            throw UsageError("\(name) takes a whole number of at least 1 (got '\(text)')", topic: topic)
        }
        guard number <= maximum else {
            throw UsageError("\(name) takes a whole number from 1 to \(maximum) (got '\(text)')", topic: topic)
        }
        return number
    }

    /// A size in bytes of at least 1: a whole number, with `K`, `M` or `G`
    /// (either case) for KiB, MiB or GiB: `500000`, `64M`, `8G`.
    mutating func size(_ name: String) throws(UsageError) -> Int {
        let text = try value(name)
        let shifts: [Character: Int] = ["k": 10, "m": 20, "g": 30]
        var digits = Substring(text)
        var shift = 0
        if let last = text.last, let unit = shifts[Character(last.lowercased())] {
            digits = digits.dropLast()
            shift = unit
        }
        guard digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 1,
              number <= Int.max >> shift else {
            throw UsageError("\(name) takes a size of at least 1 byte: a whole number, with K, M or G for KiB, MiB "
                + "or GiB (got '\(text)')", topic: topic)
        }
        return number << shift
    }

    /// A seed: a whole number from 0 to 2⁶⁴ − 1.
    mutating func seed(_ name: String) throws(UsageError) -> UInt64 {
        let text = try value(name)
        guard let number = UInt64(text) else {
            throw UsageError("\(name) takes a whole number from 0 to 18446744073709551615 (got '\(text)')", topic: topic)
        }
        return number
    }

    /// A share from 0 to 1.
    mutating func rate(_ name: String) throws(UsageError) -> Double {
        let text = try value(name)
        guard let number = Double(text), number.isFinite, (0...1).contains(number) else {
            throw UsageError("\(name) takes a number from 0 to 1 (got '\(text)')", topic: topic)
        }
        return number
    }

    /// `K/N`, a part of a corpus.
    mutating func shard(_ name: String) throws(UsageError) -> TraceShard {
        let text = try value(name)
        do {
            return try TraceShard(parsing: text)
        } catch {
            throw UsageError(error.message, topic: topic)
        }
    }

    /// One of an enumeration's raw values.
    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ name: String, _ type: T.Type
    ) throws(UsageError) -> T where T.RawValue == String {
        let text = try value(name)
        guard let choice = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            let choices = names.count > 2
                ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined(separator: " or ")
            throw UsageError("\(name) takes \(choices) (got '\(text)')", topic: topic)
        }
        return choice
    }
}

/// A command line that cannot be run: what was wrong, and which help to show.
/// Exit status 64.
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, in a sentence fragment.
    package var message: String
    /// The subcommand whose usage applies.
    package var topic: HelpTopic

    /// Creates an error.
    package init(_ message: String, topic: HelpTopic) {
        self.message = message
        self.topic = topic
    }

    /// `deepcut-replay: unknown option '--fast'`.
    package var description: String { "deepcut-replay: \(message)" }
}

extension UsageError: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    package var errorDescription: String? { description }
}
