import DeepCutEngine
import Testing

/// Step 1 folds every scalar on its own, through its decomposition; nothing
/// is looked up in a table that a scalar could fall outside of.
@Suite("Every scalar folds without trapping, as its decomposition says")
struct TitleFoldingTests {
    /// The scalars from U+0000 to U+10FFFF, surrogates excluded, in blocks of 4,096: one test case each.
    static let blocks: [ClosedRange<UInt32>] = stride(from: UInt32(0), to: 0x11_0000, by: 0x1000).map { $0...($0 + 0xFFF) }

    @Test("the blocks cover U+0000 to U+10FFFF")
    func blocksCoverEveryScalar() {
        #expect(Self.blocks.count == 272)
        #expect(Self.blocks.first?.lowerBound == 0 && Self.blocks.last?.upperBound == 0x10_FFFF)
    }

    @Test("every scalar of a block folds, and a title made of the block normalizes",
          arguments: blocks)
    func everyScalarFolds(_ block: ClosedRange<UInt32>) {
        var text = String.UnicodeScalarView()
        for value in block { if let scalar = Unicode.Scalar(value) { text.append(scalar) } }
        let whole = String(text)
        let folded = TitleNormalizer.fold(whole)
        // What the fold leaves: no nonspacing mark, no ASCII capital, no `ß` or final sigma.
        #expect(!folded.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark })
        #expect(!folded.unicodeScalars.contains { ("A"..."Z").contains($0) || $0 == "ß" || $0 == "ς" })
        // Each scalar folds on its own: the fold of the block is its scalars' folds end to end,
        // checked on the block's every 64th scalar between ASCII letters.
        for value in stride(from: block.lowerBound, through: block.upperBound, by: 64) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(String.UnicodeScalarView(TitleFolding.fold(scalar)))
            #expect(TitleNormalizer.fold("A" + String(scalar) + "b") == "a" + alone + "b")
        }
        // Steps 2 to 4 over every scalar of the block, in a title that has something to strip.
        #expect(TitleNormalizer.title("Gəl " + whole + " (Deluxe Edition) - Single").hasPrefix("gəl"))
    }

    @Test("an ASCII scalar folds to its lowercase, as its decomposition says", arguments: 0..<128)
    func asciiFoldsToItsLowercase(_ value: Int) {
        let scalar = Unicode.Scalar(UInt8(value))
        #expect(TitleNormalizer.fold(String(scalar)) == String(String.UnicodeScalarView(TitleFolding.fold(scalar))))
    }

    @Test("a title with ə folds without trapping", arguments: [
        ("Gəl", "gəl"), ("Gəl (Deluxe)", "gəl"), ("ɐɑɒɓɔɕɖɗɘəɚɛɜɝɞɟɠɡɢɣɤɥɦɧɨɩɪɫɬɭɮɯɰɱɲɳɴɵɶɷɸɹɺɻɼɽɾɿ", nil),
    ])
    func schwa(_ title: String, _ expected: String?) {
        let normalized = TitleNormalizer.title(title)
        #expect(normalized.unicodeScalars.count == (expected ?? title).unicodeScalars.count)
        if let expected { #expect(normalized == expected) }
    }

    @Test("word-final Σ and ς both fold to σ, so a title in capitals matches it in small letters")
    func finalSigma() {
        #expect(TitleNormalizer.title("ΣΟΦΙΑΣ") == TitleNormalizer.title("Σοφίας"))
        #expect(TitleNormalizer.title("Σοφίας") == "σοφιασ")
    }
}
