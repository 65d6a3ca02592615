import Foundation

/// A section of a help text: a title and its entries (`ARGUMENTS:`), or a paragraph.
package struct HelpSection: Sendable {
    /// A label and its help lines (`\n` between them), shown as OPTIONS shows an option.
    package typealias Entry = (label: String, text: String)

    /// `ARGUMENTS`; nil for a paragraph.
    package var title: String?
    /// The section's lines.
    package var body: String

    /// A section of entries.
    package init(_ title: String, _ entries: [Entry]) {
        self.title = title
        body = Self.render(entries)
    }

    /// A paragraph without a title, as written.
    package init(paragraph: String) {
        body = paragraph
    }

    /// The section as the help prints it.
    package var text: String { title.map { "\($0):\n\(body)" } ?? body }

    /// Entries in two columns: the label from column 3, the text from column 27;
    /// a label too long for its column stands on a line of its own.
    static func render(_ entries: [Entry]) -> String {
        let column = 24
        let indent = "\n" + String(repeating: " ", count: column + 2)
        return entries.map { entry in
            let text = entry.text.replacingOccurrences(of: "\n", with: indent)
            return entry.label.count + 2 <= column
                ? "  " + entry.label + String(repeating: " ", count: column - entry.label.count) + text
                : "  " + entry.label + indent + text
        }.joined(separator: "\n")
    }
}
