import DeepCutKit
import DeepCutTrace

/// What a trace holds, counted without replaying it: calls by method and
/// outcome, errors by kind and status, library ids sent in catalog calls,
/// artists whose answer was cut short, and the time span.
package struct TraceInspection: Hashable, Sendable {
    /// One method's calls.
    package struct MethodCount: Hashable, Sendable {
        /// The method.
        package var method: MusicLibraryMethod
        /// Calls of it.
        package var calls: Int
        /// Calls that returned a result.
        package var answered: Int
        /// Failed calls by error group (`HTTP 404 (40400)`), sorted by group.
        package var errors: [ErrorCount]
    }

    /// How many errors of one group.
    package struct ErrorCount: Hashable, Sendable {
        /// `HTTP 404 (40400)`, `network`, `authorization notSubscribed`.
        package var group: String
        /// How many.
        package var count: Int
    }

    /// An artist whose catalog answer was cut short (`hasMore`).
    package struct CutShortArtist: Hashable, Sendable {
        /// The library artist id asked for.
        package var artistID: String
        /// How many albums the answer held.
        package var albums: Int
    }

    /// The time the calls cover, in seconds from `startedAt`.
    package struct TimeSpan: Hashable, Sendable {
        /// The first call's `at`.
        package var first: Double
        /// The end of the last call: its `at` plus its duration; infinite
        /// when that sum is beyond the largest `Double` (each is finite).
        package var last: Double
    }

    /// A library id sent where the catalog expects a catalog id (or asked of the
    /// catalog through the library), with how often and how it was answered.
    package struct LibraryIDUse: Hashable, Sendable {
        /// The method.
        package var method: MusicLibraryMethod
        /// The id sent.
        package var id: String
        /// How many calls sent it.
        package var count: Int
        /// How the last of them was answered (`answered`, `HTTP 404 (40400)`).
        package var outcome: String
    }

    /// The trace's capture.
    package var capture: TraceCapture
    /// Set when the recording was cut off.
    package var truncation: TraceTruncation?
    /// All calls.
    package var callCount: Int
    /// Calls by method, in the protocol's order, methods with no call left out.
    package var methods: [MethodCount]
    /// Errors by group, most frequent first, then by group.
    package var errors: [ErrorCount]
    /// Library ids in catalog calls, by method then first appearance.
    package var libraryIDs: [LibraryIDUse]
    /// Catalog calls that sent a library id and were answered HTTP 404 where that shows
    /// the bug that emptied the Discover tab: the `library-id-to-catalog` lint's count.
    package var libraryIDNotFound: Int
    /// `fetchCatalogReleases` calls answered HTTP 404 while other library artist ids
    /// brought back albums: the ids were sent as designed, and the catalog has no such artist.
    package var libraryArtistNotFound: Int = 0
    /// Library artist ids whose `fetchCatalogReleases` brought back at least one album,
    /// which shows that asking through the library artist works.
    package var libraryArtistsWithAlbums: Int = 0
    /// Artists whose catalog answer said `hasMore`, with the number of albums returned, in `seq` order.
    package var cutShort: [CutShortArtist]
    /// The time the calls cover, nil when no call has an `at`.
    package var span: TimeSpan?
    /// Session steps, or nil when the trace has no session.
    package var sessionSteps: Int?
    /// The printed diagnostic artists the calls cannot explain; nil when the trace has no diagnostics.
    package var unexplainedDiagnostics: [UnexplainedDiagnostic]?
    /// What the lints find (Docs/Lints.md), in their report order.
    package var lints: [LintFinding] = []

    /// Counts what `trace` holds.
    /// - Complexity: O(n log n) in the number of calls.
    package init(_ trace: Trace) {
        capture = trace.capture
        truncation = trace.truncation
        sessionSteps = trace.session?.count
        let calls = trace.calls.sorted { $0.seq < $1.seq }
        callCount = calls.count
        // Texts from the trace (error codes, ids) are told apart by their code points.
        var byMethod: [MusicLibraryMethod: (calls: Int, answered: Int, errors: [CodePointKey: Int])] = [:]
        var errorGroups: [CodePointKey: Int] = [:]
        var uses: [CodePointKey: Int] = [:]
        var useList: [LibraryIDUse] = []
        var cutShort: [CutShortArtist] = []
        var first = Double.infinity, last = -Double.infinity
        for call in calls {
            var entry = byMethod[call.method] ?? (0, 0, [:])
            entry.calls += 1
            let outcome: String
            switch call.outcome {
            case .success(let result):
                entry.answered += 1
                outcome = "answered"
                if case .catalogReleases(let releases) = result, case .fetchCatalogReleases(let artistID) = call.request,
                   releases.hasMore {
                    cutShort.append(CutShortArtist(artistID: artistID, albums: releases.albums.count))
                }
            case .failure(let error):
                let group = Self.group(error)
                entry.errors[CodePointKey(group), default: 0] += 1
                errorGroups[CodePointKey(group), default: 0] += 1
                outcome = group
            }
            byMethod[call.method] = entry
            if let id = LibraryIDToCatalogLint.catalogArgument(call.request), MusicIDSpace(classifying: id).isLibrary {
                let key = CodePointKey(call.method.rawValue + " " + id)
                if let index = uses[key] {
                    useList[index].count += 1
                    useList[index].outcome = outcome
                } else {
                    uses[key] = useList.count
                    useList.append(LibraryIDUse(method: call.method, id: id, count: 1, outcome: outcome))
                }
            }
            if let at = call.at {
                first = min(first, at)
                last = max(last, at + (call.durationMs ?? 0) / 1000)
            }
        }
        methods = MusicLibraryMethod.allCases.compactMap { method in
            byMethod[method].map { entry in
                MethodCount(method: method, calls: entry.calls, answered: entry.answered,
                            errors: entry.errors.keys.map(\.text).sorted(by: CodePointKey.precedes)
                                .map { ErrorCount(group: $0, count: entry.errors[CodePointKey($0)]!) })
            }
        }
        errors = errorGroups.sorted { $0.value != $1.value ? $0.value > $1.value : CodePointKey.precedes($0.key.text, $1.key.text) }
            .map { ErrorCount(group: $0.key.text, count: $0.value) }
        libraryIDs = MusicLibraryMethod.allCases.flatMap { method in useList.filter { $0.method == method } }
        let refusals = LibraryIDToCatalogLint.refusals(in: calls)
        libraryArtistsWithAlbums = refusals.artistsWithAlbums
        libraryIDNotFound = refusals.bug.count
        libraryArtistNotFound = refusals.artistNotFound
        lints = TraceLints.findings(in: trace)
        self.cutShort = cutShort
        span = first.isFinite ? TimeSpan(first: first, last: last) : nil
        unexplainedDiagnostics = Self.unexplained(trace.diagnostics, callsInSeqOrder: calls)
    }

    /// `HTTP 404 (40400)`, `network`, `authorization notSubscribed`.
    static func group(_ error: MusicServiceError) -> String {
        switch error {
        case .http(let status, let code, _, _): "HTTP \(status)" + (code.map { " (\($0))" } ?? "")
        case .authorization(let reason): "authorization" + (reason.map { " \($0.rawValue)" } ?? "")
        default: error.kind
        }
    }
}
