/// A string as `PackedAlbums.Writer` takes it: how many bytes it may take at
/// most, and how to write them. A `String` value, or a string of a document
/// the reader writes straight from its bytes (`DocumentString`).
package protocol PackedText {
    /// At most how many bytes `write(to:)` writes.
    var maximumLength: Int { get }
    /// Writes the string's UTF-8 to `output`, which has room for
    /// `maximumLength` bytes; returns how many it wrote.
    func write(to output: UnsafeMutablePointer<UInt8>) -> Int
}

extension String: PackedText {
    /// The UTF-8's length.
    package var maximumLength: Int { utf8.count }

    /// Writes the UTF-8.
    package func write(to output: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        for byte in utf8 {
            output[written] = byte
            written += 1
        }
        return written
    }
}
