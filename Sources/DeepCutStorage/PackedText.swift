/// A string as `PackedAlbums.Writer` takes it: how many bytes it may take at
/// most, and how to write them. A `String` value (`StringText`), or a string
/// of a document the reader writes straight from its bytes (`DocumentString`).
package protocol PackedText {
    /// At most how many bytes `write(to:)` writes.
    var maximumLength: Int { get }
    /// Writes the string's UTF-8 to `output`, which has room for
    /// `maximumLength` bytes; returns how many it wrote.
    func write(to output: UnsafeMutablePointer<UInt8>) -> Int
}

/// A `String` value as `PackedText`: what `PackedAlbums.init(_:)` writes
/// from, kept to this module so that no other module's strings gain the
/// protocol's members.
struct StringText: PackedText {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    /// The UTF-8's length.
    var maximumLength: Int { string.utf8.count }

    /// Writes the UTF-8.
    func write(to output: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        for byte in string.utf8 {
            output[written] = byte
            written += 1
        }
        return written
    }
}
