import DeepCutKit
import DeepCutTrace
import Foundation

/// The reader's single-pass, byte-level JSON scanner (RFC 8259, strict): it
/// walks the UTF-8 bytes once and the typed readers (`JSONScanner+Trace.swift`
/// and its siblings) build the trace from it directly, with no intermediate tree.
///
/// Cheap on the happy path: keys are matched as bytes, strings are
/// unescaped only when they hold a backslash, and the JSON path is kept as a
/// stack of byte ranges and indices that is turned into text only when an
/// error is thrown (as are line and column).
///
/// The scanner borrows the bytes: it must not outlive the buffer it was
/// given, so it is made only inside `readTrace(lending:sourceName:)`, which
/// lends it the bytes for the read.
struct JSONScanner {
    /// One step of the JSON path: an object key (the key's bytes in the
    /// input) or an array index.
    enum PathComponent {
        case key(KeyToken)
        case index(Int)
    }

    /// A string's content in the input: the bytes between the quotes, and
    /// whether they hold an escape.
    struct KeyToken {
        var start: Int
        var end: Int
        var hasEscapes: Bool

        /// The offset of the opening quote.
        var quoteOffset: Int { start - 1 }
    }

    /// How deep unknown values may nest before the reader refuses them
    /// (guards the stack against hostile input).
    static let maximumDepth = 512

    let input: UnsafeRawBufferPointer
    /// The same bytes, for the readers that only look at them: calling a
    /// method of this small value copies nothing of the scanner.
    let text: JSONText
    let end: Int
    let sourceName: String?
    var position = 0
    var path: PathStack
    var depth = 0
    /// The last album or track artist name read, whose storage the next equal one shares.
    var artistNameSlot = SharedString()

    /// Creates a scanner over `input`, which must outlive it.
    private init(input: UnsafeRawBufferPointer, sourceName: String?) {
        self.input = input
        text = JSONText(bytes: input)
        self.end = input.count
        self.sourceName = sourceName
        self.path = PathStack()
    }

    /// Reads a trace from `bytes`, lent to a scanner for the read without a copy:
    /// the one way into the scanner (`TraceReader` reads through it).
    static func readTrace(lending bytes: some ContiguousBytes, sourceName: String?) throws(TraceReadError) -> Trace {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(TraceReadError) -> Trace in
                var scanner = JSONScanner(input: buffer, sourceName: sourceName)
                return try scanner.readTrace()
            }
        }
        return try result.get()
    }

    // MARK: Bytes

    /// The bytes in `range` decoded as UTF-8: a number's literal, the start
    /// of a line for a column, what a message quotes.
    func decoded(_ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: input[range]), as: UTF8.self)
    }

    @inline(__always)
    func byte(_ offset: Int) -> UInt8 { input[offset] }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// Skips JSON whitespace: space, tab, line feed, carriage return.
    @inline(__always)
    mutating func skipWhitespace() {
        while position < end {
            let byte = input[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    /// Skips a UTF-8 byte order mark at the very start (RFC 8259 §8.1 lets a reader ignore it).
    mutating func skipByteOrderMark() {
        if end >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { position = 3 }
    }

    // MARK: Objects and arrays

    /// Consumes `{` at the current value, or throws a type mismatch naming
    /// `expected`. Returns the brace's offset (where missing keys are reported).
    @inline(__always)
    mutating func beginObject(_ expected: @autoclosure () -> String) throws(TraceReadError) -> Int {
        guard position < end else { throw cutOff("\(expected())") }
        guard input[position] == 0x7B else { throw typeMismatch(expected()) }
        position += 1
        return position - 1
    }

    /// Moves to the object's next member and returns its key, the position
    /// left at the value; returns nil after consuming the closing `}`.
    /// Refuses a trailing comma, a missing colon, an unquoted key.
    @inline(__always)
    mutating func nextMember(_ isFirst: inout Bool) throws(TraceReadError) -> KeyToken? {
        skipWhitespace()
        guard position < end else { throw cutOff(isFirst ? "a key or '}'" : "',' or '}'") }
        var byte = input[position]
        if byte == 0x7D {
            position += 1
            return nil
        }
        if isFirst {
            isFirst = false
            guard byte == 0x22 else { throw invalidJSON("a key in double quotes or '}'") }
        } else {
            guard byte == 0x2C else { throw invalidJSON("',' or '}' after an object member") }
            position += 1
            skipWhitespace()
            guard position < end else { throw cutOff("a key") }
            byte = input[position]
            guard byte == 0x22 else {
                throw invalidJSON(byte == 0x7D ? "a key after ',' (no trailing comma)" : "a key in double quotes")
            }
        }
        let key = try scanString()
        skipWhitespace()
        guard position < end else { throw cutOff("':'") }
        guard input[position] == 0x3A else { throw invalidJSON("':' after the key") }
        position += 1
        skipWhitespace()
        guard position < end else { throw cutOff("a value") }
        return key
    }

    /// Consumes `[` at the current value, or throws a type mismatch naming `expected`.
    @inline(__always)
    mutating func beginArray(_ expected: @autoclosure () -> String) throws(TraceReadError) {
        guard position < end else { throw cutOff("\(expected())") }
        guard input[position] == 0x5B else { throw typeMismatch(expected()) }
        position += 1
    }

    /// Moves to the array's next element, the position left at it; returns
    /// false after consuming the closing `]`. Refuses a trailing comma.
    @inline(__always)
    mutating func nextElement(_ isFirst: inout Bool) throws(TraceReadError) -> Bool {
        skipWhitespace()
        guard position < end else { throw cutOff(isFirst ? "a value or ']'" : "',' or ']'") }
        let byte = input[position]
        if byte == 0x5D {
            position += 1
            return false
        }
        if isFirst {
            isFirst = false
        } else {
            guard byte == 0x2C else { throw invalidJSON("',' or ']' after an array element") }
            position += 1
            skipWhitespace()
            guard position < end else { throw cutOff("a value") }
            if input[position] == 0x5D { throw invalidJSON("a value after ',' (no trailing comma)") }
        }
        return true
    }

    // MARK: Keys

    /// Records that a known key was seen, refusing it the second time.
    /// (Mutating only so that the scanner is passed by reference, not copied.)
    @inline(__always)
    mutating func markSeen(_ bit: UInt32, _ seen: inout UInt32, _ key: KeyToken) throws(TraceReadError) {
        if seen & bit != 0 { throw duplicateKey(key) }
        seen |= bit
    }

    /// Reads an unknown member's value into `members`, refusing a key they
    /// already hold (compared by code points, in constant time).
    mutating func readUnknownMember(_ key: KeyToken, into members: inout UnknownMembers) throws(TraceReadError) {
        let name = text.string(key)
        guard members.claim(name) else { throw duplicateKey(key) }
        members.append(key: name, value: try readValue())
    }
}
