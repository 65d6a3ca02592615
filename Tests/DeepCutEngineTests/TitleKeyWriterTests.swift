import DeepCutEngine
import DeepCutGenerator
import DeepCutTrace
import DeepCutTraceReading
import Foundation
import Testing

/// The one byte implementation of the title steps must give exactly what a
/// plain reading of the rules on `String`s gives (`TitleOracle`).
@Suite("Titles and names normalize on their bytes exactly as the rules read on Strings")
struct TitleKeyWriterTests {
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

    @Test("random ASCII text normalizes alike, as a title and as a name")
    func randomTextAgrees() {
        var random = SplitMix64(seed: 2026)
        for _ in 0..<20_000 {
            let text = Self.randomText(&random)
            #expect(TitleNormalizer.title(text) == TitleOracle.title(text), "title \(text.debugDescription)")
            #expect(TitleNormalizer.name(text) == TitleOracle.name(text), "name \(text.debugDescription)")
        }
    }

    /// Latin letters that fold to ASCII (the byte path takes them), and
    /// characters that do not (the byte path hands the text to the general one).
    static let latinPieces = [
        "é", "É", "ö", "Ö", "ß", "ǅ", "Ǆ", "ĳ", "ſ", "ª", "²", "\u{A0}", "¨", "í", "Í", "ô", "ü", "Ç",
        "ø", "æ", "ð", "Þ", "ŉ", "µ", "¼", "\u{85}", "\u{AD}", "¿", "«", "»", "·", "–", "—", " – Single", "カ",
        " - The Remaster", " (feat. ", "Бонус", " (Wembley Edition)", "Mix", " - 2009",
    ]

    @Test("random ASCII and Latin text normalizes alike, as a title and as a name")
    func randomLatinTextAgrees() {
        var random = SplitMix64(seed: 0x24F)
        let pieces = Self.pieces + Self.latinPieces
        for _ in 0..<20_000 {
            let text = (0..<(1 + Int(random.next() % 8))).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(TitleNormalizer.title(text) == TitleOracle.title(text), "title \(text.debugDescription)")
            #expect(TitleNormalizer.name(text) == TitleOracle.name(text), "name \(text.debugDescription)")
        }
    }

    @Test("the byte classes are exactly the ASCII bytes with the properties the general path reads")
    func byteClassesAreTheProperties() {
        func character(_ byte: UInt8) -> Character { Character(Unicode.Scalar(byte)) }
        #expect(ASCIIByteClass.letterOrNumber == ASCIIByteClass { character($0).isLetter || character($0).isNumber })
        #expect(ASCIIByteClass.whitespace == ASCIIByteClass { character($0).isWhitespace })
        #expect(ASCIIByteClass.separator == ASCIIByteClass { TitleCharacters.isSeparator(Unicode.Scalar($0)) })
        #expect(!ASCIIByteClass.separator.contains(0x80) && !ASCIIByteClass.letterOrNumber.contains(0xFF))
    }

    /// Titles at the edges of step 2's rules, each alike.
    @Test("titles at the edges of the edition rules normalize alike", arguments: [
        "Tusk (1000th Anniversary)", "Tusk (100th Anniversary)", "Tusk (10 Anniversary)", "Tusk (th Anniversary)",
        "Tusk (2009 Remaster)", "Tusk (209 Remaster)", "Tusk (20091 Remaster)", "Tusk (Bonus)", "Tusk (Bonus Track)",
        "Tusk (Bonus Tracks)", "Tusk (Track)", "Tusk (Special)", "Tusk (Special Edition)", "Tusk (Edition)",
        "Tusk (Super Deluxe)", "Tusk (Live)", "Tusk ()", "(Deluxe)", "Tusk (Deluxe", "Tusk Deluxe)", "Tusk ((Deluxe))",
        "Tusk [Deluxe)", "Tusk (Deluxe) - Single", "Tusk - Single (Deluxe)", "- Single", "Tusk -Single", "Tusk - EP ",
        "Tusk (1st Clean) [2nd Explicit]", "Tusk (3rd Expanded)", "Tusk (22nd Remastered)", "Tusk (11st Remaster)",
        "Tusk (Digital Version)", "Tusk (Digitally Remastered Version)", "Tusk\t(Deluxe)\n", "Tusk (Déluxe)",
        "Tüsk (Remastered 2009)", "Tusk (Remasterëd)", "...", "( )", " - Single", "ÉP", "Tusk - ÉP",
    ])
    func editionRuleEdgesAgree(_ text: String) {
        #expect(TitleNormalizer.title(text) == TitleOracle.title(text))
        #expect(TitleNormalizer.name(text) == TitleOracle.name(text))
    }

    @Test("titles in other scripts and with featuring credits and dash editions normalize alike", arguments: [
        "Съешь моё сердце (Бонус версия)", "Лучшее из Джаза - 50 незабываемых композиций (Переиздание)",
        "Ready to Die - The Remaster", "To Be Loved - The Best of Papa Roach", "Tusk – 2011 Remaster",
        "Finesse (Remix) [feat. Cardi B] - Single", "(feat. Cardi B)", "Tusk (feat. A) (feat. B)", "Tusk (Feat)", "Tusk () feat. A", "Tusk [(feat. A]", "Tusk (feat. A",
        "Tusk (デラックス・エディション)", "Tusk（Deluxe）", "Tusk (Édition Spéciale)", "Tusk (Taylor's Version)",
        "Tusk\u{2028}(Deluxe)", "Tusk\u{3000}", "\u{3000}", "\u{1680}...\u{1680}", "Tusk (ŉ Deluxe)",
    ])
    func otherScriptsAgree(_ text: String) {
        #expect(TitleNormalizer.title(text) == TitleOracle.title(text))
        #expect(TitleNormalizer.name(text) == TitleOracle.name(text))
    }

    @Test("every byte from 0 to 127 and every scalar from U+0080 to U+024F, alone and around a title, normalizes alike")
    func everyByteAgrees() {
        for value in UInt32(0)...0x24F {
            let character = String(Unicode.Scalar(value)!)
            for text in [character, "Tusk" + character, character + "Tusk", "Tusk (Deluxe" + character + "Edition)",
                         "Tusk" + character + "- Single", "Tusk (2009" + character + ")"] {
                #expect(TitleNormalizer.title(text) == TitleOracle.title(text), "title \(text.debugDescription)")
                #expect(TitleNormalizer.name(text) == TitleOracle.name(text), "name \(text.debugDescription)")
            }
        }
    }

    @Test("every title and name of the corpus normalizes alike")
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
            #expect(TitleNormalizer.title(text) == TitleOracle.title(text), "title \(text.debugDescription)")
            #expect(TitleNormalizer.name(text) == TitleOracle.name(text), "name \(text.debugDescription)")
        }
    }
}

/// The table that folds Latin text a scalar at a time must give what the full
/// decomposition gives.
@Suite("Latin text folds from the table exactly as through decomposition")
struct LatinFoldTests {
    @Test("every scalar from U+0080 to U+024F, alone and between ASCII letters, folds alike")
    func everyLatinScalarAgrees() {
        for value in UInt32(0x80)...0x24F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "A" + String(scalar) + "z", String(scalar) + String(scalar)] {
                #expect(TitleNormalizer.fold(text) == TitleFolding.foldFully(text), "\(text.debugDescription)")
            }
        }
    }

    @Test("random Latin titles normalize alike through the table and through decomposition")
    func randomLatinTitlesAgree() {
        var random = SplitMix64(seed: 0x24F)
        let pieces = TitleKeyWriterTests.pieces + ["é", "Ö", "ß", "Æ", "ǅ", "ŉ", "ſ", "ĳ", "ð", "Þ", "¿", "«", "»", "\u{A0}", "·"]
        for _ in 0..<5_000 {
            let text = (0..<(1 + Int(random.next() % 8))).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            #expect(TitleNormalizer.fold(text) == TitleFolding.foldFully(text), "\(text.debugDescription)")
        }
    }
}
