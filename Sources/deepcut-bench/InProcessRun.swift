import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// The in-process figures of one size (`deepcut-bench --in-process FILE`):
/// reading the trace, making every answer values, and verifying it, each
/// timed inside the process, medians of `--runs` rounds in one process of
/// their own; printed as three numbers on one line.
struct InProcessRun {
    /// `TraceReader.read(contentsOf:)`: parse and validate into the typed trace.
    var read: Double
    /// Reading every call's `outcome` (answers are kept packed until read).
    var unpack: Double
    /// `Verifier.verify`, the trace handed over as `deepcut-replay` hands it,
    /// until it returns (the report is freed after).
    var verify: Double

    /// Why a file could not be measured: the message and the exit status.
    struct Unmeasured: Error {
        var message: String
        var status: Int32
    }

    /// Measures `path` `runs` times and gives the medians.
    /// - Throws: `Unmeasured` with status 66 when the file cannot be read, 65
    ///   when it is not a trace, 1 when it does not pass.
    @MainActor
    static func measure(_ path: String, runs: Int) async throws(Unmeasured) -> InProcessRun {
        var rounds: [InProcessRun] = []
        for _ in 0..<runs { rounds.append(try await measure(path)) }
        return InProcessRun(
            read: median(rounds.map(\.read)), unpack: median(rounds.map(\.unpack)), verify: median(rounds.map(\.verify)))
    }

    /// Measures `path` once.
    @MainActor
    static func measure(_ path: String) async throws(Unmeasured) -> InProcessRun {
        let url = URL(fileURLWithPath: path)
        var outcome: Result<Trace, TraceReadError>?
        let readSeconds = await seconds { outcome = Result { () throws(TraceReadError) in try TraceReader.read(contentsOf: url) } }
        // Taken out of `outcome`, so that the verifier holds the only copy of the
        // trace, as `deepcut-replay` hands it over: a second would make the
        // replay copy every call when it first lets go of an answer.
        guard let result = outcome.take() else { throw Unmeasured(message: "\(path) was not read", status: 66) }
        let read: Trace
        switch consume result {
        case .success(let trace): read = trace
        case .failure(let error): throw Unmeasured(message: error.description, status: error.isAboutTheFile ? 66 : 65)
        }
        let unpackSeconds = await seconds { for call in read.calls { _ = call.outcome } }
        let start = DispatchTime.now().uptimeNanoseconds
        let report = await Verifier.verify(consume read, source: path)
        let verifySeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // The clock stops when the verifier returns: what its caller then does
        // with the report (`deepcut-replay` prints it, then frees it) is not
        // verification. The whole-process figures count all of it.
        guard report.passed else {
            throw Unmeasured(message: "\(path) does not pass (deepcut-replay \(path) says why)", status: 1)
        }
        return InProcessRun(read: readSeconds, unpack: unpackSeconds, verify: verifySeconds)
    }

    init(read: Double, unpack: Double, verify: Double) {
        self.read = read
        self.unpack = unpack
        self.verify = verify
    }

    /// Reads the line `measure` printed.
    init?(parsing output: String) {
        let numbers = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 3 else { return nil }
        self.init(read: numbers[0], unpack: numbers[1], verify: numbers[2])
    }

    /// The line to print: the three times in seconds.
    var line: String { "\(read) \(unpack) \(verify)" }
}
