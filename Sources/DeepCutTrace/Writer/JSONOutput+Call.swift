import DeepCutKit

/// Writing one call on one line, keys in the order of Docs/TraceFormat.md, then the
/// unknown keys in their original order.
extension JSONOutput {
    /// `{"seq": 0, "method": ..., "args": {...}, "at": ..., "durationMs": ..., "result"|"error": {...}}`.
    mutating func writeCall(_ call: TraceCall) {
        let nested = call.nestedUnknownKeys
        var members = MemberList()
        writeCallOpening(
            seq: call.seq, request: call.request, at: call.at, durationMs: call.durationMs,
            unknownArgs: nested.isEmpty ? JSONObject() : nested["args"], &members)
        switch call.outcome {
        case .success(let result):
            writeKey("result", &members)
            writeResult(result, nested: nested)
        case .failure(let error):
            writeKey("error", &members)
            writeError(error, unknown: nested.isEmpty ? JSONObject() : nested["error"])
        }
        writeUnknown(call.unknownKeys, &members)
        writeRaw("}")
    }

    /// `{"seq": ..., "method": ..., "args": {...}` and `at`, `durationMs` when there.
    private mutating func writeCallOpening(
        seq: Int, request: TraceRequest, at: Double?, durationMs: Double?, unknownArgs: JSONObject,
        _ members: inout MemberList
    ) {
        writeRaw("{")
        writeKey("seq", &members)
        writeInt(seq)
        writeKey("method", &members)
        writeString(request.method.rawValue)
        writeKey("args", &members)
        writeArgs(request, unknown: unknownArgs)
        writeOptional("at", at, &members)
        writeOptional("durationMs", durationMs, &members)
    }

    /// The bytes of `writeCall` for a call without unknown keys whose result
    /// is the one list `key` (`artists`, `albums`, `tracks`), up to the list's
    /// first element; `writeRaw("]}}")` after the last element ends the call.
    mutating func writeListCallOpening(
        seq: Int, request: TraceRequest, at: Double?, durationMs: Double?, key: StaticString
    ) {
        var members = MemberList()
        writeCallOpening(seq: seq, request: request, at: at, durationMs: durationMs, unknownArgs: JSONObject(), &members)
        writeKey("result", &members)
        var resultMembers = MemberList()
        writeRaw("{")
        writeKey(key, &resultMembers)
        writeRaw("[")
    }

    mutating func writeArgs(_ request: TraceRequest, unknown: JSONObject) {
        var members = MemberList()
        writeRaw("{")
        for (key, value) in request.arguments {
            writeKey(key.rawValue, &members)
            switch value {
            case .string(let text): writeString(text)
            case .strings(let texts): writeStrings(texts)
            }
        }
        writeUnknown(unknown, &members)
        writeRaw("}")
    }

    mutating func writeResult(_ result: TraceResult, nested: NestedUnknownKeys) {
        /// The unknown keys of an element of the result, looked up only when the call has any.
        func unknown(_ path: @autoclosure () -> String) -> JSONObject {
            nested.isEmpty ? JSONObject() : nested[path()]
        }
        var members = MemberList()
        writeRaw("{")
        switch result {
        case .artists(let artists):
            writeKey("artists", &members)
            writeArray(artists) { output, index, artist in
                output.writeArtist(artist, unknown: unknown("result.artists[\(index)]"))
            }
        case .albums(let albums):
            writeKey("albums", &members)
            writeArray(albums) { output, index, album in
                output.writeAlbum(album, unknown: unknown("result.albums[\(index)]"))
            }
        case .catalogReleases(let releases):
            writeKey("albums", &members)
            writeArray(releases.albums) { output, index, album in
                output.writeAlbum(album, unknown: unknown("result.albums[\(index)]"))
            }
            if releases.hasMore {
                writeKey("hasMore", &members)
                writeBool(true)
            }
        case .playlist(let playlist):
            writeKey("playlist", &members)
            if let playlist {
                writePlaylist(playlist, unknown: unknown("result.playlist"))
            } else {
                writeRaw("null")
            }
        case .tracks(let tracks):
            writeKey("tracks", &members)
            writeArray(tracks) { output, index, track in
                output.writeTrack(track, unknown: unknown("result.tracks[\(index)]"))
            }
        case .written:
            break
        }
        writeUnknown(unknown("result"), &members)
        writeRaw("}")
    }

    mutating func writeArray<Element>(_ elements: [Element], _ write: (inout JSONOutput, Int, Element) -> Void) {
        writeRaw("[")
        for (index, element) in elements.enumerated() {
            if index > 0 { writeRaw(", ") }
            write(&self, index, element)
        }
        writeRaw("]")
    }

    mutating func writeError(_ error: MusicServiceError, unknown: JSONObject) {
        var members = MemberList()
        writeRaw("{")
        writeKey("kind", &members)
        writeString(error.kind)
        switch error {
        case .http(let status, let code, let title, let detail):
            writeKey("status", &members)
            writeInt(status)
            writeOptional("code", code, &members)
            writeOptional("title", title, &members)
            writeOptional("detail", detail, &members)
        case .authorization(let reason):
            writeOptional("reason", reason?.rawValue, &members)
        case .network(let detail), .other(let detail):
            writeOptional("detail", detail, &members)
        case .cancelled:
            break
        }
        writeUnknown(unknown, &members)
        writeRaw("}")
    }

    /// Writes `"key": value` when the value is there, nothing when it is nil.
    mutating func writeOptional(_ key: StaticString, _ value: String?, _ members: inout MemberList) {
        guard let value else { return }
        writeKey(key, &members)
        writeString(value)
    }

    /// Writes `"key": value` when the value is there, nothing when it is nil.
    mutating func writeOptional(_ key: StaticString, _ value: Int?, _ members: inout MemberList) {
        guard let value else { return }
        writeKey(key, &members)
        writeInt(value)
    }

    /// Writes `"key": value` when the value is there, nothing when it is nil.
    mutating func writeOptional(_ key: StaticString, _ value: Double?, _ members: inout MemberList) {
        guard let value else { return }
        writeKey(key, &members)
        writeDouble(value)
    }

    /// Writes `"key": value` when the value is there, nothing when it is nil.
    mutating func writeOptional(_ key: StaticString, _ value: Bool?, _ members: inout MemberList) {
        guard let value else { return }
        writeKey(key, &members)
        writeBool(value)
    }

    /// Writes `"key": [...]` when the list is there, nothing when it is nil.
    mutating func writeOptional(_ key: StaticString, _ value: [String]?, _ members: inout MemberList) {
        guard let value else { return }
        writeKey(key, &members)
        writeStrings(value)
    }

    mutating func writeArtist(_ artist: LibraryArtist, unknown: JSONObject) {
        var members = MemberList()
        writeRaw("{")
        writeKey("id", &members)
        writeString(artist.id)
        writeKey("name", &members)
        writeString(artist.name)
        writeOptional("artworkURL", artist.artworkURL, &members)
        writeUnknown(unknown, &members)
        writeRaw("}")
    }

    mutating func writeAlbum(_ album: LibraryAlbum, unknown: JSONObject) {
        writeTitledObject(id: album.id, title: album.title, artistName: album.artistName, unknown: unknown) { output, members in
            output.writeOptional("artistID", album.artistID, &members)
            output.writeOptional("releaseDate", album.releaseDate?.description, &members)
            output.writeOptional("trackCount", album.trackCount, &members)
            output.writeOptional("isSingle", album.isSingle, &members)
            output.writeOptional("contentRating", album.contentRating?.rawValue, &members)
            output.writeOptional("catalogID", album.catalogID, &members)
            output.writeOptional("artworkURL", album.artworkURL, &members)
        }
    }

    mutating func writeTrack(_ track: LibraryTrack, unknown: JSONObject) {
        writeTitledObject(id: track.id, title: track.title, artistName: track.artistName, unknown: unknown) { output, members in
            output.writeOptional("albumTitle", track.albumTitle, &members)
            output.writeOptional("albumID", track.albumID, &members)
            output.writeOptional("trackNumber", track.trackNumber, &members)
            output.writeOptional("discNumber", track.discNumber, &members)
            output.writeOptional("durationMs", track.durationMs, &members)
            output.writeOptional("isrc", track.isrc, &members)
        }
    }

    /// An album or a track: `id`, `title`, `artistName`, the type's optional
    /// keys in the format's order, then the unknown keys.
    mutating func writeTitledObject(
        id: String, title: String, artistName: String, unknown: JSONObject,
        _ writeOptionals: (inout JSONOutput, inout MemberList) -> Void
    ) {
        var members = MemberList()
        writeRaw("{")
        writeKey("id", &members)
        writeString(id)
        writeKey("title", &members)
        writeString(title)
        writeKey("artistName", &members)
        writeString(artistName)
        writeOptionals(&self, &members)
        writeUnknown(unknown, &members)
        writeRaw("}")
    }

    mutating func writePlaylist(_ playlist: LibraryPlaylist, unknown: JSONObject) {
        var members = MemberList()
        writeRaw("{")
        writeKey("id", &members)
        writeString(playlist.id)
        writeKey("name", &members)
        writeString(playlist.name)
        writeOptional("isEditable", playlist.isEditable, &members)
        writeUnknown(unknown, &members)
        writeRaw("}")
    }
}
