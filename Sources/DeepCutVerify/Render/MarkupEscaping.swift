/// The one escaping of text put into XML or HTML, for the JUnit report and the
/// HTML pages alike: `&`, `<`, `>` and `"` as references (attributes are
/// always written in double quotes, so `'` stays as it is), a line feed as
/// `&#10;` (kept in attributes, a plain line break in text), and every
/// character XML 1.0 forbids even as a reference (controls other than tab, line
/// feed and carriage return; U+FFFE; U+FFFF) and every C1 control (U+0080–U+009F),
/// which HTML counts a parse error and a terminal showing the file may obey, as U+FFFD. Everything else, emoji
/// and right-to-left text included, is written as it is, in UTF-8.
package enum MarkupEscaping {
    /// `text` safe inside an element or a quoted attribute.
    package static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped, to UTF-8 `bytes`: a page of a million calls is
    /// escaped with no string made per value, and each run of bytes that needs
    /// no reference (most of a page's text) is copied at once.
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.reserveCapacity(bytes.count + utf8.count)
            var plainFrom = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let reference: [UInt8]
                var width = 1
                switch byte {
                case UInt8(ascii: "&"): reference = amp
                case UInt8(ascii: "<"): reference = lt
                case UInt8(ascii: ">"): reference = gt
                case UInt8(ascii: "\""): reference = quot
                case UInt8(ascii: "\n"): reference = lineFeed
                case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
                    // A C1 control (U+0080–U+009F, C2 80 to C2 9F): HTML calls it a parse error, a terminal may obey it.
                    reference = replacement
                    width = 2
                case UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x20...:
                    // U+FFFE and U+FFFF are EF BF BE and EF BF BF; 0xEF only ever leads a scalar.
                    guard byte == 0xEF, index + 2 < utf8.count, utf8[index + 1] == 0xBF, utf8[index + 2] >= 0xBE else {
                        index += 1
                        continue
                    }
                    reference = replacement
                    width = 3
                default: reference = replacement
                }
                bytes.append(contentsOf: utf8[plainFrom..<index])
                bytes.append(contentsOf: reference)
                index += width
                plainFrom = index
            }
            bytes.append(contentsOf: utf8[plainFrom...])
        }
    }

    private static let amp = Array("&amp;".utf8), lt = Array("&lt;".utf8), gt = Array("&gt;".utf8)
    private static let quot = Array("&quot;".utf8), lineFeed = Array("&#10;".utf8), replacement = Array("&#xFFFD;".utf8)
}
