/// Bytes read in place: a string's UTF-8 lent by `withUTF8Bytes`, a word of
/// a title being normalized, a range of a `ByteBuffer`. Valid only while
/// what lent it lives; it never owns or frees memory.
@usableFromInline
package struct ByteRun: RandomAccessCollection {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    @inlinable
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// 0.
    @inlinable
    package var startIndex: Int { 0 }

    /// How many bytes there are.
    @inlinable
    package var endIndex: Int { buffer.count }

    /// The byte at `index`.
    @inlinable
    package subscript(index: Int) -> UInt8 { buffer[index] }

    /// The eight bytes from `index` as one word, in the machine's byte order.
    @inlinable
    package func word(at index: Int) -> UInt64 {
        precondition(index >= 0 && index + 8 <= buffer.count, "a word past the end")
        return UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
    }

    /// The four bytes from `index` as one number, in the machine's byte order.
    @inlinable
    package func word32(at index: Int) -> UInt32 {
        precondition(index >= 0 && index + 4 <= buffer.count, "a word past the end")
        return UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt32.self)
    }

    /// The bytes of `range`.
    @inlinable
    package func extracting(_ range: Range<Int>) -> ByteRun {
        ByteRun(UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// The bytes as a string (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    @inlinable
    package var string: String { String(decoding: buffer, as: UTF8.self) }
}

extension Array where Element == UInt8 {
    /// Appends the bytes of `run`, copied as one block.
    @inlinable
    package mutating func append(_ run: ByteRun) {
        append(contentsOf: run.buffer)
    }
}

/// A place in bytes being rewritten in place, which steps of title
/// normalization read and write by offset; how far it may reach is the
/// caller's to pass along. Valid only while the buffer it points into
/// neither grows nor goes away.
@usableFromInline
package struct ByteCursor {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>

    @inlinable
    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    /// The byte `index` bytes on.
    @inlinable
    package subscript(index: Int) -> UInt8 {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    /// The cursor `offset` bytes on.
    @inlinable
    package static func + (cursor: ByteCursor, offset: Int) -> ByteCursor {
        ByteCursor(cursor.base + offset)
    }

    /// Moves the cursor `offset` bytes on.
    @inlinable
    package static func += (cursor: inout ByteCursor, offset: Int) {
        cursor = cursor + offset
    }

    /// How many bytes `other` is before this cursor.
    @inlinable
    package static func - (cursor: ByteCursor, other: ByteCursor) -> Int {
        cursor.base - other.base
    }

    /// The `count` bytes from here, to read.
    @inlinable
    package func run(count: Int) -> ByteRun {
        ByteRun(UnsafeBufferPointer(start: base, count: count))
    }

    /// The eight bytes from `index` as one word, in the machine's byte order.
    @inlinable
    package func word(at index: Int) -> UInt64 {
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
    }

    /// Writes a word's eight bytes from `index`, in the machine's byte order.
    @inlinable
    package func storeWord(_ word: UInt64, at index: Int) {
        UnsafeMutableRawPointer(base + index).storeBytes(of: word, as: UInt64.self)
    }

    /// Writes `bytes` from here.
    @inlinable
    package func copy(_ bytes: ByteRun) {
        if let source = bytes.buffer.baseAddress { base.update(from: source, count: bytes.count) }
    }
}
