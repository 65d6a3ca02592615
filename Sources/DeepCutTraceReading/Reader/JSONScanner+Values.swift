import DeepCutTrace

/// Values the format does not define, kept as `JSONValue`, and values read
/// ahead of the key that says how to read them.
extension JSONScanner {
    /// Reads any JSON value: how unknown keys' values are kept. Numbers keep
    /// their literal text; objects refuse duplicate keys and keep their order.
    mutating func readValue() throws(TraceReadError) -> JSONValue {
        guard position < end else { throw cutOff("a value", at: end) }
        switch input[position] {
        case 0x22:
            return .string(self.text.string(try scanString()))
        case 0x2D, 0x30...0x39:
            let token = try scanNumber()
            return .number(decoded(token.start..<token.end))
        case 0x74, 0x66:
            return .bool(try readBool())
        case 0x6E:
            try expectLiteral("null")
            return .null
        case 0x5B:
            try enterNested()
            try beginArray("an array")
            var elements: [JSONValue] = []
            var isFirst = true
            while try nextElement(&isFirst) {
                path.append(.index(elements.count))
                elements.append(try readValue())
                path.removeLast()
            }
            depth -= 1
            return .array(elements)
        case 0x7B:
            try enterNested()
            _ = try beginObject("an object")
            var object = JSONObject()
            var keys = Set<CodePointKey>()
            var isFirst = true
            while let key = try nextMember(&isFirst) {
                path.append(.key(key))
                let name = self.text.string(key)
                guard keys.insert(CodePointKey(name)).inserted else { throw duplicateKey(key) }
                object.appendUnchecked(key: name, value: try readValue())
                path.removeLast()
            }
            depth -= 1
            return .object(object)
        default:
            throw invalidJSON("a value (a string, number, object, array, true, false or null)")
        }
    }

    /// Counts one more level of nesting, refusing documents nested deeper than `maximumDepth`.
    mutating func enterNested() throws(TraceReadError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw invalidJSON("at most \(Self.maximumDepth) levels of nested arrays and objects", found: "deeper nesting")
        }
    }

    /// Skips a value (validating it), returning where it started, so that it
    /// can be read later when a key that follows it says how (`args` before
    /// `method`, `expect` before `action`).
    mutating func skipValue() throws(TraceReadError) -> Int {
        let start = position
        _ = try readValue()
        return start
    }

    /// Reads the value at `offset` under `key` with `read`, then comes back.
    mutating func readDeferred<Value>(
        at offset: Int, key: KeyToken, _ read: (inout JSONScanner) throws(TraceReadError) -> Value
    ) throws(TraceReadError) -> Value {
        let resume = position
        position = offset
        path.append(.key(key))
        let value = try read(&self)
        path.removeLast()
        position = resume
        return value
    }
}
