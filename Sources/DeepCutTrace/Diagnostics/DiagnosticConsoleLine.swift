/// The console lines a diagnostic build prints, in the posts' shape, and
/// their reading out of a copied console or log line
/// (Docs/ConsoleDiagnostics.md): one format for the recorder and the importer.
///
/// ```
/// 'A.N.I.M.A.L.' total=25 owned=4 cuts=21
/// library artists=1610
/// ```
public enum DiagnosticConsoleLine: Hashable, Sendable {
    /// One artist's numbers, with the name as printed between the quotes.
    case artist(name: String, total: Int, owned: Int, cuts: Int)
    /// The library's artist count.
    case libraryArtistCount(Int)
    /// An artist line whose name the unified log hid (`'<private>'`): the
    /// app logged it without `privacy: .public`.
    case redactedName
    /// A line that looks like a diagnostic (`total=`, `owned=` and `cuts=`, or
    /// `library artists=` and digits) but is not in the shape read here, with
    /// what is wrong, in words that end the sentence `line 12: …`.
    case malformed(String)
    /// A line in the shape read here whose number is larger than `Int.max`,
    /// which no count printed by `print` can be: the 1-based column, in bytes,
    /// where its digits start, and its digits (a long run cut to its first 20
    /// with the count of the others).
    case numberOutOfRange(column: Int, digits: String)

    /// `'A.N.I.M.A.L.' total=25 owned=4 cuts=21`: the line printed for an artist.
    public static func artistLine(name: String, total: Int, owned: Int, cuts: Int) -> String {
        "'\(name)' total=\(total) owned=\(owned) cuts=\(cuts)"
    }

    /// `library artists=1610`: the line printed for the library's artist count.
    public static func libraryLine(artistCount count: Int) -> String {
        "library artists=\(count)"
    }


    /// Reads the diagnostic at the end of a console line, whatever comes
    /// before it (a timestamp, a process name, a log level); nil for a line
    /// that holds none. Trailing spaces, tabs and a carriage return are ignored.
    /// - Complexity: O(n) in the line's length.
    public init?(reading line: some StringProtocol) {
        var bytes = Array(line.utf8)
        while let last = bytes.last, last == 0x20 || last == 0x09 || last == 0x0D { bytes.removeLast() }
        if let count = Self.libraryCount(bytes) {
            self = count
            return
        }
        guard let parsed = Self.readArtist(bytes) else { return nil }
        self = parsed
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// `library artists=N` or `libraryArtistCount=N` at the end, after a blank or at the start.
    private static func libraryCount(_ bytes: [UInt8]) -> DiagnosticConsoleLine? {
        for label in [Array("library artists=".utf8), Array("libraryArtistCount=".utf8)] {
            var digitsStart = bytes.endIndex
            while digitsStart > 0, isDigit(bytes[digitsStart - 1]) { digitsStart -= 1 }
            let labelStart = digitsStart - label.count
            guard digitsStart < bytes.endIndex, labelStart >= 0, bytes[labelStart..<digitsStart].elementsEqual(label),
                  labelStart == 0 || isBlank(bytes[labelStart - 1]) else { continue }
            guard let value = number(bytes[digitsStart...]) else { return outOfRange(bytes[digitsStart...]) }
            return .libraryArtistCount(value)
        }
        return nil
    }

    /// `'NAME' total=N owned=N cuts=N` at the end: the name runs from the first
    /// quote that starts the line or follows a blank to the quote before ` total=`.
    private static func readArtist(_ bytes: [UInt8]) -> DiagnosticConsoleLine? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("total="), text.contains("owned="), text.contains("cuts=") else { return nil }
        var end = bytes.endIndex
        var values: [Int] = []
        for label in ["cuts=", "owned=", "total="].map({ Array($0.utf8) }) {
            var digitsStart = end
            while digitsStart > 0, isDigit(bytes[digitsStart - 1]) { digitsStart -= 1 }
            let labelStart = digitsStart - label.count
            guard digitsStart < end, labelStart > 0, bytes[labelStart..<digitsStart].elementsEqual(label),
                  isBlank(bytes[labelStart - 1]) else {
                return .malformed("holds total=, owned= and cuts= but cannot be read: it does not end with "
                    + "'NAME' total=N owned=N cuts=N (whole numbers, in that order)")
            }
            guard let value = number(bytes[digitsStart..<end]) else { return outOfRange(bytes[digitsStart..<end]) }
            values.append(value)
            end = labelStart
            while end > 0, isBlank(bytes[end - 1]) { end -= 1 }
        }
        guard end > 0, bytes[end - 1] == 0x27,
              let open = bytes[..<(end - 1)].indices.first(where: { index in
                  bytes[index] == 0x27 && (index == 0 || isBlank(bytes[index - 1]))
              }) else {
            return .malformed("holds total=, owned= and cuts= but cannot be read: "
                + "the artist's name is not between single quotes before total=")
        }
        let name = String(decoding: bytes[(open + 1)..<(end - 1)], as: UTF8.self)
        if name == "<private>" { return .redactedName }
        return .artist(name: name, total: values[2], owned: values[1], cuts: values[0])
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// The digits' value; nil when it is larger than `Int.max` (checked at each digit,
    /// so that a run of any length costs its length and never traps).
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            let (times10, over) = value.multipliedReportingOverflow(by: 10)
            let (sum, overSum) = times10.addingReportingOverflow(Int(digit - 0x30))
            guard !over, !overSum else { return nil }
            value = sum
        }
        return value
    }

    private static func outOfRange(_ digits: ArraySlice<UInt8>) -> DiagnosticConsoleLine {
        let shown = String(decoding: digits.prefix(20), as: UTF8.self)
        return .numberOutOfRange(
            column: digits.startIndex + 1, digits: digits.count > 20 ? shown + "… (\(digits.count) digits)" : shown)
    }
}
