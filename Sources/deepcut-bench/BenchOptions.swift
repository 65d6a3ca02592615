import DeepCutCommandLine

/// deepcut-bench's command line, read with the parser deepcut-replay uses: an
/// unknown option or a value out of its range is a usage error (exit 64), never
/// a silent default.
struct BenchOptions: ProgramArguments, Equatable {
    static let configuration = CommandConfiguration(
        topic: HelpTopic(program: "deepcut-bench"), overview: """
        OVERVIEW: Measure deepcut-replay on generated sessions, as README "Performance" reports it.

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
        diverges, import-diagnostics of one name fitting every artist, lint and inspect of artists
        sharing one name) grows from the smallest size to the largest, on one answer of 10,000 and
        100,000 copies of a release, on one title of 4,000 and 40,000 nested groups, credits or
        editions, and on folders of 100 and 1,000 traces (verify, lint, status, coverage) and test
        files (status --tests); what `--html PAGE` adds to the whole replay of the largest session;
        last, every target of the README's performance section, ✔ or ✘.
        Run it from a release build, next to the deepcut-replay it measures.
        """,
        otherUsages: [
            "deepcut-bench --campaigns-only", "deepcut-bench --commands-only [--sizes A,B,...]",
            "deepcut-bench --in-process FILE",
        ],
        exitStatus: nil)

    /// Runs per measurement; the median is printed.
    @Option("--runs", .count(maximum: 100), help: "Runs per measurement (1 to 100; default 5).")
    var runs = 5
    /// Library sizes (artists) of the generated sessions.
    @Option("--sizes", .list(of: .count(maximum: 1_000_000), "A,B,..."),
            help: "Artists of the generated sessions (1 to 1,000,000 each; default 1610,5000,20000).")
    var sizes = [1_610, 5_000, 20_000]
    /// Calls the recorder appends in its measurement.
    @Option("--recorder-calls", .count(minimum: 1_000, maximum: 10_000_000),
            help: "Calls the recorder appends (1,000 to 10,000,000; default 100000).")
    var recorderCalls = 100_000
    /// With `--campaigns-only`: only the fault campaigns of `CampaignBenchmark` and their targets.
    @Option("--campaigns-only", help: "Only the fault campaigns and their targets (they take many minutes).", usage: "")
    var campaignsOnly: Bool
    /// With `--commands-only`: only how each command grows (`CommandBenchmark`), at the sizes given.
    @Option("--commands-only", help: """
        Only how each command grows, from the smallest size to the largest
        and on one answer of 10,000 and 100,000 albums.
        """, usage: "")
    var commandsOnly: Bool
    /// With `--in-process FILE`: the trace to read, make values of and
    /// verify once in this process, printing the three times.
    @Option("--in-process", .text("FILE"), help: """
        Read FILE, make its answers values and verify it, N times (--runs)
        in this process, and print the three median times in seconds: what
        the benchmark runs for each size in a process of its own, so that
        neither its generated sessions nor another size's heap slow it.
        """, usage: "")
    var inProcessFile: String?

    init() {}
}
