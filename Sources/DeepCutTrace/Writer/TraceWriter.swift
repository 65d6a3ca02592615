import Foundation

/// Writes traces as deterministic UTF-8 JSON: the same trace always gives the
/// same bytes, and `TraceReader` reads them back to an equal trace, complete:
/// a recording read cut short is written as the whole document of what was
/// kept (`Trace.asWritten`).
///
/// Layout, chosen to diff well in review and to let a recorder append calls
/// to a file without rewriting it:
/// ```
/// {
///   "format": "deepcut-trace",
///   "version": 1,
///   "capture": {...},
///   "engine": {...},
///   "calls": [
///     {...one call a line...},
///     {...}
///   ],
///   "diagnostics": {
///     "libraryArtistCount": 3,
///     "artists": [
///       {...one artist a line...}
///     ]
///   },
///   "session": [
///     {...one step a line...}
///   ],
///   "unknownTopLevelKey": ...
/// }
/// ```
/// Top-level keys come in this fixed order, then unknown keys in their
/// original order; inside every object, the keys in the order of Docs/TraceFormat.md,
/// then unknown keys in their original order. Objects inside a line are
/// written `{"key": value, "key": value}`. Numbers: see `JSONOutput.writeDouble`
/// (integers as integers, doubles in shortest round-trip form); unknown numbers
/// as their original literal text. Optional keys without a value are left out;
/// `hasMore` is written only when true (its default is false).
///
/// The writer writes any `Trace` it is given; one that breaks the format's
/// rules (a negative `seq`, two calls with one `seq`, a `batchSize` of 0, an
/// expectation key another action owns, a non-finite number, which is written
/// `null`) is written as it is and refused by the reader.
public enum TraceWriter {
    /// The trace as UTF-8 JSON bytes.
    /// - Complexity: O(n) in the size of the output.
    public static func bytes(for trace: Trace) -> [UInt8] {
        var output = JSONOutput()
        output.bytes.reserveCapacity(4096 + trace.calls.count * 256)
        output.writeHeader(trace)
        let session = trace.session ?? []
        let positions = trace.sessionPlacement.positions(stepCount: session.count, callCount: trace.calls.count) ?? []
        let entries = trace.diagnosticsPlacement.entries(keeping: trace.diagnostics) ?? []
        var (written, nextStep, nextEntry) = (0, 0, 0)
        // Diagnostic entries go where they stood among the calls and steps; one
        // that stood past the end of calls a tool removed goes at the end.
        func writeEntries(through elements: Int) {
            while nextEntry < entries.count, entries[nextEntry].elementsBefore <= elements {
                output.writeDiagnosticEntryLine(entries[nextEntry].diagnostic, isFirst: written == 0)
                (written, nextEntry) = (written + 1, nextEntry + 1)
            }
        }
        for (index, call) in trace.calls.enumerated() {
            while nextStep < positions.count, positions[nextStep] == index {
                writeEntries(through: index + nextStep)
                output.writeStepEntryLine(session[nextStep], isFirst: written == 0)
                (written, nextStep) = (written + 1, nextStep + 1)
            }
            writeEntries(through: index + nextStep)
            output.writeCallLine(call, isFirst: written == 0)
            written += 1
        }
        while nextStep < positions.count {
            writeEntries(through: trace.calls.count + nextStep)
            output.writeStepEntryLine(session[nextStep], isFirst: written == 0)
            (written, nextStep) = (written + 1, nextStep + 1)
        }
        writeEntries(through: .max)
        output.writeTail(diagnostics: entries.isEmpty ? trace.diagnostics : nil,
                         session: positions.isEmpty ? trace.session : nil, unknownKeys: trace.unknownKeys)
        return output.bytes
    }

    /// The trace as UTF-8 JSON data.
    /// - Complexity: O(n) in the size of the output.
    public static func data(for trace: Trace) -> Data {
        Data(bytes(for: trace))
    }

    /// The trace as a JSON string.
    /// - Complexity: O(n) in the size of the output.
    public static func string(for trace: Trace) -> String {
        String(decoding: bytes(for: trace), as: UTF8.self)
    }

    /// Writes the trace to a file, atomically (a temporary file, then a rename).
    /// - Throws: `TraceWriteError.cannotWrite` when the file cannot be written.
    /// - Complexity: O(n) in the size of the output.
    public static func write(_ trace: Trace, to url: URL) throws(TraceWriteError) {
        do {
            try data(for: trace).write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: url.path, reason: String(describing: error))
        }
    }

    // MARK: Pieces shared with the recorder

    /// Everything before the first call: `{`, format, version, capture,
    /// engine when present, and `"calls": [`.
    package static func headerBytes(for trace: Trace) -> [UInt8] {
        var output = JSONOutput()
        output.writeHeader(trace)
        return output.bytes
    }

    /// One call's line, with the `,` that separates it from the previous call
    /// unless it is the first.
    package static func callBytes(_ call: TraceCall, isFirst: Bool) -> [UInt8] {
        var output = JSONOutput()
        output.writeCallLine(call, isFirst: isFirst)
        return output.bytes
    }

    /// One session step's entry among the calls, `{"step": {...}}`, with the
    /// `,` that separates it from the previous entry unless it is the first.
    package static func stepEntryBytes(_ step: SessionStep, isFirst: Bool) -> [UInt8] {
        var output = JSONOutput()
        output.writeStepEntryLine(step, isFirst: isFirst)
        return output.bytes
    }

    /// One diagnostic's entry among the calls, `{"diagnostic": {...}}`, with
    /// the `,` that separates it from the previous entry unless it is the first.
    package static func diagnosticEntryBytes(_ diagnostic: RecordedDiagnostic, isFirst: Bool) -> [UInt8] {
        var output = JSONOutput()
        output.writeDiagnosticEntryLine(diagnostic, isFirst: isFirst)
        return output.bytes
    }

    /// Everything after the last call: `]`, diagnostics, session, unknown
    /// top-level keys and the closing `}` with a final newline.
    package static func tailBytes(
        diagnostics: TraceDiagnostics?, session: [SessionStep]?, unknownKeys: JSONObject = JSONObject()
    ) -> [UInt8] {
        var output = JSONOutput()
        output.writeTail(diagnostics: diagnostics, session: session, unknownKeys: unknownKeys)
        return output.bytes
    }
}

extension JSONOutput {
    mutating func writeHeader(_ trace: Trace) {
        writeRaw("{\n  \"format\": ")
        writeString(Trace.formatName)
        writeRaw(",\n  \"version\": ")
        writeInt(trace.version)
        writeRaw(",\n  \"capture\": ")
        writeCapture(trace.capture)
        if let engine = trace.engine {
            writeRaw(",\n  \"engine\": ")
            writeEngine(engine)
        }
        writeRaw(",\n  \"calls\": [")
    }

    mutating func writeCallLine(_ call: TraceCall, isFirst: Bool) {
        writeRaw(isFirst ? "\n    " : ",\n    ")
        writeCall(call)
    }

    mutating func writeStepEntryLine(_ step: SessionStep, isFirst: Bool) {
        writeRaw(isFirst ? "\n    {\"step\": " : ",\n    {\"step\": ")
        writeStep(step)
        writeRaw("}")
    }

    mutating func writeDiagnosticEntryLine(_ diagnostic: RecordedDiagnostic, isFirst: Bool) {
        writeRaw(isFirst ? "\n    {\"diagnostic\": " : ",\n    {\"diagnostic\": ")
        switch diagnostic {
        case .libraryArtistCount(let count, let unknownKeys):
            var members = MemberList()
            writeRaw("{")
            writeKey("libraryArtistCount", &members)
            writeInt(count)
            writeUnknown(unknownKeys, &members)
            writeRaw("}")
        case .artist(let artist):
            writeDiagnosticsArtist(artist)
        }
        writeRaw("}")
    }

    /// `flush` may take the bytes after each step.
    mutating func writeTail(
        diagnostics: TraceDiagnostics?, session: (some Collection<SessionStep>)?, unknownKeys: JSONObject,
        flush: (inout JSONOutput) -> Void = { _ in }
    ) {
        writeRaw("\n  ]")
        if let diagnostics {
            writeRaw(",\n  \"diagnostics\": ")
            writeDiagnostics(diagnostics, indent: 2)
        }
        if let session {
            writeRaw(",\n  \"session\": [")
            for (index, step) in session.enumerated() {
                writeRaw(index == 0 ? "\n    " : ",\n    ")
                writeStep(step)
                flush(&self)
            }
            writeRaw(session.isEmpty ? "]" : "\n  ]")
        }
        for member in unknownKeys.members {
            writeRaw(",\n  ")
            writeString(member.key)
            writeRaw(": ")
            writeValue(member.value)
        }
        writeRaw("\n}\n")
    }
}

extension Trace {
    /// The trace `TraceReader` reads back from `TraceWriter.bytes(for:)`: this one,
    /// complete. `truncation` says how a file was read (cut short, Docs/TraceFormat.md
    /// "Truncation"), not what the trace holds, and the writer writes the calls and
    /// steps that were kept as a whole document, so what it wrote reads back uncut.
    package var asWritten: Trace {
        var written = self
        written.truncation = nil
        return written
    }
}
