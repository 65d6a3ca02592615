import DeepCutKit
import DeepCutTrace

/// The DTOs inside results: artists, albums, tracks and playlists, built
/// straight from the bytes. Their unknown keys go to the call's
/// `NestedUnknownKeys` under `result.albums[3]` and the like.
extension JSONScanner {
    enum ArtistKey: String, ByteNamed {
        case id, name, artworkURL
        static let nameTable = makeNameTable()
    }

    enum AlbumKey: String, ByteNamed {
        case id, title, artistName, artistID, releaseDate, trackCount, isSingle, contentRating, catalogID, artworkURL
        static let nameTable = makeNameTable()
    }

    enum TrackKey: String, ByteNamed {
        case id, title, artistName, albumTitle, albumID, trackNumber, discNumber, durationMs, isrc
        static let nameTable = makeNameTable()
    }

    enum PlaylistKey: String, ByteNamed {
        case id, name, isEditable
        static let nameTable = makeNameTable()
    }

    // MARK: Arrays

    /// Reads an array of library objects of one kind, keeping each one's
    /// unknown keys under `result.<resultKey>[i]`.
    mutating func readObjects<Element>(
        _ expected: String, resultKey: String, _ nested: inout NestedUnknownKeys,
        _ readElement: (inout JSONScanner, inout UnknownMembers) throws(TraceReadError) -> Element
    ) throws(TraceReadError) -> [Element] {
        try beginArray(expected)
        let elements = ExactArrayBuilder<Element>()
        var isFirst = true
        while try nextElement(&isFirst) {
            path.append(.index(elements.count))
            var unknown = UnknownMembers()
            elements.append(try readElement(&self, &unknown))
            if !unknown.object.isEmpty { nested["result.\(resultKey)[\(elements.count - 1)]"] = unknown.object }
            path.removeLast()
        }
        return elements.finish()
    }

    mutating func readArtists(_ nested: inout NestedUnknownKeys) throws(TraceReadError) -> [LibraryArtist] {
        try readObjects("an array of artists", resultKey: "artists", &nested) { scanner, unknown throws(TraceReadError) in
            try scanner.readArtist(&unknown)
        }
    }

    /// Reads an array of albums; an album's artist name shares the storage
    /// of the previous one's when they are equal (`artistName(_:)`).
    mutating func readAlbums(_ nested: inout NestedUnknownKeys) throws(TraceReadError) -> [LibraryAlbum] {
        try readObjects("an array of albums", resultKey: "albums", &nested) { scanner, unknown throws(TraceReadError) in
            try scanner.readAlbum(&unknown)
        }
    }

    mutating func readTracks(_ nested: inout NestedUnknownKeys) throws(TraceReadError) -> [LibraryTrack] {
        try readObjects("an array of tracks", resultKey: "tracks", &nested) { scanner, unknown throws(TraceReadError) in
            try scanner.readTrack(&unknown)
        }
    }

    // MARK: Objects

    mutating func readArtist(_ unknown: inout UnknownMembers) throws(TraceReadError) -> LibraryArtist {
        let objectStart = try beginObject("an artist object {\"id\", \"name\", ...}")
        var seen: UInt32 = 0
        var id: String?
        var name: String?
        var artworkURL: String?
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = text.match(key, ArtistKey.self) {
                try markSeen(bit, &seen, key)
                switch field {
                case .id: id = try readString()
                case .name: name = try readString()
                case .artworkURL: artworkURL = try readString()
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        guard let id else { throw missingKey("id", objectStart: objectStart) }
        guard let name else { throw missingKey("name", objectStart: objectStart) }
        return LibraryArtist(id: id, name: name, artworkURL: artworkURL)
    }

    /// The strings every album and track requires, as tokens of the input.
    struct RequiredStrings {
        var id: KeyToken
        var title: KeyToken
        var artistName: KeyToken
    }

    /// Reads an album or a track: the `id`, `title` and `artistName` every
    /// such object requires, returned as tokens of the input, and the
    /// optional keys the type reads itself into `object`.
    mutating func readTitledObject<Object: TitledObjectFields>(
        _ object: inout Object, _ unknown: inout UnknownMembers
    ) throws(TraceReadError) -> RequiredStrings {
        let objectStart = try beginObject(Object.expectedObject)
        var seen: UInt32 = 0
        var id: KeyToken?
        var title: KeyToken?
        var artistName: KeyToken?
        var isFirst = true
        var hint = 0
        let keys = Object.Key.nameTable
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = text.match(key, in: keys, from: hint) {
                hint = bit.trailingZeroBitCount + 1
                try markSeen(bit, &seen, key)
                switch bit {
                case 1 << 0: id = try readStringToken()
                case 1 << 1: title = try readStringToken()
                case 1 << 2: artistName = try readStringToken()
                default: try object.readOptional(field, from: &self)
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        guard let id else { throw missingKey("id", objectStart: objectStart) }
        guard let title else { throw missingKey("title", objectStart: objectStart) }
        guard let artistName else { throw missingKey("artistName", objectStart: objectStart) }
        return RequiredStrings(id: id, title: title, artistName: artistName)
    }

    /// Reads `YYYY`, `YYYY-MM` or `YYYY-MM-DD` with the rules of
    /// `ReleaseDate(_:)`, straight from the bytes when there is no escape.
    mutating func readReleaseDate() throws(TraceReadError) -> ReleaseDate {
        let valueStart = position
        let token = try readStringToken("a release date string YYYY, YYYY-MM or YYYY-MM-DD")
        let date: ReleaseDate?
        if token.hasEscapes {
            date = ReleaseDate(self.text.string(token))
        } else {
            let input = self.input
            @inline(__always) func number(_ from: Int, _ count: Int) -> Int? {
                var value = 0
                var valid = true
                for offset in from..<(from + count) {
                    let digit = input[offset] &- 0x30
                    valid = valid && digit < 10
                    value = value &* 10 &+ Int(digit)
                }
                return valid ? value : nil
            }
            let start = token.start
            switch token.end - start {
            case 4:
                date = number(start, 4).flatMap { ReleaseDate(year: $0) }
            case 7 where input[start + 4] == 0x2D:
                if let year = number(start, 4), let month = number(start + 5, 2) {
                    date = ReleaseDate(year: year, month: month)
                } else {
                    date = nil
                }
            case 10 where input[start + 4] == 0x2D && input[start + 7] == 0x2D:
                if let year = number(start, 4), let month = number(start + 5, 2), let day = number(start + 8, 2) {
                    date = ReleaseDate(year: year, month: month, day: day)
                } else {
                    date = nil
                }
            default:
                date = nil
            }
        }
        guard let date else {
            position = valueStart
            throw invalidValue("a release date YYYY, YYYY-MM or YYYY-MM-DD")
        }
        return date
    }

    mutating func readAlbum(_ unknown: inout UnknownMembers) throws(TraceReadError) -> LibraryAlbum {
        var fields = AlbumFields()
        let strings = try readTitledObject(&fields, &unknown)
        var album = fields.album
        album.id = self.text.string(strings.id)
        album.title = self.text.string(strings.title)
        album.artistName = artistName(strings.artistName)
        return album
    }

    mutating func readTrack(_ unknown: inout UnknownMembers) throws(TraceReadError) -> LibraryTrack {
        var fields = TrackFields()
        let strings = try readTitledObject(&fields, &unknown)
        var track = fields.track
        track.id = self.text.string(strings.id)
        track.title = self.text.string(strings.title)
        track.artistName = artistName(strings.artistName)
        return track
    }

    mutating func readPlaylist(_ nested: inout NestedUnknownKeys, path unknownPath: String) throws(TraceReadError) -> LibraryPlaylist {
        let objectStart = try beginObject("a playlist object {\"id\", \"name\", ...} or null")
        var seen: UInt32 = 0
        var id: String?
        var name: String?
        var isEditable: Bool?
        var unknown = UnknownMembers()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = text.match(key, PlaylistKey.self) {
                try markSeen(bit, &seen, key)
                switch field {
                case .id: id = try readString()
                case .name: name = try readString()
                case .isEditable: isEditable = try readBool()
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        guard let id else { throw missingKey("id", objectStart: objectStart) }
        guard let name else { throw missingKey("name", objectStart: objectStart) }
        if !unknown.object.isEmpty { nested[unknownPath] = unknown.object }
        return LibraryPlaylist(id: id, name: name, isEditable: isEditable)
    }
}

/// The optional fields of an album or a track as the reader gathers them:
/// an object that requires `id`, `title` and `artistName` (read as tokens
/// by `readTitledObject`) and reads its other keys itself.
protocol TitledObjectFields {
    /// The object's keys, whose first three cases are `id`, `title` and
    /// `artistName`: the reader tells them by their place, without comparing names.
    associatedtype Key: ByteNamed
    /// What the reader expected, for the message when something else stands there.
    static var expectedObject: String { get }
    /// No optional field given.
    init()
    /// Reads the value of one of the type's optional keys.
    mutating func readOptional(_ key: Key, from scanner: inout JSONScanner) throws(TraceReadError)
}

/// An album's optional fields, read into the album the reader then completes.
struct AlbumFields: TitledObjectFields {
    static let expectedObject = "an album object {\"id\", \"title\", \"artistName\", ...}"
    private(set) var album = LibraryAlbum(id: "", title: "", artistName: "")

    mutating func readOptional(_ key: JSONScanner.AlbumKey, from scanner: inout JSONScanner) throws(TraceReadError) {
        switch key {
        case .id, .title, .artistName: break
        case .artistID: album.artistID = try scanner.readString()
        case .releaseDate: album.releaseDate = try scanner.readReleaseDate()
        case .trackCount: album.trackCount = try scanner.readInt()
        case .isSingle: album.isSingle = try scanner.readBool()
        case .contentRating:
            album.contentRating = try scanner.readEnum(ContentRating.self, "a content rating: \"explicit\" or \"clean\"")
        case .catalogID: album.catalogID = try scanner.readString()
        case .artworkURL: album.artworkURL = try scanner.readString()
        }
    }
}

/// A track's optional fields, read into the track the reader then completes.
struct TrackFields: TitledObjectFields {
    static let expectedObject = "a track object {\"id\", \"title\", \"artistName\", ...}"
    private(set) var track = LibraryTrack(id: "", title: "", artistName: "")

    mutating func readOptional(_ key: JSONScanner.TrackKey, from scanner: inout JSONScanner) throws(TraceReadError) {
        switch key {
        case .id, .title, .artistName: break
        case .albumTitle: track.albumTitle = try scanner.readString()
        case .albumID: track.albumID = try scanner.readString()
        case .trackNumber: track.trackNumber = try scanner.readInt()
        case .discNumber: track.discNumber = try scanner.readInt()
        case .durationMs: track.durationMs = try scanner.readDouble()
        case .isrc: track.isrc = try scanner.readString()
        }
    }
}
