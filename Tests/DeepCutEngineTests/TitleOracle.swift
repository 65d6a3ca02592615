import DeepCutEngine
import Foundation

/// A second, plain reading of Docs/EngineRules.md "Title normalization" on
/// `String`s and scalars, written for clarity, not speed: what
/// `TitleKeyWriterTests` holds the engine's one byte implementation against.
/// It shares only the rule's data (the edition vocabulary) and step 1's
/// definition (`TitleFolding.foldFully`).
enum TitleOracle {
    static func title(_ text: String) -> String {
        let stripped = strip(TitleFolding.foldFully(text))
        return collapse(stripped) ?? trimBlanks(stripped)
    }

    static func name(_ text: String) -> String {
        let folded = TitleFolding.foldFully(text)
        return collapse(folded) ?? trimBlanks(folded)
    }

    static let roles: [String: EditionVocabulary.Role] = {
        var roles: [String: EditionVocabulary.Role] = [:]
        for language in EditionVocabulary.languages {
            for (word, role) in language.words where roles[TitleFolding.foldFully(word)] == nil {
                roles[TitleFolding.foldFully(word)] = role
            }
        }
        return roles
    }()

    // MARK: Step 2

    static func strip(_ folded: String) -> String {
        var scalars = Array(folded.unicodeScalars)
        // Featuring groups, anywhere.
        var index = 0
        while index < scalars.count {
            if scalars[index] == "(" || scalars[index] == "[", let close = close(scalars, index),
               group(Array(scalars[(index + 1)..<close])) == "featuring",
               hasContent(Array(scalars[..<index]) + Array(scalars[(close + 1)...])) {
                scalars.removeSubrange(index...close)
            } else {
                index += 1
            }
        }
        // The end, repeatedly.
        while true {
            while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
            let text = String(String.UnicodeScalarView(scalars))
            if let kind = ["-", "–", "—"].flatMap({ [" \($0) single", " \($0) ep"] }).first(where: text.hasSuffix),
               hasContent(Array(scalars.dropLast(kind.unicodeScalars.count))) {
                scalars.removeLast(kind.unicodeScalars.count)
                continue
            }
            if let last = scalars.last, last == ")" || last == "]", let open = open(scalars),
               group(Array(scalars[(open + 1)..<(scalars.count - 1)])) == "edition",
               hasContent(Array(scalars[..<open])) {
                scalars.removeSubrange(open...)
                continue
            }
            if let dash = lastDash(scalars), isEditionPhrase(Array(scalars[(dash + 3)...])),
               hasContent(Array(scalars[..<dash])) {
                scalars.removeSubrange(dash...)
                continue
            }
            return text
        }
    }

    static func close(_ scalars: [Unicode.Scalar], _ open: Int) -> Int? {
        let closer: Unicode.Scalar = scalars[open] == "(" ? ")" : "]"
        var depth = 0
        for index in open..<scalars.count {
            if scalars[index] == scalars[open] { depth += 1 }
            if scalars[index] == closer {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    static func open(_ scalars: [Unicode.Scalar]) -> Int? {
        let closer = scalars.last!
        let opener: Unicode.Scalar = closer == ")" ? "(" : "["
        var depth = 0
        for index in scalars.indices.reversed() {
            if scalars[index] == closer { depth += 1 }
            if scalars[index] == opener {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    static func lastDash(_ scalars: [Unicode.Scalar]) -> Int? {
        guard scalars.count >= 3 else { return nil }
        for index in (0...(scalars.count - 3)).reversed()
        where scalars[index] == " " && scalars[index + 2] == " " && ["-", "–", "—"].contains(scalars[index + 1]) {
            return index
        }
        return nil
    }

    static func words(_ scalars: [Unicode.Scalar]) -> [String] {
        scalars.split { !isWord($0) }.map { String(String.UnicodeScalarView($0)) }
    }

    static func group(_ inside: [Unicode.Scalar]) -> String {
        let words = words(inside)
        guard let first = words.first else { return "title" }
        if roles[first] == .featuring { return "featuring" }
        let found = words.map { roles[$0] }
        if found.contains(.recording) { return "title" }
        return found.contains(.names) || (found.contains(.head) && words.count > 1) ? "edition" : "title"
    }

    static func isEditionPhrase(_ scalars: [Unicode.Scalar]) -> Bool {
        let words = words(scalars)
        for word in words {
            switch roles[word] {
            case .names?, .head?, .filler?: continue
            case .recording?, .featuring?: return false
            case nil: guard isYear(word) || isOrdinal(word) else { return false }
            }
        }
        let found = words.map { roles[$0] }
        return found.contains(.names) || (found.contains(.head) && words.count > 1)
    }

    static func isYear(_ word: String) -> Bool {
        word.unicodeScalars.count == 4 && word.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    static func isOrdinal(_ word: String) -> Bool {
        let digits = word.unicodeScalars.prefix { ("0"..."9").contains($0) }.count
        return (1...3).contains(digits) && ["st", "nd", "rd", "th"].contains(String(word.dropFirst(digits)))
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    static func hasContent(_ scalars: [Unicode.Scalar]) -> Bool { scalars.contains(where: isWord) }

    // MARK: Steps 3 and 4

    static func collapse(_ text: String) -> String? {
        let pieces = text.unicodeScalars.split { separator($0) }.map { String(String.UnicodeScalarView($0)) }
        return pieces.isEmpty ? nil : pieces.joined(separator: " ")
    }

    static func separator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    static func trimBlanks(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        let blank = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        while let first = scalars.first, blank(first) { scalars.removeFirst() }
        while let last = scalars.last, blank(last) { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
