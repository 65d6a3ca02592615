/// The one escaping of text put into XML or HTML, for the JUnit report and the
/// HTML pages alike: `&`, `<`, `>` and `"` as references (attributes are
/// always written in double quotes, so `'` stays as it is), a line feed as
/// `&#10;` (kept in attributes, a plain line break in text), and every
/// character XML 1.0 forbids even as a reference (controls other than tab, line
/// feed and carriage return; U+FFFE; U+FFFF) as U+FFFD. Everything else, emoji
/// and right-to-left text included, is written as it is, in UTF-8.
package enum MarkupEscaping {
    /// `text` safe inside an element or a quoted attribute.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            case "\t", "\r": escaped.unicodeScalars.append(scalar)
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                if forbidden { escaped += "&#xFFFD;" } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
