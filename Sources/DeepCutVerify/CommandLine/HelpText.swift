import Foundation

/// The text of `--help` for the tool and each subcommand, and `--version`.
package enum HelpText {
    /// The tool's version.
    package static let version = "deepcut-replay 1.0.0 (reads trace format version 1)"

    /// The help for a topic.
    package static func text(for topic: HelpTopic) -> String {
        switch topic {
        case .tool: toolHelp
        case .verify: verify
        case .inspect: inspect
        case .generate: generate
        default: ToolCommands.named(topic.rawValue)?.help ?? toolHelp
        }
    }

    /// One line saying how to get help, after a usage error.
    package static func hint(for topic: HelpTopic) -> String {
        topic == .tool ? "Run 'deepcut-replay --help' for usage." : "Run 'deepcut-replay \(topic.rawValue) --help' for usage."
    }

    private static let toolTemplate = """
    OVERVIEW: Replay a Deep Cut Atlas device trace through the Discover engine and check it.

    A trace is what the app's music service layer saw on a phone (library, catalog answers,
    HTTP errors), saved as JSON (see Docs/TraceFormat.md). deepcut-replay serves it back to the
    engine deterministically, checks every `expect` of its session, shows whether the
    device's `observed` behaviour is reproduced, and holds its diagnostics against the
    engine's own numbers. A TRACE or PATH of - is read from standard input.

    USAGE: deepcut-replay TRACE [--policy strict|legacy] [--batch-size N] [--format text|json]
                                [--junit FILE] [--html FILE] [--quiet | --verbose] [--no-color]
                                [--max-trace-size SIZE] [--chaos N [--seed S] | --order immediate|recorded]
           deepcut-replay verify PATH... [--policy strict|legacy] [--batch-size N] [--format text|json|markdown]
                                 [--junit FILE] [--html FILE] [--shard K/N] [--quiet] [--no-color]
                                 [--max-trace-size SIZE] [--chaos N [--seed S] | --order immediate|recorded]
           deepcut-replay inspect TRACE [--all] [--timeline] [--format text|json] [--max-trace-size SIZE]
           deepcut-replay generate --artists N [--seed S] [--failure-rate R] [--albums-per-artist K]
                                   [--batch-size B] [-o OUT]
    {usage}       deepcut-replay --help | --version

    OPTIONS:
      --policy strict|legacy  The failure policy `expect` is checked under (default: strict).
                              `observed` is always checked under the policy it names.
      --batch-size N          Artists per refresh, overriding the trace's engine.batchSize.
      --format text|json      Report for a person (default) or for machines.
      --junit FILE            Also write JUnit XML: a test case per step with its recorded time, one for
                              diagnostics; written even when the trace is not valid (Docs/verify-junit.md).
      --html FILE             Also write one self-contained HTML page: the capture, a card per step with
                              its calls on a time line, the diagnostics, the calls (Docs/HTMLReport.md).
      -q, --quiet             Print only the last line (PASS or FAIL).
      -v, --verbose           Also print every call as it was answered and every diagnostic artist.
      --no-color              No colour (also when NO_COLOR is set or output is not a terminal).
      --max-trace-size SIZE   Read at most SIZE bytes of a trace (default: 2G); K, M, G are KiB, MiB, GiB.
                              A FIFO or device is read too: one no program writes to is given up after 10 s.
      --chaos N [--seed S]    Also replay the session in N seeded shuffled completion orders of the
                              concurrent calls; a step whose outcome differs fails (text only, no --junit).
      --order immediate|recorded
                              Answer concurrent calls at once (default) or in the order they finished
                              on the device, from each call's at and durationMs.
      -h, --help              Show this help; `deepcut-replay SUBCOMMAND --help` for a subcommand.
      --version               Show the version.

    SUBCOMMANDS:
      verify                  Verify every trace in files and folders; one line each, then totals.
      inspect                 Show what a trace holds: calls, errors, library ids sent to the catalog.
      generate                Write a synthetic trace of a library of any size, with its ground truth.
    {subcommands}
      help [SUBCOMMAND]       Show this help, or a subcommand's.

    EXIT STATUS:
      0   every expectation held
      1   an expectation failed or the replay diverged from the trace
      64  bad usage
      65  the trace is not valid (the message gives file, line, column and JSON path)
      66  the input cannot be read
      73  an output cannot be written (standard output, a report or page, generate's trace, bless's rewrite,
          redact's or shrink's OUT)

    A trace with nothing to check (no expect, no observed, no diagnostics) fails: bless writes checks.
    """

    /// The tool's help, listing every subcommand of `ToolCommands.all` too.
    static var toolHelp: String {
        let usage = ToolCommands.all.map { type in
            type.usage.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "       " + $0 + "\n" }.joined()
        }.joined()
        let subcommands = ToolCommands.all.map { type in
            "  " + type.name.padding(24) + type.summary + "\n"
        }.joined()
        return toolTemplate
            .replacingOccurrences(of: "{usage}       ", with: usage + "       ")
            .replacingOccurrences(of: "{subcommands}\n", with: subcommands)
    }

    static let verify = """
    OVERVIEW: Verify every trace in the given files and folders.

    Folders are searched recursively for .json files (hidden ones, such as .build and .git,
    are skipped), which are verified in sorted order; a FIFO or device found in a folder is
    reported unreadable without being read.
    Each trace gets one line, ✔ or ✘ with the reason; a last line gives the totals.
    A PATH of - reads one trace from standard input.

    USAGE: deepcut-replay verify PATH... [--policy strict|legacy] [--batch-size N] [--format text|json|markdown]
                                 [--junit FILE] [--html FILE] [--shard K/N] [--quiet] [--no-color]
                                 [--max-trace-size SIZE] [--chaos N [--seed S] | --order immediate|recorded]

    OPTIONS:
      --policy strict|legacy  The failure policy `expect` is checked under (default: strict).
      --batch-size N          Artists per refresh, overriding each trace's engine.batchSize.
      --format text|json|markdown
                              A line per trace (default); every trace's full report for machines
                              (Docs/verify-json.md); or a summary for a CI job page (Docs/verify-markdown.md).
      --junit FILE            Also write JUnit XML: a test case per step with its recorded time, a trace
                              that is not valid or cannot be read as an <error> case (Docs/verify-junit.md).
      --html FILE             Also write one self-contained HTML page: every trace a section, failures
                              first (Docs/HTMLReport.md).
      --shard K/N             Verify only part K of N: the N parts share out the traces by size, none
                              twice, so N CI machines verify the corpus with no coordinator.
      -q, --quiet             Print only the totals (and the traces that did not pass).
      --no-color              No colour.
      --max-trace-size SIZE   Read at most SIZE bytes of each trace (default: 2G); K, M, G are KiB, MiB, GiB.
      --chaos N [--seed S]    Also replay each trace in N seeded shuffled completion orders; a step
                              whose outcome differs fails the trace (text only, no --junit).
      --order immediate|recorded
                              Answer concurrent calls at once (default) or in the device's order.
      -h, --help              Show this help.

    EXIT STATUS:
      0 all passed · 1 a trace failed · 64 bad usage · 65 a trace is not valid · 66 a path cannot be read
      · 73 the JUnit file cannot be written
    """

    static let inspect = """
    OVERVIEW: Show what a trace holds, without replaying it (--timeline replays it to place each call).

    Prints the capture, the calls by method with their outcomes, the errors by kind and
    status, the library ids sent in catalog calls (the bug class that emptied the Discover
    tab), the artists whose catalog answer was cut short (hasMore), and the time span.

    USAGE: deepcut-replay inspect TRACE [--all] [--timeline] [--format text|json] [--max-trace-size SIZE]

    OPTIONS:
      --all                   List every library id sent to the catalog (default: the first 20).
      --timeline              Instead, per session step: the wall time on the device, the most calls
                              in flight, the slowest calls and the time waiting on retries, from each
                              call's at and durationMs (Docs/FaultCampaigns.md).
      --format text|json      For a person (default) or for machines.
      --max-trace-size SIZE   Read at most SIZE bytes of the trace (default: 2G); K, M, G are KiB, MiB, GiB.
      -h, --help              Show this help.

    EXIT STATUS:
      0 shown · 64 bad usage · 65 the trace is not valid · 66 it cannot be read
    """

    static let generate = """
    OVERVIEW: Write a synthetic trace of a library of N artists.

    The library has the shapes of real discographies (albums, singles, EPs, deluxe and
    remastered editions, clean and explicit versions) and fails some catalog calls with
    HTTP 404, 429 or 503. Its session refreshes every 15 minutes until every artist absent
    from recently played has been checked once. Each refresh's `expect` and the diagnostics
    come from the generator's own ground truth, not from the engine, so replaying the trace
    checks the engine against an independent answer. The same options give the same bytes.

    USAGE: deepcut-replay generate --artists N [--seed S] [--failure-rate R]
                                   [--albums-per-artist K] [--batch-size B] [-o OUT]

    OPTIONS:
      --artists N             Library artists (1 to 1,000,000).
      --seed S                The generator's seed (default: 1).
      --failure-rate R        Share of artists whose catalog call fails first, 0 to 1 (default: 0.05).
      --albums-per-artist K   Catalog releases per artist, on average (default: 8; at most 200).
      --batch-size B          Artists per refresh (default: 40; at most the library's size).
      -o, --output OUT        Write the trace here instead of standard output (`-`: standard output).
      -h, --help              Show this help.
    """
}
