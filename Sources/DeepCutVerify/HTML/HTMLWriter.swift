/// Builds an HTML page's markup: every text and attribute value goes through
/// `MarkupEscaping`, so that a title from Apple Music (`&`, `<`, quotes,
/// emoji, right-to-left text, U+FFFE) reads as it is and never as markup.
///
/// The markup is also well-formed XML (void elements closed with `/>`,
/// attributes in double quotes, no named entities), so that tests parse it
/// with `XMLDocument` as a browser parses it as HTML.
package struct HTMLWriter: Sendable {
    /// The markup so far.
    package private(set) var markup = ""

    /// An empty page body.
    package init() {}

    /// Opens `tag` with `attributes` (name, value; nil values left out).
    package mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        markup += "<" + tag + Self.attributes(attributes) + ">"
    }

    /// Closes `tag`, and ends the line.
    package mutating func close(_ tag: String) {
        markup += "</" + tag + ">\n"
    }

    /// `<tag attributes>text</tag>`, the text escaped.
    package mutating func element(_ tag: String, _ text: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        markup += "<" + tag + Self.attributes(attributes) + ">" + MarkupEscaping.escape(text) + "</" + tag + ">"
    }

    /// `<style>` or `<script>` with `content` as it is: their text is not
    /// markup to a browser, so a reference would be read literally. The
    /// content is the tool's own, never a user's, and holds no `<` or `&`.
    package mutating func rawTextElement(_ tag: String, _ content: String) {
        precondition(!content.contains("<") && !content.contains("&"), "a page's own style or script holds no < or &")
        markup += "<" + tag + ">" + content + "</" + tag + ">\n"
    }

    /// A void element: `<tag attributes/>`.
    package mutating func void(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        markup += "<" + tag + Self.attributes(attributes) + "/>"
    }

    /// Text, escaped.
    package mutating func text(_ text: String) {
        markup += MarkupEscaping.escape(text)
    }

    /// Markup another writer made.
    package mutating func append(_ other: HTMLWriter) {
        markup += other.markup
    }

    /// A table: a caption, a header row of `<th scope="col">`, then each row,
    /// its first cell a `<th scope="row">` when `rowHeaders`; each cell text, and a class.
    package mutating func table(
        caption: String, header: [String], rows: [[String]], rowHeaders: Bool = true, classes: [[String?]] = []
    ) {
        open("table")
        element("caption", caption)
        open("thead")
        open("tr")
        for cell in header { element("th", cell, ["scope": "col"]) }
        close("tr")
        close("thead")
        open("tbody")
        for (index, row) in rows.enumerated() {
            open("tr")
            for (column, cell) in row.enumerated() {
                let cellClass = index < classes.count && column < classes[index].count ? classes[index][column] : nil
                if column == 0 && rowHeaders {
                    element("th", cell, ["scope": "row", "class": cellClass])
                } else {
                    element("td", cell, ["class": cellClass])
                }
            }
            close("tr")
        }
        close("tbody")
        close("table")
    }

    /// A list folded in `<details>` (open when `open`), every item in the page, however many.
    package mutating func foldedList(_ summary: String, _ items: [String], open isOpen: Bool = false, ordered: Bool = false) {
        open("details", ["open": isOpen ? "open" : nil])
        element("summary", summary)
        open(ordered ? "ol" : "ul")
        for item in items { element("li", item) }
        close(ordered ? "ol" : "ul")
        close("details")
    }

    private static func attributes(_ attributes: KeyValuePairs<String, String?>) -> String {
        var text = ""
        for (name, value) in attributes {
            guard let value else { continue }
            text += " " + name + "=\"" + MarkupEscaping.escape(value) + "\""
        }
        return text
    }
}
