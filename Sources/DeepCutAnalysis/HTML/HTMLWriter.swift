import DeepCutVerify

/// Builds an HTML page's markup: every text and attribute value goes through
/// `MarkupEscaping`, so that a title from Apple Music (`&`, `<`, quotes,
/// emoji, right-to-left text, U+FFFE) reads as it is and never as markup.
///
/// The markup is also well-formed XML (void elements closed with `/>`,
/// attributes in double quotes, no named entities), so that tests parse it
/// with `XMLDocument` as a browser parses it as HTML.
package struct HTMLWriter: Sendable {
    /// The markup so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []

    /// The markup so far.
    package var markup: String { String(decoding: bytes, as: UTF8.self) }

    /// An empty page body.
    package init() {}

    /// Opens `tag` with `attributes` (name, value; nil values left out).
    package mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        start(tag, attributes)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Closes `tag`, and ends the line.
    package mutating func close(_ tag: String) {
        end(tag)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `<tag attributes>text</tag>`, the text escaped.
    package mutating func element(_ tag: String, _ text: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        open(tag, attributes)
        MarkupEscaping.append(text, to: &bytes)
        end(tag)
    }

    /// `<style>` or `<script>` with `content` as it is: their text is not
    /// markup to a browser, so a reference would be read literally. The
    /// content is the tool's own, never a user's, and holds no `<` or `&`.
    package mutating func rawTextElement(_ tag: String, _ content: String) {
        precondition(!content.contains("<") && !content.contains("&"), "a page's own style or script holds no < or &")
        open(tag)
        bytes.append(contentsOf: content.utf8)
        close(tag)
    }

    /// The tool's own markup as it is (the doctype): a literal, never a user's text.
    package mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A void element: `<tag attributes/>`.
    package mutating func void(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        start(tag, attributes)
        bytes.append(contentsOf: "/>".utf8)
    }

    /// Text, escaped.
    package mutating func text(_ text: String) {
        MarkupEscaping.append(text, to: &bytes)
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

    /// `<tag` and its attributes, the values escaped; nil values are left out.
    private mutating func start(_ tag: String, _ attributes: KeyValuePairs<String, String?>) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: tag.utf8)
        for (name, value) in attributes {
            guard let value else { continue }
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: name.utf8)
            bytes.append(contentsOf: #"=""#.utf8)
            MarkupEscaping.append(value, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private mutating func end(_ tag: String) {
        bytes.append(contentsOf: "</".utf8)
        bytes.append(contentsOf: tag.utf8)
        bytes.append(UInt8(ascii: ">"))
    }
}
