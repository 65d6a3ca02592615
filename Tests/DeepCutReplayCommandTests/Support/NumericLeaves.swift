import Foundation

/// The numbers of a JSON document, each with its path and the place of its
/// text, so that a test can put another spelling in its place (`NaN`, `1e999`)
/// that no JSON writer would produce. A small walk of the text, for documents
/// the tests write themselves.
struct NumericLeaf: Sendable, CustomStringConvertible {
    /// `calls[3].error.status`.
    var path: String
    /// The last key on the path (`status`).
    var key: String
    /// Where the number's text stands in the document's UTF-8 bytes.
    var range: Range<Int>

    var description: String { path }

    /// Every number of `document`, in the order they stand.
    static func all(in document: String) -> [NumericLeaf] {
        var walk = Walk(bytes: Array(document.utf8))
        walk.value(path: "", key: "")
        return walk.leaves
    }

    /// `document` with this number's text replaced by `spelling`.
    func replaced(in document: String, with spelling: String) -> String {
        var bytes = Array(document.utf8)
        bytes.replaceSubrange(range, with: Array(spelling.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    private struct Walk {
        let bytes: [UInt8]
        var index = 0
        var leaves: [NumericLeaf] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func blanks() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func string() -> String {
            index += 1
            let start = index
            while bytes[index] != 0x22 { index += bytes[index] == 0x5C ? 2 : 1 }
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func value(path: String, key: String) {
            blanks()
            switch bytes[index] {
            case 0x7B:
                index += 1
                blanks()
                while bytes[index] != 0x7D {
                    blanks()
                    let name = string()
                    blanks()
                    index += 1
                    value(path: path.isEmpty ? name : "\(path).\(name)", key: name)
                    blanks()
                    if bytes[index] == 0x2C { index += 1 }
                    blanks()
                }
                index += 1
            case 0x5B:
                index += 1
                blanks()
                var element = 0
                while bytes[index] != 0x5D {
                    value(path: "\(path)[\(element)]", key: key)
                    element += 1
                    blanks()
                    if bytes[index] == 0x2C { index += 1 }
                    blanks()
                }
                index += 1
            case 0x22:
                _ = string()
            case 0x2D, 0x30...0x39:
                let start = index
                while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
                leaves.append(NumericLeaf(path: path, key: key, range: start..<index))
            default:
                while index < bytes.count, (0x61...0x7A).contains(bytes[index]) { index += 1 }
            }
        }
    }
}

/// The spellings every number of every document the tool reads is fed:
/// the ends of a 64-bit integer, one past them, a negative, beyond any
/// integer, the largest magnitude, and what JSON has no number for.
enum HostileSpellings {
    static let all = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-1", "1e19", "1e308",
        "NaN", "Infinity", "-Infinity", "1e999",
    ]

    /// Spellings JSON does not allow as a number (or that overflow a `Double`): always refused.
    static let notNumbers: Set<String> = ["NaN", "Infinity", "-Infinity", "1e999"]
}
