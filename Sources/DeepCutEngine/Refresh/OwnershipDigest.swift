import DeepCutKit

/// What of a library's albums says who owns which: each album's title,
/// artist name, artist id and catalog id, in order, as bytes. Two lists
/// with equal digests give the same `OwnedAlbumIndex`, whatever else of
/// their albums differs (ids, dates, artwork), so a snapshot keeps this to
/// tell whether the next one's index can be the same, rather than every
/// album the library answered (a few bytes an album instead of a hundred).
struct OwnershipDigest: Equatable {
    private let bytes: [UInt8]

    /// The digest of `albums`.
    /// - Complexity: O(n) in the albums' text.
    init(_ albums: [LibraryAlbum]) {
        var bytes: [UInt8] = []
        func append(_ text: String?) {
            guard let text else {
                bytes.append(0)
                return
            }
            // A length before the text, so that no two lists of fields run together alike.
            var length = text.utf8.count + 1
            while length >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: length) | 0x80)
                length >>= 7
            }
            bytes.append(UInt8(length))
            bytes.append(contentsOf: text.utf8)
        }
        for album in albums {
            append(album.title)
            append(album.artistName)
            append(album.artistID)
            append(album.catalogID)
        }
        self.bytes = bytes
    }
}
