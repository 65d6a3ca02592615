import DeepCutEngine
import DeepCutGenerator
import DeepCutTrace
import Foundation
import Testing

/// The byte path for ASCII text must give exactly what the general path gives.
@Suite("ASCII titles and names normalize on their bytes exactly as through Characters")
struct ASCIITitleNormalizerTests {
    /// Pieces that exercise every rule: edition words, years, ordinals,
    /// release suffixes, brackets, whitespace of every kind, punctuation.
    static let pieces = [
        "Tusk", "tusk", "TUSK", " ", "  ", "\t", "\r\n", "\n", "(", ")", "[", "]", "-", " - ", " - Single", " - EP",
        " - single", " - ep", "Single", "EP", "ep", "Deluxe", "deluxe", "Super", "Edition", "Expanded", "Remastered",
        "Remaster", "Digital", "Digitally", "Bonus", "Track", "Tracks", "Version", "Anniversary", "Special",
        "Explicit", "Clean", "Live", "Part II", "2009", "1997", "20", "10th", "1st", "22nd", "3rd", "1000th", "th",
        "/", "...", ".", ",", "!", "?", "$", "&", "+", "'", "\"", "_", "A$AP", "P!nk", "AC/DC", "0", "9", "x",
    ]

    static func randomText(_ random: inout SplitMix64) -> String {
        (0..<(1 + Int(random.next() % 8))).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    @Test("random ASCII text normalizes alike on both paths, as a title and as a name")
    func randomTextAgrees() {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<20_000 {
            let text = Self.randomText(&random)
            #expect(TitleNormalizer.title(text) == TitleNormalizer.generalTitle(text), "title \(text.debugDescription)")
            #expect(TitleNormalizer.name(text) == TitleNormalizer.generalName(text), "name \(text.debugDescription)")
        }
    }

    @Test("every byte from 0 to 127 alone and around a title normalizes alike on both paths")
    func everyByteAgrees() {
        for value in 0..<128 {
            let character = String(Unicode.Scalar(UInt8(value)))
            for text in [character, "Tusk" + character, character + "Tusk", "Tusk (Deluxe" + character + "Edition)",
                         "Tusk" + character + "- Single", "Tusk (2009" + character + ")"] {
                #expect(TitleNormalizer.title(text) == TitleNormalizer.generalTitle(text), "title \(text.debugDescription)")
                #expect(TitleNormalizer.name(text) == TitleNormalizer.generalName(text), "name \(text.debugDescription)")
            }
        }
    }

    @Test("every title and name of the corpus normalizes alike on both paths")
    func corpusAgrees() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var texts: Set<String> = []
        for folder in ["Traces", "Fixtures"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            for name in names where name.hasSuffix(".json") {
                let trace = try TraceReader.read(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name))
                for call in trace.calls {
                    guard case .success(let result) = call.outcome else { continue }
                    switch result {
                    case .artists(let artists): texts.formUnion(artists.map(\.name))
                    case .albums(let albums): texts.formUnion(albums.flatMap { [$0.title, $0.artistName] })
                    case .catalogReleases(let releases): texts.formUnion(releases.albums.flatMap { [$0.title, $0.artistName] })
                    case .tracks(let tracks): texts.formUnion(tracks.flatMap { [$0.title, $0.artistName] })
                    default: break
                    }
                }
            }
        }
        #expect(texts.count > 100)
        for text in texts {
            #expect(TitleNormalizer.title(text) == TitleNormalizer.generalTitle(text), "title \(text.debugDescription)")
            #expect(TitleNormalizer.name(text) == TitleNormalizer.generalName(text), "name \(text.debugDescription)")
        }
    }
}

/// The table that folds Latin text a scalar at a time must give what the full
/// decomposition gives.
@Suite("Latin text folds from the table exactly as through decomposition")
struct LatinFoldTests {
    @Test("every scalar from U+0080 to U+024F, alone and between ASCII letters, folds alike on both paths")
    func everyLatinScalarAgrees() {
        for value in UInt32(0x80)...0x24F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "A" + String(scalar) + "z", String(scalar) + String(scalar)] {
                #expect(TitleNormalizer.fold(text) == TitleNormalizer.foldFully(text), "\(text.debugDescription)")
            }
        }
    }

    @Test("random Latin titles normalize alike through the table and through decomposition")
    func randomLatinTitlesAgree() {
        var random = SplitMix64(seed: 0x24F)
        let pieces = ASCIITitleNormalizerTests.pieces + ["é", "Ö", "ß", "Æ", "ǅ", "ŉ", "ſ", "ĳ", "ð", "Þ", "¿", "«", "»", "\u{A0}", "·"]
        for _ in 0..<5_000 {
            let text = (0..<(1 + Int(random.next() % 8))).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(TitleNormalizer.fold(text) == TitleNormalizer.foldFully(text), "\(text.debugDescription)")
        }
    }
}
