/// How an option's value is written and read: its metavariable (`N`, `SIZE`,
/// `strict|legacy`) and the reading of its text, which refuses what the value
/// cannot be with a usage error naming the option. Shapes several options
/// share are declared once, here or where their type lives.
package struct ValueShape<Value: Sendable>: Sendable {
    /// The metavariable the help shows: `N`.
    package var metavariable: String
    /// Reads the value from its text, refusing it with `refuse`.
    package let read: @Sendable (_ text: String, _ refuse: ValueRefusal) throws(UsageError) -> Value

    /// A shape of its own.
    package init(
        _ metavariable: String, read: @escaping @Sendable (_ text: String, _ refuse: ValueRefusal) throws(UsageError) -> Value
    ) {
        self.metavariable = metavariable
        self.read = read
    }

    /// Values separated by commas (`1610,5000`), each read as `element` reads it:
    /// an empty part is read, and refused, as an empty value.
    package static func list<Element>(of element: ValueShape<Element>, _ metavariable: String) -> Self
    where Value == [Element] {
        ValueShape(metavariable) { text, refuse throws(UsageError) in
            var values: [Element] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                values.append(try element.read(String(part), refuse))
            }
            return values
        }
    }
}

extension ValueShape where Value == String {
    /// Any text: `--key SECRET`.
    package static func text(_ metavariable: String) -> Self {
        ValueShape(metavariable) { text, _ in text }
    }
}

extension ValueShape where Value == Int {
    /// A whole number from `minimum` to `maximum`: `--jobs N`, `--runs N`.
    package static func count(_ metavariable: String = "N", minimum: Int = 1, maximum: Int = .max) -> Self {
        ValueShape(metavariable) { text, refuse throws(UsageError) in
            guard let number = Int(text), number >= minimum else {
                throw refuse("takes a whole number of at least \(minimum) (got '\(text)')")
            }
            guard number <= maximum else { throw refuse("takes a whole number from \(minimum) to \(maximum) (got '\(text)')") }
            return number
        }
    }

    /// Bytes, at least 1: a whole number, with `K`, `M` or `G` (either case) for
    /// KiB, MiB or GiB: `500000`, `64M`, `8G`.
    package static var size: Self {
        ValueShape("SIZE") { text, refuse throws(UsageError) in
            let shifts: [Character: Int] = ["k": 10, "m": 20, "g": 30]
            let shift = text.last.flatMap { shifts[Character($0.lowercased())] } ?? 0
            let digits = shift == 0 ? Substring(text) : text.dropLast()
            guard digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 1, number <= Int.max >> shift else {
                throw refuse("takes a size of at least 1 byte: a whole number, with K, M or G for KiB, MiB or GiB (got '\(text)')")
            }
            return number << shift
        }
    }
}

extension ValueShape where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enumeration's raw values, which the metavariable lists: `strict|legacy`.
    package static var choice: Self {
        let names = Value.allCases.map(\.rawValue)
        return ValueShape(names.joined(separator: "|")) { text, refuse throws(UsageError) in
            guard let choice = Value(rawValue: text) else {
                let choices = names.count > 2
                    ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined(separator: " or ")
                throw refuse("takes \(choices) (got '\(text)')")
            }
            return choice
        }
    }
}
