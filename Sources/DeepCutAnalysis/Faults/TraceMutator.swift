import DeepCutEngine
import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// One call's answer to replace by a fault: `3=http:404` on the command line.
package struct TraceMutation: Hashable, Sendable, CustomStringConvertible {
    /// The `seq` of the call, in the trace as given.
    package var seq: Int
    /// What the call answers instead.
    package var fault: Fault

    /// Creates a mutation.
    package init(seq: Int, fault: Fault) {
        self.seq = seq
        self.fault = fault
    }

    /// Reads `SEQ=FAULT`.
    /// - Throws: `FaultError.badMutation` or `.unknownFault`.
    package init(parsing text: String) throws(FaultError) {
        guard let equals = text.firstIndex(of: "="), let seq = Int(text[..<equals]), seq >= 0 else {
            throw .badMutation(text)
        }
        self.init(seq: seq, fault: try Fault(parsing: String(text[text.index(after: equals)...])))
    }

    /// `3=http:404`.
    package var description: String { "\(seq)=\(fault)" }
}

/// A trace with faults in place of some answers, and what was done to keep it replayable.
package struct MutatedTrace: Hashable, Sendable {
    /// The mutated trace (expectations not yet pruned).
    package var trace: Trace
    /// The mutations made, by ascending `seq`.
    package var mutations: [TraceMutation]
    /// One sentence per change, for the notes and the report.
    package var changes: [String]
    /// Whether the engine still ends up with every answer the device got: each
    /// fault either replaced an error by an error, or is a transient fault
    /// whose retry gets the original answer. Only then must the replay follow
    /// the original one step for step (Docs/FaultCampaigns.md "Invariants").
    package var keepsEveryAnswer: Bool
}

/// Puts faults in place of calls' answers so that the trace still replays
/// (Docs/FaultCampaigns.md "Mutations").
///
/// Where the engine will retry the fault (a transient error on a
/// `fetchCatalogReleases` call before the last attempt, Docs/EngineRules.md
/// "Checking an artist"), the original answer is kept as a new call right
/// after it, answering the retry; later calls' `seq` move up by one. Where the
/// original answer was itself a transient error that the engine retried and
/// the fault ends the check, the recorded retries of that check are removed,
/// since the engine no longer makes them.
package enum TraceMutator {
    /// Mutates a trace.
    /// - Parameters:
    ///   - trace: the trace.
    ///   - mutations: one fault per call, each naming a `seq` of `trace`.
    ///   - maxRetries: the engine's retries of a transient error (default 2).
    /// - Returns: the mutated trace, its changes, and whether it keeps every answer.
    /// - Throws: `FaultError` when a `seq` is missing or repeated, or a fault cannot stand in for its call.
    /// - Complexity: O(n · m) for n calls and m mutations.
    package static func mutate(
        _ trace: Trace, _ mutations: [TraceMutation], maxRetries: Int = DiscoverConfiguration().maxRetries
    ) throws(FaultError) -> MutatedTrace {
        var seen = Set<Int>()
        for mutation in mutations where !seen.insert(mutation.seq).inserted { throw .repeatedCall(seq: mutation.seq) }
        var mutated = trace
        var changes: [String] = []
        var keeps = true
        for mutation in mutations.sorted(by: { $0.seq > $1.seq }) {
            let change = try apply(mutation, to: &mutated.calls, placement: &mutated.sessionPlacement, maxRetries: maxRetries)
            changes.insert(change.sentence, at: 0)
            keeps = keeps && change.keepsAnswer
        }
        return MutatedTrace(
            trace: mutated, mutations: mutations.sorted { $0.seq < $1.seq }, changes: changes, keepsEveryAnswer: keeps)
    }

    private struct Change {
        var sentence: String
        var keepsAnswer: Bool
    }

    /// Applies one mutation; a session recorded among the calls keeps each
    /// step after the same calls (a kept retry belongs to its check's step).
    private static func apply(
        _ mutation: TraceMutation, to calls: inout [TraceCall], placement: inout SessionPlacement, maxRetries: Int
    ) throws(FaultError) -> Change {
        guard let index = calls.firstIndex(where: { $0.seq == mutation.seq }) else {
            throw .noSuchCall(seq: mutation.seq, highest: calls.map(\.seq).max())
        }
        let original = calls[index]
        let replacement: TraceOutcome
        switch mutation.fault.outcome(replacing: original) {
        case .success(let outcome): replacement = outcome
        case .failure(let error): throw error
        }
        let originalError: MusicServiceError? = if case .failure(let error) = original.outcome { error } else { nil }
        let originalTransient = originalError?.isTransient ?? false
        let faultTransient = mutation.fault.error?.isTransient ?? false
        // Same request, by seq: the chain of transient errors just before this call says which attempt it is.
        let sameRequest = calls.indices.filter { calls[$0].request == original.request }.sorted { calls[$0].seq < calls[$1].seq }
        let position = sameRequest.firstIndex(of: index)!
        var transientBefore = 0
        for earlier in sameRequest[..<position].reversed() {
            guard case .failure(let error) = calls[earlier].outcome, error.isTransient else { break }
            transientBefore += 1
        }
        let attempt = transientBefore % (maxRetries + 1) + 1
        let retried = original.method == .fetchCatalogReleases && attempt <= maxRetries
        var sentence = "call \(original.seq) \(original.request) answers \(mutation.fault) instead of "
            + original.outcome.summary
        calls[index] = TraceCall(
            seq: original.seq, request: original.request, outcome: replacement, at: original.at,
            durationMs: original.durationMs, unknownKeys: original.unknownKeys,
            nestedUnknownKeys: keptUnknownKeys(original, replacement))
        if faultTransient, retried, !originalTransient {
            // Every later seq moves up by one: none may be the largest there is.
            guard !calls.contains(where: { $0.seq >= original.seq && $0.seq == Int.max }) else {
                throw .noSeqAfter(seq: original.seq)
            }
            for other in calls.indices where calls[other].seq > original.seq { calls[other].seq += 1 }
            let retryAt = original.at.map { $0 + (original.durationMs ?? 0) / 1000 + DiscoverConfiguration().retryDelay }
            var kept = original
            kept.seq = original.seq + 1
            kept.at = retryAt
            calls.insert(kept, at: index + 1)
            if case .amongCalls(let callsBefore) = placement {
                placement = .amongCalls(callsBefore: callsBefore.map { $0 > index ? $0 + 1 : $0 })
            }
            sentence += "; the engine retries it, so the original answer is kept as call \(original.seq + 1)"
                + " and later calls' seq move up by one"
            return Change(sentence: sentence, keepsAnswer: true)
        }
        if originalTransient, retried, !faultTransient {
            // The check now ends here: its recorded retries are never asked for.
            var removed: [Int] = []
            var next = attempt
            for later in sameRequest[(position + 1)...] {
                removed.append(calls[later].seq)
                next += 1
                guard case .failure(let error) = calls[later].outcome, error.isTransient, next <= maxRetries else { break }
            }
            let removedPositions = calls.indices.filter { removed.contains(calls[$0].seq) && calls[$0].request == original.request }
            calls.removeAll { removed.contains($0.seq) && $0.request == original.request }
            if case .amongCalls(let callsBefore) = placement {
                placement = .amongCalls(callsBefore: callsBefore.map { before in
                    before - removedPositions.count { $0 < before }
                })
            }
            if !removed.isEmpty {
                sentence += "; the check now ends there, so its recorded "
                    + (removed.count == 1 ? "retry, call \(removed[0]), is" : "retries, calls "
                        + removed.map(String.init).joined(separator: ", ") + ", are") + " removed"
            }
            return Change(sentence: sentence, keepsAnswer: false)
        }
        let bothErrors = originalError != nil && mutation.fault.error != nil
        return Change(sentence: sentence, keepsAnswer: bothErrors)
    }

    /// The nested unknown keys that still belong to objects of the mutated
    /// call: `args`, and for a short answer `result` and the albums kept.
    private static func keptUnknownKeys(_ original: TraceCall, _ replacement: TraceOutcome) -> NestedUnknownKeys {
        var kept = NestedUnknownKeys()
        var keptAlbums = 0
        var keepsResult = false
        if case .success(.catalogReleases(let releases)) = replacement, case .success = original.outcome {
            keptAlbums = releases.albums.count
            keepsResult = true
        }
        for path in original.nestedUnknownKeys.paths {
            let albumIndex = path.hasPrefix("result.albums[") ? Int(path.dropFirst(14).dropLast()) : nil
            if path == "args" || (keepsResult && path == "result") || (albumIndex.map { $0 < keptAlbums } ?? false) {
                kept[path] = original.nestedUnknownKeys[path]
            }
        }
        return kept
    }
}

extension MutatedTrace {
    /// The mutated trace with the expectations that no longer follow dropped
    /// and the notes saying what was done.
    @MainActor
    package func finished(policy: FailurePolicy?) async -> (Trace, [String]) {
        let mutated = self
        var (trace, dropped) = await ExpectationPruner.prune(mutated.trace, options: Verifier.Options(policy: policy))
        var note = "Mutated by deepcut-replay mutate "
            + mutated.mutations.map { "--call \($0)" }.joined(separator: " ") + ": "
            + mutated.changes.joined(separator: "; ") + "."
        note += dropped.isEmpty ? " No expectation dropped." : " Dropped: " + dropped.joined(separator: "; ") + "."
        trace.capture.notes = [trace.capture.notes, note].compactMap { $0 }.joined(separator: "\n\n")
        // The title says what the trace shows: no longer the session as it happened.
        let calls = mutated.mutations.map { "call \($0.seq) answers \($0.fault)" }.joined(separator: ", ")
        trace.capture.title = "Mutated (\(calls)): " + trace.capture.title
        return (trace, dropped)
    }
}
