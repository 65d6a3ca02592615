import DeepCutEngine
import Testing

@Suite("The character classes answer ASCII by value exactly as the Unicode properties do")
struct TitleCharactersTests {
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: true
        default: false
        }
    }

    @Test("every ASCII scalar is a word, whitespace, separator and blank character exactly when its properties say so",
          arguments: 0..<128)
    func asciiAgrees(_ value: Int) {
        let scalar = Unicode.Scalar(UInt8(value))
        let properties = scalar.properties
        #expect(TitleCharacters.isWord(scalar) == (properties.isAlphabetic || properties.numericType != nil))
        #expect(TitleCharacters.isWhitespace(scalar) == properties.isWhitespace)
        #expect(TitleCharacters.isSeparator(scalar) == (properties.isWhitespace || Self.isPunctuation(scalar)))
    }
}
