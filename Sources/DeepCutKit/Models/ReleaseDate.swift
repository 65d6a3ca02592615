/// A release date at the precision the store gave it: a year, a month or a day.
///
/// Written `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (Docs/TraceFormat.md), and written
/// back exactly so. Dates sort by their first day: `2019` sorts as
/// 2019-01-01 and `2019-06` as 2019-06-01 (Docs/EngineRules.md "Feed"). Two dates with
/// the same first day order by precision, coarsest first, so that `<` stays
/// consistent with `==`.
public struct ReleaseDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How much of the date the store gave.
    public enum Precision: Int, Hashable, Sendable, Comparable {
        /// `YYYY`.
        case year
        /// `YYYY-MM`.
        case month
        /// `YYYY-MM-DD`.
        case day

        /// Orders coarse before fine.
        public static func < (lhs: Precision, rhs: Precision) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Year, month and day in one word (`year << 9 | month << 5 | day`, 0 for
    /// a part not given): four bytes per date in a catalog of many albums.
    private let packed: UInt32

    /// The year, 0000 to 9999.
    public var year: Int { Int(packed >> 9) }
    /// The month, 1 to 12, when given.
    public var month: Int? { packed >> 5 & 0xF == 0 ? nil : Int(packed >> 5 & 0xF) }
    /// The day of the month, when given (only with a month).
    public var day: Int? { packed & 0x1F == 0 ? nil : Int(packed & 0x1F) }

    /// The precision the date was given with.
    public var precision: Precision {
        day != nil ? .day : (month != nil ? .month : .year)
    }

    /// The first day the date stands for, as `year * 10000 + month * 100 + day`;
    /// the key the feed sorts by.
    public var firstDayKey: Int { year * 10_000 + (month ?? 1) * 100 + (day ?? 1) }

    /// Creates a date, or returns nil when the parts do not make a real date
    /// (a month outside 1...12, a day the month does not have, a day without a month).
    public init?(year: Int, month: Int? = nil, day: Int? = nil) {
        guard (0...9999).contains(year) else { return nil }
        if let month {
            guard (1...12).contains(month) else { return nil }
            if let day {
                guard (1...ReleaseDate.daysIn(month: month, year: year)).contains(day) else { return nil }
            }
        } else if day != nil {
            return nil
        }
        packed = UInt32(year) << 9 | UInt32(month ?? 0) << 5 | UInt32(day ?? 0)
    }

    /// Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD` with ASCII digits, returning nil
    /// for anything else (other separators, missing zero padding, a time part,
    /// an impossible day such as `2023-02-29`).
    /// - Complexity: O(n) in the length of `text`.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        switch bytes.count {
        case 4:
            guard let year = number(0..<4) else { return nil }
            self.init(year: year)
        case 7:
            guard bytes[4] == 0x2D, let year = number(0..<4), let month = number(5..<7) else { return nil }
            self.init(year: year, month: month)
        case 10:
            guard bytes[4] == 0x2D, bytes[7] == 0x2D, let year = number(0..<4),
                  let month = number(5..<7), let day = number(8..<10) else { return nil }
            self.init(year: year, month: month, day: day)
        default:
            return nil
        }
    }

    /// The date as written in a trace: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    public var description: String {
        var text = pad(year, 4)
        if let month { text += "-" + pad(month, 2) }
        if let day { text += "-" + pad(day, 2) }
        return text
    }

    /// Orders by first day, then coarse precision before fine.
    public static func < (lhs: ReleaseDate, rhs: ReleaseDate) -> Bool {
        (lhs.firstDayKey, lhs.precision) < (rhs.firstDayKey, rhs.precision)
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension ReleaseDate: Codable {
    /// Decodes from the text form; anything but `YYYY`, `YYYY-MM` or
    /// `YYYY-MM-DD` is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = ReleaseDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a release date YYYY, YYYY-MM or YYYY-MM-DD, found \"\(text)\""
            )
        }
        self = date
    }

    /// Encodes the text form, at the precision the date was given.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
