/// The operands of a command, declared where they are stored, with how many
/// it takes; a wrong count is refused with one wording for each mistake:
///
///     @Operands("TRACE") var tracePath: String          // exactly one
///     @Operands("PATH") var paths: [String]             // one or more
///     @Operands("OUT.json", count: 0...1) var output: String?  // at most one
@propertyWrapper
package struct Operands<Value: Sendable>: DeclaredArguments {
    /// What USAGE calls them, and how many are taken.
    package let spec: OperandSpec
    /// What the command line gave, or the default (empty, or nil).
    package var wrappedValue: Value

    private init(spec: OperandSpec, value: (_ operands: [String]) -> Value) {
        self.spec = spec
        wrappedValue = value(ArgumentsBeingRead.current?.operands ?? [])
    }

    /// Exactly one operand: `TRACE`; `tooMany` says what to run instead when more are given.
    package init(_ name: String, tooMany: String? = nil) where Value == String {
        self.init(spec: OperandSpec(name: name, count: 1...1, tooMany: tooMany)) { $0.first ?? "" }
    }

    /// At most one operand, nil when there is none.
    package init(_ name: String, count: ClosedRange<Int>) where Value == String? {
        precondition(count.upperBound == 1, "an optional operand is at most one")
        self.init(spec: OperandSpec(name: name, count: count)) { $0.first }
    }

    /// One or more operands (`PATH...`), or as many as `count` allows (`A B`: `2...2`).
    package init(_ name: String, count: ClosedRange<Int> = 1...Int.max) where Value == [String] {
        self.init(spec: OperandSpec(name: name, count: count)) { $0 }
    }

    package var declaredOptions: [any AnyOption] { [] }
    package var declaredOperands: OperandSpec? { spec }
    package var givenOptionNames: [String] { [] }
}

extension Operands: Equatable where Value: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Operands: Hashable where Value: Hashable {
    package func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// How a command's operands are named and counted.
package struct OperandSpec: Hashable, Sendable {
    /// One operand's name: `TRACE`, `PATH`.
    package var name: String
    /// How many the command takes.
    package var count: ClosedRange<Int>
    /// What to run instead when more are given than the command takes, if anything.
    package var tooMany: String?

    /// Operands named `name`, `count` of them.
    package init(name: String, count: ClosedRange<Int>, tooMany: String? = nil) {
        (self.name, self.count, self.tooMany) = (name, count, tooMany)
    }

    /// What USAGE shows: `TRACE`, `PATH...`, `[OUT.json]`, or the names as written (`A B`).
    package var usage: String {
        if count == 1...1 || name.contains(" ") { return name }
        if count.upperBound == 1 { return "[\(name)]" }
        return name + "..."
    }

    /// Refuses a count the command does not take, in one wording for each mistake.
    /// - Throws: `UsageError` (64): `redact needs a TRACE`, `redact takes one TRACE (got 'b' too)`,
    ///   `lint needs at least one PATH`, `diff takes A B (got 3 operands)`.
    package func check(_ operands: [String], topic: HelpTopic) throws(UsageError) {
        guard !count.contains(operands.count) else { return }
        // The program itself (`deepcut-replay a.json b.json`) is named by the line's prefix already.
        let command = topic.command.map { "\($0) " }
        let instead = tooMany.map { "; \($0)" } ?? ""
        let message: String
        switch (count.lowerBound, count.upperBound) {
        case (_, 1) where operands.count > 1:
            message = (command.map { "\($0)takes one \(name)" } ?? "one \(name) at a time") + " (got '\(operands[1])' too)" + instead
        case (1, 1):
            let article = "AEIOUaeiou".contains(name.first ?? "x") ? "an" : "a"
            message = command.map { "\($0)needs \(article) \(name)" } ?? "no \(name) given"
        case (1, Int.max):
            message = (command ?? "") + "needs at least one \(name)"
        default:
            message = (command ?? "") + "takes \(usage) (got \(operands.count) operand\(operands.count == 1 ? "" : "s"))"
        }
        throw UsageError(message, topic: topic)
    }
}
