/// Building errors: only here does the scanner turn offsets into lines and
/// columns and its path stack into text, so that the happy path never does.
extension JSONScanner {
    /// The document ended where `expected` was expected.
    func cutOff(_ expected: String, at offset: Int? = nil) -> TraceReadError {
        .cutOff(location(at: offset ?? end), path: renderPath(path.all[...]), expected: expected)
    }

    /// The bytes at `position` are not the JSON that was expected.
    func invalidJSON(_ expected: String, found: String? = nil) -> TraceReadError {
        .invalidJSON(location(at: position), path: renderPath(path.all[...]), expected: expected,
                     found: found ?? describeCharacter(at: position))
    }

    /// The value at `position` has the wrong type.
    func typeMismatch(_ expected: String) -> TraceReadError {
        guard position < end else { return cutOff(expected) }
        return .typeMismatch(location(at: position), path: renderPath(path.all[...]), expected: expected,
                             found: describeValue(at: position))
    }

    /// The value at `position` has the right type but is not allowed.
    func invalidValue(_ expected: String) -> TraceReadError {
        .invalidValue(location(at: position), path: renderPath(path.all[...]), expected: expected,
                      found: describeValue(at: position))
    }

    /// `key` appears a second time; reported at the second key, with the object's path.
    func duplicateKey(_ key: KeyToken) -> TraceReadError {
        var components = path.all[...]
        if case .key(let last)? = components.last, last.start == key.start { components = components.dropLast() }
        return .duplicateKey(location(at: key.quoteOffset), path: renderPath(components), key: self.text.string(key))
    }

    /// The object at the current path, which starts at `objectStart`, lacks `key`.
    func missingKey(_ key: String, objectStart: Int, note: String? = nil) -> TraceReadError {
        .missingKey(location(at: objectStart), path: renderPath(path.all[...]), key: key, note: note)
    }

    /// `key` (the last path component) belongs to another method, kind or action.
    func misplacedKey(_ key: KeyToken, _ reason: String) -> TraceReadError {
        .misplacedKey(location(at: key.quoteOffset), path: renderPath(path.all[...]), key: self.text.string(key), reason: reason)
    }

    // MARK: Places

    /// The line and column of a byte offset (`TraceSourceLocation(offset:in:file:)`).
    /// - Complexity: O(offset); called once, when an error is thrown.
    func location(at offset: Int) -> TraceSourceLocation {
        TraceSourceLocation(offset: offset, in: UnsafeRawBufferPointer(rebasing: input[..<end]), file: sourceName)
    }

    /// `calls[12].result.albums[3].title`: keys joined by dots (no leading
    /// dot), indices in brackets; a key that is not an identifier is written
    /// `["odd key"]`.
    func renderPath(_ components: ArraySlice<PathComponent>) -> String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let token):
                let name = self.text.string(token)
                if Self.isIdentifier(name) {
                    text += text.isEmpty ? name : "." + name
                } else {
                    text += "[" + TraceReadError.quoted(name) + "]"
                }
            }
        }
        return text
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !Self.isDigit(first) else { return false }
        return name.utf8.allSatisfy { byte in
            Self.isDigit(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x24
        }
    }

    // MARK: What was found

    /// The value at `offset`, for messages: `a string ("abc")`, `a number (12)`,
    /// `an object`, `an array`, `a boolean (true)`, `null`.
    func describeValue(at offset: Int) -> String {
        guard offset < end else { return "the end of the input" }
        var probe = self
        probe.position = offset
        switch input[offset] {
        case 0x22:
            guard let token = try? probe.scanString() else { return "an unterminated string" }
            return "a string (\(Self.abbreviated(TraceReadError.quoted(self.text.string(token)))))"
        case 0x2D, 0x30...0x39:
            var index = offset
            while index < end, [0x2B, 0x2D, 0x2E, 0x45, 0x65].contains(input[index]) || Self.isDigit(input[index]) {
                index += 1
            }
            let literal = decoded(offset..<index)
            return "a number (\(Self.abbreviated(literal)))"
        case 0x7B: return "an object"
        case 0x5B: return "an array"
        case 0x74 where (try? probe.expectLiteral("true")) != nil: return "a boolean (true)"
        case 0x66 where (try? probe.expectLiteral("false")) != nil: return "a boolean (false)"
        case 0x6E where (try? probe.expectLiteral("null")) != nil: return "null"
        default: return describeCharacter(at: offset)
        }
    }

    /// The character at `offset`, for messages: `'x'`, `'é'`, `U+0007`, `the byte 0xFF`.
    func describeCharacter(at offset: Int) -> String {
        guard offset < end else { return "the end of the input" }
        let lead = input[offset]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        let bytes = Array(input[offset..<min(end, offset + length)])
        let text = String(decoding: bytes, as: UTF8.self)
        guard let scalar = text.unicodeScalars.first, scalar != "\u{FFFD}" || bytes == [0xEF, 0xBF, 0xBD] else {
            return "the byte 0x\(Self.hex(UInt32(lead), digits: 2))"
        }
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format {
            return "U+\(Self.hex(scalar.value, digits: 4))"
        }
        return "'\(text)'"
    }

    /// Text cut to 40 characters, with `…` when cut.
    static func abbreviated(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}
