import Foundation

/// Step 1 of title normalization, the fold (Docs/EngineRules.md "Title
/// normalization"), one scalar at a time: the scalar's compatibility
/// decomposition (NFKD), nonspacing marks dropped, lowercased, decomposed and
/// stripped again, `ß` written `ss` and `ς` written `σ`.
///
/// Each scalar folds on its own, so that the fold of a text is the folds of
/// its scalars end to end; then the marks the fold keeps (a handful of
/// spacing marks of a nonzero combining class) are put in canonical order,
/// so canonically equivalent texts fold alike. Every scalar folds:
/// decomposition and lowercasing are defined for all of them, and nothing
/// here indexes a table.
package enum TitleFolding {
    /// The fold of `text`, every scalar folded.
    /// - Complexity: O(n) in the length of `text`.
    package static func fold(_ text: String) -> String {
        var folder = TitleFolder()
        var scalars: [Unicode.Scalar] = []
        folder.append(text, to: &scalars)
        var folded = String.UnicodeScalarView()
        folded.append(contentsOf: scalars)
        return String(folded)
    }

    /// The fold of one scalar: the rule, through Foundation's decomposition.
    /// Decomposing first lets styled capitals (`𝐀`, `ℍ`) become letters that
    /// lowercase; decomposing again after lowercasing drops marks that
    /// lowercasing adds (`İ` lowercases to `i` and a dot above).
    package static func fold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let lowered = withoutMarks(withoutMarks(String(scalar)).lowercased())
        var folded: [Unicode.Scalar] = []
        folded.reserveCapacity(lowered.unicodeScalars.count)
        for scalar in lowered.unicodeScalars {
            switch scalar {
            case "ß": folded += ["s", "s"]
            case "ς": folded.append("σ")
            default: folded.append(scalar)
            }
        }
        return folded
    }

    /// The text decomposed (NFKD) without its nonspacing marks.
    private static func withoutMarks(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars)
    }
}

/// Folds text scalar by scalar, remembering the folds of the scalars past
/// ASCII it meets (a few hundred in a library), so that each is decomposed
/// once. An ASCII scalar decomposes to itself, so its fold is its lowercase
/// (`TitleFoldingTests` holds all 128 to `TitleFolding.fold`).
struct TitleFolder {
    /// A scalar's fold, and whether it holds a mark of a nonzero combining class (which the
    /// canonical ordering moves), found once per scalar.
    private struct Fold {
        var scalars: [Unicode.Scalar]
        var keepsMark: Bool
    }

    private var folds: [Unicode.Scalar: Fold] = [:]
    /// Past this many remembered scalars, further ones are folded each time they are met.
    private static let rememberedLimit = 4_096

    /// Appends the fold of every scalar of `text` to `folded`.
    /// - Complexity: O(n) in the length of `text`.
    mutating func append(_ text: String, to folded: inout [Unicode.Scalar]) {
        let start = folded.count
        var marks = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                folded.append(("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value) + 0x20) : scalar)
            } else if let fold = folds[scalar] {
                folded += fold.scalars
                marks = marks || fold.keepsMark
            } else {
                let scalars = TitleFolding.fold(scalar)
                let fold = Fold(scalars: scalars, keepsMark: scalars.contains(where: Self.isOrderedMark))
                if folds.count < Self.rememberedLimit { folds[scalar] = fold }
                folded += scalars
                marks = marks || fold.keepsMark
            }
        }
        if marks { Self.orderMarks(&folded, from: start) }
    }

    /// Whether canonical ordering moves `scalar`: a combining mark of a nonzero class.
    private static func isOrderedMark(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.canonicalCombiningClass.rawValue != 0
    }

    /// Puts each run of combining marks that the fold kept (spacing marks of
    /// a nonzero combining class) in canonical order, so that two texts
    /// Unicode calls canonically equivalent fold alike, whatever order their
    /// marks were typed in. A stable sort by class, as Unicode's canonical ordering is.
    private static func orderMarks(_ folded: inout [Unicode.Scalar], from start: Int) {
        var index = start
        while index < folded.count {
            guard isOrderedMark(folded[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < folded.count, isOrderedMark(folded[end]) { end += 1 }
            if end - index > 1 {
                let run = folded[index..<end].enumerated().sorted {
                    let (lhs, rhs) = ($0.element.properties.canonicalCombiningClass.rawValue,
                                      $1.element.properties.canonicalCombiningClass.rawValue)
                    return lhs != rhs ? lhs < rhs : $0.offset < $1.offset
                }
                folded.replaceSubrange(index..<end, with: run.map(\.element))
            }
            index = end
        }
    }
}
