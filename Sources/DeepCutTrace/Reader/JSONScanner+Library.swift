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
        _ readElement: (inout JSONScanner, inout UnknownMembers) throws(TraceReadError) -> Element
    ) throws(TraceReadError) -> [Element] {
        try beginArray(expected)
        var elements: [Element] = []
        var isFirst = true
        while try nextElement(&isFirst) {
            path.append(.index(elements.count))
            var unknown = UnknownMembers()
            elements.append(try readElement(&self, &unknown))
            if !unknown.object.isEmpty { nested["result.\(resultKey)[\(elements.count - 1)]"] = unknown.object }
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
            var unknown = UnknownMembers()
            albums.append(try readAlbum(&unknown))
            if !unknown.object.isEmpty { nested["result.albums[\(albums.count - 1)]"] = unknown.object }
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

    mutating func readArtist(_ unknown: inout UnknownMembers) throws(TraceReadError) -> LibraryArtist {
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

    mutating func readAlbum(_ unknown: inout UnknownMembers) throws(TraceReadError) -> LibraryAlbum {
        let objectStart = try beginObject("an album object {\"id\", \"title\", \"artistName\", ...}")
        var seen: UInt32 = 0
        var id: String?
        var title: String?
        var artistName: String?
        var album = LibraryAlbum(id: "", title: "", artistName: "")
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = match(key, AlbumKey.self) {
                try markSeen(bit, &seen, key)
                switch field {
                case .id: id = try readString()
                case .title: title = try readString()
                case .artistName: artistName = try readArtistName()
                case .artistID: album.artistID = try readString()
                case .releaseDate: album.releaseDate = try readReleaseDate()
                case .trackCount: album.trackCount = try readInt()
                case .isSingle: album.isSingle = try readBool()
                case .contentRating: album.contentRating = try readEnum(ContentRating.self, "a content rating: \"explicit\" or \"clean\"")
                case .catalogID: album.catalogID = try readString()
                case .artworkURL: album.artworkURL = try readString()
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        guard let id else { throw missingKey("id", objectStart: objectStart) }
        guard let title else { throw missingKey("title", objectStart: objectStart) }
        guard let artistName else { throw missingKey("artistName", objectStart: objectStart) }
        album.id = id
        album.title = title
        album.artistName = artistName
        return album
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

    mutating func readTrack(_ unknown: inout UnknownMembers) throws(TraceReadError) -> LibraryTrack {
        let objectStart = try beginObject("a track object {\"id\", \"title\", \"artistName\", ...}")
        var seen: UInt32 = 0
        var id: String?
        var title: String?
        var artistName: String?
        var track = LibraryTrack(id: "", title: "", artistName: "")
        var isFirst = true
        while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            if let (field, bit) = match(key, TrackKey.self) {
                try markSeen(bit, &seen, key)
                switch field {
                case .id: id = try readString()
                case .title: title = try readString()
                case .artistName: artistName = try readArtistName()
                case .albumTitle: track.albumTitle = try readString()
                case .albumID: track.albumID = try readString()
                case .trackNumber: track.trackNumber = try readInt()
                case .discNumber: track.discNumber = try readInt()
                case .durationMs: track.durationMs = try readDouble()
                case .isrc: track.isrc = try readString()
                }
            } else {
                try readUnknownMember(key, into: &unknown)
            }
            path.removeLast()
        }
        guard let id else { throw missingKey("id", objectStart: objectStart) }
        guard let title else { throw missingKey("title", objectStart: objectStart) }
        guard let artistName else { throw missingKey("artistName", objectStart: objectStart) }
        track.id = id
        track.title = title
        track.artistName = artistName
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
        nested[unknownPath] = unknown.object
        return LibraryPlaylist(id: id, name: name, isEditable: isEditable)
    }
}
