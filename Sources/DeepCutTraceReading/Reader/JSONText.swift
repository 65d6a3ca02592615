/// The document's bytes, for what only looks at them: matching a key or an
/// enumerated value against a name table, making a string's value. A small
/// value the scanner holds beside its position, so that these calls, made
/// for nearly every key, copy nothing of the scanner.
///
/// Tokens are strings the scanner has scanned, so validated: every escape is
/// whole, every `\u` has four hex digits, the UTF-8 is valid.
struct JSONText {
    let bytes: UnsafeRawBufferPointer

    typealias KeyToken = JSONScanner.KeyToken

    /// The string's value.
    func string(_ token: KeyToken) -> String {
        if token.hasEscapes { return String(decoding: unescapedBytes(token), as: UTF8.self) }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// Whether the string's value is `name`; escaped keys are compared by their value.
    @inline(__always)
    func keyBytes(_ key: KeyToken, equal name: [UInt8]) -> Bool {
        if key.hasEscapes { return unescapedBytes(key) == name }
        guard key.end - key.start == name.count else { return false }
        var offset = 0
        while offset < name.count {
            if bytes[key.start + offset] != name[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Matches a key against the names of an object's known keys; returns
    /// the key and its bit (for duplicate detection), or nil for an unknown key.
    /// `hint` is where to look first: after the key matched before it, in a
    /// document whose keys come in the format's order (as the writer writes them).
    @inline(__always)
    func match<Key: ByteNamed>(_ key: KeyToken, _: Key.Type, from hint: Int = 0) -> (key: Key, bit: UInt32)? {
        match(key, in: Key.nameTable, from: hint)
    }

    /// `match(_:_:from:)` against a table the caller fetched once for all
    /// the keys of an object (each fetch of a static table costs a check
    /// that it was made and a retain of its arrays).
    @inline(__always)
    func match<Key>(_ key: KeyToken, in table: ByteNameTable<Key>, from hint: Int = 0) -> (key: Key, bit: UInt32)? {
        guard let index = lookup(key, in: table, from: hint) else { return nil }
        return (table.values[index], 1 << UInt32(index))
    }

    /// The index of the name in `table` that the string `token` spells, or
    /// nil; names are tried from index `hint` on, then from the first.
    @inline(__always)
    func lookup<Value>(_ token: KeyToken, in table: ByteNameTable<Value>, from hint: Int = 0) -> Int? {
        let length = token.end - token.start
        guard !token.hasEscapes, length <= 16 else { return slowLookup(token, in: table) }
        var low: UInt64 = 0
        var high: UInt64 = 0
        if token.start + 16 <= bytes.count {
            low = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: token.start, as: UInt64.self))
            high = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: token.start + 8, as: UInt64.self))
            if length < 8 {
                low &= (1 << (8 * UInt64(length))) &- 1
                high = 0
            } else if length < 16 {
                high &= (1 << (8 * UInt64(length - 8))) &- 1
            }
        } else {
            for index in 0..<length {
                let byte = UInt64(bytes[token.start + index])
                if index < 8 { low |= byte << (8 * UInt64(index)) } else { high |= byte << (8 * UInt64(index - 8)) }
            }
        }
        let entries = table.entries
        let first = hint < entries.count ? hint : 0
        for index in first..<entries.count {
            let entry = entries[index]
            if entry.length == length, entry.low == low, entry.high == high { return index }
        }
        for index in 0..<first {
            let entry = entries[index]
            if entry.length == length, entry.low == low, entry.high == high { return index }
        }
        return nil
    }

    /// Matches escaped keys and names longer than 16 bytes, comparing bytes.
    func slowLookup<Value>(_ token: KeyToken, in table: ByteNameTable<Value>) -> Int? {
        table.bytes.firstIndex { keyBytes(token, equal: $0) }
    }

    /// The value of a hex digit (`0`-`9`, `a`-`f`, `A`-`F`), nil for any other byte.
    @inline(__always)
    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    /// The unescaped bytes of a string.
    func unescapedBytes(_ token: KeyToken) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: token.end - token.start) { buffer, initialized in
            initialized = buffer.isEmpty ? 0 : writeValue(of: token, to: buffer.baseAddress!)
        }
    }

    /// Writes the string's value to `output`, which has room for the
    /// string's bytes as written (a value is never longer); returns how many
    /// bytes it wrote.
    func writeValue(of token: KeyToken, to output: UnsafeMutablePointer<UInt8>) -> Int {
        guard token.hasEscapes else {
            let count = token.end - token.start
            if count > 0 { UnsafeMutableRawPointer(output).copyMemory(from: bytes.baseAddress! + token.start, byteCount: count) }
            return count
        }
        func hexUnit(at index: Int) -> UInt32 {
            var value: UInt32 = 0
            for offset in index..<(index + 4) { value = value << 4 | Self.hexDigit(bytes[offset])! }
            return value
        }
        var written = 0
        var index = token.start
        while index < token.end {
            let byte = bytes[index]
            guard byte == 0x5C else {
                output[written] = byte
                written += 1
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            switch escaped {
            case 0x62: output[written] = 0x08
            case 0x66: output[written] = 0x0C
            case 0x6E: output[written] = 0x0A
            case 0x72: output[written] = 0x0D
            case 0x74: output[written] = 0x09
            case 0x75:
                var scalar = hexUnit(at: index + 2)
                if (0xD800...0xDBFF).contains(scalar) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hexUnit(at: index + 8) - 0xDC00)
                    index += 6
                }
                // Six bytes of escape (twelve for a pair) give at most four of UTF-8.
                UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { unit in
                    output[written] = unit
                    written += 1
                }
                index += 6
                continue
            default: output[written] = escaped
            }
            written += 1
            index += 2
        }
        return written
    }
}
