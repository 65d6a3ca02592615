import DeepCutKit
import DeepCutTrace

/// The phone's library as recordings saw it: every request the traces hold,
/// with the answers and errors each got, in the order they got them; the
/// playlists' contents and the songs added to the library as writes left them.
///
/// A world answers whatever an app asks, in any order (`WorldMusicService`):
/// a request is a method and its arguments (`TraceRequest`), and its answers
/// are the recorded ones in `seq` order: a 429 then the retry's success, an
/// artist's 404 every time. What no recording asked has no answers here; the
/// service answers it as its `UnrecordedAnswer` option says.
///
/// Several traces make one world in the order given: a later trace wins per
/// request, and what it replaced is kept in `conflicts` (Docs/WorldFormat.md "Merging").
public struct MusicWorld: Hashable, Sendable {
    /// The traces the world was made from, in merge order.
    public var sources: [WorldSource]
    /// The recorded answers of each read request, in the order they were given.
    public var answers: [TraceRequest: [WorldAnswer]]
    /// The errors recorded for writes, by request, in the order they were given;
    /// a write recorded as a success is not kept (it is the world's to apply).
    public var writeErrors: [TraceRequest: [WorldAnswer]]
    /// What a later source replaced, in the order met.
    public var conflicts: [WorldConflict]
    /// Each library playlist's songs, by playlist id, as writes left them.
    public var playlistContents: [String: [LibraryTrack]]
    /// The songs added to the library, in the order added.
    public var addedToLibrary: [LibraryTrack]

    /// An empty world: nothing recorded, nothing written.
    public init() {
        sources = []
        answers = [:]
        writeErrors = [:]
        conflicts = []
        playlistContents = [:]
        addedToLibrary = []
    }

    /// The world of one trace.
    /// - Parameters:
    ///   - trace: the trace.
    ///   - name: its file name or path, for the world's `sources`.
    public init(trace: Trace, name: String) {
        self.init(traces: [(trace, name)])
    }

    /// The world of several traces, merged in the order given: a later trace's
    /// answers to a request replace an earlier one's, which go to `conflicts`
    /// when they differ.
    /// - Complexity: O(n log n) in the calls of every trace.
    public init(traces: [(trace: Trace, name: String)]) {
        self.init()
        for (trace, name) in traces { merge(trace, name: name) }
    }

    /// Adds a trace's answers to the world, the trace winning for every request it recorded.
    /// - Complexity: O(n log n) in the trace's calls.
    public mutating func merge(_ trace: Trace, name: String) {
        let source = sources.count
        sources.append(WorldSource(
            name: name, title: trace.capture.title, origin: trace.capture.origin, calls: trace.calls.count))
        var reads: [TraceRequest: [(seq: Int, answer: WorldAnswer)]] = [:]
        var writes: [TraceRequest: [(seq: Int, answer: WorldAnswer)]] = [:]
        for call in trace.calls {
            let answer = WorldAnswer(outcome: call.outcome, durationMs: call.durationMs, source: source)
            if call.method.isWrite {
                if answer.isError { writes[call.request, default: []].append((call.seq, answer)) }
            } else {
                reads[call.request, default: []].append((call.seq, answer))
            }
        }
        // Sorted by request, so that the conflicts are listed in the same order on every run.
        for (request, recorded) in reads.sorted(by: { MusicWorld.precedes($0.key, $1.key) }) {
            let ordered = recorded.sorted { $0.seq < $1.seq }.map(\.answer)
            if let earlier = answers[request], !MusicWorld.sameAnswers(earlier, ordered) {
                conflicts.append(WorldConflict(request: request, kept: source, replaced: earlier))
            }
            answers[request] = ordered
        }
        for (request, recorded) in writes.sorted(by: { MusicWorld.precedes($0.key, $1.key) }) {
            let ordered = recorded.sorted { $0.seq < $1.seq }.map(\.answer)
            if let earlier = writeErrors[request], !MusicWorld.sameAnswers(earlier, ordered) {
                conflicts.append(WorldConflict(request: request, kept: source, replaced: earlier))
            }
            writeErrors[request] = ordered
        }
    }

    /// Whether two lists of answers say the same, whatever sources and durations recorded them.
    static func sameAnswers(_ lhs: [WorldAnswer], _ rhs: [WorldAnswer]) -> Bool {
        lhs.map(\.outcome) == rhs.map(\.outcome)
    }

    /// The order requests are listed in: by method (the protocol's order), then by arguments as printed.
    package static func precedes(_ lhs: TraceRequest, _ rhs: TraceRequest) -> Bool {
        if lhs.method != rhs.method { return lhs.method < rhs.method }
        return lhs.argumentsDescription.utf8.lexicographicallyPrecedes(rhs.argumentsDescription.utf8)
    }

    /// The requests the world answers, in listing order.
    public var requests: [TraceRequest] {
        answers.keys.sorted(by: MusicWorld.precedes)
    }
}
