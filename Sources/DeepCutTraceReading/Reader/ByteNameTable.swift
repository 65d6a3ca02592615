import DeepCutKit
import DeepCutTrace

/// The UTF-8 names of an enumeration's cases, laid out so that the scanner
/// can match a key or a string value without building a `String`: names of
/// up to 16 bytes are held as a length and two 64-bit words, compared in
/// three integer comparisons.
struct ByteNameTable<Value: Sendable>: Sendable {
    struct Entry: Sendable {
        var length: Int
        var low: UInt64
        var high: UInt64
    }

    /// One entry per case, in `allCases` order.
    let entries: [Entry]
    /// The names' bytes, for names longer than 16 bytes and escaped keys.
    let bytes: [[UInt8]]
    /// The cases, in `allCases` order.
    let values: [Value]

    init(_ pairs: [(name: String, value: Value)]) {
        values = pairs.map(\.value)
        bytes = pairs.map { Array($0.name.utf8) }
        entries = bytes.map { name in
            var low: UInt64 = 0
            var high: UInt64 = 0
            for (index, byte) in name.prefix(16).enumerated() {
                if index < 8 { low |= UInt64(byte) << (8 * UInt64(index)) } else { high |= UInt64(byte) << (8 * UInt64(index - 8)) }
            }
            return Entry(length: name.count, low: low, high: high)
        }
    }
}

/// An enumeration whose raw values the scanner matches as bytes: the known
/// keys of each kind of object, and the string values the format enumerates.
protocol ByteNamed: CaseIterable, RawRepresentable, Sendable where RawValue == String, AllCases == [Self] {
    /// The cases' names, computed once per type.
    static var nameTable: ByteNameTable<Self> { get }
}

extension ByteNamed {
    /// Builds the table from `allCases` and their raw values.
    static func makeNameTable() -> ByteNameTable<Self> {
        ByteNameTable(allCases.map { ($0.rawValue, $0) })
    }
}

extension MusicLibraryMethod: ByteNamed {
    static let nameTable = makeNameTable()
}

extension MusicLibraryMethod.Argument: ByteNamed {
    static let nameTable = makeNameTable()
}

extension MusicLibraryMethod.ResultKey: ByteNamed {
    static let nameTable = makeNameTable()
}

extension ContentRating: ByteNamed {
    static let nameTable = makeNameTable()
}

extension MusicServiceError.AuthorizationFailure: ByteNamed {
    static let nameTable = makeNameTable()
}

extension TraceCapture.Origin: ByteNamed {
    static let nameTable = makeNameTable()
}

extension RefreshState: ByteNamed {
    static let nameTable = makeNameTable()
}

extension FailurePolicy: ByteNamed {
    static let nameTable = makeNameTable()
}

extension SessionExpectation.TracksState: ByteNamed {
    static let nameTable = makeNameTable()
}
