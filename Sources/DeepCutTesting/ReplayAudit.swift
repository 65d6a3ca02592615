import DeepCutTrace
import DeepCutTraceReading

/// What a test's replaying service says once the test is over: each call the trace
/// does not hold, and each recorded call never asked for unless the test allows it.
/// `TraceService.finish()` gives them, and the `.replaying` trait, `expectFinished()` and
/// `assertFinished()` report them, each in its framework's way.
enum ReplayAudit {
    /// The most messages of one kind (divergences, unused calls) a test is given;
    /// the last of them says how many more there are.
    static let limit = 20

    /// The messages for the test of `path` that used `service`, divergences first.
    /// - Parameters:
    ///   - allowsUnusedCalls: whether recorded calls never asked for are allowed.
    ///   - allowing: the code that allows them, named in the message that counts them.
    @MainActor
    static func messages(
        _ service: ReplayMusicLibraryService, path: String, allowsUnusedCalls: Bool, allowing: String
    ) -> [String] {
        let divergences = service.divergences.map { "\(path): a call the trace does not hold: \($0.description)" }
        var messages = capped(divergences) { "\(path): \($0) more calls the trace does not hold" }
        if !allowsUnusedCalls {
            let unused = service.unusedCalls.map { "\(path): recorded call never asked for: seq \($0.seq) \($0.request.description)" }
            messages += capped(unused) { "\(path): \($0) more recorded calls never asked for (\(allowing) allows them)" }
        }
        return messages
    }

    /// At most `limit` messages: the first ones, then one saying how many more.
    private static func capped(_ messages: [String], more: (Int) -> String) -> [String] {
        guard messages.count > limit else { return messages }
        return messages.prefix(limit - 1) + [more(messages.count - (limit - 1))]
    }
}
