import DeepCutKit

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
        _ readElement: (inout JSONScanner, inout JSONObject) throws(TraceReadError) -> Element
    ) throws(TraceReadError) -> [Element] {
        try beginArray(expected)
        var elements: [Element] = []
        var isFirst = true
        while try nextElement(&isFirst) {
            path.append(.index(elements.count))
            var unknown = JSONObject()
            elements.append(try readElement(&self, &unknown))
            if !unknown.isEmpty { nested["result.\(resultKey)[\(elements.count - 1)]"] = unknown }
            path.removeLast()
        }
        return elements.exactlySized()
    }

    mutating func readArtists(_ nested: inout NestedUnknownKeys) throws(TraceReadError) -> [LibraryArtist] {
        try readObjects("an array of artists", resultKey: "artists", &nested) { scanner, unknown throws(TraceReadError) in
            try scanner.readArtist(&unknown)
        }
    }

    /// Reads an array of albums, growing it in `albumScratch` (kept from one
    /// call's albums to the next) and returning a copy of exactly their number.
    mutating func readAlbums(_ nested: inout NestedUnknownKeys) throws(TraceReadError) -> [LibraryAlbum] {
        try beginArray("an array of albums")
        var albums = albumScratch
        albumScratch = []
        albums.removeAll(keepingCapacity: true)
        var isFirst = true
        while try nextElement(&isFirst) {
            path.append(.index(albums.count))
            var unknown = JSONObject()
            albums.append(try readAlbum(&unknown))
            if !unknown.isEmpty { nested["result.albums[\(albums.count - 1)]"] = unknown }
            path.removeLast()
        }
        let read = [LibraryAlbum](unsafeUninitializedCapacity: albums.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: albums)
        }
        if albums.capacity <= Self.albumScratchLimit { albumScratch = albums }
        return read
    }

    mutating func readTracks(_ nested: inout NestedUnknownKeys) throws(TraceReadError) -> [LibraryTrack] {
        try readObjects("an array of tracks", resultKey: "tracks", &nested) { scanner, unknown throws(TraceReadError) in
            try scanner.readTrack(&unknown)
        }
    }

    // MARK: Objects

    mutating func readArtist(_ unknown: inout JSONObject) throws(TraceReadError) -> LibraryArtist {
        let objectStart = try beginObject("an artist object {\"id\", \"name\", ...}")
        var seen: UInt32 = 0
        var id: String?
        var name: String?
        var artworkURL: String?
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = match(key, ArtistKey.self) {
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

    mutating func readAlbum(_ unknown: inout JSONObject) throws(TraceReadError) -> LibraryAlbum {
        try readTitledObject(LibraryAlbum.self, &unknown)
    }

    /// Reads an album or a track: the `id`, `title` and `artistName` every
    /// such object requires, and the optional keys the type reads itself.
    mutating func readTitledObject<Object: TitledLibraryObject>(
        _: Object.Type, _ unknown: inout JSONObject
    ) throws(TraceReadError) -> Object {
        let objectStart = try beginObject(Object.expectedObject)
        var seen: UInt32 = 0
        var id: String?
        var title: String?
        var artistName: String?
        var object = Object.empty
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = match(key, Object.Key.self) {
                try markSeen(bit, &seen, key)
                switch bit {
                case 1 << 0: id = try readString()
                case 1 << 1: title = try readString()
                case 1 << 2: artistName = try readArtistName()
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
        object.id = id
        object.title = title
        object.artistName = artistName
        return object
    }

    /// Reads `YYYY`, `YYYY-MM` or `YYYY-MM-DD` with the rules of
    /// `ReleaseDate(_:)`, straight from the bytes when there is no escape.
    mutating func readReleaseDate() throws(TraceReadError) -> ReleaseDate {
        let valueStart = position
        let token = try readStringToken("a release date string YYYY, YYYY-MM or YYYY-MM-DD")
        let date: ReleaseDate?
        if token.hasEscapes {
            date = ReleaseDate(string(token))
        } else {
            func number(_ from: Int, _ count: Int) -> Int? {
                var value = 0
                for offset in from..<(from + count) {
                    let byte = input[offset]
                    guard Self.isDigit(byte) else { return nil }
                    value = value * 10 + Int(byte &- 0x30)
                }
                return value
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

    mutating func readTrack(_ unknown: inout JSONObject) throws(TraceReadError) -> LibraryTrack {
        try readTitledObject(LibraryTrack.self, &unknown)
    }

    mutating func readPlaylist(_ nested: inout NestedUnknownKeys, path unknownPath: String) throws(TraceReadError) -> LibraryPlaylist {
        let objectStart = try beginObject("a playlist object {\"id\", \"name\", ...} or null")
        var seen: UInt32 = 0
        var id: String?
        var name: String?
        var isEditable: Bool?
        var unknown = JSONObject()
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = match(key, PlaylistKey.self) {
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
        if !unknown.isEmpty { nested[unknownPath] = unknown }
        return LibraryPlaylist(id: id, name: name, isEditable: isEditable)
    }
}

/// An album or a track as the reader builds it: an object that requires
/// `id`, `title` and `artistName` and reads its other keys itself.
protocol TitledLibraryObject {
    /// The object's keys, whose first three cases are `id`, `title` and
    /// `artistName`: the reader tells them by their place, without comparing names.
    associatedtype Key: ByteNamed
    /// What the reader expected, for the message when something else stands there.
    static var expectedObject: String { get }
    var id: String { get set }
    var title: String { get set }
    var artistName: String { get set }
    /// An object with empty required keys and no optional ones, for the reader to fill.
    static var empty: Self { get }
    /// Reads the value of one of the type's optional keys.
    mutating func readOptional(_ key: Key, from scanner: inout JSONScanner) throws(TraceReadError)
}

extension LibraryAlbum: TitledLibraryObject {
    static let expectedObject = "an album object {\"id\", \"title\", \"artistName\", ...}"
    static var empty: LibraryAlbum { LibraryAlbum(id: "", title: "", artistName: "") }

    mutating func readOptional(_ key: JSONScanner.AlbumKey, from scanner: inout JSONScanner) throws(TraceReadError) {
        switch key {
        case .id, .title, .artistName: break
        case .artistID: artistID = try scanner.readString()
        case .releaseDate: releaseDate = try scanner.readReleaseDate()
        case .trackCount: trackCount = try scanner.readInt()
        case .isSingle: isSingle = try scanner.readBool()
        case .contentRating: contentRating = try scanner.readEnum(ContentRating.self, "a content rating: \"explicit\" or \"clean\"")
        case .catalogID: catalogID = try scanner.readString()
        case .artworkURL: artworkURL = try scanner.readString()
        }
    }
}

extension LibraryTrack: TitledLibraryObject {
    static let expectedObject = "a track object {\"id\", \"title\", \"artistName\", ...}"
    static var empty: LibraryTrack { LibraryTrack(id: "", title: "", artistName: "") }

    mutating func readOptional(_ key: JSONScanner.TrackKey, from scanner: inout JSONScanner) throws(TraceReadError) {
        switch key {
        case .id, .title, .artistName: break
        case .albumTitle: albumTitle = try scanner.readString()
        case .albumID: albumID = try scanner.readString()
        case .trackNumber: trackNumber = try scanner.readInt()
        case .discNumber: discNumber = try scanner.readInt()
        case .durationMs: durationMs = try scanner.readDouble()
        case .isrc: isrc = try scanner.readString()
        }
    }
}
