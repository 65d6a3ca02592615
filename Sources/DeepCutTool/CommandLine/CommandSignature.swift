import DeepCutVerify

/// A command's name, operands, options and help, declared once as data: its
/// parsing (`parse`), its `--help`, its USAGE lines (in its help and the
/// tool's) and the options "did you mean" chooses from all come from here.
package struct CommandSignature: Sendable {
    /// The word after `deepcut-replay`; nil for the tool itself (`deepcut-replay TRACE`).
    package var name: String?
    /// The operands as USAGE shows them: `TRACE`, `PATH...`, `A B`, or nothing.
    package var operands: String
    /// One line for the tool's SUBCOMMANDS list.
    package var summary: String
    /// The help's first part: its OVERVIEW line and the paragraphs before USAGE.
    package var overview: String
    /// The options, by USAGE line: each inner list starts a line of USAGE.
    package var usageLines: [[CommandOption]]
    /// Further USAGE lines, each a form of the command of its own (`faults --merge FILE...`).
    package var otherUsages: [String]
    /// Sections between USAGE and OPTIONS (ARGUMENTS, FAULTS).
    package var sections: [HelpSection]
    /// The entries OPTIONS ends with: `-h, --help` (and the tool's `--version`).
    package var helpEntries: [HelpSection.Entry]
    /// The body of EXIT STATUS, and any paragraph after it; nil when the help has none.
    package var exitStatus: String?

    /// Declares a command.
    package init(
        name: String?, operands: String, summary: String, overview: String, usage usageLines: [[CommandOption]],
        otherUsages: [String] = [], sections: [HelpSection] = [], helpEntries: [HelpSection.Entry] = [("-h, --help", "Show this help.")],
        exitStatus: String?
    ) {
        self.name = name
        self.operands = operands
        self.summary = summary
        self.overview = overview
        self.usageLines = usageLines
        self.otherUsages = otherUsages
        self.sections = sections
        self.helpEntries = helpEntries
        self.exitStatus = exitStatus
    }

    /// The help topic: the command's name, or the tool's.
    package var topic: HelpTopic { name.map { HelpTopic(rawValue: $0) } ?? .tool }

    /// Every option, in the order the help lists them.
    package var options: [CommandOption] { usageLines.flatMap { $0 } }

    /// The names "did you mean" chooses among: each option's, then `-h`, `--help` (and `--version`).
    var optionNames: [String] {
        options.filter { !$0.isHidden }.flatMap(\.names) + helpEntries.flatMap { $0.label.components(separatedBy: ", ") }
    }

    /// Reads the arguments after the command's name against its options.
    /// - Throws: `UsageError` (64) naming what was wrong.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        try ParsedArguments(arguments, options: options, suggestions: optionNames, topic: topic)
    }

    /// Whether the arguments ask for help (`--help` or `-h` before any `--`),
    /// which wins over anything else they say.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// The USAGE lines, starting with `deepcut-replay`; a line after the first is
    /// indented to stand under the word after the program's name.
    package var usage: String {
        let head = ["deepcut-replay", name, operands.isEmpty ? nil : operands].compactMap { $0 }.joined(separator: " ")
        let indent = String(repeating: " ", count: "deepcut-replay ".count + (name ?? operands).count + 1)
        return usageLines.enumerated().map { index, line in
            let words = line.compactMap(\.usageFragment).joined(separator: " ")
            return index == 0 ? [head, words].filter { !$0.isEmpty }.joined(separator: " ") : indent + words
        }.joined(separator: "\n") + otherUsages.map { "\n" + $0 }.joined()
    }

    /// The OPTIONS section's lines, `-h, --help` last.
    var optionsHelp: String {
        let entries: [HelpSection.Entry] = options.filter { !$0.help.isEmpty }.map { ($0.label, $0.help) }
            + helpEntries
        return HelpSection.render(entries)
    }

    /// The text of `deepcut-replay NAME --help`.
    package var help: String {
        var parts = [overview, "USAGE: " + usage.replacingOccurrences(of: "\n", with: "\n       ")]
        parts += sections.map(\.text)
        parts.append("OPTIONS:\n" + optionsHelp)
        if let exitStatus { parts.append("EXIT STATUS:\n" + exitStatus) }
        return parts.joined(separator: "\n\n")
    }
}

/// A titled section of a help text: `ARGUMENTS:` and its entries.
package struct HelpSection: Sendable {
    /// A label and its help lines (`\n` between them), shown as OPTIONS shows an option.
    package typealias Entry = (label: String, text: String)

    /// `ARGUMENTS`.
    package var title: String
    /// The section's lines.
    package var body: String

    /// A section of entries.
    package init(_ title: String, _ entries: [Entry]) {
        self.title = title
        body = Self.render(entries)
    }

    /// The section as the help prints it.
    var text: String { "\(title):\n\(body)" }

    /// Entries in two columns: the label from column 3, the text from column 27;
    /// a label too long for its column stands on a line of its own.
    static func render(_ entries: [Entry]) -> String {
        let column = 24
        let indent = "\n" + String(repeating: " ", count: column + 2)
        return entries.map { entry in
            let text = entry.text.replacingOccurrences(of: "\n", with: indent)
            return entry.label.count + 2 <= column
                ? "  " + entry.label.padding(column) + text
                : "  " + entry.label + indent + text
        }.joined(separator: "\n")
    }
}
