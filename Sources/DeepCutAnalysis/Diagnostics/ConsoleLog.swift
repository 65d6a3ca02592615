import DeepCutTrace

/// The diagnostic lines of a copied console or log (Docs/ConsoleDiagnostics.md):
/// an Xcode console copy, `xcrun devicectl device process launch --console`
/// output, a Console.app export or `log show` output. Every other line is noise.
package struct ConsoleLog: Hashable, Sendable {
    /// One diagnostic line and where it stands.
    package struct Line: Hashable, Sendable {
        /// 1-based line number in the log.
        var number: Int
        /// What it says.
        var diagnostic: DiagnosticConsoleLine
    }

    /// The diagnostic lines, in the log's order.
    package var lines: [Line]
    /// How many lines the log has.
    package var lineCount: Int

    /// Why a log cannot be read as text.
    package enum Problem: Error, Hashable, Sendable {
        /// The log is UTF-16 (a byte order mark says so).
        case utf16
        /// A line holds bytes that are not UTF-8.
        case notUTF8(line: Int)
        /// A diagnostic line's number is larger than any count (`Int.max`).
        case numberOutOfRange(line: Int, column: Int, digits: String)

        /// `console.log:12: the line is not UTF-8 text`, for the log at `path`.
        package func message(path: String) -> String {
            switch self {
            case .utf16: "\(path): the log is UTF-16 text; save it as UTF-8"
            case .notUTF8(let line): "\(path):\(line): the line is not UTF-8 text"
            case .numberOutOfRange(let line, let column, let digits):
                "\(path):\(line):\(column): the number \(digits) is larger than any count can be (at most "
                    + "\(Int.max)); the line is not what a diagnostic build prints: check the log"
            }
        }
    }

    /// Splits `bytes` into lines (`\n`, `\r\n` or `\r`), a UTF-8 byte order
    /// mark skipped, and reads each for a diagnostic.
    /// - Throws: `Problem` when the log is not UTF-8 text, or a diagnostic line's number does not fit an `Int`.
    /// - Complexity: O(n) in the bytes.
    package init(bytes: [UInt8]) throws(Problem) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { throw .utf16 }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lines: [Line] = []
        var number = 0
        var lineStart = start
        var index = start
        func take(_ end: Int) throws(Problem) {
            number += 1
            let slice = bytes[lineStart..<end]
            let text = String(decoding: slice, as: UTF8.self)
            guard text.utf8.count == slice.count, text.utf8.elementsEqual(slice) else { throw .notUTF8(line: number) }
            switch DiagnosticConsoleLine(reading: text) {
            case .numberOutOfRange(let column, let digits):
                throw .numberOutOfRange(line: number, column: column, digits: digits)
            case let diagnostic?: lines.append(Line(number: number, diagnostic: diagnostic))
            case nil: break
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                try take(index)
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                lineStart = index + 1
            }
            index += 1
        }
        if lineStart < bytes.count { try take(bytes.count) }
        self.lines = lines
        lineCount = number
    }
}
