/// What declares a part of a command line: an option (`@Option`), the
/// operands (`@Operands`), or a type whose stored properties declare them (a
/// command, a group of options several commands share).
///
/// A type's declarations are its stored properties, in the order they are
/// written: the order of the help's USAGE and OPTIONS. Nothing else lists
/// them: the parser, the help and "did you mean" all read them from here.
package protocol DeclaredArguments: Sendable {
    /// The options declared, in the order written.
    var declaredOptions: [any AnyOption] { get }
    /// The operands declared; nil when none are.
    var declaredOperands: OperandSpec? { get }
    /// The names of the options the command line gave, in the order declared.
    var givenOptionNames: [String] { get }
}

extension DeclaredArguments {
    /// The options of the stored properties, in the order they are written.
    package var declaredOptions: [any AnyOption] {
        Mirror(reflecting: self).children.flatMap { ($0.value as? any DeclaredArguments)?.declaredOptions ?? [] }
    }

    /// The given options of the stored properties, in the order they are written.
    package var givenOptionNames: [String] {
        Mirror(reflecting: self).children.flatMap { ($0.value as? any DeclaredArguments)?.givenOptionNames ?? [] }
    }

    /// The operands of the first stored property that declares them.
    package var declaredOperands: OperandSpec? {
        Mirror(reflecting: self).children.lazy.compactMap { ($0.value as? any DeclaredArguments)?.declaredOperands }.first
    }
}

/// The arguments being read while a command's declarations are made: each
/// `@Option` and `@Operands` takes its value from here when it is created, so
/// that a command made by `init()` inside `ParsedArguments.reading` is the
/// command those arguments ask for, and one made outside it holds the defaults.
package enum ArgumentsBeingRead {
    @TaskLocal package static var current: ParsedArguments?
}
