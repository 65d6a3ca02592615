import DeepCutTrace
import DeepCutTraceReading

extension RecordingMusicLibraryService {
    /// What the recorder has written so far, read back from its in-memory
    /// sink: the recorder itself keeps no call once written.
    var recordedTrace: Trace {
        get throws {
            guard let sink = sink as? InMemoryTraceSink else { throw NotInMemory() }
            return try TraceReader.read(bytes: sink.bytes)
        }
    }

    struct NotInMemory: Error {}
}
