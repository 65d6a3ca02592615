import Foundation

/// A capture's `startedAt`: an RFC 3339 time in UTC, kept both as the text the
/// trace gave (written back unchanged) and as the `Date` it stands for (the
/// replay clock's zero).
///
/// Accepted: `YYYY-MM-DDTHH:MM:SS`, optionally `.` and one or more fraction
/// digits, then `Z` or `+00:00`. Everything else is refused: other offsets
/// (the format says UTC), `-00:00` (RFC 3339's "offset unknown"), lowercase
/// `t`/`z`, a space for `T`, a leap second (`:60`, which `Date` cannot hold),
/// and impossible dates (`2026-02-30`).
public struct TraceTimestamp: Hashable, Sendable, CustomStringConvertible {
    /// The text, exactly as written in the trace.
    public let text: String
    /// The instant the text stands for.
    public let date: Date

    /// Parses an RFC 3339 UTC time, or returns nil when `text` is not one.
    /// - Complexity: O(n) in the length of `text`.
    public init?(_ text: String) {
        guard let date = Self.parse(Array(text.utf8)) else { return nil }
        self.text = text
        self.date = date
    }

    /// Formats `date` in UTC as `YYYY-MM-DDTHH:MM:SSZ`, with `.SSS`
    /// milliseconds when the date is not on a whole second (rounded to the
    /// nearest millisecond). The same date always gives the same text.
    /// A date outside the years 0000 to 9999, which RFC 3339 cannot write,
    /// is written as the nearest one inside them.
    public init(date: Date) {
        let interval = date.timeIntervalSince1970 * 1000
        var milliseconds = Int64(interval.isNaN ? 0 : min(max(interval.rounded(), -62_167_219_200_000), 253_402_300_799_999))
        var seconds = milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
        milliseconds -= seconds * 1000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        seconds -= days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        func pad(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
        text += "\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))"
        if milliseconds != 0 { text += "." + pad(milliseconds, 3) }
        text += "Z"
        self.text = text
        self.date = Date(timeIntervalSince1970: Double(days * 86_400 + seconds) + Double(milliseconds) / 1000)
    }

    /// The text, as written in the trace.
    public var description: String { text }

    // MARK: Parsing

    static func parse(_ bytes: [UInt8]) -> Date? {
        guard bytes.count >= 20 else { return nil }
        func number(_ start: Int, _ count: Int) -> Int64? {
            var value: Int64 = 0
            for index in start..<(start + count) {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int64(byte - 0x30)
            }
            return value
        }
        guard bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A,
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              hour <= 23, minute <= 59, second <= 59
        else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == 0x2E {
            index += 1
            let start = index
            var digits: Int64 = 0
            var scale = 1.0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if index - start < 15 {
                    digits = digits * 10 + Int64(bytes[index] - 0x30)
                    scale *= 10
                }
                index += 1
            }
            guard index > start else { return nil }
            fraction = Double(digits) / scale
        }
        let rest = bytes[index...]
        guard rest.elementsEqual([0x5A]) || rest.elementsEqual(Array("+00:00".utf8)) else { return nil }
        let days = Self.days(fromCivil: year, month, day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01.
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
