import DeepCutTrace

/// The top level and the calls array, where a recorder's cut-off trace is
/// recognised.
extension JSONScanner {
    enum TopLevelKey: String, ByteNamed {
        case format, version, capture, engine, calls, diagnostics, session
        static let nameTable = makeNameTable()
    }

    /// Reads a whole trace document.
    ///
    /// A document that ends inside `calls`, after the header (`format`,
    /// `version`, `capture`) was read, is a recorder's cut-off trace: the
    /// complete calls are kept and `truncation` says so. A document that ends
    /// anywhere else is refused as cut off.
    mutating func readTrace() throws(TraceReadError) -> Trace {
        skipByteOrderMark()
        skipWhitespace()
        guard position < end else { throw cutOff("a JSON object ('{')") }
        guard input[position] == 0x7B else { throw invalidJSON("a JSON object ('{')") }
        let objectStart = try beginObject("a JSON object")
        var seen: UInt32 = 0
        var version: Int?
        var capture: TraceCapture?
        var calls: [TraceCall]?
        var engine: TraceEngineSettings?
        var diagnostics: TraceDiagnostics?
        var session: [SessionStep]?
        var unknown = UnknownMembers()
        var truncation: (note: TraceTruncation, cut: TraceReadError)?
        var recorded: RecordedSteps?
        var recordedDiagnostics: RecordedDiagnostics?
        // A version this reader does not read is reported only once the document
        // is known to be a trace: a JSON file of another kind is refused for its format.
        var versionError: TraceReadError?
        var isFirst = true
        members: while let key = try nextMember(&isFirst) {
            path.append(.key(key))
            guard let (name, bit) = text.match(key, TopLevelKey.self) else {
                try readUnknownMember(key, into: &unknown)
                path.removeLast()
                continue
            }
            try markSeen(bit, &seen, key)
            switch name {
            case .format:
                let valueStart = position
                let token = try readStringToken("the string \"\(Trace.formatName)\"")
                guard text.keyBytes(token, equal: Array(Trace.formatName.utf8)) else {
                    throw .wrongFormat(location(at: valueStart), found: describeValue(at: valueStart))
                }
                if let versionError { throw versionError }
            case .version:
                let valueStart = position
                let value: Int
                do {
                    value = try readInt("an integer (the format version, 1)")
                } catch {
                    // Before the format is known, a version that is no integer (package.json's
                    // "1.0.0") is kept, like a version this reader does not read: a JSON file of
                    // another kind is refused for its format.
                    guard seen & (1 << 0) == 0 else { throw error }
                    position = valueStart
                    _ = try skipValue()
                    versionError = error
                    path.removeLast()
                    continue
                }
                guard value == Trace.supportedVersion else {
                    versionError = .unsupportedVersion(location(at: valueStart), version: value)
                    if seen & (1 << 0) != 0 { throw versionError! }
                    path.removeLast()
                    continue
                }
                version = value
            case .capture:
                capture = try readCapture()
            case .engine:
                engine = try readEngine()
            case .calls:
                let read = try readCalls()
                calls = read.calls
                if let first = read.recorded.firstEntry, session != nil {
                    throw Self.sessionTwice(location(at: first.offset), path: "calls[\(first.index)]")
                }
                if !read.recorded.steps.isEmpty { recorded = read.recorded }
                if let first = read.diagnostics.firstEntry {
                    if diagnostics != nil {
                        throw Self.diagnosticsTwice(location(at: first.offset), path: "calls[\(first.index)]")
                    }
                    recordedDiagnostics = read.diagnostics
                }
                if let cut = read.truncation {
                    truncation = cut
                    break members
                }
            case .diagnostics:
                if recordedDiagnostics != nil {
                    throw Self.diagnosticsTwice(location(at: key.quoteOffset), path: "diagnostics")
                }
                diagnostics = try readDiagnostics()
            case .session:
                if recorded != nil { throw Self.sessionTwice(location(at: key.quoteOffset), path: "session") }
                session = try readSession()
            }
            path.removeLast()
        }
        if let truncation {
            // Cut inside the calls: acceptable only when the header was complete.
            guard seen & (1 << 0) != 0, version != nil, capture != nil else { throw versionError ?? truncation.cut }
            path.truncate(to: 0)
        } else {
            skipWhitespace()
            guard position == end else { throw invalidJSON("the end of the document after its top-level object") }
        }
        guard seen & (1 << 0) != 0 else {
            throw missingKey("format", objectStart: objectStart, note: "this is not a Deep Cut trace: a trace starts with \"format\": \"\(Trace.formatName)\"")
        }
        if let versionError { throw versionError }
        guard let version else {
            throw missingKey("version", objectStart: objectStart, note: "a trace names its format version, 1")
        }
        guard let capture else { throw missingKey("capture", objectStart: objectStart) }
        guard let calls else { throw missingKey("calls", objectStart: objectStart, note: "an array, [] when there are none") }
        let entries = recordedDiagnostics?.entries
        return Trace(version: version, capture: capture, calls: calls, engine: engine,
                     diagnostics: entries.map { TraceDiagnostics(recorded: $0.map(\.diagnostic)) } ?? diagnostics,
                     session: recorded?.steps ?? session, unknownKeys: unknown.object, truncation: truncation?.note,
                     sessionPlacement: recorded.map { .amongCalls(callsBefore: $0.callsBefore) } ?? .topLevel,
                     diagnosticsPlacement: entries.map { .amongCalls($0) } ?? .topLevel)
    }

    /// Reads the calls array, refusing a `seq` used twice. When the document
    /// ends inside the array (between calls, after a comma, or inside a
    /// call), returns the complete calls and the truncation, with the cut-off
    /// error for the caller to throw if the header was not complete.
    mutating func readCalls() throws(TraceReadError)
        -> (calls: [TraceCall], recorded: RecordedSteps, diagnostics: RecordedDiagnostics,
            truncation: (note: TraceTruncation, cut: TraceReadError)?) {
        try beginArray("an array of calls")
        let calls = ExactArrayBuilder<TraceCall>()
        var recorded = RecordedSteps()
        var diagnostics = RecordedDiagnostics()
        var seqs = SeqRegistry()
        var keptEnd = position
        var isFirst = true
        let depthAtStart = path.count
        while true {
            do throws(TraceReadError) {
                guard try nextElement(&isFirst) else { break }
                let elementsBefore = calls.count + recorded.steps.count
                let element = elementsBefore + diagnostics.entries.count
                path.append(.index(element))
                let kind = callsElement()
                if kind == .step {
                    let offset = position
                    recorded.append(try readStepEntry(), callsBefore: calls.count, index: element, offset: offset)
                    path.removeLast()
                    keptEnd = position
                    continue
                }
                if kind == .diagnostic {
                    let offset = position
                    diagnostics.append(try readDiagnosticEntry(), elementsBefore: elementsBefore, index: element,
                                       offset: offset)
                    path.removeLast()
                    keptEnd = position
                    continue
                }
                let (call, seqOffset) = try readCall()
                path.removeLast()
                if let first = seqs.record(call.seq, at: (element, seqOffset)) {
                    let base = renderPath(path.all[...])
                    throw .duplicateSeq(location(at: seqOffset), path: base + "[\(element)].seq", seq: call.seq,
                                        firstPath: base + "[\(first.index)]", firstLocation: location(at: first.offset))
                }
                calls.append(call)
                keptEnd = position
            } catch {
                guard error.isCutOff else { throw error }
                path.truncate(to: depthAtStart)
                let note = TraceTruncation(keptCalls: calls.count, keptSteps: recorded.steps.count, keptByteCount: keptEnd,
                                           totalByteCount: end)
                return (calls.finish(), recorded, diagnostics, (note, error))
            }
        }
        return (calls.finish(), recorded, diagnostics, nil)
    }
}
