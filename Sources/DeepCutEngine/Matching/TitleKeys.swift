/// The normalized titles of one catalog answer, side by side in one buffer:
/// what cut matching compares, without a `String` per title.
///
/// A title that folds to ASCII is normalized straight into the buffer
/// (`ByteTitleNormalizer`); any other goes through the general path and its
/// bytes are copied in. Two keys are equal when their bytes are: normalized
/// text is in compatibility decomposed form (NFKD, with some marks dropped),
/// in which canonically equivalent strings have the same scalars, so byte
/// equality is `String` equality here.
struct TitleKeys {
    /// The keys' bytes, then room for the next title; `used` of them hold keys.
    private var bytes: [UInt8]
    private var used = 0
    /// Where each key ends in `bytes` (key `i` starts where key `i - 1` ends).
    private var ends: [Int] = []

    /// No keys, and room for a few.
    init() {
        bytes = [UInt8](repeating: 0, count: 256)
        ends.reserveCapacity(16)
    }

    /// Forgets every key, keeping the room they took.
    mutating func removeAll() {
        used = 0
        ends.removeAll(keepingCapacity: true)
    }

    /// How many keys there are.
    var count: Int { ends.count }

    /// Appends the normalized form of `title` (`TitleNormalizer.title`).
    mutating func append(title: String) {
        let length = title.utf8.count
        if bytes.count < used + length { bytes.append(contentsOf: repeatElement(0, count: used + length - bytes.count)) }
        let start = used
        let written = title.withUTF8Bytes { text in
            bytes.withUnsafeMutableBufferPointer { buffer in
                ByteTitleNormalizer.normalizeTitle(text, into: buffer.baseAddress! + start)
            }
        }
        if let written {
            used += written
        } else {
            let general = Array(TitleNormalizer.generalTitle(title).utf8)
            if bytes.count < used + general.count {
                bytes.append(contentsOf: repeatElement(0, count: used + general.count - bytes.count))
            }
            bytes.replaceSubrange(used..<(used + general.count), with: general)
            used += general.count
        }
        ends.append(used)
    }

    /// Whether keys `lhs` and `rhs` are the same.
    @inline(__always)
    func equal(_ lhs: Int, _ rhs: Int) -> Bool {
        let (left, right) = (range(lhs), range(rhs))
        guard left.count == right.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            memoryEqual(buffer.baseAddress! + left.lowerBound, buffer.baseAddress! + right.lowerBound, left.count)
        }
    }

    /// Whether key `index` is `normalized`, a normalized title.
    @inline(__always)
    func equal(_ index: Int, _ normalized: String) -> Bool {
        let key = range(index)
        guard key.count == normalized.utf8.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            normalized.withUTF8Bytes { other in memoryEqual(buffer.baseAddress! + key.lowerBound, other.baseAddress!, key.count) }
        }
    }

    /// Key `index` as a string.
    func string(_ index: Int) -> String {
        let key = range(index)
        return bytes.withUnsafeBufferPointer { String(decoding: $0[key], as: UTF8.self) }
    }

    @inline(__always)
    private func range(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    private func memoryEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            if lhs[offset] != rhs[offset] { return false }
            offset += 1
        }
        return true
    }
}
