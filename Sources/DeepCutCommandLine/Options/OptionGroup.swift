/// Options several commands take with one meaning and one help, declared once
/// as a type, as swift-format's `LintFormatOptions` is: the group declares each
/// of its options as a `static let`, lists them in `options`, and reads itself
/// from a command's arguments into typed stored properties. A command lists
/// the group's options in its signature (`Group.options`, or each where its
/// USAGE puts it) and stores the group, or its values, from `Group(parsing:)`.
///
/// An option whose help differs from command to command is no group's: each
/// command declares it with its own help, from a factory that keeps its name
/// and shape in one place.
package protocol OptionGroup: Sendable {
    /// The group's options, in the order USAGE shows them.
    static var options: [any AnyOption] { get }

    /// Reads the group from a command's arguments, refusing what does not go together.
    /// - Throws: `UsageError` (64) naming what was wrong.
    init(parsing arguments: ParsedArguments) throws(UsageError)
}
