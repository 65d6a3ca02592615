import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading

/// Builds explanations from one replay's outcomes and the reasons the engine reported in it
/// (`RefreshSummary.judgement`, `CutMatch.reasons`): it gathers and words them, and decides nothing.
package struct ExplanationBuilder {
    /// The replay's outcomes, step by step.
    package let run: SessionRun
    /// The session replayed.
    package let session: [SessionStep]
    /// The policy of the run.
    package let policy: FailurePolicy
    /// The most calls a group names before it says how many more there are.
    package var callsPerGroup = 5

    /// A builder over a run of `session` under `policy`.
    package init(run: SessionRun, session: [SessionStep], policy: FailurePolicy) {
        self.run = run
        self.session = session
        self.policy = policy
    }

    // MARK: Steps

    /// Why step `index` (0-based) ended as it did: a refresh's state, failed and feed; another
    /// action's tracklist or feed. Nil when the replay did not reach the step.
    package func step(_ index: Int) -> Explanation? {
        guard run.outcomes.indices.contains(index) else { return nil }
        let outcome = run.outcomes[index]
        let name = "step \(index + 1) (\(session[index].action.name))"
        guard let summary = outcome.refresh else {
            var explanation = Explanation(
                subject: name, policy: policy, value: outcome.tracks ?? "feedCount \(outcome.feedCount)",
                because: [session[index].action.description + (outcome.error.map { " ended with: \($0)" } ?? "")])
            explanation.calls = callGroups(of: outcome, title: "the step's calls") { _ in true }
            return explanation
        }
        return state(of: summary, outcome: outcome, name: name)
    }

    /// Why a refresh ended in its state under the builder's policy, from the judge's row.
    private func state(of summary: RefreshSummary, outcome: StepOutcome, name: String) -> Explanation {
        let judgement = summary.judgement(under: policy)
        let (checked, failed) = (summary.checked, summary.failed)
        let answered = summary.results.filter { $0.match != nil }
        let empty = answered.count { $0.match?.total == 0 }
        let statuses = summary.failuresByStatus.map { "\($0.status) ×\(grouped($0.count))" }.joined(separator: ", ")
        var because: [String] = []
        let feed = "the feed holds \(plural(summary.feedCount, "album")) → \(summary.feedCount > 0 ? "loaded" : "caughtUp")"
        switch judgement.row {
        case .libraryReadFailed:
            because.append("reading the library failed (\(summary.snapshotFailure?.description ?? "")), which fails the refresh (rule '\(judgement.row.question)': yes)")
        case .everyCheckFailed:
            because.append("all \(grouped(checked)) checks failed (\(statuses)) (rule '\(judgement.row.question)': yes)")
        case .someChecksFailed:
            because.append("\(grouped(failed)) of \(grouped(checked)) checks failed (\(statuses)) and \(grouped(answered.count)) answered (\(grouped(empty)) with no album), so not all failed (rule 'all failed?': no)")
            because.append(policy == .strict
                ? "strict shows any failure (rule '\(judgement.row.question)': yes) → degraded"
                : "legacy ignores them (only 'all failed?' fails a refresh); \(feed)")
        case .recentlyPlayedFailed:
            because.append("no check failed, but reading recently played failed (\(summary.recentlyPlayedFailure?.description ?? ""))")
            because.append(policy == .strict ? "strict shows it → degraded" : "legacy ignores it; \(feed)")
        case .nothingFailed:
            because.append("nothing failed: \(checked == 1 ? "1 check" : "\(grouped(checked)) checks") answered (\(grouped(empty)) with no album); \(feed)")
        }
        var explanation = Explanation(subject: name + " state", policy: policy, value: judgement.state.rawValue, because: because)
        explanation.rules = [ExplainedRule(
            heading: RefreshStateRow.heading,
            sentence: "the first row that fits is '\(judgement.row.question)' → \(judgement.state.rawValue) under \(policy.rawValue)")]
        let answeredIDs = Set(answered.map(\.artist.id))
        let groups = [
            callGroups(of: outcome, title: "\(grouped(answered.count)) answered (\(grouped(empty)) with no album)") {
                answeredIDs.contains($0)
            },
        ] + summary.failuresByStatus.map { status in
            let ids = Set(summary.results.filter { $0.failure?.statusKey == status.status }.map(\.artist.id))
            return callGroups(of: outcome, title: "\(grouped(status.count)) failed with \(status.status)") { ids.contains($0) }
        }
        // Under legacy a feed-decided state turns on the answered checks; otherwise on the failed ones first.
        let answeredFirst = judgement.row == .someChecksFailed && answered.count <= failed
        explanation.calls = (answeredFirst ? groups : Array(groups.dropFirst()) + groups.prefix(1)).flatMap { $0 }
        return explanation
    }

    /// The catalog calls of a step's batch whose artist passes `include`, the last attempt of
    /// each, in batch order; a group of one call when the step made no catalog call.
    private func callGroups(of outcome: StepOutcome, title: String, include: (String) -> Bool) -> [CallGroup] {
        var calls: [ExplainedCall] = []
        var count = 0
        if let summary = outcome.refresh {
            let seqs = lastSeqs(in: outcome)
            for check in summary.results where include(check.artist.id) {
                count += 1
                guard calls.count < callsPerGroup else { continue }
                calls.append(ExplainedCall(
                    seq: seqs[check.artist.id], method: MusicLibraryMethod.fetchCatalogReleases.rawValue,
                    arguments: TraceRequest.fetchCatalogReleases(artistID: check.artist.id).argumentsDescription,
                    answer: answer(of: check)))
            }
        } else {
            for entry in outcome.answered ?? [] {
                count += 1
                guard calls.count < callsPerGroup else { continue }
                calls.append(ExplainedCall(
                    seq: entry.seq, method: entry.request.method.rawValue, arguments: entry.request.argumentsDescription,
                    answer: entry.answerSummary))
            }
        }
        guard count > 0 else { return [] }
        return [CallGroup(title: title, calls: calls, leftOut: count - calls.count)]
    }

    /// Each artist's last catalog call in the step, by `seq`, when the run kept its log.
    private func lastSeqs(in outcome: StepOutcome) -> [String: Int] {
        var seqs: [String: Int] = [:]
        for entry in outcome.answered ?? [] {
            guard case .fetchCatalogReleases(let artistID) = entry.request, let seq = entry.seq else { continue }
            seqs[artistID] = max(seqs[artistID] ?? seq, seq)
        }
        return seqs
    }

    /// The part of an artist's last answer that matters: `0 albums`, `25 albums, more in the catalog`, the error.
    private func answer(of check: ArtistCheck) -> String {
        if let failure = check.failure {
            return failure.description + (check.attempts > 1 ? " (after \(check.attempts) calls)" : "")
        }
        guard let match = check.match else { return "" }
        return plural(match.total, "album") + (match.hasMore ? ", more in the catalog" : "")
    }

    // MARK: Artists

    /// Where the artist with this id was last checked in the run: the step and the check.
    package func lastCheck(of artistID: String) -> (step: Int, place: Int, check: ArtistCheck)? {
        for step in run.outcomes.indices.reversed() {
            guard let results = run.outcomes[step].refresh?.results,
                  let place = results.lastIndex(where: { $0.artist.id == artistID && $0.match != nil })
                    ?? results.lastIndex(where: { $0.artist.id == artistID }) else { continue }
            return (step, place, results[place])
        }
        return nil
    }

    /// Why the artist has its total, owned and cuts: its last check, its place in the batch,
    /// and each catalog album's verdict against the library (when the run reported its reasons).
    package func artist(id artistID: String, name: String) -> Explanation {
        let subject = "artist \(name) (\(artistID))"
        guard let (step, place, check) = lastCheck(of: artistID) else {
            return Explanation(
                subject: subject, policy: policy, value: "never checked",
                because: ["no refresh of the replay put the artist in its batch"],
                rules: [ExplainedRule(heading: "Batch selection", sentence: "each refresh checks the first batchSize artists in batch order")])
        }
        let summary = run.outcomes[step].refresh!
        let batch = "checked in step \(step + 1)'s batch, at place \(grouped(place + 1)) of \(grouped(summary.checked))"
        var explanation: Explanation
        if let match = check.match {
            let value = "\(match.total)/\(match.owned)/\(match.cuts.count)"
            explanation = Explanation(subject: subject, policy: policy, value: value, because: [
                "\(batch); the catalog answered \(plural(match.total, "album")), of which \(match.owned) owned and \(plural(match.cuts.count, "cut"))",
            ])
            if let reasons = match.reasons {
                explanation.comparisons = reasons.map(Self.comparison)
                let byRule = Dictionary(grouping: reasons.compactMap { reason -> OwnershipRule? in
                    if case .owned(let ownership) = reason.verdict { ownership.rule } else { nil }
                }, by: { $0 })
                let owned = OwnershipRule.allCases.compactMap { rule in byRule[rule].map { "\($0.count) by \(rule.rawValue)" } }
                if !owned.isEmpty { explanation.because.append("owned: " + owned.joined(separator: ", ")) }
                let folded = reasons.count { if case .folded = $0.verdict { true } else { false } }
                if folded > 0 { explanation.because.append("\(plural(folded, "unowned album")) folded into another cut of the same title") }
            }
        } else {
            explanation = Explanation(
                subject: subject, policy: policy, value: "failed", because: ["\(batch); the check failed: \(answer(of: check))"])
        }
        explanation.rules = rules(for: explanation.comparisons, heading: "Cut matching", sentence: "total, owned and cuts count the catalog answer against the artist's library albums")
        explanation.calls = callGroups(of: run.outcomes[step], title: "the artist's catalog call") { $0 == artistID }
        return explanation
    }

    /// The rules the comparisons cite, with the rule the value's own heading names first.
    private func rules(for comparisons: [TitleComparison], heading: String, sentence: String) -> [ExplainedRule] {
        var seen: Set<String> = [heading]
        var rules = [ExplainedRule(heading: heading, sentence: sentence)]
        for comparison in comparisons where comparison.verdict == "owned" && !seen.contains(comparison.heading) {
            seen.insert(comparison.heading)
            rules.append(ExplainedRule(heading: comparison.heading, sentence: comparison.rule))
        }
        return rules
    }

    /// A catalog album's reason as a row of titles compared.
    package static func comparison(_ reason: AlbumReason) -> TitleComparison {
        var row = TitleComparison(
            albumID: reason.album.id, title: reason.album.title, normalizedTitle: reason.normalizedTitle,
            kind: reason.kind.name, verdict: reason.verdict.name, rule: "", heading: "Cut matching")
        row.compared = reason.compared.map { compared in
            "\(compared.libraryAlbum.id.printable) \"\(compared.libraryAlbum.title.printable)\" (\(compared.normalizedTitle.printable), \(compared.kind.name))"
        }
        switch reason.verdict {
        case .owned(let ownership):
            row.other = ownership.libraryAlbum.id
            row.libraryTitle = ownership.libraryAlbum.title
            row.libraryNormalizedTitle = ownership.libraryNormalizedTitle
            row.libraryKind = ownership.libraryKind.name
            row.rule = ownership.rule.sentence
            row.heading = ownership.rule.heading
        case .cut:
            row.rule = reason.compared.isEmpty
                ? "the artist has no library album under its title's texts" : "no library album of the artist covers it"
        case .folded(let into, let rule):
            row.other = into
            row.rule = "unowned, of the same normalized title as the cut kept; " + rule.sentence
        case .repeatedID:
            row.rule = "its id was already kept in this answer"
        }
        return row
    }

    // MARK: Albums

    /// The catalog album's reason in the run's last check that listed it, with the check's step and artist.
    package func lastReason(of albumID: String) -> (step: Int, check: ArtistCheck, reason: AlbumReason)? {
        for step in run.outcomes.indices.reversed() {
            for check in (run.outcomes[step].refresh?.results ?? []).reversed() {
                if let reason = check.match?.reasons?.first(where: { $0.album.id == albumID }) { return (step, check, reason) }
            }
        }
        return nil
    }

    /// Why the album is where it is: dismissed or added (by which step), else its verdict in the
    /// last check that listed it, else never checked (`listedBy` names the artists whose recorded
    /// answers list it), else in no answer.
    package func album(id albumID: String, listedBy artists: [String]) -> Explanation {
        let subject = "album \(albumID)"
        let removal = session.indices.last { index in
            guard index < run.outcomes.count else { return false }
            switch session[index].action {
            case .dismiss(let id): return id == albumID
            case .addToPlaylist(let id, _): return id == albumID && run.outcomes[index].error == nil
            default: return false
            }
        }
        guard let found = lastReason(of: albumID) else {
            if let removal {
                return Explanation(subject: subject, policy: policy, value: session[removal].action.name == "dismiss" ? "dismissed" : "added",
                                   because: ["step \(removal + 1) \(session[removal].action.description) took it out of the feed for good"],
                                   rules: [ExplainedRule(heading: "Feed", sentence: "the feed is every cut in the cache minus the albums dismissed or added")])
            }
            let checked = artists.filter { lastCheck(of: $0) != nil }
            let value = artists.isEmpty || !checked.isEmpty ? "in no answer" : "never checked"
            let why = artists.isEmpty
                ? "no recorded catalog answer lists it"
                : !checked.isEmpty
                ? "its artist (\(checked.joined(separator: ", "))) was checked, and no answer the replay used lists it"
                : "its artist (\(artists.joined(separator: ", "))) was never checked by the replay: its batch was not reached"
            return Explanation(subject: subject, policy: policy, value: value, because: [why],
                               rules: artists.isEmpty ? [] : [ExplainedRule(heading: "Batch selection", sentence: "each refresh checks the first batchSize artists in batch order")])
        }
        let (step, check, reason) = found
        let row = Self.comparison(reason)
        var value = reason.verdict.name
        var because = ["in step \(step + 1), the catalog answer of \(check.artist.name) (\(check.artist.id)) lists it at place \(reason.position + 1); \(row.rule)"]
        if let removal, removal >= step {
            value = session[removal].action.name == "dismiss" ? "dismissed" : "added"
            because.insert("step \(removal + 1) \(session[removal].action.description) took it out of the feed for good (a \(reason.verdict.name) before)", at: 0)
        }
        var explanation = Explanation(subject: subject, policy: policy, value: value, because: because)
        explanation.comparisons = [row]
        explanation.rules = [ExplainedRule(heading: row.heading, sentence: row.rule)]
        explanation.calls = callGroups(of: run.outcomes[step], title: "the catalog call that listed it") { $0 == check.artist.id }
        return explanation
    }

    // MARK: Checks

    /// Why a check of step `index` has its value: the step's state, counts or feed explained,
    /// headed by what was expected.
    package func check(step index: Int, key: String, expected: String?, actual: String) -> Explanation? {
        guard var explanation = step(index) else { return nil }
        explanation.subject = "step \(index + 1) (\(session[index].action.name)) \(key)"
        explanation.value = actual
        if let expected {
            explanation.because.insert(expected == actual ? "the check held: expected \(expected), got \(actual)" : "expected \(expected), got \(actual)", at: 0)
        }
        if let summary = run.outcomes[index].refresh, ["feedCount", "feed"].contains(key) {
            var cutsBy = summary.results.compactMap { check in
                check.match.flatMap { $0.cuts.isEmpty ? nil : (check.artist.name, $0.cuts.count) }
            }
            cutsBy.sort { $0.1 > $1.1 }
            let found = cutsBy.reduce(0) { $0 + $1.1 }
            let named = cutsBy.prefix(5).map { "\($0.0) \($0.1)" }.joined(separator: ", ")
            explanation.because.insert(
                "the feed holds \(plural(run.outcomes[index].feedCount, "album")); this refresh's checks found \(plural(found, "cut"))"
                    + (named.isEmpty ? "" : " (\(named)\(cutsBy.count > 5 ? ", …" : ""))"), at: expected == nil ? 0 : 1)
            explanation.rules.insert(ExplainedRule(heading: "Feed", sentence: "the feed is every cached cut, minus the albums dismissed or added"), at: 0)
        }
        return explanation
    }
}

extension ReplayLogEntry {
    /// The part of the answer an explanation shows: `3 tracks`, the error, `not in the trace`.
    var answerSummary: String {
        switch answer {
        case .recorded(_, let outcome): outcome.summary
        case .diverged: "not in the trace"
        }
    }
}
