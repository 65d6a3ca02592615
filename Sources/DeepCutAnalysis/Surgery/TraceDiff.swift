import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// A semantic difference between two traces: `deepcut-replay diff`
/// (Docs/TraceSurgery.md "diff").
///
/// Calls are matched by method and arguments, the n-th call of a request in
/// A with the n-th in B (in `seq` order), never by position; timing (`at`,
/// `durationMs`) and `seq` are not compared. Every list is in a fixed order
/// (by method, then arguments, then occurrence; items by id), so the same two
/// traces give the same diff, and two captures redacted with the same key
/// give the same diff under pseudonyms.
package struct TraceDiff: Hashable, Sendable {
    /// A value that differs: absent (nil) on one side, or different on both.
    package struct Change: Hashable, Sendable {
        /// What differs: `title`, `batchSize`, `expect.state`, `hasMore`, `error.status`, `album 1440935467`.
        package var field: String
        /// The value in A, nil when absent.
        package var a: String?
        /// The value in B, nil when absent.
        package var b: String?

        /// Creates a change.
        package init(field: String, a: String?, b: String?) {
            self.field = field
            self.a = a
            self.b = b
        }
    }

    /// A call that only one trace holds.
    package struct Call: Hashable, Sendable {
        /// The method and arguments.
        package var request: TraceRequest
        /// Which call of this request it is (1 for the first, in `seq` order).
        package var occurrence: Int
        /// The answer or error, in short.
        package var outcome: String
    }

    /// A call both traces hold, answered differently.
    package struct CallChange: Hashable, Sendable {
        /// The method and arguments.
        package var request: TraceRequest
        /// Which call of this request it is.
        package var occurrence: Int
        /// The answers in short.
        package var a: String
        /// The answers in short.
        package var b: String
        /// Items (albums, tracks, artists) only in B: `1440935467 "Title" 2011-05-02`.
        package var added: [String]
        /// Items only in A.
        package var removed: [String]
        /// Other changes: `outcome`, `hasMore`, `error.kind`, `error.status`, `error.code`, changed items.
        package var changes: [Change]
    }

    /// A session step that differs.
    package struct StepChange: Hashable, Sendable {
        /// The step's number (1-based).
        package var step: Int
        /// `onlyInA`, `onlyInB` or `changed`.
        package var kind: String
        /// The action (A's when in both).
        package var action: String
        /// The keys that differ, for `changed`.
        package var changes: [Change]

        /// Creates a step change.
        package init(step: Int, kind: String, action: String, changes: [Change]) {
            self.step = step
            self.kind = kind
            self.action = action
            self.changes = changes
        }
    }

    /// `capture` fields that differ.
    package var capture: [Change] = []
    /// `engine` settings that differ.
    package var engine: [Change] = []
    /// Calls only in A.
    package var onlyInA: [Call] = []
    /// Calls only in B.
    package var onlyInB: [Call] = []
    /// Calls answered differently.
    package var answeredDifferently: [CallChange] = []
    /// Library artists (first library answer) only in B, only in A.
    package var artistsAdded: [String] = [], artistsRemoved: [String] = []
    /// Library albums (first library answer) only in B, only in A.
    package var albumsAdded: [String] = [], albumsRemoved: [String] = []
    /// Session steps that differ.
    package var session: [StepChange] = []
    /// Diagnostics that differ: `libraryArtistCount`, `artist r.X`.
    package var diagnostics: [Change] = []

    /// Whether the traces are the same in every compared respect.
    package var isEmpty: Bool { self == TraceDiff() }

    /// The differences between `a` and `b`.
    /// - Complexity: O(n log n) in the number of calls and items.
    package init(_ a: Trace, _ b: Trace) {
        capture = Self.captureChanges(a.capture, b.capture)
        engine = Self.changes([
            ("batchSize", a.engine?.batchSize.map(String.init), b.engine?.batchSize.map(String.init)),
            ("snapshotTTL", a.engine?.snapshotTTL.map { "\($0)" }, b.engine?.snapshotTTL.map { "\($0)" }),
        ])
        compareCalls(a.calls, b.calls)
        compareLibrary(a.calls, b.calls)
        compareSession(a.effectiveSession, b.effectiveSession)
        compareDiagnostics(a.diagnostics, b.diagnostics)
    }

    init() {}

    static func changes(_ fields: [(String, String?, String?)]) -> [Change] {
        fields.compactMap { $0.1 == $0.2 ? nil : Change(field: $0.0, a: $0.1, b: $0.2) }
    }

    private static func captureChanges(_ a: TraceCapture, _ b: TraceCapture) -> [Change] {
        changes([
            ("origin", a.origin.rawValue, b.origin.rawValue), ("title", a.title, b.title),
            ("startedAt", a.startedAt.text, b.startedAt.text), ("app", a.app, b.app), ("device", a.device, b.device),
            ("os", a.os, b.os), ("storefront", a.storefront, b.storefront), ("notes", a.notes, b.notes),
        ])
    }

    // MARK: Calls

    /// Calls grouped by request, each group in `seq` order, groups in a fixed order.
    private static func grouped(_ calls: [TraceCall]) -> [TraceRequest: [TraceCall]] {
        Dictionary(grouping: calls, by: \.request).mapValues { $0.sorted { $0.seq < $1.seq } }
    }

    static func precedes(_ lhs: TraceRequest, _ rhs: TraceRequest) -> Bool {
        let methods = MusicLibraryMethod.allCases
        let (left, right) = (methods.firstIndex(of: lhs.method)!, methods.firstIndex(of: rhs.method)!)
        if left != right { return left < right }
        return lhs.argumentsDescription.utf8.lexicographicallyPrecedes(rhs.argumentsDescription.utf8)
    }

    private mutating func compareCalls(_ a: [TraceCall], _ b: [TraceCall]) {
        let (groupsA, groupsB) = (Self.grouped(a), Self.grouped(b))
        let requests = Set(groupsA.keys).union(groupsB.keys).sorted(by: Self.precedes)
        for request in requests {
            let (callsA, callsB) = (groupsA[request] ?? [], groupsB[request] ?? [])
            for index in 0..<max(callsA.count, callsB.count) {
                switch (index < callsA.count ? callsA[index] : nil, index < callsB.count ? callsB[index] : nil) {
                case (let callA?, let callB?):
                    if callA.outcome != callB.outcome {
                        answeredDifferently.append(Self.callChange(request, index + 1, callA.outcome, callB.outcome))
                    }
                case (let callA?, nil):
                    onlyInA.append(Call(request: request, occurrence: index + 1, outcome: callA.outcome.summary))
                case (nil, let callB?):
                    onlyInB.append(Call(request: request, occurrence: index + 1, outcome: callB.outcome.summary))
                case (nil, nil):
                    break
                }
            }
        }
    }

    private static func callChange(_ request: TraceRequest, _ occurrence: Int, _ a: TraceOutcome, _ b: TraceOutcome) -> CallChange {
        var change = CallChange(request: request, occurrence: occurrence, a: a.summary, b: b.summary,
                                added: [], removed: [], changes: [])
        switch (a, b) {
        case (.failure(let errorA), .failure(let errorB)):
            change.changes = errorChanges(errorA, errorB)
        case (.success(let resultA), .success(let resultB)):
            // The library's answers are compared item by item in the library section.
            guard request.method.schema.result != .artists, request.method.schema.result != .albums else { break }
            let (itemsA, itemsB) = (items(resultA), items(resultB))
            (change.added, change.removed, change.changes) = compareItems(itemsA, itemsB)
            if case .catalogReleases(let releasesA) = resultA, case .catalogReleases(let releasesB) = resultB,
               releasesA.hasMore != releasesB.hasMore {
                change.changes.append(Change(field: "hasMore", a: "\(releasesA.hasMore)", b: "\(releasesB.hasMore)"))
            }
            if case .playlist(let playlistA) = resultA, case .playlist(let playlistB) = resultB {
                change.changes.append(Change(field: "playlist", a: playlistA.map(describe), b: playlistB.map(describe)))
            }
        case (.success, .failure(let error)):
            change.changes = errorFields(error).map { Change(field: $0.0, a: nil, b: $0.1) }
        case (.failure(let error), .success):
            change.changes = errorFields(error).map { Change(field: $0.0, a: $0.1, b: nil) }
        }
        return change
    }

    /// The kind, status and code of an error, as the diff lists them.
    private static func errorFields(_ error: MusicServiceError) -> [(String, String)] {
        switch error {
        case .http(let status, let code, _, _): [("error.kind", "http"), ("error.status", String(status))] + (code.map { [("error.code", $0)] } ?? [])
        case .authorization(let reason): [("error.kind", "authorization")] + (reason.map { [("error.reason", $0.rawValue)] } ?? [])
        default: [("error.kind", error.kind)]
        }
    }

    private static func errorChanges(_ a: MusicServiceError, _ b: MusicServiceError) -> [Change] {
        func parts(_ error: MusicServiceError) -> (kind: String, status: String?, code: String?, text: String) {
            switch error {
            case .http(let status, let code, _, _): ("http", String(status), code, error.description)
            case .authorization(let reason): ("authorization", nil, reason?.rawValue, error.description)
            default: (error.kind, nil, nil, error.description)
            }
        }
        let (left, right) = (parts(a), parts(b))
        let listed = changes([("error.kind", left.kind, right.kind), ("error.status", left.status, right.status),
                              ("error.code", left.code, right.code)])
        return listed.isEmpty ? [Change(field: "error", a: left.text, b: right.text)] : listed
    }

    /// The items of an answer by id, each described in a line.
    private static func items(_ result: TraceResult) -> [(id: String, text: String)] {
        switch result {
        case .artists(let artists): artists.map { ($0.id, describe($0)) }
        case .albums(let albums): albums.map { ($0.id, describe($0)) }
        case .catalogReleases(let releases): releases.albums.map { ($0.id, describe($0)) }
        case .tracks(let tracks): tracks.map { ($0.id, describe($0)) }
        case .playlist, .written: []
        }
    }

    /// Added, removed (sorted by id) and changed items.
    static func compareItems(
        _ a: [(id: String, text: String)], _ b: [(id: String, text: String)]
    ) -> (added: [String], removed: [String], changed: [Change]) {
        let (byIDA, byIDB) = (Dictionary(a, uniquingKeysWith: { first, _ in first }),
                              Dictionary(b, uniquingKeysWith: { first, _ in first }))
        func sortedIDs(_ ids: some Sequence<String>) -> [String] { ids.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        let added = sortedIDs(byIDB.keys.filter { byIDA[$0] == nil }).map { byIDB[$0]! }
        let removed = sortedIDs(byIDA.keys.filter { byIDB[$0] == nil }).map { byIDA[$0]! }
        let changed = sortedIDs(byIDA.keys.filter { byIDB[$0] != nil && byIDB[$0] != byIDA[$0] })
            .map { Change(field: $0, a: byIDA[$0], b: byIDB[$0]) }
        return (added, removed, changed)
    }

    static func describe(_ artist: LibraryArtist) -> String { "\(artist.id) \(quoted(artist.name))" }

    static func describe(_ album: LibraryAlbum) -> String {
        var text = "\(album.id) \(quoted(album.title)) by \(quoted(album.artistName))"
        if let date = album.releaseDate { text += " \(date)" }
        if let rating = album.contentRating { text += " \(rating.rawValue)" }
        if let catalogID = album.catalogID { text += " catalog \(catalogID)" }
        if let count = album.trackCount { text += " \(plural(count, "track"))" }
        return text
    }

    static func describe(_ track: LibraryTrack) -> String {
        var text = "\(track.id) \(quoted(track.title)) by \(quoted(track.artistName))"
        if let disc = track.discNumber, let number = track.trackNumber { text += " \(disc)-\(number)" }
        return text
    }

    static func describe(_ playlist: LibraryPlaylist) -> String { "\(playlist.id) \(quoted(playlist.name))" }

    static func quoted(_ text: String) -> String {
        var output = JSONOutput()
        output.writeString(text)
        return output.string
    }

    // MARK: Library, session, diagnostics

    private mutating func compareLibrary(_ a: [TraceCall], _ b: [TraceCall]) {
        func first<T>(_ calls: [TraceCall], _ pick: (TraceResult) -> [T]?) -> [T] {
            for call in calls.sorted(by: { $0.seq < $1.seq }) {
                if case .success(let result) = call.outcome, let items = pick(result) { return items }
            }
            return []
        }
        let artistsA = first(a) { if case .artists(let artists) = $0 { artists } else { nil } }
        let artistsB = first(b) { if case .artists(let artists) = $0 { artists } else { nil } }
        (artistsAdded, artistsRemoved, _) = Self.compareItems(artistsA.map { ($0.id, Self.describe($0)) },
                                                              artistsB.map { ($0.id, Self.describe($0)) })
        let albumsA = first(a) { if case .albums(let albums) = $0 { albums } else { nil } }
        let albumsB = first(b) { if case .albums(let albums) = $0 { albums } else { nil } }
        (albumsAdded, albumsRemoved, _) = Self.compareItems(albumsA.map { ($0.id, Self.describe($0)) },
                                                            albumsB.map { ($0.id, Self.describe($0)) })
    }

    private mutating func compareSession(_ a: [SessionStep], _ b: [SessionStep]) {
        for index in 0..<max(a.count, b.count) {
            switch (index < a.count ? a[index] : nil, index < b.count ? b[index] : nil) {
            case (let stepA?, let stepB?):
                var fields: [(String, String?, String?)] = [
                    ("action", stepA.action.description, stepB.action.description),
                    ("at", stepA.at.map { "\($0)" }, stepB.at.map { "\($0)" }),
                ]
                for (side, left, right) in [("expect", stepA.expect, stepB.expect), ("observed", stepA.observed, stepB.observed)] {
                    for key in SessionExpectation.Key.allCases {
                        fields.append(("\(side).\(key.rawValue)", left.flatMap { Self.value($0, key) },
                                       right.flatMap { Self.value($0, key) }))
                    }
                }
                let changes = Self.changes(fields)
                if !changes.isEmpty {
                    session.append(StepChange(step: index + 1, kind: "changed", action: stepA.action.name, changes: changes))
                }
            case (let stepA?, nil):
                session.append(StepChange(step: index + 1, kind: "onlyInA", action: stepA.action.description, changes: []))
            case (nil, let stepB?):
                session.append(StepChange(step: index + 1, kind: "onlyInB", action: stepB.action.description, changes: []))
            case (nil, nil):
                break
            }
        }
    }

    static func value(_ expectation: SessionExpectation, _ key: SessionExpectation.Key) -> String? {
        func list(_ ids: [String]?) -> String? { ids.map { "[" + $0.joined(separator: ", ") + "]" } }
        return switch key {
        case .state: expectation.state?.rawValue
        case .checked: expectation.checked.map(String.init)
        case .failed: expectation.failed.map(String.init)
        case .feedCount: expectation.feedCount.map(String.init)
        case .feed: list(expectation.feed)
        case .checkedArtistIDs: list(expectation.checkedArtistIDs)
        case .policy: expectation.policy?.rawValue
        case .tracks: expectation.tracks?.rawValue
        case .trackIDs: list(expectation.trackIDs)
        }
    }

    private mutating func compareDiagnostics(_ a: TraceDiagnostics?, _ b: TraceDiagnostics?) {
        diagnostics = Self.changes([("libraryArtistCount", a?.libraryArtistCount.map(String.init),
                                     b?.libraryArtistCount.map(String.init))])
        func lines(_ diagnostics: TraceDiagnostics?) -> [(id: String, text: String)] {
            (diagnostics?.artists ?? []).map {
                ($0.artistID, "\($0.artistID) \(Self.quoted($0.name)) \($0.total)/\($0.owned)/\($0.cuts)")
            }
        }
        let (added, removed, changed) = Self.compareItems(lines(a), lines(b))
        diagnostics += removed.map { Change(field: "artist", a: $0, b: nil) }
        diagnostics += added.map { Change(field: "artist", a: nil, b: $0) }
        diagnostics += changed.map { Change(field: "artist \($0.field)", a: $0.a, b: $0.b) }
    }
}
