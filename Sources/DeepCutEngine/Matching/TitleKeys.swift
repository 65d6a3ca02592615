import DeepCutKit
import DeepCutStorage

/// The normalized titles of one catalog answer, side by side in one buffer:
/// what cut matching compares, without a `String` per title.
///
/// Each title is normalized straight into the buffer (`TitleKeyWriter`).
/// Two keys are equal when their bytes are: normalized
/// text is in compatibility decomposed form (NFKD, with some marks dropped),
/// in which canonically equivalent strings have the same scalars, so byte
/// equality is `String` equality here.
///
/// A class owning a `ByteBuffer`: the matcher keeps one for every answer,
/// and the owned albums' index one for the library's titles (`OwnedAlbumIndex`).
final class TitleKeys {
    /// The keys' bytes, then room for the next title.
    // Every access to `buffer` and `ends` is a short read or write by these
    // keys' own methods, never overlapping another: no check of exclusive
    // access at run time, which would run on every comparison of keys.
    @exclusivity(unchecked) private var buffer = ByteBuffer(capacity: 1_024)
    /// Where each key ends in the buffer (key `i` starts where key `i - 1` ends).
    @exclusivity(unchecked) private var ends: [Int] = []

    /// No keys, and room for a few.
    init() {
        ends.reserveCapacity(32)
    }

    /// Forgets every key, keeping the room they took.
    func removeAll() {
        buffer.count = 0
        ends.removeAll(keepingCapacity: true)
    }

    /// How many keys there are.
    var count: Int { ends.count }

    /// Appends the normalized form of `title` (`TitleNormalizer.title`).
    func append(title: String) {
        title.withUTF8Bytes { TitleKeyWriter.appendTitle($0, to: &buffer) }
        ends.append(buffer.count)
    }

    /// Whether keys `lhs` and `rhs` are the same.
    @inline(__always)
    func equal(_ lhs: Int, _ rhs: Int) -> Bool {
        buffer.bytesEqual(range(lhs), buffer, range(rhs))
    }

    /// Whether key `index` is key `otherIndex` of `other`.
    @inline(__always)
    func equal(_ index: Int, _ other: TitleKeys, _ otherIndex: Int) -> Bool {
        buffer.bytesEqual(range(index), other.buffer, other.range(otherIndex))
    }

    /// Key `index` as a string.
    func string(_ index: Int) -> String {
        buffer.string(range(index))
    }

    @inline(__always)
    private func range(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }
}
