/// A growing UTF-8 buffer with the writer's JSON primitives: strings escaped
/// minimally and always the same way, numbers in one stable form.
///
/// Escaping: `"` and `\` with a backslash; U+0008, U+0009, U+000A, U+000C,
/// U+000D as `\b`, `\t`, `\n`, `\f`, `\r`; other control characters below
/// U+0020 as `\u00xx` (lowercase hex); everything else as its UTF-8 bytes.
package struct JSONOutput {
    /// An empty buffer.
    package init() {}

    /// The bytes written so far.
    package var bytes: [UInt8] = []

    /// The bytes as a string.
    package var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends text as is.
    package mutating func writeRaw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text as is.
    package mutating func writeRaw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a quoted, escaped string.
    package mutating func writeString(_ text: String) {
        bytes.append(0x22)
        // Runs without anything to escape are appended whole.
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: utf8[runStart..<index])
                runStart = utf8.index(after: index)
                bytes.append(0x5C)
                switch byte {
                case 0x22: bytes.append(0x22)
                case 0x5C: bytes.append(0x5C)
                case 0x08: bytes.append(0x62)
                case 0x09: bytes.append(0x74)
                case 0x0A: bytes.append(0x6E)
                case 0x0C: bytes.append(0x66)
                case 0x0D: bytes.append(0x72)
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                }
            }
            utf8.formIndex(after: &index)
        }
        bytes.append(contentsOf: utf8[runStart..<utf8.endIndex])
        bytes.append(0x22)
    }

    /// Appends an integer in decimal.
    package mutating func writeInt(_ value: Int) {
        if value < 0 {
            bytes.append(0x2D)
            if value == .min {
                writeRaw("9223372036854775808")
                return
            }
        }
        // The digits are written last to first, into room made for them.
        var magnitude = value.magnitude
        var length = 1
        var rest = magnitude / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        var index = bytes.count + length
        bytes.append(contentsOf: repeatElement(0x30, count: length))
        repeat {
            index -= 1
            bytes[index] = UInt8(truncatingIfNeeded: magnitude % 10) + 0x30
            magnitude /= 10
        } while magnitude > 0
    }

    /// Appends a number: integral values below 2^63 as integers (`180000`,
    /// `-0` as `0`), others in Swift's shortest round-trip form with the
    /// exponent spelled out for exponents from -7 to 20 (`0.000001`,
    /// `10000000000000000000`); beyond that, with an exponent (`1e+300`).
    /// Non-finite values, which JSON cannot hold, are written `null`.
    package mutating func writeDouble(_ value: Double) {
        guard value.isFinite else {
            writeRaw("null")
            return
        }
        if value.rounded(.towardZero) == value, value.magnitude < 9.2e18 {
            writeInt(Int(value))
            return
        }
        writeRaw(Self.plainDecimal(value.description))
    }

    /// Rewrites Swift's `1.5e-05` as `0.000015` when the exponent is in -7...20.
    package static func plainDecimal(_ text: String) -> String {
        guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(text[text.index(after: exponentIndex)...]), (-7...20).contains(exponent)
        else { return text }
        var mantissa = Substring(text[..<exponentIndex])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integerDigits = String(parts[0])
        var digits = integerDigits + (parts.count > 1 ? String(parts[1]) : "")
        var point = integerDigits.count + exponent
        while digits.count > 1, digits.hasPrefix("0") {
            digits.removeFirst()
            point -= 1
        }
        var plain: String
        if point <= 0 {
            plain = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            plain = digits + String(repeating: "0", count: point - digits.count)
        } else {
            plain = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        if plain.contains(".") {
            while plain.hasSuffix("0") { plain.removeLast() }
            if plain.hasSuffix(".") { plain.removeLast() }
        }
        return (negative ? "-" : "") + plain
    }

    /// Appends `true` or `false`.
    package mutating func writeBool(_ value: Bool) {
        if value { writeRaw("true") } else { writeRaw("false") }
    }

    /// Appends a JSON array of strings: `["a", "b"]`.
    package mutating func writeStrings(_ values: [String]) {
        bytes.append(0x5B)
        for (index, value) in values.enumerated() {
            if index > 0 { writeRaw(", ") }
            writeString(value)
        }
        bytes.append(0x5D)
    }

    /// Appends an unknown value compactly, numbers as their literal text.
    package mutating func writeValue(_ value: JSONValue) {
        switch value {
        case .null: writeRaw("null")
        case .bool(let flag): writeBool(flag)
        case .number(let literal): writeRaw(literal)
        case .string(let text): writeString(text)
        case .array(let elements):
            bytes.append(0x5B)
            for (index, element) in elements.enumerated() {
                if index > 0 { writeRaw(", ") }
                writeValue(element)
            }
            bytes.append(0x5D)
        case .object(let object): writeObject(object)
        }
    }

    /// Appends an object of unknown values: `{"key": value, ...}` in member order.
    package mutating func writeObject(_ object: JSONObject) {
        var members = MemberList()
        bytes.append(0x7B)
        writeUnknown(object, &members)
        bytes.append(0x7D)
    }

    // MARK: Objects with known keys

    /// Tracks whether a member is the first of its object, for the `, ` between members.
    struct MemberList {
        var isFirst = true
    }

    /// Appends `"key": ` after a `, ` unless it is the object's first member.
    mutating func writeKey(_ key: StaticString, _ members: inout MemberList) {
        if members.isFirst { members.isFirst = false } else { writeRaw(", ") }
        bytes.append(0x22)
        writeRaw(key)
        writeRaw("\": ")
    }

    /// A key known only when the program runs (an argument of the method's schema).
    mutating func writeKey(_ key: String, _ members: inout MemberList) {
        if members.isFirst { members.isFirst = false } else { writeRaw(", ") }
        bytes.append(0x22)
        writeRaw(key)
        writeRaw("\": ")
    }

    /// Appends the unknown members after the known ones.
    mutating func writeUnknown(_ object: JSONObject, _ members: inout MemberList) {
        for member in object.members {
            if members.isFirst { members.isFirst = false } else { writeRaw(", ") }
            writeString(member.key)
            writeRaw(": ")
            writeValue(member.value)
        }
    }
}
