import DeepCutCommandLine

extension ParsedArguments {
    /// The one TRACE operand of a command that takes exactly one.
    /// - Throws: `UsageError` naming the command when there is none, or naming the second when there are more.
    package func singleTrace() throws(UsageError) -> String {
        if operands.count > 1 { throw error("\(topic.name) takes one TRACE (got '\(operands[1])' too)") }
        guard let trace = operands.first else { throw error("\(topic.name) needs a TRACE") }
        return trace
    }
}
