import DeepCutTrace

/// Session steps a recorder wrote among the calls, each as an entry
/// `{"step": {...}}` appended when the step finished, so that a recording cut
/// off by a crash keeps every finished step with every finished call
/// (Docs/TraceFormat.md "Recorded steps").
extension JSONScanner {
    /// The steps met among the calls, with how many calls came before each.
    struct RecordedSteps {
        var steps: [SessionStep] = []
        var callsBefore: [Int] = []
        /// The first entry's index in `calls` and offset, where a second session is reported.
        var firstEntry: (index: Int, offset: Int)?

        mutating func append(_ step: SessionStep, callsBefore count: Int, index: Int, offset: Int) {
            if firstEntry == nil { firstEntry = (index, offset) }
            steps.append(step)
            callsBefore.append(count)
        }
    }

    /// Whether the element at `position` is a step entry: an object whose
    /// first key is `"step"`. Moves nothing; anything that is not one (or is
    /// not valid JSON) is left for the call reader to read or refuse.
    func isStepEntry() -> Bool {
        isEntry(key: Self.stepKeyBytes, quoted: Self.quotedStepKeyBytes)
    }

    /// What the element at `position` of `calls` is. Moves nothing.
    func callsElement() -> CallsElement {
        // The fast path, taken for a recorder's every call: `{"seq"` is neither entry.
        if position + 4 < end, input[position] == 0x7B, input[position + 1] == 0x22, input[position + 2] == 0x73,
           input[position + 3] == 0x65 {
            return .call
        }
        if isStepEntry() { return .step }
        if isDiagnosticEntry() { return .diagnostic }
        return .call
    }

    /// An element of `calls`.
    enum CallsElement {
        /// A service call (or anything else, left for the call reader to read or refuse).
        case call
        /// `{"step": {...}}`.
        case step
        /// `{"diagnostic": {...}}`.
        case diagnostic
    }

    /// Whether the element at `position` is an object whose first key is
    /// `key` (`quoted`: the same with its quotes). Moves nothing.
    func isEntry(key: [UInt8], quoted: [UInt8]) -> Bool {
        guard position < end, input[position] == 0x7B else { return false }
        // The fast path, taken for every call: the first key's bytes, when they hold no escape.
        var offset = position + 1
        while offset < end, [0x20, 0x0A, 0x0D, 0x09].contains(input[offset]) { offset += 1 }
        if offset + quoted.count <= end {
            // A call's `{"seq"` differs at its second byte; only an escape in the key needs the slow path.
            let first = input[offset..<(offset + quoted.count)]
            if first.elementsEqual(quoted) { return true }
            if !first.contains(0x5C) { return false }
        }
        var probe = self
        var isFirst = true
        guard (try? probe.beginObject("")) != nil, let first = try? probe.nextMember(&isFirst) else { return false }
        return probe.text.keyBytes(first, equal: key)
    }

    static let stepKeyBytes = Array("step".utf8)
    static let quotedStepKeyBytes = Array("\"step\"".utf8)

    /// Reads a step entry; `"step"` is its only key.
    mutating func readStepEntry() throws(TraceReadError) -> SessionStep {
        try readEntry("step") { (scanner: inout JSONScanner) throws(TraceReadError) in try scanner.readStep() }
    }

    /// Reads an entry among the calls whose only key is `name` (its first
    /// key, `isEntry` found), its value read by `readValue`.
    mutating func readEntry<Value>(
        _ name: String, _ readValue: (inout JSONScanner) throws(TraceReadError) -> Value
    ) throws(TraceReadError) -> Value {
        _ = try beginObject("a \(name) entry {\"\(name)\": {...}}")
        var isFirst = true
        guard let key = try nextMember(&isFirst) else { throw invalidJSON("\"\(name)\"") }
        path.append(.key(key))
        let value = try readValue(&self)
        path.removeLast()
        if let extra = try nextMember(&isFirst) {
            path.append(.key(extra))
            throw misplacedKey(extra, "a \(name) entry among the calls holds \"\(name)\" and nothing else")
        }
        return value
    }

    /// A trace whose session is both recorded among the calls and given as `session`.
    static func sessionTwice(_ location: TraceSourceLocation, path: String) -> TraceReadError {
        .misplacedKey(location, path: path, key: "step",
                      reason: "the session is recorded among the calls ({\"step\": ...} entries) and given as \"session\" "
                          + "too: a trace has one session, so keep one of them")
    }
}
