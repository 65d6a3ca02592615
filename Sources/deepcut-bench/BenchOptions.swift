import Foundation

/// deepcut-bench's command line, read strictly: an unknown option or a value
/// that is not a positive whole number is a usage error (exit 64), never a
/// silent default.
struct BenchOptions: Equatable {
    /// Runs per measurement; the median is printed.
    var runs = 5
    /// Library sizes (artists) of the generated sessions.
    var sizes = [1_610, 5_000, 20_000]
    /// Calls the recorder appends in its measurement.
    var recorderCalls = 100_000
    /// Whether `--help` was asked for.
    var help = false
    /// With `--in-process FILE`: the trace to read, make values of and
    /// verify once in this process, printing the three times.
    var inProcessFile: String?
    /// With `--campaigns-only`: only the fault campaigns of `CampaignBenchmark` and their targets.
    var campaignsOnly = false
    /// With `--commands-only`: only how each command grows (`CommandBenchmark`), at the sizes given.
    var commandsOnly = false

    static let usage = """
        USAGE: deepcut-bench [--runs N] [--sizes 1610,5000,20000] [--recorder-calls 100000]
               deepcut-bench --campaigns-only
               deepcut-bench --commands-only [--sizes 1610,20000]
               deepcut-bench --in-process FILE

        Generates sessions with fixed seeds, then for each prints the file size, read (parse and
        validate) time and MB/s, the time to read every answer of the read trace (`TraceCall.outcome`,
        a stored value), replay and verification time and calls per second, the whole
        `deepcut-replay TRACE` process's time and peak memory, and CPython's json.load on the same
        file as the floor. Medians of N runs (default 5). Then, run from the package's root, the
        fault campaign on Traces/01-empty-discover-tab.json (every catalog call × five fault kinds,
        strict; once) and its shrink under legacy, each with its time and replays per second; the
        recorder's cost and memory; the full default fault campaign on Traces/01 and Traces/03 with
        --jobs 1 and --jobs every core, each once as a deepcut-replay process, with its replays per
        second and the speed-up; how redact, --chaos and generate grow from the smallest size to the
        largest; how each command (replay, verify, --html, inspect, lint, a replay whose every check
        diverges, import-diagnostics of one name fitting every artist) grows from the smallest size
        to the largest, and on one answer of 10,000 and 100,000 copies of a release; what `--html PAGE` adds to the whole replay of the largest session;
        last, every target of the README's performance section, ✔ or ✘.
        Run it from a release build, next to the deepcut-replay it measures.

        OPTIONS:
          --runs N               Runs per measurement (1 to 100; default 5).
          --sizes A,B,...        Artists of the generated sessions (1 to 1,000,000 each; default 1610,5000,20000).
          --recorder-calls N     Calls the recorder appends (1,000 to 10,000,000; default 100000).
          --campaigns-only       Only the fault campaigns and their targets (they take many minutes).
          --commands-only        Only how each command grows, from the smallest size to the largest
                                 and on one answer of 10,000 and 100,000 albums.
          --in-process FILE      Read FILE, make its answers values and verify it, N times (--runs)
                                 in this process, and print the three median times in seconds: what
                                 the benchmark runs for each size in a process of its own, so that
                                 neither its generated sessions nor another size's heap slow it.
          -h, --help             Show this help.
        """

    /// A message for the person who typed the command.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the arguments after the program's name.
    init(_ arguments: [String]) throws(UsageError) {
        var index = 0
        func value(_ name: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(name) needs a value") }
            return arguments[index]
        }
        func number(_ text: String, _ name: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
            guard let number = Int(text), range.contains(number) else {
                throw UsageError(description: "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help": help = true
            case "--runs": runs = try number(try value(argument), argument, 1...100)
            case "--recorder-calls": recorderCalls = try number(try value(argument), argument, 1_000...10_000_000)
            case "--in-process": inProcessFile = try value(argument)
            case "--campaigns-only": campaignsOnly = true
            case "--commands-only": commandsOnly = true
            case "--sizes":
                let text = try value(argument)
                var sizes: [Int] = []
                for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                    sizes.append(try number(String(part), argument, 1...1_000_000))
                }
                self.sizes = sizes
            default:
                throw UsageError(description: "unknown argument '\(argument)'")
            }
            index += 1
        }
    }
}
