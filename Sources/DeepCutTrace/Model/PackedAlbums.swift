#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DeepCutKit

/// A list of albums held as the bytes of one array: how a read trace keeps
/// the albums of its results (`fetchLibraryAlbums`, `fetchCatalogReleases`)
/// until someone asks for them (`TraceCall.outcome`).
///
/// Albums are most of a trace. As `LibraryAlbum` values each costs 120 bytes
/// and a string of its own for most titles; packed, it costs its text and a
/// few bytes, and reading it makes no string at all. `albums()` makes the
/// values, with the same strings the reader would have made (an album's
/// artist name shares the storage of the previous album's when they are
/// equal, as the reader shares it).
///
/// Each album is one record: a 16-bit set of `Flag`s; its strings, each a
/// length (one byte below 255, else 255 and four bytes) and its UTF-8; the
/// release date's word (four bytes) and the track count (a zigzag LEB128
/// number) when given. Numbers are little-endian.
package struct PackedAlbums: Equatable, Sendable {
    /// The records, one per album, in order.
    private let bytes: [UInt8]
    /// How many albums there are.
    package let count: Int

    /// Which of an album's optional fields a record holds, and its small values.
    package struct Flag: OptionSet, Sendable {
        package let rawValue: UInt16
        package init(rawValue: UInt16) { self.rawValue = rawValue }

        /// The artist name is the previous album's, and is not written again.
        package static let sameArtistName = Flag(rawValue: 1 << 0)
        package static let artistID = Flag(rawValue: 1 << 1)
        package static let releaseDate = Flag(rawValue: 1 << 2)
        package static let trackCount = Flag(rawValue: 1 << 3)
        package static let isSingle = Flag(rawValue: 1 << 4)
        /// With `isSingle`: its value is true.
        package static let single = Flag(rawValue: 1 << 5)
        package static let contentRating = Flag(rawValue: 1 << 6)
        /// With `contentRating`: it is explicit (else clean).
        package static let explicit = Flag(rawValue: 1 << 7)
        package static let catalogID = Flag(rawValue: 1 << 8)
        package static let artworkURL = Flag(rawValue: 1 << 9)
    }

    /// Packs albums (what the reader does from a document's bytes, done from values).
    /// - Complexity: O(n) in the albums' size.
    package init(_ albums: [LibraryAlbum]) {
        let writer = Writer()
        for album in albums {
            writer.beginAlbum()
            var flags: Flag = []
            writer.appendString(album.id)
            writer.appendString(album.title)
            writer.appendArtistName(album.artistName)
            for (value, flag) in [(album.artistID, Flag.artistID), (album.catalogID, .catalogID), (album.artworkURL, .artworkURL)] {
                guard let value else { continue }
                writer.appendString(value)
                flags.insert(flag)
            }
            if let date = album.releaseDate {
                writer.append(date.packedValue)
                flags.insert(.releaseDate)
            }
            if let trackCount = album.trackCount {
                writer.appendSigned(trackCount)
                flags.insert(.trackCount)
            }
            if let isSingle = album.isSingle { flags.insert(isSingle ? [.isSingle, .single] : .isSingle) }
            if let rating = album.contentRating { flags.insert(rating == .explicit ? [.contentRating, .explicit] : .contentRating) }
            writer.endAlbum(flags)
        }
        self = writer.finish()
    }

    fileprivate init(bytes: [UInt8], count: Int) {
        self.bytes = bytes
        self.count = count
    }

    /// The albums, as values.
    /// - Complexity: O(n) in the albums' size: a string per text field
    ///   (none for text of up to 15 bytes, which Swift keeps inline).
    package func albums() -> [LibraryAlbum] {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(buffer)
            var artistName = ""
            return [LibraryAlbum](unsafeUninitializedCapacity: count) { albums, initialized in
                while initialized < count {
                    let flags = Flag(rawValue: reader.uint16())
                    let id = reader.string()
                    let title = reader.string()
                    if !flags.contains(.sameArtistName) { artistName = reader.string() }
                    let artistID = flags.contains(.artistID) ? reader.string() : nil
                    let catalogID = flags.contains(.catalogID) ? reader.string() : nil
                    let artworkURL = flags.contains(.artworkURL) ? reader.string() : nil
                    let releaseDate = flags.contains(.releaseDate) ? ReleaseDate(packedValue: reader.uint32()) : nil
                    let trackCount = flags.contains(.trackCount) ? reader.signed() : nil
                    let isSingle = flags.contains(.isSingle) ? flags.contains(.single) : nil
                    let rating: ContentRating? = flags.contains(.contentRating)
                        ? (flags.contains(.explicit) ? .explicit : .clean) : nil
                    albums.initializeElement(at: initialized, to: LibraryAlbum(
                        id: id, title: title, artistName: artistName, artistID: artistID, releaseDate: releaseDate,
                        trackCount: trackCount, isSingle: isSingle, contentRating: rating, catalogID: catalogID,
                        artworkURL: artworkURL))
                    initialized += 1
                }
            }
        }
    }

    /// Two lists are equal when their albums are.
    package static func == (lhs: PackedAlbums, rhs: PackedAlbums) -> Bool {
        lhs.count == rhs.count && (lhs.bytes == rhs.bytes || lhs.albums() == rhs.albums())
    }

    /// How many bytes the records take.
    package var byteCount: Int { bytes.count }

    // MARK: Writing

    /// Writes records: for each album, `beginAlbum()`, its strings in record
    /// order (id, title, artist name, then artist id, catalog id and artwork
    /// URL when given), its date and track count when given, `endAlbum(_:)`
    /// with the flags of what was given. The reader writes strings straight
    /// from the document's bytes into the writer's memory.
    ///
    /// A class (owning a `ByteBuffer`), so that the reader's scanner, a
    /// value, can hold one without ever copying the bytes written so far.
    package final class Writer {
        // Every access is a short read or write by this writer's own methods,
        // never overlapping another: checking exclusive access at run time
        // (which the compiler cannot rule out once they are inlined into the
        // reader) cost a fifth of reading a trace.
        @exclusivity(unchecked) private var buffer = ByteBuffer(capacity: 4_096)
        private var albumCount = 0
        /// Where the open record starts (its flags).
        private var recordStart = 0
        /// Whether the open record names the previous record's artist.
        private var sameArtistName = false
        /// Where the last artist name written is.
        private var artistName: Range<Int>?

        /// An empty writer.
        package init() {}

        deinit {
            buffer.deallocate()
        }

        /// Bytes written.
        private var count: Int {
            get { buffer.count }
            set { buffer.count = newValue }
        }

        /// The written bytes.
        private var base: UnsafeMutablePointer<UInt8> { buffer.base }

        /// Starts a record.
        @inline(__always)
        package func beginAlbum() {
            reserve(2)
            recordStart = count
            count += 2
            sameArtistName = false
        }

        /// Appends a string of at most `maximumLength` bytes, which `write`
        /// writes to the memory it is given and returns how many it wrote.
        @inline(__always)
        package func appendString(maximumLength: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
            _ = appendLengthPrefixed(maximumLength: maximumLength, write)
        }

        /// Appends a string.
        package func appendString(_ text: String) {
            appendString(maximumLength: text.utf8.count) { Self.write(text, to: $0) }
        }

        /// Appends the artist name, or takes it back and marks the record as
        /// naming the previous record's artist when its bytes are the same.
        package func appendArtistName(maximumLength: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
            let (lengthAt, text) = appendLengthPrefixed(maximumLength: maximumLength, write)
            if let previous = artistName, previous.count == text.count,
               memcmp(base + previous.lowerBound, base + text.lowerBound, text.count) == 0 {
                count = lengthAt
                sameArtistName = true
            } else {
                artistName = text
            }
        }

        /// Appends the artist name `text` (`appendArtistName(maximumLength:_:)`).
        package func appendArtistName(_ text: String) {
            appendArtistName(maximumLength: text.utf8.count) { Self.write(text, to: $0) }
        }

        /// Appends a release date's word.
        @inline(__always)
        package func append(_ word: UInt32) {
            reserve(4)
            for offset in 0..<4 { base[count + offset] = UInt8(truncatingIfNeeded: word >> (8 * UInt32(offset))) }
            count += 4
        }

        /// Appends a signed number, zigzag-encoded in LEB128.
        package func appendSigned(_ value: Int) {
            reserve(10)
            var zigzag = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
            while zigzag >= 0x80 {
                base[count] = UInt8(truncatingIfNeeded: zigzag) | 0x80
                count += 1
                zigzag >>= 7
            }
            base[count] = UInt8(zigzag)
            count += 1
        }

        /// Ends the record with the flags of the optional fields it holds.
        @inline(__always)
        package func endAlbum(_ flags: Flag) {
            let flags = sameArtistName ? flags.union(.sameArtistName) : flags
            base[recordStart] = UInt8(truncatingIfNeeded: flags.rawValue)
            base[recordStart + 1] = UInt8(truncatingIfNeeded: flags.rawValue >> 8)
            albumCount += 1
        }

        /// The list written, in an array of exactly its size; the writer is
        /// left empty, its memory kept for the next list.
        package func finish() -> PackedAlbums {
            let bytes = [UInt8](UnsafeBufferPointer(start: base, count: count))
            let packed = PackedAlbums(bytes: bytes, count: albumCount)
            count = 0
            albumCount = 0
            artistName = nil
            return packed
        }

        /// Makes room for `needed` more bytes.
        @inline(__always)
        private func reserve(_ needed: Int) { buffer.reserve(needed) }

        /// Appends a length (one byte when the string may be shorter than
        /// 255 bytes, else 255 and four bytes) and the string; returns where
        /// the length is and where the string's bytes are.
        @inline(__always)
        private func appendLengthPrefixed(
            maximumLength: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int
        ) -> (lengthAt: Int, text: Range<Int>) {
            let long = maximumLength >= 255
            reserve(maximumLength + 5)
            let lengthAt = count
            let start = lengthAt + (long ? 5 : 1)
            let length = write(base + start)
            if long {
                base[lengthAt] = 255
                for offset in 0..<4 { base[lengthAt + 1 + offset] = UInt8(truncatingIfNeeded: length >> (8 * offset)) }
            } else {
                base[lengthAt] = UInt8(length)
            }
            count = start + length
            return (lengthAt, start..<count)
        }

        /// Writes a string's UTF-8 to `output`; returns how many bytes.
        private static func write(_ text: String, to output: UnsafeMutablePointer<UInt8>) -> Int {
            var written = 0
            for byte in text.utf8 {
                output[written] = byte
                written += 1
            }
            return written
        }
    }

    // MARK: Reading

    /// Reads records front to back; the bytes were written by `Writer`, so
    /// nothing is checked.
    private struct Reader {
        let buffer: UnsafeBufferPointer<UInt8>
        var offset = 0

        init(_ buffer: UnsafeBufferPointer<UInt8>) {
            self.buffer = buffer
        }

        @inline(__always)
        mutating func uint16() -> UInt16 {
            defer { offset += 2 }
            return UInt16(buffer[offset]) | UInt16(buffer[offset + 1]) << 8
        }

        @inline(__always)
        mutating func uint32() -> UInt32 {
            var value: UInt32 = 0
            for index in 0..<4 { value |= UInt32(buffer[offset + index]) << (8 * UInt32(index)) }
            offset += 4
            return value
        }

        @inline(__always)
        mutating func signed() -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let byte = buffer[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
        }

        @inline(__always)
        mutating func string() -> String {
            var length = Int(buffer[offset])
            offset += 1
            if length == 255 {
                length = Int(uint32())
            }
            defer { offset += length }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<(offset + length)]), as: UTF8.self)
        }
    }
}
