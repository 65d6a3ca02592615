/// Writing the objects around the calls: capture, engine, diagnostics and
/// session steps, keys in the order of Docs/TraceFormat.md, then the unknown keys.
extension JSONOutput {
    mutating func writeCapture(_ capture: TraceCapture) {
        var members = MemberList()
        writeRaw("{")
        writeKey("origin", &members)
        writeString(capture.origin.rawValue)
        writeKey("title", &members)
        writeString(capture.title)
        writeKey("startedAt", &members)
        writeString(capture.startedAt.text)
        writeOptional("app", capture.app, &members)
        writeOptional("device", capture.device, &members)
        writeOptional("os", capture.os, &members)
        writeOptional("storefront", capture.storefront, &members)
        writeOptional("notes", capture.notes, &members)
        writeUnknown(capture.unknownKeys, &members)
        writeRaw("}")
    }

    mutating func writeEngine(_ engine: TraceEngineSettings) {
        var members = MemberList()
        writeRaw("{")
        writeOptional("batchSize", engine.batchSize, &members)
        writeOptional("snapshotTTL", engine.snapshotTTL, &members)
        writeUnknown(engine.unknownKeys, &members)
        writeRaw("}")
    }

    /// Diagnostics over several lines: one member a line at `indent + 2`,
    /// one artist a line at `indent + 4`.
    mutating func writeDiagnostics(_ diagnostics: TraceDiagnostics, indent: Int) {
        let inner = "\n" + String(repeating: " ", count: indent + 2)
        var first = true
        func separator(_ output: inout JSONOutput) {
            output.writeRaw(first ? inner : "," + inner)
            first = false
        }
        writeRaw("{")
        if let count = diagnostics.libraryArtistCount {
            separator(&self)
            writeRaw("\"libraryArtistCount\": ")
            writeInt(count)
        }
        if let artists = diagnostics.artists {
            separator(&self)
            writeRaw("\"artists\": [")
            for (index, artist) in artists.enumerated() {
                writeRaw(index == 0 ? inner + "  " : "," + inner + "  ")
                writeDiagnosticsArtist(artist)
            }
            writeRaw(artists.isEmpty ? "]" : inner + "]")
        }
        for member in diagnostics.unknownKeys.members {
            separator(&self)
            writeString(member.key)
            writeRaw(": ")
            writeValue(member.value)
        }
        writeRaw(first ? "}" : "\n" + String(repeating: " ", count: indent) + "}")
    }

    mutating func writeDiagnosticsArtist(_ artist: TraceDiagnostics.Artist) {
        var members = MemberList()
        writeRaw("{")
        writeKey("artistID", &members)
        writeString(artist.artistID)
        writeKey("name", &members)
        writeString(artist.name)
        writeKey("total", &members)
        writeInt(artist.total)
        writeKey("owned", &members)
        writeInt(artist.owned)
        writeKey("cuts", &members)
        writeInt(artist.cuts)
        writeUnknown(artist.unknownKeys, &members)
        writeRaw("}")
    }

    /// `{"action": ..., "albumID"?, "playlistName"?, "at"?, "expect"?, "observed"?, unknown...}`.
    mutating func writeStep(_ step: SessionStep) {
        var members = MemberList()
        writeRaw("{")
        writeKey("action", &members)
        writeString(step.action.name)
        switch step.action {
        case .refresh:
            break
        case .openRelease(let albumID), .retryTracks(let albumID), .dismiss(let albumID):
            writeKey("albumID", &members)
            writeString(albumID)
        case .addToPlaylist(let albumID, let playlistName):
            writeKey("albumID", &members)
            writeString(albumID)
            writeKey("playlistName", &members)
            writeString(playlistName)
        }
        writeOptional("at", step.at, &members)
        if let expect = step.expect {
            writeKey("expect", &members)
            writeExpectation(expect)
        }
        if let observed = step.observed {
            writeKey("observed", &members)
            writeExpectation(observed)
        }
        writeUnknown(step.unknownKeys, &members)
        writeRaw("}")
    }

    mutating func writeExpectation(_ expectation: SessionExpectation) {
        var members = MemberList()
        writeRaw("{")
        writeOptional("state", expectation.state?.rawValue, &members)
        writeOptional("checked", expectation.checked, &members)
        writeOptional("failed", expectation.failed, &members)
        writeOptional("feedCount", expectation.feedCount, &members)
        writeOptional("feed", expectation.feed, &members)
        writeOptional("checkedArtistIDs", expectation.checkedArtistIDs, &members)
        writeOptional("policy", expectation.policy?.rawValue, &members)
        writeOptional("tracks", expectation.tracks?.rawValue, &members)
        writeOptional("trackIDs", expectation.trackIDs, &members)
        writeUnknown(expectation.unknownKeys, &members)
        writeRaw("}")
    }

}
