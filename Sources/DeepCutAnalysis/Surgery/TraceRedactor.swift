import DeepCutEngine
import DeepCutKit
import DeepCutTrace

/// Makes a trace anonymous while keeping its replay's behaviour:
/// `deepcut-replay redact` (Docs/TraceSurgery.md "redact").
///
/// Artist names become pseudonyms of their normalized form (so names equal
/// after normalization stay equal, different ones different, in the same
/// order); album and track titles become pseudonyms of their normalized core
/// followed by the edition and release-kind words the title rules read
/// (` - Single`, ` (Deluxe Edition)`), kept as written; playlist names become
/// pseudonyms of their exact text; ids become ids of the same id space, in
/// the same order; the capture's title, notes, device and app, artwork URLs, ISRCs
/// and every string under an unknown key become opaque text. Error titles and
/// details keep their words with every known name, title or id replaced.
/// Dates, counts, durations, timing, error kinds, statuses and codes are kept.
package struct TraceRedactor: Sendable {
    private let pseudonyms: Pseudonyms
    /// How the pseudonyms are made from their originals.
    private let map: StringMap

    /// A redactor whose pseudonyms depend on `key` only: the same key gives
    /// the same pseudonyms in every trace, whatever `map` (one after another,
    /// or on every core: `EveryCore.map`).
    package init(key: String, map: @escaping StringMap = { elements, transform in elements.map(transform) }) {
        pseudonyms = Pseudonyms(key: key)
        self.map = map
    }

    /// A key of 128 random bits, for a redaction whose pseudonyms no one can reproduce.
    package static func randomKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return String(generator.next() as UInt64, radix: 16) + String(generator.next() as UInt64, radix: 16)
    }

    /// The redacted trace.
    /// - Complexity: O(n) in the size of the trace (each distinct string is pseudonymized once).
    package func redact(_ trace: Trace) -> Trace {
        var ledger = RedactionLedger(pseudonyms: pseudonyms, map: map)
        // The first walk meets every name, title and id, so that the second can
        // also replace them inside free-form error texts.
        _ = ledger.trace(trace)
        ledger.makePseudonyms()
        return ledger.trace(trace)
    }
}
