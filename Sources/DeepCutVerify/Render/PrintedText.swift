/// The one way a string that came from a trace or a log (a title, an artist's
/// name, a device, a note, an error's text, a name read from a console log, a
/// path found in a folder) is printed in a text, Markdown or JUnit output, a
/// progress line or an error message (Docs/TraceFormat.md "Printing what a
/// trace says").
///
/// A trace is data someone else wrote: printed raw, an ESC or BEL sequence in a
/// title could clear the screen, recolour or hide a line, or a line feed start
/// a forged `PASS` line. So every control character (C0, line feed and tab
/// included; DEL; C1), the Unicode line and paragraph separators, and the bidi
/// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that
/// reorder the rest of a line are written as `\u{1B}`, the scalar's number in
/// hexadecimal; a string longer than `limit` characters is cut, with the count
/// of what was cut: `… (38,000,000 more characters)`. A string with neither is
/// returned as it is, so that ordinary traces print byte for byte as before.
///
/// JSON outputs keep every string whole (JSON escapes controls), and HTML
/// pages use `MarkupEscaping`, which replaces controls with U+FFFD.
package enum PrintedText {
    /// The most characters of one string printed: longer than any title,
    /// name or message of a real library, short enough that a 40 MB name
    /// takes a line.
    package static let limit = 4_096

    /// `text` safe to print: controls and reordering marks escaped, cut at `limit` characters.
    /// - Complexity: O(n) in the text's length; no copy when nothing needs escaping or cutting.
    package static func escape(_ text: String, limit: Int = limit) -> String {
        let long = text.utf8.count > limit
        guard long || text.unicodeScalars.contains(where: needsEscape) else { return text }
        var kept = Substring(text)
        var cut = 0
        if long, let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex {
            kept = text[..<end]
            cut = text[end...].count
        }
        var printed = ""
        printed.reserveCapacity(kept.utf8.count)
        for scalar in kept.unicodeScalars {
            if needsEscape(scalar) {
                printed += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                printed.unicodeScalars.append(scalar)
            }
        }
        if cut > 0 { printed += "… (\(grouped(cut)) more character\(cut == 1 ? "" : "s"))" }
        return printed
    }

    /// Whether a scalar is shown by its number: a control, a line or paragraph separator, or a bidi override or isolate.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension String {
    /// The string as `PrintedText.escape` prints it.
    package var printable: String { PrintedText.escape(self) }
}

extension Optional where Wrapped == String {
    /// The string as `PrintedText.escape` prints it, or nil.
    package var printable: String? { map { PrintedText.escape($0) } }
}
