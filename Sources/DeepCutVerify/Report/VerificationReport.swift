import DeepCutKit
import DeepCutTrace

/// The verdict on one trace: each step's expectations and device
/// observations, the diagnostics, and the call accounting. A value, rendered
/// as text, JSON or JUnit XML by the renderers.
public struct VerificationReport: Hashable, Sendable {
    /// The trace's path as it was given (or a name for an in-memory trace).
    public var source: String
    /// Where the trace came from.
    public var capture: TraceCapture
    /// The settings the replay ran with, and where each came from.
    public var settings: ReplaySettings
    /// Set when the trace was cut off while being recorded.
    public var truncation: TraceTruncation?
    /// Each session step, in order.
    public var steps: [StepReport]
    /// The diagnostics held against the engine, when the trace has them.
    public var diagnostics: DiagnosticsReport?
    /// The calls used, unused and unrecorded by the primary run.
    public var calls: CallAccounting
    /// The first divergence of any run, which fails the trace.
    public var divergence: DivergenceReport?
    /// The trace gives nothing to check (no key in any `expect` or `observed`
    /// but `policy`, and no `diagnostics`), which fails it: a gate that checks
    /// nothing would pass by accident. `deepcut-replay bless` writes checks.
    public var hasNothingToCheck = false
    /// The first lines of the explanation of each check that failed (at most 50), in report
    /// order, and the `explain` command for the rest; empty when the report passed.
    package var failureExplanations: [FailureExplanation] = []

    /// The explanation of the first check that failed; nil when the report passed or no value explains it.
    package var firstFailureExplanation: FailureExplanation? { failureExplanations.first }

    /// Every expectation held, every observation was reproduced, the
    /// diagnostics match, no run diverged, and there was something to check.
    public var passed: Bool {
        divergence == nil && !hasNothingToCheck && steps.allSatisfy(\.passed) && (diagnostics?.passed ?? true)
    }

    /// How many checks were made, and how many failed.
    /// - Complexity: O(n) in the checks, counted where they are (no list of them all is made).
    public var checkCounts: (total: Int, failed: Int) {
        var checks = (count: 0, failed: 0)
        for step in steps {
            checks.count += step.expectations.count + step.observations.count
            checks.failed += step.expectations.count { !$0.passed } + step.observations.count { !$0.passed }
        }
        let artists = diagnostics.map { $0.artists.count + ($0.libraryArtistCount == nil ? 0 : 1) } ?? 0
        let failedArtists = diagnostics.map { report in
            report.artists.count { !$0.passed } + (report.libraryArtistCount?.passed == false ? 1 : 0)
        } ?? 0
        return (checks.count + artists, checks.failed + failedArtists)
    }
}

extension VerificationReport {
    /// Why a trace with nothing to check fails, and how to give it checks.
    public var nothingToCheckMessage: String {
        "nothing to check: the trace has no expect, no observed and no diagnostics, so it would pass whatever "
            + "the engine does; run 'deepcut-replay bless \(source)' to write today's results as expectations"
    }
}

/// The engine settings a replay used.
public struct ReplaySettings: Hashable, Sendable {
    /// Where a setting's value came from.
    public enum Source: String, Hashable, Sendable {
        /// The command line.
        case commandLine = "command line"
        /// The trace's `engine` object.
        case trace
        /// the default of Docs/EngineRules.md.
        case `default`
    }

    /// The policy `expect` is checked under.
    public var policy: FailurePolicy
    /// Where the policy came from.
    public var policySource: Source
    /// Artists per refresh.
    public var batchSize: Int
    /// Where the batch size came from.
    public var batchSizeSource: Source
    /// Seconds a snapshot is reused.
    public var snapshotTTL: Double
    /// Where the TTL came from.
    public var snapshotTTLSource: Source
}

/// One step of the session.
public struct StepReport: Hashable, Sendable {
    /// The 1-based step number.
    public var number: Int
    /// The action, as `openRelease(albumID: "1440935467")`.
    public var action: String
    /// The action's name (`refresh`, `openRelease`, ...).
    public var actionName: String
    /// What the engine produced under the checked policy; nil when the run diverged before.
    public var outcome: StepOutcome?
    /// For a refresh: the state under each policy, strict first.
    public var states: [PolicyState]
    /// The policy the device ran with, when the step has `observed`.
    public var observedPolicy: FailurePolicy?
    /// The `observed` keys, checked against the run under the observed policy.
    public var observations: [Check]
    /// The `expect` keys, checked against the run under the checked policy.
    public var expectations: [Check]
    /// Keys of `expect` or `observed` that this tool does not check (a typo,
    /// or a newer recorder's key): kept and ignored, as the format says, but shown.
    public var uncheckedKeys: [String]
    /// The step was not run because the replay diverged at or before it.
    public var skipped: Bool
    /// The seconds the device spent on the step, as recorded: from the
    /// step's clock to the end (`at` plus `durationMs`) of the last call made
    /// before the next step's clock; 0 when it made no call with an `at`.
    /// Derived from the trace alone, so it is the same on every run (JUnit's `time`).
    public var duration: Double = 0

    /// Every check passed and the step ran.
    public var passed: Bool { !skipped && observations.allSatisfy(\.passed) && expectations.allSatisfy(\.passed) }
}

/// A refresh's state under one policy.
public struct PolicyState: Hashable, Sendable {
    /// The policy.
    public var policy: FailurePolicy
    /// The state it gave.
    public var state: RefreshState
}

/// One expected or observed value held against what the engine produced.
public struct Check: Hashable, Sendable {
    /// The key (`state`, `feed`, ...).
    public var key: String
    /// What the trace says, written for a person.
    public var expected: String
    /// What the engine produced, written alike.
    public var actual: String
    /// Whether they are equal.
    public var passed: Bool
    /// For lists that differ: where they first differ.
    public var detail: String?
    /// For a list check (`feed`, `checkedArtistIDs`, `trackIDs`): every id
    /// the trace expects, which `expected` shortens past five ids.
    public var expectedList: [String]? = nil
    /// For a list check: every id the engine produced, in order.
    public var actualList: [String]? = nil

    /// `checked expected 3, got 2`: the check in a few words.
    public var summary: String { "\(key.printable) expected \(expected.printable), got \(actual.printable)" }

    /// `checked: expected 3, got 2 (first difference …)`, with where lists differ.
    public var failureText: String {
        "\(key.printable): expected \(expected.printable), got \(actual.printable)" + (detail.map { " (\($0.printable))" } ?? "")
    }
}

/// The trace's diagnostics against the engine's own numbers.
public struct DiagnosticsReport: Hashable, Sendable {
    /// `libraryArtistCount` against the artists the engine read.
    public var libraryArtistCount: Check?
    /// Each diagnostic artist, in the trace's order.
    public var artists: [ArtistDiagnostic]

    /// Everything matched.
    public var passed: Bool { (libraryArtistCount?.passed ?? true) && artists.allSatisfy(\.passed) }

    /// Artists whose printed numbers equal the engine's.
    public var matchCount: Int { artists.count { $0.status == .match } }
    /// Artists the engine checked whose numbers differ from the printed ones.
    public var differCount: Int { artists.count { $0.status == .mismatch } }
    /// Artists that could not be compared: never checked, every check failed, the replay diverged,
    /// or recorded in a step the cut-off recording did not finish.
    public var notComparedCount: Int { artists.count - matchCount - differCount }

    /// The artists in the order a person reads them: those whose numbers
    /// differ, then those that could not be compared, then those that
    /// match, each group in the trace's order.
    public var artistsDifferingFirst: [ArtistDiagnostic] {
        artists.filter { $0.status == .mismatch } + artists.filter { $0.status != .mismatch && $0.status != .match }
            + artists.filter { $0.status == .match }
    }

    /// `1,607 of 1,610 artists match; 3 differ` (with `; 1 not compared`
    /// when some could not be), for diagnostics where some artist does not
    /// match; `3 of 3 artists match the engine` when every one does.
    public var artistSummary: String {
        guard matchCount < artists.count else {
            return "\(matchCount) of \(plural(artists.count, "artist")) match the engine"
        }
        var summary = "\(grouped(matchCount)) of \(grouped(artists.count)) artist\(artists.count == 1 ? "" : "s") "
            + "match\(artists.count == 1 ? "es" : "")"
        if differCount > 0 { summary += "; \(grouped(differCount)) differ\(differCount == 1 ? "s" : "")" }
        if notComparedCount > 0 { summary += "; \(grouped(notComparedCount)) not compared" }
        return summary
    }
}

/// One artist's printed numbers against the engine's.
public struct ArtistDiagnostic: Hashable, Sendable {
    /// How the engine's numbers compare.
    public enum Status: Hashable, Sendable {
        /// total, owned and cuts all equal.
        case match
        /// The engine's numbers differ.
        case mismatch
        /// The engine never checked the artist.
        case neverChecked
        /// The engine's last check of the artist failed, with this error.
        case failed(String)
        /// The trace could not answer the engine's check of the artist.
        case diverged
        /// Recorded in a step a cut-off recording did not finish, which the
        /// replay does not run: not compared, and not a failure.
        case unfinished
    }

    /// The library artist id.
    public var artistID: String
    /// The name the device printed.
    public var name: String
    /// The device's total, owned and cuts.
    public var printed: ArtistNumbers
    /// The engine's, when it checked the artist successfully.
    public var engine: ArtistNumbers?
    /// How they compare.
    public var status: Status
    /// The engine's cuts credited to another artist (`CutMatch.cutsCredited(toOtherThan:)`).
    public var creditedElsewhere: [CreditedCut] = []

    /// The numbers match, or could not be compared because the recording was cut off in their step.
    public var passed: Bool { status == .match || status == .unfinished }

    /// One number the engine computed otherwise than the device printed.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        /// `total`, `owned` or `cuts`.
        public var number: String
        /// The device's.
        public var printed: Int
        /// The engine's.
        public var engine: Int

        /// `owned 4 → 6`.
        public var description: String { "\(number) \(printed) → \(engine)" }
    }

    /// What differs, number by number (`owned 4 → 6`, `cuts 21 → 19`);
    /// empty unless the engine's numbers differ.
    public var differences: [Difference] {
        guard let engine, status == .mismatch else { return [] }
        return [Difference(number: "total", printed: printed.total, engine: engine.total),
                Difference(number: "owned", printed: printed.owned, engine: engine.owned),
                Difference(number: "cuts", printed: printed.cuts, engine: engine.cuts)].filter { $0.printed != $0.engine }
    }

    /// `A.N.I.M.A.L. (r.Animal01): printed 25/4/21, engine 25/6/19: owned 4 → 6, cuts 21 → 19`:
    /// the artist in one line, for failure lists.
    public var failureText: String {
        let differing = differences.isEmpty ? "" : ": " + differences.map(\.description).joined(separator: ", ")
        return "\(name.printable) (\(artistID.printable)): printed \(printed), \(engineText.printable)" + differing
    }

    /// What the engine has for the artist: `engine 25/4/21`, `never checked by the engine`,
    /// `the engine's check failed: HTTP 404 …`, `not compared: the replay diverged`.
    public var engineText: String {
        switch status {
        case .match, .mismatch: "engine \(engine.map(\.description) ?? "")"
        case .neverChecked: "never checked by the engine"
        case .failed(let error): "the engine's check failed: \(error)"
        case .diverged: "not compared: the replay diverged while checking it"
        case .unfinished: "not compared: recorded in a step the cut-off recording did not finish"
        }
    }
}

/// `total / owned / cuts`, as the diagnostic build printed them.
public struct ArtistNumbers: Hashable, Sendable, CustomStringConvertible {
    /// Catalog releases returned.
    public var total: Int
    /// Of those, owned.
    public var owned: Int
    /// Distinct unowned releases.
    public var cuts: Int

    /// Creates the numbers (`inspect` reads a trace's printed ones).
    package init(total: Int, owned: Int, cuts: Int) {
        self.total = total
        self.owned = owned
        self.cuts = cuts
    }

    /// `25/4/21`.
    public var description: String { "\(total)/\(owned)/\(cuts)" }
}

/// A cut whose album is credited to another artist than the one whose catalog listed it.
public struct CreditedCut: Hashable, Sendable {
    /// The album's id.
    public var albumID: String
    /// The artist the album is credited to.
    public var artistName: String
}

/// Where a replay left the trace.
public struct DivergenceReport: Hashable, Sendable {
    /// The policy of the run that diverged.
    public var policy: FailurePolicy
    /// The 1-based step number.
    public var stepNumber: Int
    /// The replaying service's message.
    public var message: String
}
