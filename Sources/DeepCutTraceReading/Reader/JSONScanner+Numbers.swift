/// Numbers and literals: the RFC 8259 number grammar (no leading zeros, no
/// `+`, no bare `.`, no NaN or Infinity), integers read exactly, doubles by
/// an exact fast path or the standard library's correctly rounded parser.
extension JSONScanner {
    /// A scanned number literal.
    struct NumberToken {
        var start: Int
        var end: Int
        /// No fraction and no exponent.
        var isInteger: Bool
        var isNegative: Bool
        /// The significant digits as an integer, when there are at most 19.
        var mantissa: UInt64
        /// The power of ten to apply to `mantissa`.
        var exponent: Int
        /// Too many digits or too large an exponent for the fast paths.
        var needsSlowPath: Bool
    }

    /// Exact powers of ten up to 10^22 (all exactly representable as Double).
    static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    /// Scans the number at `position` (a '-' or a digit) and leaves the
    /// position after it. A number at the very end of the input is a cut-off
    /// document (the top level is an object, so a number never ends it, and
    /// the digits that follow may have been lost).
    @inline(__always)
    mutating func scanNumber() throws(TraceReadError) -> NumberToken {
        let start = position
        var index = position
        var token = NumberToken(start: start, end: start, isInteger: true, isNegative: false,
                                mantissa: 0, exponent: 0, needsSlowPath: false)
        var significantDigits = 0
        if input[index] == 0x2D {
            token.isNegative = true
            index += 1
        }
        guard index < end else { throw cutOff("a digit after '-'", at: end) }
        guard Self.isDigit(input[index]) else {
            position = index
            throw invalidJSON("a digit after '-'")
        }
        if input[index] == 0x30 {
            index += 1
            if index < end, Self.isDigit(input[index]) {
                position = start
                throw invalidJSON("a number without leading zeros", found: "a leading zero before a digit")
            }
        } else {
            while index < end, Self.isDigit(input[index]) {
                if significantDigits < 19 {
                    token.mantissa = token.mantissa &* 10 &+ UInt64(input[index] &- 0x30)
                    significantDigits += 1
                } else {
                    token.needsSlowPath = true
                }
                index += 1
            }
        }
        if index < end, input[index] == 0x2E {
            token.isInteger = false
            index += 1
            guard index < end else { throw cutOff("a digit after '.'", at: end) }
            guard Self.isDigit(input[index]) else {
                position = index
                throw invalidJSON("a digit after '.'")
            }
            while index < end, Self.isDigit(input[index]) {
                let digit = input[index] &- 0x30
                if significantDigits < 19 {
                    if significantDigits > 0 || digit != 0 { significantDigits += 1 }
                    token.mantissa = token.mantissa &* 10 &+ UInt64(digit)
                    token.exponent -= 1
                } else {
                    token.needsSlowPath = true
                }
                index += 1
            }
        }
        if index < end, input[index] == 0x65 || input[index] == 0x45 {
            token.isInteger = false
            index += 1
            var exponentNegative = false
            if index < end, input[index] == 0x2B || input[index] == 0x2D {
                exponentNegative = input[index] == 0x2D
                index += 1
            }
            guard index < end else { throw cutOff("a digit in the exponent", at: end) }
            guard Self.isDigit(input[index]) else {
                position = index
                throw invalidJSON("a digit in the exponent")
            }
            var exponent = 0
            while index < end, Self.isDigit(input[index]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(input[index] &- 0x30) }
                index += 1
            }
            token.exponent += exponentNegative ? -exponent : exponent
        }
        guard index < end else { throw cutOff("',' or a closing bracket after the number", at: end) }
        token.end = index
        position = index
        return token
    }

    /// Reads an integer: a number literal without fraction or exponent that fits in `Int`.
    @inline(__always)
    mutating func readInt(_ expected: @autoclosure () -> String = "an integer") throws(TraceReadError) -> Int {
        guard position < end else { throw cutOff(expected(), at: end) }
        let first = input[position]
        guard first == 0x2D || Self.isDigit(first) else { throw typeMismatch(expected()) }
        let valueStart = position
        let token = try scanNumber()
        guard token.isInteger else {
            position = valueStart
            throw typeMismatch(expected())
        }
        let limit = token.isNegative ? UInt64(Int.max) + 1 : UInt64(Int.max)
        guard !token.needsSlowPath, token.mantissa <= limit else {
            position = valueStart
            throw invalidValue("\(expected()) between \(Int.min) and \(Int.max)")
        }
        return token.isNegative ? Int(truncatingIfNeeded: 0 &- token.mantissa) : Int(token.mantissa)
    }

    /// Reads an integer that must be at least `minimum`.
    mutating func readInt(atLeast minimum: Int) throws(TraceReadError) -> Int {
        let valueStart = position
        let value = try readInt()
        guard value >= minimum else {
            position = valueStart
            throw invalidValue("an integer ≥ \(minimum)")
        }
        return value
    }

    /// Reads a finite number as a `Double`.
    @inline(__always)
    mutating func readDouble(_ expected: @autoclosure () -> String = "a number") throws(TraceReadError) -> Double {
        guard position < end else { throw cutOff(expected(), at: end) }
        let first = input[position]
        guard first == 0x2D || Self.isDigit(first) else { throw typeMismatch(expected()) }
        let valueStart = position
        let token = try scanNumber()
        if !token.needsSlowPath, token.mantissa < (1 << 53), token.exponent >= -22, token.exponent <= 22 {
            var value = Double(token.mantissa)
            if token.exponent < 0 {
                value /= Self.powersOfTen[-token.exponent]
            } else {
                value *= Self.powersOfTen[token.exponent]
            }
            return token.isNegative ? -value : value
        }
        let text = decoded(token.start..<token.end)
        guard let value = Double(text), value.isFinite else {
            position = valueStart
            throw invalidValue("a number that fits in a Double")
        }
        return value
    }

    /// Reads a number that must be at least 0.
    mutating func readNonNegativeDouble() throws(TraceReadError) -> Double {
        let valueStart = position
        let value = try readDouble()
        guard value >= 0 else {
            position = valueStart
            throw invalidValue("a number ≥ 0")
        }
        return value
    }

    /// Reads `true` or `false`.
    @inline(__always)
    mutating func readBool(_ expected: @autoclosure () -> String = "a boolean (true or false)") throws(TraceReadError) -> Bool {
        guard position < end else { throw cutOff(expected(), at: end) }
        switch input[position] {
        case 0x74:
            try expectLiteral("true")
            return true
        case 0x66:
            try expectLiteral("false")
            return false
        default:
            throw typeMismatch(expected())
        }
    }

    /// Consumes `null` when it is the current value.
    @inline(__always)
    mutating func readNullIfPresent() throws(TraceReadError) -> Bool {
        guard position < end, input[position] == 0x6E else { return false }
        try expectLiteral("null")
        return true
    }

    /// Consumes a literal (`true`, `false`, `null`) at `position`.
    mutating func expectLiteral(_ literal: StaticString) throws(TraceReadError) {
        let count = literal.utf8CodeUnitCount
        for offset in 0..<count {
            guard position + offset < end else { throw cutOff("\(literal)", at: end) }
            guard input[position + offset] == literal.utf8Start[offset] else {
                throw invalidJSON("a value (a string, number, object, array, true, false or null)")
            }
        }
        position += count
    }
}
