import DeepCutEngine
import DeepCutKit
import DeepCutTrace

/// The walks over a trace for `TraceRedactor`. The first only meets the
/// originals (names, titles, playlist names, ids and error texts); then every
/// pseudonym is made at once (on every core, in the tool); the second walk writes them.
struct RedactionLedger {
    let pseudonyms: Pseudonyms
    /// Whether the walk only meets originals (the first) or writes pseudonyms (the second).
    private var meeting = true
    private var names: PseudonymTable
    private var titles: PseudonymTable
    private var playlists: PseudonymTable
    private var ids: PseudonymTable
    /// The error titles and details met, where the originals are looked for.
    private var errorTexts: [String] = []
    /// Originals and their pseudonyms, for replacing inside error texts.
    private var known = KnownTexts([], findingIn: [])

    init(pseudonyms: Pseudonyms, map: @escaping StringMap) {
        self.pseudonyms = pseudonyms
        names = PseudonymTable(Self.namePseudonym(pseudonyms), map: map)
        titles = PseudonymTable(Self.titlePseudonym(pseudonyms), map: map)
        playlists = PseudonymTable(Self.playlistPseudonym(pseudonyms), map: map)
        ids = PseudonymTable(Self.idPseudonym(pseudonyms), map: map)
    }

    static let nameTag: UInt64 = 0x6e61_6d65
    static let playlistTag: UInt64 = 0x706c_6179

    // MARK: Strings

    mutating func name(_ name: String) -> String {
        names.pass(name, meeting: meeting)
    }

    mutating func title(_ title: String) -> String {
        titles.pass(title, meeting: meeting)
    }

    mutating func playlist(_ name: String) -> String {
        playlists.pass(name, meeting: meeting)
    }

    mutating func id(_ id: String) -> String {
        ids.pass(id, meeting: meeting)
    }

    mutating func idList(_ list: [String]) -> [String] { list.map { id($0) } }

    /// After the first walk: the pseudonym of every original met, and the originals to look for in its error texts.
    mutating func makePseudonyms() {
        names.makePseudonyms()
        titles.makePseudonyms()
        playlists.makePseudonyms()
        ids.makePseudonyms()
        known = KnownTexts([ids.made, playlists.made, titles.made, names.made], findingIn: errorTexts)
        errorTexts = []
        meeting = false
    }

    /// Error text: its words, with every known original replaced.
    mutating func scrub(_ text: String?) -> String? {
        guard let text else { return nil }
        if meeting {
            errorTexts.append(text)
            return text
        }
        return known.scrub(text)
    }

    // MARK: The pseudonyms

    /// An artist's name: the pseudonym of its normalized form.
    static func namePseudonym(_ pseudonyms: Pseudonyms) -> @Sendable (String) -> String {
        { pseudonyms.capitalized(TitleNormalizer.name($0), tag: nameTag) }
    }

    /// The pseudonym of the normalized core, then the edition and release-kind suffix as written.
    static func titlePseudonym(_ pseudonyms: Pseudonyms) -> @Sendable (String) -> String {
        { title in
            let folded = TitleNormalizer.fold(title)
            let core = TitleNormalizer.withoutTrailingEditions(folded)
            let foldedSuffix = String(decoding: folded.utf8.dropFirst(core.utf8.count), as: UTF8.self)
            let scalars = Array(title.unicodeScalars)
            let count = foldedSuffix.unicodeScalars.count
            var suffix = foldedSuffix
            if count <= scalars.count {
                var written = String.UnicodeScalarView()
                written.append(contentsOf: scalars[(scalars.count - count)...])
                if TitleNormalizer.fold(String(written)) == foldedSuffix { suffix = String(written) }
            }
            // An edition group may hold words that are not edition words (`(Wembley Edition)`): those could name
            // something, so such a suffix is not kept.
            if !TitleNormalizer.holdsOnlyEditionWords(foldedSuffix) { suffix = "" }
            // The same function as names, so that a self-titled album and its artist stay equal.
            return pseudonyms.capitalized(TitleNormalizer.title(title), tag: nameTag) + suffix
        }
    }

    /// A playlist's name: the pseudonym of its exact text.
    static func playlistPseudonym(_ pseudonyms: Pseudonyms) -> @Sendable (String) -> String {
        { pseudonyms.capitalized($0, tag: playlistTag) }
    }

    /// An id of the same id space.
    static func idPseudonym(_ pseudonyms: Pseudonyms) -> @Sendable (String) -> String {
        { pseudonyms.id($0) }
    }

    /// A string under an unknown key: the pseudonym of a known original, else opaque.
    func unknownString(_ text: String) -> String {
        if let id = ids.made[text] { return id }
        if let name = names.made[text] { return name }
        if let title = titles.made[text] { return title }
        if let playlist = playlists.made[text] { return playlist }
        return pseudonyms.opaque(text, prefix: "text-")
    }

    func value(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): .string(unknownString(text))
        case .array(let values): .array(values.map(self.value))
        case .object(let object): .object(self.object(object))
        case .null, .bool, .number: value
        }
    }

    func object(_ object: JSONObject) -> JSONObject {
        JSONObject(object.members.map { JSONObject.Member(key: $0.key, value: value($0.value)) })
    }

    // MARK: The trace

    mutating func trace(_ trace: Trace) -> Trace {
        var result = trace
        result.capture.title = pseudonyms.opaque(trace.capture.title, prefix: "Capture ")
        result.capture.notes = trace.capture.notes.map { pseudonyms.opaque($0, prefix: "Notes ") }
        result.capture.device = trace.capture.device.map { pseudonyms.opaque($0, prefix: "Device ") }
        // Free text a recorder names itself with ("Discoverer (before the fix)"): it may say anything.
        result.capture.app = trace.capture.app.map { pseudonyms.opaque($0, prefix: "App ") }
        result.capture.unknownKeys = object(trace.capture.unknownKeys)
        result.calls = trace.calls.map { call($0) }
        result.engine?.unknownKeys = object(trace.engine?.unknownKeys ?? JSONObject())
        if let diagnostics = trace.diagnostics {
            var redacted = diagnostics
            redacted.artists = diagnostics.artists?.map { artist in
                var line = artist
                line.artistID = id(artist.artistID)
                line.name = name(artist.name)
                line.unknownKeys = object(artist.unknownKeys)
                return line
            }
            redacted.unknownKeys = object(diagnostics.unknownKeys)
            result.diagnostics = redacted
        }
        result.session = trace.session?.map { step($0) }
        result.unknownKeys = object(trace.unknownKeys)
        return result
    }

    mutating func call(_ call: TraceCall) -> TraceCall {
        // A playlist's name is redacted as a name, every other argument as an id.
        let request = call.request.mapArguments { key, text in key == .name ? playlist(text) : id(text) }
        let outcome: TraceOutcome = switch call.outcome {
        case .success(let result): .success(self.result(result))
        case .failure(let error): .failure(self.error(error))
        }
        var nested = NestedUnknownKeys()
        for path in call.nestedUnknownKeys.paths { nested[path] = object(call.nestedUnknownKeys[path]) }
        return TraceCall(seq: call.seq, request: request, outcome: outcome, at: call.at, durationMs: call.durationMs,
                         unknownKeys: object(call.unknownKeys), nestedUnknownKeys: nested)
    }

    mutating func result(_ result: TraceResult) -> TraceResult {
        switch result {
        case .artists(let artists):
            .artists(artists.map { LibraryArtist(id: id($0.id), name: name($0.name), artworkURL: $0.artworkURL.map(artwork)) })
        case .albums(let albums): .albums(albums.map { album($0) })
        case .playlist(let found):
            .playlist(found.map { LibraryPlaylist(id: id($0.id), name: playlist($0.name), isEditable: $0.isEditable) })
        case .tracks(let tracks): .tracks(tracks.map { track($0) })
        case .catalogReleases(let releases):
            .catalogReleases(CatalogReleases(albums: releases.albums.map { album($0) }, hasMore: releases.hasMore))
        case .written: .written
        }
    }

    mutating func error(_ error: MusicServiceError) -> MusicServiceError {
        switch error {
        case .http(let status, let code, let title, let detail):
            .http(status: status, code: code, title: scrub(title), detail: scrub(detail))
        case .network(let detail): .network(detail: scrub(detail))
        case .other(let detail): .other(detail: scrub(detail))
        case .authorization, .cancelled: error
        }
    }

    mutating func album(_ album: LibraryAlbum) -> LibraryAlbum {
        var redacted = album
        redacted.id = id(album.id)
        redacted.title = title(album.title)
        redacted.artistName = name(album.artistName)
        redacted.artistID = album.artistID.map { id($0) }
        redacted.catalogID = album.catalogID.map { id($0) }
        redacted.artworkURL = album.artworkURL.map(artwork)
        return redacted
    }

    mutating func track(_ track: LibraryTrack) -> LibraryTrack {
        var redacted = track
        redacted.id = id(track.id)
        redacted.title = title(track.title)
        redacted.artistName = name(track.artistName)
        redacted.albumTitle = track.albumTitle.map { title($0) }
        redacted.albumID = track.albumID.map { id($0) }
        redacted.isrc = track.isrc.map { pseudonyms.opaque($0, prefix: "ZZ").uppercased() }
        return redacted
    }

    func artwork(_ url: String) -> String { pseudonyms.opaque(url, prefix: "https://artwork.invalid/") }

    mutating func step(_ step: SessionStep) -> SessionStep {
        var redacted = step
        redacted.action = switch step.action {
        case .refresh: .refresh
        case .openRelease(let albumID): .openRelease(albumID: id(albumID))
        case .retryTracks(let albumID): .retryTracks(albumID: id(albumID))
        case .dismiss(let albumID): .dismiss(albumID: id(albumID))
        case .addToPlaylist(let albumID, let playlistName):
            .addToPlaylist(albumID: id(albumID), playlistName: playlist(playlistName))
        }
        redacted.expect = step.expect.map { expectation($0) }
        redacted.observed = step.observed.map { expectation($0) }
        redacted.unknownKeys = object(step.unknownKeys)
        return redacted
    }

    mutating func expectation(_ expectation: SessionExpectation) -> SessionExpectation {
        var redacted = expectation
        redacted.feed = expectation.feed.map { idList($0) }
        redacted.checkedArtistIDs = expectation.checkedArtistIDs.map { idList($0) }
        redacted.trackIDs = expectation.trackIDs.map { idList($0) }
        redacted.unknownKeys = object(expectation.unknownKeys)
        return redacted
    }
}
