import DeepCutCommandLine

/// The command line as the system gives it: bytes, which Swift's
/// `CommandLine.arguments` decodes as UTF-8, replacing what is not UTF-8 by
/// U+FFFD. A file name or a `--key` that is not UTF-8 would then name
/// another file ("no such file"), or give the same pseudonyms as another key:
/// such an argument is refused instead, with the way around it.
package enum ArgumentBytes {
    /// The usage error for the first argument (after the program name) that is not UTF-8, or nil.
    package static func refusal(_ arguments: [[UInt8]]) -> UsageError? {
        for (position, bytes) in arguments.enumerated() where Array(String(decoding: bytes, as: UTF8.self).utf8) != bytes {
            return UsageError(
                "argument \(position + 1) ('\(shown(bytes))') is not UTF-8, and the tool reads file names and keys as "
                    + "UTF-8: rename the file (or give it as standard input, `- < FILE`), or give a key in UTF-8",
                topic: .tool)
        }
        return nil
    }

    /// The bytes with each one that is not printable ASCII written `\xE9`.
    static func shown(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = ""
        for byte in bytes {
            if (0x20..<0x7F).contains(byte), byte != UInt8(ascii: "\\") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
            }
        }
        return text
    }
}
