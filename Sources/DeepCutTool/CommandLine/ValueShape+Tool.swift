import DeepCutAnalysis
import DeepCutCommandLine

extension ValueShape where Value == String {
    /// An output file: not empty, and not ending in `/` (a folder); `-` is standard output.
    static var file: Self {
        ValueShape("OUT") { path, refuse throws(UsageError) in
            guard !path.isEmpty else { throw refuse("needs a file name (got '')") }
            guard !path.hasSuffix("/") else { throw refuse("takes a file, and '\(path)' ends in '/', which names a folder") }
            return path
        }
    }

    /// A report's file, never standard output (which holds the report): `file`,
    /// with `-` refused by `why`, what the refusal says after the option's name.
    static func reportFile(_ why: String) -> Self {
        ValueShape("FILE") { text, refuse throws(UsageError) in
            guard !(try file.read(text, refuse).isStandardStream) else { throw refuse(why) }
            return text
        }
    }
}

extension ValueShape where Value == UInt64 {
    /// `S`: a whole number from 0 to 2⁶⁴ − 1.
    static var seed: Self {
        ValueShape("S") { text, refuse throws(UsageError) in
            guard let number = UInt64(text) else {
                throw refuse("takes a whole number from 0 to 18446744073709551615 (got '\(text)')")
            }
            return number
        }
    }
}

extension ValueShape where Value == TraceShard {
    /// `K/N`: a part of a corpus, or of a campaign.
    static func shard(_ metavariable: String) -> Self {
        ValueShape(metavariable) { text, refuse throws(UsageError) in
            do throws(ShardSyntaxError) {
                return try TraceShard(parsing: text)
            } catch {
                throw refuse.message(error.message)
            }
        }
    }
}
