import DeepCutKit

/// Why a replay produced a value (Docs/ExplainJSON.md): the value, a sentence saying why,
/// the calls whose answers made it, the titles the rules compared, the rules of
/// Docs/EngineRules.md that decided, and, when searched for, a witness. Gathered from the
/// reasons the engine reported beside its verdicts; nothing here decides a rule again.
package struct Explanation: Hashable, Sendable {
    /// What is explained: `step 1 (refresh) state`, `artist A.N.I.M.A.L. (r.Animal01)`.
    package var subject: String
    /// The policy of the run explained.
    package var policy: FailurePolicy
    /// The value, as the reports write it: `caughtUp`, `25/4/21`, `owned`.
    package var value: String
    /// Why, in one or two sentences, most decisive first.
    package var because: [String]
    /// The calls whose answers made the value, in groups, most decisive first.
    package var calls: [CallGroup] = []
    /// The titles the rules compared, one row a catalog album.
    package var comparisons: [TitleComparison] = []
    /// The rules that decided.
    package var rules: [ExplainedRule] = []
    /// The smallest set of answers whose change changes the value, when searched for.
    package var witness: Witness?

    /// An explanation of `value`; the calls, comparisons and rules are added as they are gathered.
    package init(
        subject: String, policy: FailurePolicy, value: String, because: [String], calls: [CallGroup] = [],
        comparisons: [TitleComparison] = [], rules: [ExplainedRule] = [], witness: Witness? = nil
    ) {
        (self.subject, self.policy, self.value, self.because) = (subject, policy, value, because)
        (self.calls, self.comparisons, self.rules, self.witness) = (calls, comparisons, rules, witness)
    }
}

/// Calls of one kind (`12 answered empty`), the first few of them named.
package struct CallGroup: Hashable, Sendable {
    /// What the calls have in common: `12 answered with no album`.
    package var title: String
    /// The first calls of the group.
    package var calls: [ExplainedCall]
    /// How many more the group holds.
    package var leftOut: Int
}

/// A recorded call as an explanation names it.
package struct ExplainedCall: Hashable, Sendable {
    /// The recorded call's `seq`, nil when the run did not keep its log.
    package var seq: Int?
    /// The method's name.
    package var method: String
    /// Its arguments, as `fetchCatalogReleases(artistID: "r.X")` writes them.
    package var arguments: String
    /// The part of the answer that matters: `0 albums`, `HTTP 404 Resource Not Found (40400)`.
    package var answer: String

    /// A call as an explanation names it.
    package init(seq: Int?, method: String, arguments: String, answer: String) {
        (self.seq, self.method, self.arguments, self.answer) = (seq, method, arguments, answer)
    }

    /// `seq 4  fetchCatalogReleases(artistID: "r.X") → 0 albums`.
    package var line: String {
        (seq.map { "seq \($0)  " } ?? "") + "\(method)(\(arguments)) → \(answer)"
    }
}

/// One catalog album held against the library album that decided it, normalized forms side by side.
package struct TitleComparison: Hashable, Sendable {
    /// The catalog album's id.
    package var albumID: String
    /// Its title as the catalog wrote it.
    package var title: String
    /// Its normalized title.
    package var normalizedTitle: String
    /// Its release kind (`album`, `EP`, `single`).
    package var kind: String
    /// The verdict: `owned`, `cut`, `folded`, `repeatedID`.
    package var verdict: String
    /// The library album that owns it, or the cut it is folded into.
    package var other: String?
    /// The library album's title as written, when one owns it.
    package var libraryTitle: String?
    /// Its normalized title.
    package var libraryNormalizedTitle: String?
    /// Its release kind.
    package var libraryKind: String?
    /// For an unowned album, the library albums its title was held against, each
    /// `l.1 "Tusk [Live]" (tusk live, album)`: the normalized titles that differed.
    package var compared: [String] = []
    /// The rule, in a few words.
    package var rule: String
    /// The heading of Docs/EngineRules.md that states it.
    package var heading: String

    /// `owned  "Tusk - Single" (tusk, single) ← l.2 "TUSK (Deluxe Edition)" (tusk, album): …`.
    package var line: String {
        var text = "\(verdict.padding(7))\(albumID.printable) \"\(title.printable)\" (\(normalizedTitle.printable), \(kind))"
        if let libraryTitle, let libraryNormalizedTitle, let libraryKind, let other {
            text += " ← library \(other.printable) \"\(libraryTitle.printable)\" (\(libraryNormalizedTitle.printable), \(libraryKind))"
        } else if let other {
            text += " → one cut with \(other.printable)"
        }
        text += ": \(rule) [\(heading)]"
        if !compared.isEmpty {
            // The JSON lists every one; a line names the first few.
            text += "; held against library " + compared.prefix(3).joined(separator: ", ")
                + (compared.count > 3 ? " and \(compared.count - 3) more" : "")
        }
        return text
    }
}

/// A rule of Docs/EngineRules.md as an explanation cites it.
package struct ExplainedRule: Hashable, Sendable {
    /// The heading: `Refresh states`.
    package var heading: String
    /// What the rule said here.
    package var sentence: String

    /// `Docs/EngineRules.md "Refresh states": …`.
    package var line: String { "Docs/EngineRules.md \"\(heading)\": \(sentence)" }
}

/// The smallest set of recorded answers found whose change changes the value.
package struct Witness: Hashable, Sendable {
    /// One changed answer.
    package struct Member: Hashable, Sendable {
        /// The recorded call.
        package var call: ExplainedCall
        /// What was changed: `answered 0 albums → HTTP 404`, `album l.2 removed`.
        package var change: String

        /// A member: the call and its change.
        package init(call: ExplainedCall, change: String) {
            (self.call, self.change) = (call, change)
        }
    }

    /// The changes; empty when none was found.
    package var members: [Member]
    /// The value the changes give.
    package var changedValue: String?
    /// How many replays the search made.
    package var replays: Int
    /// The most replays it was allowed.
    package var budget: Int
    /// The budget ended the search before it was done.
    package var stoppedByBudget: Bool
    /// Every subset was tried (a small pool), so no smaller set exists.
    package var exhaustive: Bool
    /// Removing any one member leaves the value unchanged (checked by a replay each).
    package var minimal: Bool

    /// A witness; `members` empty when none was found.
    package init(
        members: [Member], changedValue: String?, replays: Int, budget: Int, stoppedByBudget: Bool, exhaustive: Bool,
        minimal: Bool
    ) {
        (self.members, self.changedValue, self.replays, self.budget) = (members, changedValue, replays, budget)
        (self.stoppedByBudget, self.exhaustive, self.minimal) = (stoppedByBudget, exhaustive, minimal)
    }
}

extension Explanation {
    /// The explanation as text, most decisive first: the value and why, the rules, the calls,
    /// the titles compared, the witness.
    package var lines: [String] {
        var lines = ["\(subject.printable): \(value.printable) (\(policy.rawValue))"]
        lines += because.map { "  because " + $0 }
        lines += rules.map { "  rule: " + $0.line }
        for group in calls {
            lines.append("  calls: \(group.title)")
            lines += group.calls.map { "    " + $0.line }
            if group.leftOut > 0 { lines.append("    … and \(grouped(group.leftOut)) more") }
        }
        if !comparisons.isEmpty {
            lines.append("  titles compared (catalog ← library):")
            lines += comparisons.map { "    " + $0.line }
        }
        if let witness { lines += witness.lines }
        return lines
    }
}

extension Witness {
    /// The witness as text.
    package var lines: [String] {
        let how = "\(plural(replays, "replay")) of at most \(budget)"
        guard !members.isEmpty, let changedValue else {
            return ["  witness: none found (\(how)\(stoppedByBudget ? "; the budget stopped the search" : ""))"]
        }
        var proof = exhaustive ? "smallest: every smaller set was tried" : minimal ? "minimal: removing any member leaves the value unchanged" : "not shown minimal"
        if stoppedByBudget { proof += "; the budget stopped the search" }
        var lines = ["  witness: \(plural(members.count, "answer")) whose change gives \(changedValue.printable) (\(how); \(proof)):"]
        lines += members.prefix(20).map { member in
            "    " + (member.call.seq.map { "seq \($0)  " } ?? "") + "\(member.call.method)(\(member.call.arguments)): \(member.change)"
        }
        if members.count > 20 { lines.append("    … and \(grouped(members.count - 20)) more") }
        return lines
    }
}
