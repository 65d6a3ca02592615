import DeepCutKit
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation

/// `faults --format json`: format `deepcut-replay-faults`, version 1
/// (Docs/FaultCampaigns.md "faults --format json"), read back by `faults --merge`.
extension FaultsResult {
    /// The format's name.
    package static let formatName = "deepcut-replay-faults"
    /// The format's version.
    package static let formatVersion = 1

    /// The result for machines, every key always present.
    package var json: JSONValue {
        typealias R = JSONReportRenderer
        func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.integer) ?? .null }
        return R.object([
            ("format", .string(Self.formatName)), ("version", .integer(Self.formatVersion)),
            ("shard", .string(share.shard.description)), ("worker", .string(share.worker.description)),
            ("options", R.object([
                ("kinds", R.strings(options.kinds.map(\.description))),
                ("methods", options.methods.map { R.strings($0.map(\.rawValue).sorted()) } ?? .null),
                ("policy", .string(options.policy.rawValue)),
                ("batchSize", optional(options.batchSize)),
                ("sample", optional(options.sample)),
                ("seed", .number(String(options.seed))),
            ])),
            ("missing", R.strings(missing)),
            ("entries", .array(entries.map { entry in
                switch entry {
                case .error(let message, let status):
                    R.object([("error", .string(message)), ("status", .integer(Int(status.rawValue)))])
                case .campaign(let report):
                    R.object([("campaign", Self.json(report))])
                }
            })),
        ])
    }

    private static func json(_ report: FaultCampaignReport) -> JSONValue {
        typealias R = JSONReportRenderer
        return R.object([
            ("source", .string(report.source)), ("policy", .string(report.policy.rawValue)),
            ("kinds", R.strings(report.kinds.map(\.description))), ("pairs", .integer(report.pairs)),
            ("mutations", .integer(report.mutations)), ("skipped", .integer(report.skipped)),
            ("replays", .integer(report.replays)), ("violatingMutations", .integer(report.violatingMutations)),
            ("findings", .array(report.findings.map { finding in
                R.object([
                    ("invariant", .string(finding.invariant.rawValue)), ("count", .integer(finding.count)),
                    ("recorded", .bool(finding.recorded)),
                    ("examples", .array(finding.examples.map { example in
                        R.object([
                            ("position", .integer(example.position)),
                            ("mutation", example.mutation.map { .string($0.description) } ?? .null),
                            ("step", example.violation.stepNumber.map(JSONValue.integer) ?? .null),
                            ("detail", .string(example.violation.detail)),
                        ])
                    })),
                ])
            })),
            ("failing", .array(report.failing.map { failing in
                R.object([
                    ("position", .integer(failing.position)), ("mutation", .string(failing.mutation.description)),
                    ("invariants", R.strings(failing.invariants.map(\.rawValue))),
                ])
            })),
            ("matrix", .array(report.cells.map { cell in
                R.object([
                    ("method", .string(cell.method.rawValue)), ("fault", .string(cell.fault.description)),
                    ("held", .integer(cell.held)), ("broken", .integer(cell.broken)), ("skipped", .integer(cell.skipped)),
                ])
            })),
        ])
    }

    /// The largest position a result may name, and so the most pairs its
    /// campaigns hold together: 2^53, the largest integer a JSON reader that
    /// reads numbers as doubles keeps exact, and far beyond any campaign one
    /// replay per pair could run. Below it every count and sum of a result
    /// fits an `Int` (Docs/FaultCampaigns.md "Reading a result").
    package static let mostPairs = 1 << 53

    /// Reads a result written by `faults --format json`, and holds every
    /// number in it to what a run can write (Docs/FaultCampaigns.md "Reading a
    /// result"): counts from 0, positions of this share within the trace's
    /// pairs, counts that add up to the share's pairs.
    /// - Throws: a sentence saying what in the document is not such a result, and where.
    package init(reading data: Data) throws(FaultsResultReadError) {
        let bytes = [UInt8](data)
        func refuse(_ path: [JSONPlace.Step], _ message: String) -> FaultsResultReadError {
            .invalid(place: JSONPlace.of(path, in: bytes), path: JSONPlace.path(path), message)
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw .notJSON(JSONPlace.whereJSONStops(in: bytes))
        } catch let error as DecodingError {
            let (path, message) = Self.describe(error)
            throw refuse(path, message)
        } catch {
            throw .notJSON(nil)
        }
        guard document.format == Self.formatName else { throw refuse([.key("format")], "is not \"\(Self.formatName)\"") }
        guard document.version == Self.formatVersion else {
            throw refuse([.key("version")], "is \(document.version); this tool reads version \(Self.formatVersion)")
        }
        func value<T>(_ path: [JSONPlace.Step], _ read: () throws -> T) throws(FaultsResultReadError) -> T {
            do { return try read() } catch let error as ShardSyntaxError {
                throw refuse(path, error.description)
            } catch FaultsResultReadError.unknown(let name) {
                throw refuse(path, "'\(name)' is not a name this tool knows")
            } catch { throw refuse(path, "\(error)") }
        }
        let shard = try value([.key("shard")]) { try TraceShard(parsing: document.shard) }
        let worker = try value([.key("worker")]) { try TraceShard(parsing: document.worker) }
        let kinds = try value([.key("options"), .key("kinds")]) { try document.options.kinds.map { try Fault(parsing: $0) } }
        var methods: Set<MusicLibraryMethod>?
        if let names = document.options.methods {
            methods = try value([.key("options"), .key("methods")]) {
                Set(try names.map { name in
                    guard let method = MusicLibraryMethod(rawValue: name) else { throw FaultsResultReadError.unknown(name) }
                    return method
                })
            }
        }
        guard let policy = FailurePolicy(rawValue: document.options.policy) else {
            throw refuse([.key("options"), .key("policy")], "'\(document.options.policy)' is not a policy")
        }
        for (key, number) in [("batchSize", document.options.batchSize), ("sample", document.options.sample)] {
            if let number, number < 1 { throw refuse([.key("options"), .key(key)], "\(number) is below 1") }
        }
        options = FaultCampaign.Options(
            kinds: kinds, methods: methods, policy: policy, batchSize: document.options.batchSize,
            sample: document.options.sample, seed: document.options.seed)
        self.share = MutationShare(shard: shard, worker: worker)
        var entries: [Entry] = []
        var firstPosition = 0
        for (index, entry) in document.entries.enumerated() {
            let path: [JSONPlace.Step] = [.key("entries"), .index(index)]
            if let campaign = entry.campaign {
                let campaignPath = path + [.key("campaign")]
                let rangeEnd: Int
                do throws(CountProblem) {
                    rangeEnd = try campaign.check(share: share, firstPosition: firstPosition)
                } catch {
                    throw refuse(campaignPath + error.path, error.message)
                }
                entries.append(.campaign(try value(campaignPath) { try campaign.report() }))
                firstPosition = rangeEnd
            } else if let message = entry.error, let status = entry.status.flatMap(ExitStatus.init(rawValue:)) {
                entries.append(.error(message, status))
            } else {
                throw refuse(path, "has neither a campaign nor an error with its status")
            }
        }
        self.entries = entries
        missing = document.missing
    }

    /// A number of a campaign that no run writes: where in the campaign, and why.
    private struct CountProblem: Error {
        var path: [JSONPlace.Step]
        var message: String

        init(_ path: [JSONPlace.Step], _ message: String) {
            self.path = path
            self.message = message
        }
    }

    private static func describe(_ error: DecodingError) -> (path: [JSONPlace.Step], message: String) {
        func path(_ codingPath: [any CodingKey]) -> [JSONPlace.Step] {
            codingPath.map { key in key.intValue.map(JSONPlace.Step.index) ?? .key(key.stringValue) }
        }
        switch error {
        case .keyNotFound(let key, let context): return (path(context.codingPath), "has no key \"\(key.stringValue)\"")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default: return ([], "\(error)")
        }
    }

    /// The document's shape, as `JSONDecoder` reads it.
    private struct Document: Decodable {
        var format: String
        var version: Int
        var shard: String
        var worker: String
        var options: Options
        var missing: [String]
        var entries: [Entry]

        struct Options: Decodable {
            var kinds: [String]
            var methods: [String]?
            var policy: String
            var batchSize: Int?
            var sample: Int?
            var seed: UInt64
        }

        struct Entry: Decodable {
            var error: String?
            var status: Int32?
            var campaign: Campaign?
        }

        struct Campaign: Decodable {
            var source: String
            var policy: String
            var kinds: [String]
            var pairs: Int
            var mutations: Int
            var skipped: Int
            var replays: Int
            var violatingMutations: Int
            var findings: [Finding]
            var failing: [Failing]
            /// Optional: a version 1 result may hold no matrix, and merges as one whose cells are all empty.
            var matrix: [Cell]?

            /// Holds the campaign's numbers to what a run of `share` writes, its pairs
            /// numbered from `firstPosition`; returns the position after its last pair.
            /// - Throws: the first number no run writes, with its path within the campaign.
            /// - Complexity: O(f + e + c) in the findings, their examples and the cells.
            func check(share: MutationShare, firstPosition: Int) throws(CountProblem) -> Int {
                func key(_ name: String) -> [JSONPlace.Step] { [.key(name)] }
                guard pairs >= 0 else { throw CountProblem(key("pairs"), "\(pairs) is below 0") }
                guard pairs <= FaultsResult.mostPairs - firstPosition else {
                    throw CountProblem(key("pairs"), "\(pairs) pairs after the \(firstPosition) of the traces before "
                        + "pass \(FaultsResult.mostPairs), more than any campaign holds")
                }
                let end = firstPosition + pairs
                let owned = share.count(in: firstPosition..<end)
                for (name, count) in [("mutations", mutations), ("skipped", skipped), ("violatingMutations", violatingMutations)]
                where !(0...owned).contains(count) {
                    throw CountProblem(key(name), "\(count) is not from 0 to the \(owned) pairs of shard \(share.shard)"
                        + (share.worker.count > 1 ? " worker \(share.worker)" : "") + " among the trace's \(pairs)")
                }
                // Every count below is at most `owned` + 1 ≤ 2^53 + 1, so no sum of them overflows.
                guard mutations + skipped == owned else {
                    throw CountProblem(key("mutations"), "\(mutations) mutations and \(skipped) skipped pairs are not "
                        + "the \(owned) pairs of shard \(share.shard)" + (share.worker.count > 1 ? " worker \(share.worker)" : "")
                        + " among the trace's \(pairs)")
                }
                guard replays == mutations + 1 else {
                    throw CountProblem(key("replays"), "\(replays) is not the \(mutations) mutations and the trace as recorded")
                }
                guard violatingMutations <= mutations else {
                    throw CountProblem(key("violatingMutations"), "\(violatingMutations) is more than the \(mutations) mutations")
                }
                func position(_ position: Int, recorded: Bool, _ path: [JSONPlace.Step]) throws(CountProblem) {
                    if recorded, position == -1 { return }
                    guard (firstPosition..<end).contains(position) else {
                        throw CountProblem(path, "\(position) is not a position of the trace's pairs "
                            + "(\(firstPosition) to \(end - 1)" + (recorded ? ", or -1 for the trace as recorded)" : ")"))
                    }
                    guard share.contains(position) else {
                        throw CountProblem(path, "\(position) belongs to another share than shard \(share.shard)"
                            + (share.worker.count > 1 ? " worker \(share.worker)" : ""))
                    }
                }
                for (index, finding) in findings.enumerated() {
                    let path: [JSONPlace.Step] = [.key("findings"), .index(index)]
                    let most = mutations + (finding.recorded ? 1 : 0)
                    guard finding.count >= 1, finding.count <= most else {
                        throw CountProblem(path + key("count"), "\(finding.count) is not from 1 to the \(most) replays "
                            + "that could break it")
                    }
                    for (number, example) in finding.examples.enumerated() {
                        let examplePath = path + [.key("examples"), .index(number)]
                        try position(example.position, recorded: example.mutation == nil, examplePath + key("position"))
                        if let step = example.step, step < 1 {
                            throw CountProblem(examplePath + key("step"), "\(step) is below 1")
                        }
                    }
                }
                guard failing.count <= violatingMutations else {
                    throw CountProblem(key("failing"), "holds \(failing.count) mutations, more than the \(violatingMutations) "
                        + "violating ones")
                }
                for (index, failing) in failing.enumerated() {
                    try position(failing.position, recorded: false, [.key("failing"), .index(index), .key("position")])
                }
                if let matrix {
                    var replayed = 0, skippedInCells = 0
                    for (index, cell) in matrix.enumerated() {
                        for (name, count) in [("held", cell.held), ("broken", cell.broken), ("skipped", cell.skipped)] {
                            guard (0...owned).contains(count) else {
                                throw CountProblem([.key("matrix"), .index(index), .key(name)],
                                                   "\(count) is not from 0 to the share's \(owned) pairs")
                            }
                        }
                        replayed += cell.held + cell.broken
                        skippedInCells += cell.skipped
                        guard replayed <= mutations, skippedInCells <= skipped else {
                            throw CountProblem([.key("matrix"), .index(index)], "counts more pairs than the \(mutations) "
                                + "mutations and \(skipped) skipped pairs")
                        }
                    }
                    guard matrix.isEmpty || (replayed == mutations && skippedInCells == skipped) else {
                        throw CountProblem(key("matrix"), "counts \(replayed) mutations and \(skippedInCells) skipped pairs, "
                            + "not \(mutations) and \(skipped)")
                    }
                }
                return end
            }

            func report() throws -> FaultCampaignReport {
                guard let policy = FailurePolicy(rawValue: policy) else { throw FaultsResultReadError.unknown(policy) }
                var report = FaultCampaignReport(source: source, policy: policy, kinds: try kinds.map { try Fault(parsing: $0) })
                report.pairs = pairs
                report.mutations = mutations
                report.skipped = skipped
                report.replays = replays
                report.violatingMutations = violatingMutations
                report.findings = try findings.map { finding in
                    let invariant = try Self.invariant(finding.invariant)
                    return FaultCampaignReport.Finding(
                        invariant: invariant, count: finding.count,
                        examples: try finding.examples.map { example in
                            FaultCampaignReport.Example(
                                mutation: try example.mutation.map { try TraceMutation(parsing: $0) },
                                violation: InvariantViolation(invariant: invariant, stepNumber: example.step, detail: example.detail),
                                position: example.position)
                        },
                        recorded: finding.recorded)
                }
                report.failing = try failing.map { failing in
                    FaultCampaignReport.FailingMutation(
                        mutation: try TraceMutation(parsing: failing.mutation),
                        invariants: try failing.invariants.map(Self.invariant), position: failing.position)
                }
                report.cells = try (matrix ?? []).map { cell in
                    guard let method = MusicLibraryMethod(rawValue: cell.method) else {
                        throw FaultsResultReadError.unknown(cell.method)
                    }
                    return FaultCampaignReport.Cell(
                        method: method, fault: try Fault(parsing: cell.fault), held: cell.held, broken: cell.broken,
                        skipped: cell.skipped)
                }
                return report
            }

            static func invariant(_ name: String) throws -> FaultInvariant {
                guard let invariant = FaultInvariant(rawValue: name) else { throw FaultsResultReadError.unknown(name) }
                return invariant
            }
        }

        struct Finding: Decodable {
            var invariant: String
            var count: Int
            var recorded: Bool
            var examples: [Example]
        }

        struct Example: Decodable {
            var position: Int
            var mutation: String?
            var step: Int?
            var detail: String
        }

        struct Cell: Decodable {
            var method: String
            var fault: String
            var held: Int
            var broken: Int
            var skipped: Int
        }

        struct Failing: Decodable {
            var position: Int
            var mutation: String
            var invariants: [String]
        }
    }
}

/// A document `faults --merge` cannot take.
package enum FaultsResultReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not JSON at all; where it stops being JSON, when that is found.
    case notJSON(TraceSourceLocation?)
    /// JSON, but not a `deepcut-replay-faults` result: where (line and column
    /// when found, and the JSON path) and what.
    case invalid(place: TraceSourceLocation?, path: String, String)
    /// A name (fault, method, policy, invariant) this tool does not know.
    case unknown(String)

    /// What was wrong, for a person, to follow the file's name and a colon:
    /// `12:7: $.entries[0].campaign.mutations: …` (a space first when no place is known).
    package var description: String {
        switch self {
        case .notJSON(let place):
            (place.map { "\($0): " } ?? " ") + "not JSON; give the files `faults --format json` wrote"
        case .invalid(let place, let path, let what):
            (place.map { "\($0): " } ?? " ") + "\(path): not a \(FaultsResult.formatName) result: \(what)"
        case .unknown(let name): " '\(name)' is not a name this tool knows"
        }
    }
}

/// The integers of a result read so that one that is not whole, or does not fit,
/// is named by its path: Foundation's `JSONDecoder` reports `1e19` or `1.5`
/// where an `Int` is read as "not valid JSON", with no path at all. The
/// synthesized `Decodable` of `FaultsResult.Document` calls these (they are
/// more specific than the protocol's own, and only this file sees them).
fileprivate extension KeyedDecodingContainer {
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try whole(forKey: key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try whole(forKey: key) as Int
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try whole(forKey: key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        return try whole(forKey: key) as Int32
    }

    /// The integer at `key`, or a refusal that names the number read there as a `Double`.
    private func whole<Integer: FixedWidthInteger & Decodable>(forKey key: Key) throws -> Integer {
        if let value = try? decode(WholeNumber<Integer>.self, forKey: key) { return value.value }
        guard let number = try? decode(Double.self, forKey: key) else {
            return try decode(WholeNumber<Integer>.self, forKey: key).value
        }
        throw DecodingError.dataCorruptedError(
            forKey: key, in: self,
            debugDescription: "\(number) is not a whole number from \(Integer.min) to \(Integer.max)")
    }
}

/// One integer, read by the protocol's own `decode`.
private struct WholeNumber<Integer: FixedWidthInteger & Decodable>: Decodable {
    var value: Integer

    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(Integer.self)
    }
}
