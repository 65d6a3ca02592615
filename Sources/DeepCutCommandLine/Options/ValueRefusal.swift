/// Makes the usage error for a value an option refuses.
package struct ValueRefusal: Sendable {
    /// The option's name.
    package let name: String
    /// The command whose usage applies.
    package let topic: HelpTopic

    /// `--seed takes a whole number … (got 'x')`: the option's name, then `says`.
    package func callAsFunction(_ says: String) -> UsageError { UsageError("\(name) \(says)", topic: topic) }

    /// A message of its own, not starting with the option's name.
    package func message(_ text: String) -> UsageError { UsageError(text, topic: topic) }
}
