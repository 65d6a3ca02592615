import DeepCutTraceReading

/// Where a value of a small JSON document stands, by line and column, for
/// the messages about a `faults --format json` result (Docs/FaultCampaigns.md
/// "Reading a result"): `JSONDecoder` names a value by its path alone, and a
/// person fixing a file wants the line.
///
/// A plain walk of the bytes with no value built, each byte looked at once:
/// it finds the offset of the value at a path, or where the document stops
/// being JSON; the trace reader's `TraceSourceLocation` turns it into the line
/// and column, as it does for a trace.
package enum JSONPlace {
    /// One step of a path: a member's key or an element's index.
    package enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// `$.entries[0].campaign.mutations`.
    package static func path(_ steps: [Step]) -> String {
        "$" + steps.map { step in
            switch step {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    /// The place of the value at `path` in `bytes`; where the document stops
    /// being JSON when that comes first; nil when neither is found (a path the
    /// document does not hold).
    /// - Complexity: O(n) in the bytes; nesting deeper than 512 stops the walk.
    package static func of(_ path: [Step], in bytes: [UInt8]) -> TraceSourceLocation? {
        var walk = Walk(bytes: bytes, target: path)
        walk.walkDocument()
        return (walk.found ?? walk.stop).map { TraceSourceLocation(offset: $0, in: bytes, file: nil) }
    }

    /// Where `bytes` stop being one JSON document; nil when they are one.
    /// - Complexity: O(n) in the bytes.
    package static func whereJSONStops(in bytes: [UInt8]) -> TraceSourceLocation? {
        var walk = Walk(bytes: bytes, target: nil)
        walk.walkDocument()
        return walk.stop.map { TraceSourceLocation(offset: $0, in: bytes, file: nil) }
    }

    private struct Stop: Error {}

    private struct Walk {
        let bytes: [UInt8]
        let target: [Step]?
        var index = 0
        var found: Int?
        var stop: Int?

        /// One value, blanks around it, and nothing after it.
        mutating func walkDocument() {
            skipBlanks()
            guard (try? value(at: [], depth: 0)) != nil else { return }
            skipBlanks()
            if index < bytes.count { stop = index }
        }

        mutating func skipBlanks() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func fail() -> Stop {
            stop = index
            return Stop()
        }

        mutating func expect(_ byte: UInt8) throws(Stop) {
            guard index < bytes.count, bytes[index] == byte else { throw fail() }
            index += 1
        }

        /// Walks one value starting at `index`, blanks before it skipped.
        mutating func value(at path: [Step], depth: Int) throws(Stop) {
            if found == nil, path == target { found = index }
            guard depth < 512, index < bytes.count else { throw fail() }
            switch bytes[index] {
            case 0x7B:
                index += 1
                skipBlanks()
                if index < bytes.count, bytes[index] == 0x7D { index += 1; return }
                while true {
                    skipBlanks()
                    let key = try string()
                    skipBlanks()
                    try expect(0x3A)
                    skipBlanks()
                    try value(at: path + [.key(key)], depth: depth + 1)
                    skipBlanks()
                    guard index < bytes.count else { throw fail() }
                    if bytes[index] == 0x7D { index += 1; return }
                    try expect(0x2C)
                }
            case 0x5B:
                index += 1
                skipBlanks()
                if index < bytes.count, bytes[index] == 0x5D { index += 1; return }
                var element = 0
                while true {
                    skipBlanks()
                    try value(at: path + [.index(element)], depth: depth + 1)
                    element += 1
                    skipBlanks()
                    guard index < bytes.count else { throw fail() }
                    if bytes[index] == 0x5D { index += 1; return }
                    try expect(0x2C)
                }
            case 0x22:
                _ = try string()
            default:
                // A number or a literal: a run of the bytes JSON allows in them, checked by the decoder.
                let start = index
                while index < bytes.count, Self.isScalarByte(bytes[index]) { index += 1 }
                let text = bytes[start..<index]
                let isLiteral = ["true", "false", "null"].contains { text.elementsEqual($0.utf8) }
                // A number is finite (`1e999` is not, nor `NaN` or `Infinity`, which JSON lacks).
                guard isLiteral || Double(String(decoding: text, as: UTF8.self))?.isFinite == true else {
                    index = start
                    throw fail()
                }
            }
        }

        /// Letters, digits, `+`, `-`, `.`: the bytes of `true`, `null`, `-1.5e3`.
        static func isScalarByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
                || byte == 0x2B || byte == 0x2D || byte == 0x2E
        }

        /// A string's text (escapes kept as written: keys of this format hold none).
        mutating func string() throws(Stop) -> String {
            try expect(0x22)
            let start = index
            while index < bytes.count, bytes[index] != 0x22 {
                index += bytes[index] == 0x5C ? 2 : 1
            }
            guard index < bytes.count else { throw fail() }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
            return text
        }
    }
}
