import Foundation

/// A string value remembered with where its bytes are in the input.
struct SharedString {
    var start = 0
    var count = 0
    var value = ""
}

/// Strings: scanning with validation (control characters, escapes, UTF-8),
/// and building `String` values, unescaping only when there is a backslash.
extension JSONScanner {
    /// Scans the string whose opening quote is at `position` and leaves the
    /// position after its closing quote. Validates everything on the way, so
    /// that building the value later cannot fail.
    @inline(__always)
    mutating func scanString() throws(TraceReadError) -> KeyToken {
        let start = position + 1
        var index = start
        var hasEscapes = false
        while true {
            // Plain ASCII runs, eight bytes at a time, straight to the first
            // byte that needs attention.
            while index + 8 <= end {
                let word = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let attention = Self.attentionMask(word)
                if attention != 0 {
                    index += attention.trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
            guard index < end else { throw cutOff("'\"' to close the string", at: end) }
            let byte = input[index]
            if byte == 0x22 { break }
            if byte == 0x5C {
                hasEscapes = true
                index = try scanEscape(at: index)
            } else if byte < 0x20 {
                position = index
                throw invalidJSON("a character in a string (control characters must be escaped, e.g. \\n)",
                                  found: "the control character U+\(Self.hex(UInt32(byte), digits: 4))")
            } else if byte >= 0x80 {
                index += try validateUTF8Sequence(at: index)
            } else {
                index += 1
            }
        }
        position = index + 1
        return KeyToken(start: start, end: index, hasEscapes: hasEscapes)
    }

    /// The high bit of each byte of an 8-byte word that may be a quote, a
    /// backslash, a control character or a non-ASCII byte (the classic "has
    /// zero byte" bit trick), 0 when there is none. The lowest bit set is
    /// exact: a byte is flagged wrongly only above one flagged rightly, so
    /// the first byte to look at is `trailingZeroBitCount / 8`.
    @inline(__always)
    static func attentionMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = word &- (ones &* 0x20)
        return ((hasQuote | hasBackslash | hasControl) & ~word | word) & highs
    }

    /// Validates the escape at `index` (a backslash) and returns the offset after it.
    mutating func scanEscape(at index: Int) throws(TraceReadError) -> Int {
        guard index + 1 < end else { throw cutOff("an escaped character after '\\'", at: end) }
        switch input[index + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
            return index + 2
        case 0x75:
            let unit = try hexUnit(at: index + 2)
            if (0xDC00...0xDFFF).contains(unit) {
                position = index
                throw invalidJSON("a Unicode escape that is a character", found: "a lone low surrogate \\u\(Self.hex(unit, digits: 4))")
            }
            guard (0xD800...0xDBFF).contains(unit) else { return index + 6 }
            guard index + 7 < end else { throw cutOff("a low surrogate after \\u\(Self.hex(unit, digits: 4))", at: end) }
            guard input[index + 6] == 0x5C, input[index + 7] == 0x75 else {
                position = index + 6
                throw invalidJSON("a low surrogate \\uDC00-\\uDFFF after the high surrogate \\u\(Self.hex(unit, digits: 4))")
            }
            let low = try hexUnit(at: index + 8)
            guard (0xDC00...0xDFFF).contains(low) else {
                position = index + 6
                throw invalidJSON("a low surrogate \\uDC00-\\uDFFF after the high surrogate \\u\(Self.hex(unit, digits: 4))",
                                  found: "\\u\(Self.hex(low, digits: 4))")
            }
            return index + 12
        default:
            position = index
            throw invalidJSON("an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX",
                              found: "'\\" + String(decoding: [input[index + 1]], as: UTF8.self) + "'")
        }
    }

    /// The four hex digits at `index`.
    func hexUnit(at index: Int) throws(TraceReadError) -> UInt32 {
        var value: UInt32 = 0
        for offset in index..<(index + 4) {
            guard offset < end else { throw cutOff("four hex digits after \\u", at: end) }
            guard let digit = JSONText.hexDigit(input[offset]) else {
                var copy = self
                copy.position = offset
                throw copy.invalidJSON("four hex digits after \\u")
            }
            value = value << 4 | digit
        }
        return value
    }

    /// Validates the multi-byte UTF-8 sequence starting at `index` and returns its length.
    /// Refuses overlong forms, surrogates and values above U+10FFFF.
    mutating func validateUTF8Sequence(at index: Int) throws(TraceReadError) -> Int {
        let lead = input[index]
        var length = 0
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default:
            position = index
            throw invalidJSON("UTF-8 text", found: "the byte 0x\(Self.hex(UInt32(lead), digits: 2)), which is not UTF-8")
        }
        for offset in 1..<length {
            guard index + offset < end else { throw cutOff("the rest of a UTF-8 character", at: end) }
            let byte = input[index + offset]
            guard byte >= (offset == 1 ? lower : 0x80), byte <= (offset == 1 ? upper : 0xBF) else {
                position = index
                throw invalidJSON("UTF-8 text", found: "the byte 0x\(Self.hex(UInt32(lead), digits: 2)) starting an invalid UTF-8 sequence")
            }
        }
        return length
    }

    /// Reads a string value.
    @inline(__always)
    mutating func readString(_ expected: @autoclosure () -> String = "a string") throws(TraceReadError) -> String {
        guard position < end, input[position] == 0x22 else { throw typeMismatch(expected()) }
        return text.string(try scanString())
    }

    /// The string value of an artist name, which often repeats the one read
    /// before (every track of an album names the same artist): an equal long
    /// string shares the earlier one's storage instead of taking its own.
    mutating func artistName(_ token: KeyToken) -> String {
        let count = token.end - token.start
        guard !token.hasEscapes, count > 15 else { return text.string(token) }
        if count == artistNameSlot.count,
           memcmp(input.baseAddress! + token.start, input.baseAddress! + artistNameSlot.start, count) == 0 {
            return artistNameSlot.value
        }
        let value = text.string(token)
        artistNameSlot = SharedString(start: token.start, count: count, value: value)
        return value
    }

    /// Reads a string value and returns its token, for values that are
    /// matched as bytes before (or instead of) becoming a `String`.
    @inline(__always)
    mutating func readStringToken(_ expected: @autoclosure () -> String = "a string") throws(TraceReadError) -> KeyToken {
        guard position < end, input[position] == 0x22 else { throw typeMismatch(expected()) }
        return try scanString()
    }

    /// Reads an array of strings.
    mutating func readStringArray(_ expected: String = "an array of strings") throws(TraceReadError) -> [String] {
        try beginArray(expected)
        var values: [String] = []
        var isFirst = true
        while try nextElement(&isFirst) {
            path.append(.index(values.count))
            values.append(try readString())
            path.removeLast()
        }
        return values
    }

    /// Reads a string that must be one of an enumeration's raw values;
    /// `expected` names the allowed values for the message.
    @inline(__always)
    mutating func readEnum<Value: ByteNamed>(_: Value.Type, _ expected: @autoclosure () -> String) throws(TraceReadError) -> Value {
        let valueStart = position
        let token = try readStringToken(expected())
        let table = Value.nameTable
        guard let index = text.lookup(token, in: table) else {
            position = valueStart
            throw invalidValue(expected())
        }
        return table.values[index]
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
