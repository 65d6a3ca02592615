import DeepCutKit
import DeepCutVerify

/// How a trace fails under one policy, in terms that survive shrinking: the
/// failing checks by step (numbered as in the original trace), side and key;
/// the divergence by step and the call it asked for; the diagnostics by
/// artist id (Docs/TraceSurgery.md "shrink").
struct FailureSignature: Hashable, Sendable, CustomStringConvertible {
    /// One entry per failing check: `step 1 expect.state`, `step 2 observed.feedCount`,
    /// `step 3 divergence fetchTracks(albumID: "1")`, `diagnostics r.Ab12Cd`, `diagnostics libraryArtistCount`.
    var failures: Set<String>

    /// The signature of a report whose step `n` (1-based) is the original's step `origins[n - 1] + 1`.
    init(_ report: VerificationReport, origins: [Int]) {
        func original(_ number: Int) -> Int { number - 1 < origins.count ? origins[number - 1] + 1 : number }
        var failures: Set<String> = []
        for step in report.steps {
            let number = original(step.number)
            for check in step.observations where !check.passed { failures.insert("step \(number) observed.\(check.key)") }
            for check in step.expectations where !check.passed { failures.insert("step \(number) expect.\(check.key)") }
        }
        if let divergence = report.divergence {
            // "replay diverged: fetchTracks(albumID: "1") was asked for 1 time and ...": the call, not the counts.
            let call = divergence.message.components(separatedBy: " was asked for").first ?? divergence.message
            failures.insert("step \(original(divergence.stepNumber)) divergence \(call)")
        }
        if let diagnostics = report.diagnostics {
            if diagnostics.libraryArtistCount?.passed == false { failures.insert("diagnostics libraryArtistCount") }
            for artist in diagnostics.artists where !artist.passed { failures.insert("diagnostics \(artist.artistID)") }
        }
        self.failures = failures
    }

    /// Whether nothing fails.
    var isEmpty: Bool { failures.isEmpty }

    /// The failures, sorted, one a line.
    var description: String { failures.sorted().joined(separator: "\n") }
}
