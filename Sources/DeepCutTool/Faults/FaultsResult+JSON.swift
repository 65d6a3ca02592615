import DeepCutKit
import DeepCutTrace
import DeepCutVerify
import Foundation

/// `faults --format json`: format `deepcut-replay-faults`, version 1
/// (Docs/FaultCampaigns.md "faults --format json"), read back by `faults --merge`.
extension FaultsResult {
    /// The format's name.
    package static let formatName = "deepcut-replay-faults"
    /// The format's version.
    package static let formatVersion = 1

    /// The result's JSON text, as `faults --format json` prints it.
    package var jsonText: String { PrettyJSON.render(json) + "\n" }

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

    /// Reads a result written by `faults --format json`.
    /// - Throws: a sentence saying what in the document is not such a result, and where.
    package init(reading data: Data) throws(FaultsResultReadError) {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw .notJSON
        } catch let error as DecodingError {
            throw .unexpected(Self.describe(error))
        } catch {
            throw .notJSON
        }
        guard document.format == Self.formatName else { throw .unexpected("$.format is not \"\(Self.formatName)\"") }
        guard document.version == Self.formatVersion else {
            throw .unexpected("$.version is \(document.version); this tool reads version \(Self.formatVersion)")
        }
        func value<T>(_ path: String, _ read: () throws -> T) throws(FaultsResultReadError) -> T {
            do { return try read() } catch { throw .unexpected("\(path): \(error)") }
        }
        let shard = try value("$.shard") { try TraceShard(parsing: document.shard) }
        let worker = try value("$.worker") { try TraceShard(parsing: document.worker) }
        let kinds = try value("$.options.kinds") { try document.options.kinds.map { try Fault(parsing: $0) } }
        var methods: Set<MusicLibraryMethod>?
        if let names = document.options.methods {
            methods = try value("$.options.methods") {
                Set(try names.map { name in
                    guard let method = MusicLibraryMethod(rawValue: name) else { throw FaultsResultReadError.unknown(name) }
                    return method
                })
            }
        }
        guard let policy = FailurePolicy(rawValue: document.options.policy) else {
            throw .unexpected("$.options.policy: '\(document.options.policy)' is not a policy")
        }
        options = FaultCampaign.Options(
            kinds: kinds, methods: methods, policy: policy, batchSize: document.options.batchSize,
            sample: document.options.sample, seed: document.options.seed)
        self.share = MutationShare(shard: shard, worker: worker)
        var entries: [Entry] = []
        for (index, entry) in document.entries.enumerated() {
            let path = "$.entries[\(index)]"
            if let campaign = entry.campaign {
                entries.append(.campaign(try value("\(path).campaign") { try campaign.report() }))
            } else if let message = entry.error, let status = entry.status.flatMap(ExitStatus.init(rawValue:)) {
                entries.append(.error(message, status))
            } else {
                throw .unexpected("\(path) has neither a campaign nor an error with its status")
            }
        }
        self.entries = entries
        missing = document.missing
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            "$" + context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context)) has no key \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
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
    /// Not JSON at all.
    case notJSON
    /// JSON, but not a `deepcut-replay-faults` result: where and what.
    case unexpected(String)
    /// A name (fault, method, policy, invariant) this tool does not know.
    case unknown(String)

    /// What was wrong, for a person.
    package var description: String {
        switch self {
        case .notJSON: "not JSON; give the files `faults --format json` wrote"
        case .unexpected(let what): "not a \(FaultsResult.formatName) result: \(what)"
        case .unknown(let name): "'\(name)' is not a name this tool knows"
        }
    }
}
