extension String {
    /// Calls `body` with the string's UTF-8 bytes: in place for a native
    /// string (every string made on Linux, and most on Apple platforms),
    /// from a contiguous copy for one that is not (a bridged `NSString`).
    @inlinable
    package func withUTF8Bytes<Result>(_ body: (ByteRun) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable({ try body(ByteRun($0)) }) { return result }
        var copy = self
        copy.makeContiguousUTF8()
        return try copy.utf8.withContiguousStorageIfAvailable { try body(ByteRun($0)) }!
    }
}
