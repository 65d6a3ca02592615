import DeepCutStorage
import DeepCutTrace

/// A string the reader scanned, still in the document: what the reader hands
/// `PackedAlbums.Writer`, which writes its value straight from the
/// document's bytes (unescaped when it has escapes) without making a `String`.
struct DocumentString: PackedText {
    let text: JSONText
    let token: JSONScanner.KeyToken

    /// The bytes as written: a value is never longer.
    var maximumLength: Int { token.end - token.start }

    /// Writes the string's value.
    @inline(__always)
    func write(to output: UnsafeMutablePointer<UInt8>) -> Int {
        text.writeValue(of: token, to: output)
    }
}
