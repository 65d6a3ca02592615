import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify

extension TraceExplainer {
    /// The changes a witness search tries for `target`, from the reasons of the run explained:
    /// for a refresh, the last answer of each check, the smaller of the answered and the failed
    /// first (a few alone, then all of them), then the other; for an artist or an owned album,
    /// the library albums that own, then whichever owns next; for a folded album, the cut it is
    /// folded into; for a cut, the album itself.
    static func candidates(
        for target: ExplainTarget, in builder: ExplanationBuilder, artist: LibraryArtist?, albumID: String?, trace: Trace
    ) -> WitnessPlan {
        let run = builder.run
        switch target {
        case .step(let number), .check(let number, _, _):
            guard run.outcomes.indices.contains(number - 1) else { return WitnessPlan() }
            let outcome = run.outcomes[number - 1]
            let log = outcome.answered ?? []
            guard let summary = outcome.refresh else {
                let flips = log.compactMap(\.seq).map { AnswerChange.flip(seq: $0) }
                return WitnessPlan(groups: flips.map { [$0] } + [flips])
            }
            let judgement = summary.judgement(under: builder.policy)
            if judgement.row == .libraryReadFailed || judgement.row == .recentlyPlayedFailed {
                let failed = log.filter { entry in
                    if case .recorded(_, .failure) = entry.answer { entry.request.method != .fetchCatalogReleases } else { false }
                }
                return WitnessPlan(groups: failed.compactMap(\.seq).map { [.flip(seq: $0)] })
            }
            let seqs = lastCatalogSeqs(log)
            var key: String?
            if case .check(_, let name, _) = target { key = name }
            if key == "feedCount" || key == "feed" {
                let withCuts = summary.results.filter { !($0.match?.cuts.isEmpty ?? true) }.compactMap { seqs[$0.artist.id] }
                    .map { AnswerChange.flip(seq: $0) }
                return WitnessPlan(groups: withCuts.prefix(4).map { [$0] } + [withCuts])
            }
            let answered = summary.results.filter { $0.match != nil }.compactMap { seqs[$0.artist.id] }.map { AnswerChange.flip(seq: $0) }
            let failed = summary.results.filter { $0.failure != nil }.compactMap { seqs[$0.artist.id] }.map { AnswerChange.flip(seq: $0) }
            let (small, large) = answered.count <= failed.count ? (answered, failed) : (failed, answered)
            // A few alone first (one answer often decides), then each class whole, the smaller first.
            let alone = (small.count > 1 ? small.prefix(3).map { [$0] } : []) + large.prefix(2).map { [$0] }
            return WitnessPlan(groups: alone + [small, large].filter { !$0.isEmpty })
        case .artist:
            guard let artist, let (step, _, check) = builder.lastCheck(of: artist.id) else { return WitnessPlan() }
            let owners = ownerRemovals(check.match?.reasons ?? [], run: run, step: step)
            if owners.isEmpty {
                guard let seq = lastCatalogSeqs(run.outcomes[step].answered ?? [])[artist.id] else { return WitnessPlan() }
                return WitnessPlan(groups: [[.flip(seq: seq)]])
            }
            return WitnessPlan(groups: [[owners[0]]], chase: { replayed in
                let next = ExplanationBuilder(run: replayed, session: builder.session, policy: builder.policy)
                guard let (step, _, check) = next.lastCheck(of: artist.id) else { return [] }
                return ownerRemovals(check.match?.reasons ?? [], run: replayed, step: step, log: run)
            })
        case .album:
            guard let albumID, let (step, check, reason) = builder.lastReason(of: albumID),
                  let seq = lastCatalogSeqs(run.outcomes[step].answered ?? [])[check.artist.id] else { return WitnessPlan() }
            switch reason.verdict {
            case .owned:
                return WitnessPlan(groups: [ownerRemovals([reason], run: run, step: step)], chase: { replayed in
                    let next = ExplanationBuilder(run: replayed, session: builder.session, policy: builder.policy)
                    guard let (step, _, reason) = next.lastReason(of: albumID) else { return [] }
                    return ownerRemovals([reason], run: replayed, step: step, log: run)
                })
            // An album a check lists stays where an earlier check put it (the cache keeps cuts):
            // the last answer first, then every answer that lists it.
            case .folded(let into, _):
                let every = answers(listing: into, in: trace).map { AnswerChange.removeAlbum(seq: $0, albumID: into) }
                return WitnessPlan(groups: [[.removeAlbum(seq: seq, albumID: into)], every])
            case .cut, .repeatedID:
                let every = answers(listing: albumID, in: trace).map { AnswerChange.removeAlbum(seq: $0, albumID: albumID) }
                return WitnessPlan(groups: [[.removeAlbum(seq: seq, albumID: albumID)], every])
            }
        }
    }

    /// The catalog calls whose recorded answers list the album, by `seq`.
    static func answers(listing albumID: String, in trace: Trace) -> [Int] {
        trace.calls.compactMap { call in
            guard case .success(.catalogReleases(let releases)) = call.outcome,
                  releases.albums.contains(where: { $0.id == albumID }) else { return nil }
            return call.seq
        }.sorted()
    }

    /// Each artist's last catalog call in a step's log, by `seq`.
    static func lastCatalogSeqs(_ log: [ReplayLogEntry]) -> [String: Int] {
        var seqs: [String: Int] = [:]
        for entry in log {
            guard case .fetchCatalogReleases(let artistID) = entry.request, let seq = entry.seq else { continue }
            seqs[artistID] = max(seqs[artistID] ?? seq, seq)
        }
        return seqs
    }

    /// Removing, from the library read step `step` used, each library album the reasons name as an owner.
    /// `log` is the run whose logs give the read's `seq` (a witness replay keeps none).
    static func ownerRemovals(_ reasons: [AlbumReason], run: SessionRun, step: Int, log: SessionRun? = nil) -> [AnswerChange] {
        let logged = log ?? run
        let read = logged.outcomes.prefix(step + 1).reversed().lazy.compactMap { outcome in
            outcome.answered?.last { $0.request == .fetchLibraryAlbums }?.seq
        }.first
        guard let read else { return [] }
        var changes: [AnswerChange] = []
        for reason in reasons {
            guard case .owned(let ownership) = reason.verdict else { continue }
            let change = AnswerChange.removeAlbum(seq: read, albumID: ownership.libraryAlbum.id)
            if !changes.contains(change) { changes.append(change) }
        }
        return changes
    }
}
