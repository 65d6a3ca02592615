import DeepCutGenerator
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

/// The byte-level reader held against an independent one: Foundation's
/// `JSONSerialization`, which knows nothing of the format. Whatever the
/// reader accepts, the reference must accept too and read to the same values;
/// whatever the reference refuses as JSON, the reader must refuse.
@Suite("The trace reader agrees with Foundation's JSON parser on values and on refusals")
struct TraceReaderDifferentialTests {
    /// The package's trace folders.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every committed trace, and generated ones of many seeds and failure rates.
    static let documents: [Document] = {
        var documents: [Document] = []
        for folder in ["Traces", "Fixtures"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") {
                let url = root.appendingPathComponent(folder).appendingPathComponent(name)
                if let data = try? Data(contentsOf: url), data.count < 1_000_000 {
                    documents.append(Document(name: folder + "/" + name, bytes: [UInt8](data)))
                }
            }
        }
        for seed in 1...12 as ClosedRange<UInt64> {
            let library = SyntheticLibraryGenerator(
                artistCount: 3 + Int(seed) * 5, seed: seed, failureRate: Double(seed % 4) / 4).generate()
            let trace = SyntheticSession.trace(for: library, batchSize: 1 + Int(seed) % 9, title: "seed \(seed)")
            documents.append(Document(name: "generated seed \(seed)", bytes: TraceWriter.bytes(for: trace)))
        }
        return documents
    }()

    struct Document: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    /// The reference's reading of a document, or nil when it refuses it.
    static func reference(_ bytes: [UInt8]) -> NSObject? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: []) as? NSObject
    }

    @Test("both read every trace, and the reader's trace written back reads to the reference's values",
          arguments: documents)
    func sameValues(_ document: Document) throws {
        let trace = try TraceReader.read(bytes: document.bytes)
        let expected = try #require(Self.reference(document.bytes), "the reference refused \(document.name)")
        let written = try #require(Self.reference(TraceWriter.bytes(for: trace)))
        #expect(written.isEqual(expected))
    }

    @Test("after random edits, the reader refuses what the reference refuses, and reads alike what it accepts",
          arguments: documents.filter { $0.bytes.count < 60_000 })
    func sameRefusals(_ document: Document) {
        var random = SplitMix64(seed: UInt64(document.bytes.count))
        var (refusedByBoth, acceptedByBoth) = (0, 0)
        for _ in 0..<100 {
            var bytes = document.bytes
            let position = random.below(bytes.count)
            switch random.below(4) {
            case 0: bytes.remove(at: position)
            case 1: bytes.insert([0x22, 0x2C, 0x7D, 0x5D, 0x3A, 0x30, 0x7B, 0x20][random.below(8)], at: position)
            case 2: bytes[position] = UInt8(truncatingIfNeeded: random.next())
            default: bytes.removeSubrange(position...)
            }
            let reference = Self.reference(bytes)
            let read = try? TraceReader.read(bytes: bytes)
            if reference == nil {
                // A cut inside `calls` is a trace the reader keeps on purpose (a recording killed mid-session).
                #expect(read == nil || read?.truncation != nil, "\(document.name): the reader accepted invalid JSON")
                if read == nil { refusedByBoth += 1 }
            } else if let read, read.truncation == nil {
                let written = Self.reference(TraceWriter.bytes(for: read))
                #expect(written?.isEqual(reference) == true, "\(document.name): the two read an edit differently")
                acceptedByBoth += 1
            }
        }
        #expect(refusedByBoth > 0, "the edits exercised refusals")
    }
}
