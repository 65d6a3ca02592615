import DeepCutAnalysis
import DeepCutTrace

/// The traces of the files and folders a corpus command was given, read one
/// at a time, with the messages and the exit status for those that cannot be
/// read: 66 for a path that does not exist or holds no trace, 65 for a trace
/// that is not valid (which wins), the others still read (`coverage`, `lint`).
struct CorpusReading {
    /// The messages for standard error, a line each.
    var errors = ""
    /// Success, or the status the unreadable paths and traces give.
    var status = ExitStatus.success
    /// Paths and traces that could not be read.
    var unreadable = 0
    /// No trace was found at all: the command has nothing to report.
    var foundNone = false

    /// Reads every trace under `paths`, in `CorpusCollector`'s order, handing each to `body` with its path.
    @MainActor
    static func read(
        _ paths: [String], maximumSize: Int?, environment: ToolEnvironment,
        _ body: (_ trace: Trace, _ path: String) async -> Void
    ) async -> CorpusReading {
        let collection = CorpusCollector.collect(paths)
        let (files, missing) = (collection.files, collection.missing)
        var reading = CorpusReading(unreadable: missing.count)
        reading.errors += collection.warningLines
        for path in missing {
            reading.errors += ToolMessage.missing(path)
            reading.status = .unreadable
        }
        if files.isEmpty {
            if missing.isEmpty { reading.errors += ToolMessage.noTraces(in: paths) }
            reading.status = .unreadable
            reading.foundNone = true
            return reading
        }
        for file in files {
            switch file.read(maximumSize: maximumSize, environment: environment) {
            case .success(let trace):
                await body(trace, file.path)
            case .failure(let failure):
                reading.errors += ToolMessage.line("\(failure.message.printable)")
                reading.unreadable += 1
                if failure.status == .invalidTrace || reading.status == .success { reading.status = failure.status }
            }
        }
        return reading
    }
}
