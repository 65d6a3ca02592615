import DeepCutKit

/// Turns `deepcut-replay`'s arguments into a `Command`: a pure function,
/// tested on tables of argument lists.
///
/// Options take their value as the next argument or after `=`
/// (`--policy legacy`, `--policy=legacy`); `--` ends the options. Unknown
/// options, missing or invalid values, repeated options and missing or extra
/// operands are `UsageError`s (exit status 64).
package enum CommandLineParser {
    /// Parses the arguments that follow the program name.
    /// - Throws: `UsageError`, whose message says what was wrong.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else {
            throw UsageError("no trace given", topic: .tool)
        }
        try refuseOptionsBeforeSubcommand(arguments)
        switch first {
        case "verify": return try parseVerify(Array(arguments.dropFirst()))
        case "inspect": return try parseInspect(Array(arguments.dropFirst()))
        case "generate": return try parseGenerate(Array(arguments.dropFirst()))
        case "help":
            let rest = arguments.dropFirst()
            guard rest.count <= 1 else { throw UsageError("help takes at most one subcommand", topic: .tool) }
            guard let name = rest.first else { return .help(.tool) }
            guard let topic = HelpTopic.subcommand(named: name) else {
                let names = HelpTopic.allCases.dropFirst().map(\.rawValue)
                if let near = Suggestion.closest(to: name, among: names) {
                    throw UsageError("no subcommand named '\(name)'; did you mean '\(near)'?", topic: .tool)
                }
                throw UsageError("no subcommand named '\(name)'; the subcommands are "
                                 + HelpTopic.allCases.dropFirst().map(\.rawValue).joined(separator: ", "), topic: .tool)
            }
            return .help(topic)
        default:
            if let type = ToolCommands.named(first) {
                let rest = Array(arguments.dropFirst())
                if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) { return .help(type.topic) }
                return .subcommand(try type.init(parsing: rest))
            }
            // A bare word close to a subcommand's name is a typo, not a trace (traces are paths to .json files).
            if ["version", "-version", "-help"].contains(first) {
                let option = first.hasSuffix("help") ? "--help" : "--version"
                throw UsageError("unknown subcommand '\(first)'; did you mean '\(option)'?", topic: .tool)
            }
            if !first.contains("."), !first.contains("/"),
               let near = Suggestion.closest(to: first, among: HelpTopic.allCases.dropFirst().map(\.rawValue)) {
                throw UsageError("unknown subcommand '\(first)'; did you mean '\(near)'?", topic: .tool)
            }
            return try parseReplay(arguments)
        }
    }

    /// Options before a subcommand's name (`deepcut-replay --quiet verify Traces`) would be
    /// read as the replay's, with the name as a trace: refused, with the line that works.
    private static func refuseOptionsBeforeSubcommand(_ arguments: [String]) throws(UsageError) {
        guard let first = arguments.first, first.hasPrefix("-"),
              !["-", "--", "--help", "-h", "--version"].contains(first) else { return }
        let names = HelpTopic.allCases.dropFirst().map(\.rawValue)
        let options = arguments.prefix { $0 != "--" }
        guard let index = options.firstIndex(where: names.contains) else { return }
        let corrected = [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
        throw UsageError("options go after the subcommand: 'deepcut-replay \(corrected.joined(separator: " "))'",
                         topic: .tool)
    }

    private static func parseReplay(_ arguments: [String]) throws(UsageError) -> Command {
        var scanner = ArgumentScanner(arguments, topic: .tool)
        var policy: FailurePolicy?
        var batchSize: Int?
        var format: ReportFormat?
        var junit: String?, html: String?
        var maximumSize: Int?
        var quiet = false, verbose = false, noColor = false
        var operands: [String] = []
        var orders = OrderOptions()
        while let argument = try scanner.next() {
            if case .option(let name) = argument, try orders.read(name, from: &scanner) { continue }
            switch argument {
            case .operand(let value): operands.append(value)
            case .option("--help"), .option("-h"): return .help(.tool)
            case .option("--version"): return .version
            case .option("--policy"): policy = try scanner.once(policy, "--policy", try scanner.choice("--policy", FailurePolicy.self))
            case .option("--batch-size"): batchSize = try scanner.once(batchSize, "--batch-size", try scanner.count("--batch-size"))
            case .option("--format"): format = try scanner.once(format, "--format", try scanner.choice("--format", ReportFormat.self))
            case .option("--junit"): junit = try scanner.once(junit, "--junit", try scanner.junitPath())
            case .option("--html"): html = try scanner.once(html, "--html", try scanner.htmlPath())
            case .option("--max-trace-size"): maximumSize = try scanner.traceSizeLimit(after: maximumSize)
            case .option("--quiet"), .option("-q"): quiet = try scanner.flagOnce(quiet, "--quiet")
            case .option("--verbose"), .option("-v"): verbose = try scanner.flagOnce(verbose, "--verbose")
            case .option("--no-color"): noColor = try scanner.flagOnce(noColor, "--no-color")
            case .option(let name): throw scanner.unknown(name)
            }
        }
        guard !(quiet && verbose) else { throw UsageError("--quiet and --verbose cannot be used together", topic: .tool) }
        try orders.validate(topic: .tool)
        try orders.validateTextOnly(format: format == .json ? "--format json" : nil, junit: junit != nil, topic: .tool)
        guard let path = operands.first else { throw UsageError("no trace given", topic: .tool) }
        guard operands.count == 1 else {
            throw UsageError("one trace at a time (got \(operands.count)); use 'deepcut-replay verify PATH...' for several",
                             topic: .tool)
        }
        var options = ReplayOptions(tracePath: path)
        options.policy = policy
        options.batchSize = batchSize
        options.format = format ?? .text
        options.junitPath = junit
        options.htmlPath = html
        options.verbosity = quiet ? .quiet : (verbose ? .verbose : .normal)
        options.noColor = noColor
        options.maximumTraceSize = maximumSize
        options.orders = orders
        return .replay(options)
    }

    private static func parseVerify(_ arguments: [String]) throws(UsageError) -> Command {
        var scanner = ArgumentScanner(arguments, topic: .verify)
        var options = VerifyOptions(paths: [])
        var policy: FailurePolicy?, batchSize: Int?, format: CorpusReportFormat?, maximumSize: Int?
        while let argument = try scanner.next() {
            if case .option(let name) = argument, try options.orders.read(name, from: &scanner) { continue }
            switch argument {
            case .operand(let value): options.paths.append(value)
            case .option("--help"), .option("-h"): return .help(.verify)
            case .option("--policy"): policy = try scanner.once(policy, "--policy", try scanner.choice("--policy", FailurePolicy.self))
            case .option("--batch-size"): batchSize = try scanner.once(batchSize, "--batch-size", try scanner.count("--batch-size"))
            case .option("--quiet"), .option("-q"): options.quiet = try scanner.flagOnce(options.quiet, "--quiet")
            case .option("--no-color"): options.noColor = try scanner.flagOnce(options.noColor, "--no-color")
            case .option("--format"): format = try scanner.once(format, "--format", try scanner.choice("--format", CorpusReportFormat.self))
            case .option("--junit"): options.junitPath = try scanner.once(options.junitPath, "--junit", try scanner.junitPath())
            case .option("--html"): options.htmlPath = try scanner.once(options.htmlPath, "--html", try scanner.htmlPath())
            case .option("--shard"): options.shard = try scanner.once(options.shard, "--shard", try scanner.shard("--shard"))
            case .option("--max-trace-size"): maximumSize = try scanner.traceSizeLimit(after: maximumSize)
            case .option(let name): throw scanner.unknown(name)
            }
        }
        options.format = format ?? .text
        guard !options.paths.isEmpty else { throw UsageError("verify needs at least one file or folder", topic: .verify) }
        try options.orders.validate(topic: .verify)
        try options.orders.validateTextOnly(
            format: options.format == .text ? nil : "--format \(options.format.rawValue)", junit: options.junitPath != nil,
            topic: .verify)
        options.policy = policy
        options.batchSize = batchSize
        options.maximumTraceSize = maximumSize
        return .verify(options)
    }

    private static func parseInspect(_ arguments: [String]) throws(UsageError) -> Command {
        var scanner = ArgumentScanner(arguments, topic: .inspect)
        var operands: [String] = []
        var all = false, timeline = false
        var format: ReportFormat?
        var maximumSize: Int?
        while let argument = try scanner.next() {
            switch argument {
            case .operand(let value): operands.append(value)
            case .option("--help"), .option("-h"): return .help(.inspect)
            case .option("--max-trace-size"): maximumSize = try scanner.traceSizeLimit(after: maximumSize)
            case .option("--all"): all = try scanner.flagOnce(all, "--all")
            case .option("--timeline"): timeline = try scanner.flagOnce(timeline, "--timeline")
            case .option("--format"): format = try scanner.once(format, "--format", try scanner.choice("--format", ReportFormat.self))
            case .option(let name): throw scanner.unknown(name)
            }
        }
        guard operands.count == 1 else {
            throw UsageError(operands.isEmpty ? "inspect needs a trace" : "inspect takes one trace (got \(operands.count))",
                             topic: .inspect)
        }
        var options = InspectOptions(tracePath: operands[0])
        options.all = all
        options.timeline = timeline
        options.format = format ?? .text
        options.maximumTraceSize = maximumSize
        return .inspect(options)
    }

    private static func parseGenerate(_ arguments: [String]) throws(UsageError) -> Command {
        var scanner = ArgumentScanner(arguments, topic: .generate)
        var artists: Int?, seed: UInt64?, rate: Double?, albums: Int?, batch: Int?, output: String?
        while let argument = try scanner.next() {
            switch argument {
            case .operand(let value):
                throw UsageError("generate takes no operand (got '\(value)'); did you mean --artists \(value)?",
                                 topic: .generate)
            case .option("--help"), .option("-h"): return .help(.generate)
            case .option("--artists"):
                artists = try scanner.once(
                    artists, "--artists", try scanner.count("--artists", maximum: GenerateOptions.maximumArtists))
            case .option("--seed"): seed = try scanner.once(seed, "--seed", try scanner.seed("--seed"))
            case .option("--failure-rate"): rate = try scanner.once(rate, "--failure-rate", try scanner.rate("--failure-rate"))
            case .option("--albums-per-artist"):
                albums = try scanner.once(
                    albums, "--albums-per-artist",
                    try scanner.count("--albums-per-artist", maximum: GenerateOptions.maximumAlbumsPerArtist))
            case .option("--batch-size"): batch = try scanner.once(batch, "--batch-size", try scanner.count("--batch-size"))
            case .option("--output"), .option("-o"): output = try scanner.once(output, "--output", try scanner.outputPath("--output"))
            case .option(let name): throw scanner.unknown(name)
            }
        }
        guard let artists else { throw UsageError("generate needs --artists N", topic: .generate) }
        var options = GenerateOptions(artists: artists)
        if let seed { options.seed = seed }
        if let rate { options.failureRate = rate }
        if let albums { options.albumsPerArtist = albums }
        if let batch { options.batchSize = batch }
        options.outputPath = output
        return .generate(options)
    }
}
