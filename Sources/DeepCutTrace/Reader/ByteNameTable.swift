import DeepCutKit

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

extension JSONScanner {
    /// The index of the name in `table` that the string `token` spells, or nil.
    @inline(__always)
    func lookup<Value>(_ token: KeyToken, in table: ByteNameTable<Value>) -> Int? {
        let length = token.end - token.start
        guard !token.hasEscapes, length <= 16 else { return slowLookup(token, in: table) }
        var low: UInt64 = 0
        var high: UInt64 = 0
        if token.start + 16 <= end {
            low = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: token.start, as: UInt64.self))
            high = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: token.start + 8, as: UInt64.self))
            if length < 8 {
                low &= (1 << (8 * UInt64(length))) &- 1
                high = 0
            } else if length < 16 {
                high &= (1 << (8 * UInt64(length - 8))) &- 1
            }
        } else {
            for index in 0..<length {
                let byte = UInt64(input[token.start + index])
                if index < 8 { low |= byte << (8 * UInt64(index)) } else { high |= byte << (8 * UInt64(index - 8)) }
            }
        }
        let entries = table.entries
        for index in entries.indices {
            let entry = entries[index]
            if entry.length == length, entry.low == low, entry.high == high { return index }
        }
        return nil
    }

    /// Matches escaped keys and names longer than 16 bytes, comparing bytes.
    func slowLookup<Value>(_ token: KeyToken, in table: ByteNameTable<Value>) -> Int? {
        table.bytes.firstIndex { keyBytes(token, equal: $0) }
    }
}
