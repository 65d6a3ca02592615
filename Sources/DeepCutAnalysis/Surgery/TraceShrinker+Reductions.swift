import DeepCutKit
import DeepCutTrace

/// The ways a candidate can be made smaller, each removing a set of units.
extension TraceShrinker.Candidate {
    /// A key of a step's `expect` or `observed`, or a line of the diagnostics.
    enum ExpectationUnit: Hashable {
        case key(step: Int, observed: Bool, key: SessionExpectation.Key)
        case libraryArtistCount
        case diagnosticsArtist(Int)
    }

    /// Calls, answer items, steps and checks: what a round of shrinking tries to reduce.
    var size: Int { trace.calls.count + itemUnits.count + trace.effectiveSession.count + checkCount + artistUnits.count }

    /// Expectation keys (besides `policy`) and diagnostics lines.
    var checkCount: Int { expectationUnits.count }

    // MARK: Expectations

    var expectationUnits: [ExpectationUnit] {
        var units: [ExpectationUnit] = []
        for (index, step) in (trace.session ?? []).enumerated() {
            for key in step.observed?.givenKeys ?? [] where key != .policy {
                units.append(.key(step: index, observed: true, key: key))
            }
            for key in step.expect?.givenKeys ?? [] where key != .policy {
                units.append(.key(step: index, observed: false, key: key))
            }
        }
        if trace.diagnostics?.libraryArtistCount != nil { units.append(.libraryArtistCount) }
        units += (trace.diagnostics?.artists ?? []).indices.map { .diagnosticsArtist($0) }
        return units
    }

    func removingExpectations(_ units: [ExpectationUnit]) -> Self {
        var copy = self
        let removed = Set(units)
        if var session = trace.session {
            for index in session.indices {
                var step = session[index]
                step.observed = Self.removing(step.observed, index: index, observed: true, removed)
                step.expect = Self.removing(step.expect, index: index, observed: false, removed)
                session[index] = step
            }
            copy.trace.session = session
        }
        if var diagnostics = trace.diagnostics {
            if removed.contains(.libraryArtistCount) { diagnostics.libraryArtistCount = nil }
            if let artists = diagnostics.artists {
                let left = artists.indices.filter { !removed.contains(.diagnosticsArtist($0)) }.map { artists[$0] }
                diagnostics.artists = left.isEmpty ? nil : left
            }
            let empty = diagnostics.libraryArtistCount == nil && diagnostics.artists == nil && diagnostics.unknownKeys.isEmpty
            copy.trace.diagnostics = empty ? nil : diagnostics
        }
        return copy
    }

    /// The expectation without the removed keys; nil when no check is left in it.
    private static func removing(
        _ expectation: SessionExpectation?, index: Int, observed: Bool, _ removed: Set<ExpectationUnit>
    ) -> SessionExpectation? {
        guard var expectation else { return nil }
        for key in expectation.givenKeys where removed.contains(.key(step: index, observed: observed, key: key)) {
            switch key {
            case .state: expectation.state = nil
            case .checked: expectation.checked = nil
            case .failed: expectation.failed = nil
            case .feedCount: expectation.feedCount = nil
            case .feed: expectation.feed = nil
            case .checkedArtistIDs: expectation.checkedArtistIDs = nil
            case .policy: break
            case .tracks: expectation.tracks = nil
            case .trackIDs: expectation.trackIDs = nil
            }
        }
        let checks = expectation.givenKeys.filter { $0 != .policy }
        return checks.isEmpty && expectation.unknownKeys.isEmpty ? nil : expectation
    }

    // MARK: Steps

    var stepUnits: [Int] { Array((trace.session ?? []).indices) }

    func removingSteps(_ units: [Int]) -> Self {
        guard let session = trace.session else { return self }
        let removed = Set(units)
        var copy = self
        copy.trace.session = session.indices.filter { !removed.contains($0) }.map { session[$0] }
        copy.origins = origins.indices.filter { !removed.contains($0) }.map { origins[$0] }
        return copy
    }

    // MARK: Artists

    /// Every library artist id, in the order the library answers list them.
    var artistUnits: [String] {
        var seen: Set<String> = []
        var ids: [String] = []
        for call in trace.calls {
            if case .success(.artists(let artists)) = call.outcome {
                for artist in artists where seen.insert(artist.id).inserted { ids.append(artist.id) }
            }
        }
        return ids
    }

    /// Without these artists: not in the library, no catalog call for them, none of their
    /// attributed library albums, no diagnostics line.
    func removingArtists(_ units: [String]) -> Self {
        let removed = Set(units)
        var copy = self
        copy.trace.calls = trace.calls.compactMap { call -> TraceCall? in
            switch (call.request, call.outcome) {
            case (.fetchCatalogReleases(let artistID), _) where removed.contains(artistID):
                return nil
            case (_, .success(.artists(let artists))):
                return Self.filtered(call, field: "artists", count: artists.count) { !removed.contains(artists[$0].id) }
            case (_, .success(.albums(let albums))):
                return Self.filtered(call, field: "albums", count: albums.count) {
                    albums[$0].artistID.map { !removed.contains($0) } ?? true
                }
            default:
                return call
            }
        }
        if var diagnostics = trace.diagnostics, let artists = diagnostics.artists {
            let left = artists.filter { !removed.contains($0.artistID) }
            diagnostics.artists = left.isEmpty ? nil : left
            copy.trace.diagnostics = diagnostics
        }
        return copy
    }

    // MARK: Calls

    func removingCalls(_ units: [Int]) -> Self {
        let removed = Set(units)
        var copy = self
        copy.trace.calls = trace.calls.indices.filter { !removed.contains($0) }.map { trace.calls[$0] }
        return copy
    }

    // MARK: Items inside answers

    /// An album or track inside a call's answer: the call's position and the item's.
    struct Item: Hashable {
        var call: Int
        var index: Int
    }

    var itemUnits: [Item] {
        trace.calls.indices.flatMap { position -> [Item] in
            let count = switch trace.calls[position].outcome {
            case .success(.albums(let albums)): albums.count
            case .success(.catalogReleases(let releases)): releases.albums.count
            case .success(.tracks(let tracks)): tracks.count
            default: 0
            }
            return (0..<count).map { Item(call: position, index: $0) }
        }
    }

    func removingItems(_ units: [Item]) -> Self {
        var byCall: [Int: Set<Int>] = [:]
        for item in units { byCall[item.call, default: []].insert(item.index) }
        var copy = self
        for (position, removed) in byCall {
            let call = trace.calls[position]
            let field: String
            let count: Int
            switch call.outcome {
            case .success(.albums(let albums)): (field, count) = ("albums", albums.count)
            case .success(.catalogReleases(let releases)): (field, count) = ("albums", releases.albums.count)
            case .success(.tracks(let tracks)): (field, count) = ("tracks", tracks.count)
            default: continue
            }
            copy.trace.calls[position] = Self.filtered(call, field: field, count: count) { !removed.contains($0) }
        }
        return copy
    }

    /// The call with only the answer items `keep` accepts (by index), the unknown keys
    /// of the kept items renumbered with them.
    static func filtered(_ call: TraceCall, field: String, count: Int, keep: (Int) -> Bool) -> TraceCall {
        let kept = (0..<count).filter(keep)
        guard kept.count < count, case .success(let result) = call.outcome else { return call }
        func pick<T>(_ items: [T]) -> [T] { kept.map { items[$0] } }
        let outcome: TraceResult = switch result {
        case .artists(let artists): .artists(pick(artists))
        case .albums(let albums): .albums(pick(albums))
        case .tracks(let tracks): .tracks(pick(tracks))
        case .catalogReleases(let releases): .catalogReleases(CatalogReleases(albums: pick(releases.albums), hasMore: releases.hasMore))
        case .playlist, .written: result
        }
        var nested = NestedUnknownKeys()
        let prefix = "result.\(field)["
        let newIndex = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, $0) })
        for path in call.nestedUnknownKeys.paths {
            guard path.hasPrefix(prefix), let close = path.firstIndex(of: "]"),
                  let old = Int(path[path.index(path.startIndex, offsetBy: prefix.count)..<close]) else {
                nested[path] = call.nestedUnknownKeys[path]
                continue
            }
            guard let new = newIndex[old] else { continue }
            nested[prefix + "\(new)" + path[close...]] = call.nestedUnknownKeys[path]
        }
        return TraceCall(seq: call.seq, request: call.request, outcome: .success(outcome), at: call.at,
                         durationMs: call.durationMs, unknownKeys: call.unknownKeys, nestedUnknownKeys: nested)
    }
}
