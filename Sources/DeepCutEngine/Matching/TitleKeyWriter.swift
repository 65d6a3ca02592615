import DeepCutKit
import DeepCutStorage

/// Writes the normalized form of a title or a name (Docs/EngineRules.md
/// "Title normalization"), from UTF-8 bytes into a byte buffer: the one
/// implementation of the four steps, which `TitleNormalizer`, cut matching
/// (`TitleKeys`) and the owned albums' index all go through.
///
/// Step 1 (`TitleFolding`) appends the folded text; steps 2 to 4 work on it
/// in place, each only shortening it.
enum TitleKeyWriter {
    /// Appends the normalized title of `text` (steps 1 to 4) to `buffer`.
    /// - Complexity: O(n) in the length of `text`.
    static func appendTitle(_ text: ByteRun, to buffer: inout ByteBuffer) {
        let start = buffer.count
        TitleFolding.fold(text, into: &buffer)
        let stripped = TitleStripping.strip(buffer.cursor + start, buffer.count - start)
        buffer.count = start + collapseOrTrim(buffer.cursor + start, stripped)
    }

    /// Appends the normalized name of `text` (steps 1, 3 and 4) to `buffer`.
    /// - Complexity: O(n) in the length of `text`.
    static func appendName(_ text: ByteRun, to buffer: inout ByteBuffer) {
        let start = buffer.count
        TitleFolding.fold(text, into: &buffer)
        buffer.count = start + collapseOrTrim(buffer.cursor + start, buffer.count - start)
    }

    /// Steps 3 and 4, in place: runs of separators become one space and the
    /// ends are trimmed (each byte is written at or before where it was
    /// read). Text that is only separators is left as it was, nothing having
    /// been written, and keeps its own form with tabs and spaces trimmed from
    /// both ends, moved to the start. Returns the length.
    static func collapseOrTrim(_ text: ByteCursor, _ count: Int) -> Int {
        var written = 0
        var pendingSpace = false
        var index = 0
        while index < count {
            let byte = text[index]
            let length: Int, isSeparator: Bool
            if byte < 0x80 {
                (length, isSeparator) = (1, ASCIIByteClass.separator.contains(byte))
            } else {
                let decoded = TitleCharacters.scalar(text, index, count)
                (length, isSeparator) = (decoded.length, TitleCharacters.isSeparator(decoded.scalar))
            }
            if isSeparator {
                pendingSpace = written > 0
            } else {
                if pendingSpace {
                    text[written] = 0x20
                    written += 1
                }
                pendingSpace = false
                if length == 1 {
                    text[written] = byte
                } else {
                    for offset in 0..<length { text[written + offset] = text[index + offset] }
                }
                written += length
            }
            index += length
        }
        if written > 0 { return written }
        return trimmed(text, count)
    }

    /// Step 4: the text with tabs and space separators trimmed from both ends, moved to the start.
    private static func trimmed(_ text: ByteCursor, _ count: Int) -> Int {
        var start = 0, end = count
        while start < end {
            let (scalar, length) = TitleCharacters.scalar(text, start, end)
            guard TitleCharacters.isBlank(scalar) else { break }
            start += length
        }
        while end > start {
            let last = TitleCharacters.scalarStart(before: end, in: text)
            guard TitleCharacters.isBlank(TitleCharacters.scalar(text, last, end).scalar) else { break }
            end = last
        }
        for offset in 0..<(end - start) { text[offset] = text[start + offset] }
        return end - start
    }
}
