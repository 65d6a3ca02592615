import DeepCutKit
import DeepCutTesting
import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutTraceReading
import DeepCutVerify
import Foundation
import Testing

/// Every name, title, id and free text of a trace, as the redaction must replace them.
enum OriginalStrings {
    static func of(_ trace: Trace) -> Set<String> {
        var strings: Set<String> = [trace.capture.title]
        strings.formUnion([trace.capture.notes, trace.capture.device].compactMap { $0 })
        func album(_ album: LibraryAlbum) {
            strings.formUnion([album.id, album.title, album.artistName])
            strings.formUnion([album.artistID, album.catalogID, album.artworkURL].compactMap { $0 })
        }
        func track(_ track: LibraryTrack) {
            strings.formUnion([track.id, track.title, track.artistName])
            strings.formUnion([track.albumTitle, track.albumID, track.isrc].compactMap { $0 })
        }
        for call in trace.calls {
            for (_, value) in call.request.arguments {
                switch value {
                case .string(let text): strings.insert(text)
                case .strings(let texts): strings.formUnion(texts)
                }
            }
            guard case .success(let result) = call.outcome else { continue }
            switch result {
            case .artists(let artists): for artist in artists { strings.formUnion([artist.id, artist.name]) }
            case .albums(let albums): albums.forEach(album)
            case .catalogReleases(let releases): releases.albums.forEach(album)
            case .tracks(let tracks): tracks.forEach(track)
            case .playlist(let playlist): strings.formUnion([playlist?.id, playlist?.name].compactMap { $0 })
            case .written: break
            }
        }
        for step in trace.session ?? [] {
            if let albumID = step.action.albumID { strings.insert(albumID) }
            if case .addToPlaylist(_, let name) = step.action { strings.insert(name) }
            for expectation in [step.expect, step.observed].compactMap({ $0 }) {
                strings.formUnion((expectation.feed ?? []) + (expectation.checkedArtistIDs ?? []) + (expectation.trackIDs ?? []))
            }
        }
        for artist in trace.diagnostics?.artists ?? [] { strings.formUnion([artist.artistID, artist.name]) }
        strings.remove("")
        return strings
    }
}

@Suite("redact: every trace of Traces/ and Fixtures/ replays the same after redaction and keeps none of its strings")
@MainActor
struct RedactCorpusTests {
    static let key = "corpus-test-key"

    /// Each trace as read and as redacted with `key`, made once for the tests that ask for the same redaction.
    private static var redactions: [String: (original: Trace, redacted: Trace)] = [:]

    /// `file`'s trace and its redaction with `key`.
    static func redaction(of file: TraceSource) throws -> (original: Trace, redacted: Trace) {
        if let made = redactions[file.path] { return made }
        let original = try TraceReader.read(contentsOf: file.fileURL())
        let made = (original, TraceRedactor(key: key).redact(original))
        redactions[file.path] = made
        return made
    }

    @Test("the corpus is not empty, and holds the recording with its steps among the calls")
    func corpusIsListed() throws {
        let paths = try Corpus.all.map(\.path)
        #expect(paths.count >= 20)
        #expect(paths.contains("Fixtures/recorded-session-with-the-calls.json"))
    }

    @Test("the redacted trace verifies with exactly the same outcome under both policies", arguments: try Corpus.all)
    func sameOutcome(_ file: TraceSource) async throws {
        let (original, redaction) = try Self.redaction(of: file)
        let redacted = try TraceReader.read(bytes: TraceWriter.bytes(for: redaction))
        for policy in FailurePolicy.allCases {
            let options = Verifier.Options(policy: policy)
            let before = VerificationOutcome(await Verifier.verify(original, source: file.path, options: options))
            let after = VerificationOutcome(await Verifier.verify(redacted, source: file.path, options: options))
            #expect(before == after, "\(policy): \(before.firstDifference(from: after) ?? "")")
        }
    }

    @Test("no original name, title, id or free text is left, as a value or inside one", arguments: try Corpus.all)
    func nothingLeft(_ file: TraceSource) throws {
        let (original, redacted) = try Self.redaction(of: file)
        let document = TraceWriter.data(for: redacted)
        let originals = OriginalStrings.of(original)
        #expect(!originals.isEmpty)
        let left = originals.intersection(OriginalStrings.of(redacted))
        #expect(left.isEmpty, "left as values: \(left.sorted().prefix(5))")
        // Every string value of the document (error texts and unknown keys too), and every run of
        // whole words inside one, except runs made only of the edition words redaction keeps on purpose.
        var values: Set<String> = []
        func collect(_ value: Any) {
            if let string = value as? String { values.insert(string) }
            if let array = value as? [Any] { array.forEach(collect) }
            if let object = value as? [String: Any] { object.values.forEach(collect) }
        }
        collect(try JSONSerialization.jsonObject(with: document))
        let editionWords: Set<String> = ["deluxe", "edition", "remastered", "remaster", "single", "ep", "explicit", "clean",
                                         "bonus", "track", "version", "anniversary", "special", "expanded"]
        for value in values {
            #expect(!originals.contains(value), "\(value) is still in the document")
            let words = value.split(separator: " ")
            guard words.count > 1 else { continue }
            for start in words.indices {
                for end in words.indices[start...] {
                    let run = words[start...end].joined(separator: " ")
                    let bare = run.lowercased().split { !$0.isLetter }.map(String.init)
                    guard !bare.allSatisfy(editionWords.contains) else { continue }
                    #expect(!originals.contains(run), "\(run) is still inside \(value)")
                }
            }
        }
    }

    @Test("the same key gives byte-identical output; another key other pseudonyms", arguments: try Corpus.all.prefix(6))
    func keyed(_ file: TraceSource) throws {
        let (original, redacted) = try Self.redaction(of: file)
        let first = TraceWriter.bytes(for: redacted)
        let second = TraceWriter.bytes(for: TraceRedactor(key: Self.key).redact(original))
        let other = TraceWriter.bytes(for: TraceRedactor(key: "another key").redact(original))
        #expect(first == second)
        #expect(first != other)
    }
}
