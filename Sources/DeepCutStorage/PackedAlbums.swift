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
    fileprivate struct Flag: OptionSet, Sendable {
        let rawValue: UInt16
        init(rawValue: UInt16) { self.rawValue = rawValue }

        /// The artist name is the previous album's, and is not written again.
        static let sameArtistName = Flag(rawValue: 1 << 0)
        static let artistID = Flag(rawValue: 1 << 1)
        static let releaseDate = Flag(rawValue: 1 << 2)
        static let trackCount = Flag(rawValue: 1 << 3)
        static let isSingle = Flag(rawValue: 1 << 4)
        /// With `isSingle`: its value is true.
        static let single = Flag(rawValue: 1 << 5)
        static let contentRating = Flag(rawValue: 1 << 6)
        /// With `contentRating`: it is explicit (else clean).
        static let explicit = Flag(rawValue: 1 << 7)
        static let catalogID = Flag(rawValue: 1 << 8)
        static let artworkURL = Flag(rawValue: 1 << 9)
    }

    /// Packs albums (what the reader does from a document's bytes, done from values).
    /// - Complexity: O(n) in the albums' size.
    package init(_ albums: [LibraryAlbum]) {
        let writer = Writer()
        for album in albums {
            writer.append(Record(
                id: StringText(album.id), title: StringText(album.title), artistName: StringText(album.artistName),
                artistID: album.artistID.map(StringText.init), catalogID: album.catalogID.map(StringText.init),
                artworkURL: album.artworkURL.map(StringText.init), releaseDate: album.releaseDate,
                trackCount: album.trackCount, isSingle: album.isSingle, contentRating: album.contentRating))
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

    /// One album as the writer takes it: an album's fields, its strings as
    /// `Text`, values (`StringText`) or the reader's strings still in the document.
    package struct Record<Text: PackedText> {
        package var id: Text
        package var title: Text
        package var artistName: Text
        package var artistID: Text?
        package var catalogID: Text?
        package var artworkURL: Text?
        package var releaseDate: ReleaseDate?
        package var trackCount: Int?
        package var isSingle: Bool?
        package var contentRating: ContentRating?

        /// An album's fields.
        @inline(__always)
        package init(
            id: Text, title: Text, artistName: Text, artistID: Text?, catalogID: Text?, artworkURL: Text?,
            releaseDate: ReleaseDate?, trackCount: Int?, isSingle: Bool?, contentRating: ContentRating?
        ) {
            self.id = id
            self.title = title
            self.artistName = artistName
            self.artistID = artistID
            self.catalogID = catalogID
            self.artworkURL = artworkURL
            self.releaseDate = releaseDate
            self.trackCount = trackCount
            self.isSingle = isSingle
            self.contentRating = contentRating
        }
    }

    /// Writes records, one `append(_:)` per album, then `finish()`. The
    /// reader's strings are written straight from the document's bytes into
    /// the writer's memory.
    ///
    /// A class (owning a `ByteBuffer`), so that the reader's scanner, a
    /// value, can hold one without ever copying the bytes written so far.
    package final class Writer {
        // Every access is a short read or write by this writer's own methods,
        // never overlapping another: no check of exclusive access at run
        // time, which the compiler cannot rule out once they are inlined into
        // the reader, and which would run on every byte written.
        @exclusivity(unchecked) private var buffer = ByteBuffer(capacity: 4_096)
        private var albumCount = 0
        /// Where the last artist name written is.
        private var artistName: Range<Int>?

        /// An empty writer.
        package init() {}

        /// Bytes written.
        private var count: Int {
            get { buffer.count }
            set { buffer.count = newValue }
        }

        /// The written bytes.
        private var base: UnsafeMutablePointer<UInt8> { buffer.base }

        /// Appends an album's record: its flags, its strings (id, title, the
        /// artist name unless it is the previous record's, then artist id,
        /// catalog id and artwork URL when given), its date's word and its
        /// track count when given.
        @inline(__always)
        package func append<Text: PackedText>(_ album: Record<Text>) {
            buffer.reserve(2)
            let recordStart = count
            count += 2
            var flags: Flag = []
            appendString(album.id)
            appendString(album.title)
            if appendArtistName(album.artistName) { flags.insert(.sameArtistName) }
            if let artistID = album.artistID {
                appendString(artistID)
                flags.insert(.artistID)
            }
            if let catalogID = album.catalogID {
                appendString(catalogID)
                flags.insert(.catalogID)
            }
            if let artworkURL = album.artworkURL {
                appendString(artworkURL)
                flags.insert(.artworkURL)
            }
            if let date = album.releaseDate {
                appendWord(date.packedValue)
                flags.insert(.releaseDate)
            }
            if let trackCount = album.trackCount {
                appendSigned(trackCount)
                flags.insert(.trackCount)
            }
            if let isSingle = album.isSingle { flags.formUnion(isSingle ? [.isSingle, .single] : .isSingle) }
            if let rating = album.contentRating {
                flags.formUnion(rating == .explicit ? [.contentRating, .explicit] : .contentRating)
            }
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

        /// Appends a string: its length (one byte when it may be shorter
        /// than 255 bytes, else 255 and four bytes) and its bytes; returns
        /// where the length is and where the bytes are.
        @inline(__always)
        @discardableResult
        private func appendString<Text: PackedText>(_ text: Text) -> (lengthAt: Int, text: Range<Int>) {
            let maximumLength = text.maximumLength
            let long = maximumLength >= 255
            buffer.reserve(maximumLength + 5)
            let lengthAt = count
            let start = lengthAt + (long ? 5 : 1)
            let length = text.write(to: base + start)
            if long {
                base[lengthAt] = 255
                for offset in 0..<4 { base[lengthAt + 1 + offset] = UInt8(truncatingIfNeeded: length >> (8 * offset)) }
            } else {
                base[lengthAt] = UInt8(length)
            }
            count = start + length
            return (lengthAt, start..<count)
        }

        /// Appends the artist name, or takes it back when its bytes are the
        /// previous record's; returns whether it took it back.
        @inline(__always)
        private func appendArtistName<Text: PackedText>(_ name: Text) -> Bool {
            let (lengthAt, text) = appendString(name)
            if let previous = artistName, previous.count == text.count,
               memcmp(base + previous.lowerBound, base + text.lowerBound, text.count) == 0 {
                count = lengthAt
                return true
            }
            artistName = text
            return false
        }

        /// Appends a release date's word.
        @inline(__always)
        private func appendWord(_ word: UInt32) {
            buffer.reserve(4)
            for offset in 0..<4 { base[count + offset] = UInt8(truncatingIfNeeded: word >> (8 * UInt32(offset))) }
            count += 4
        }

        /// Appends a signed number, zigzag-encoded in LEB128.
        private func appendSigned(_ value: Int) {
            buffer.reserve(10)
            var zigzag = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
            while zigzag >= 0x80 {
                base[count] = UInt8(truncatingIfNeeded: zigzag) | 0x80
                count += 1
                zigzag >>= 7
            }
            base[count] = UInt8(zigzag)
            count += 1
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
