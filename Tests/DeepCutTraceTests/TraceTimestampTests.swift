import DeepCutTrace
import Foundation
import Testing

@Suite("TraceTimestamp reads RFC 3339 UTC times and nothing else")
struct TraceTimestampTests {
    @Test("accepts", arguments: [
        ("2026-05-12T09:14:03Z", 1_778_577_243.0),
        ("2026-05-12T09:14:03+00:00", 1_778_577_243.0),
        ("2026-05-12T09:14:03.5Z", 1_778_577_243.5),
        ("2026-05-12T09:14:03.250+00:00", 1_778_577_243.25),
        ("1970-01-01T00:00:00Z", 0),
        ("1969-12-31T23:59:59Z", -1),
        ("2024-02-29T12:00:00Z", 1_709_208_000),
        ("2000-02-29T00:00:00Z", 951_782_400),
        ("9999-12-31T23:59:59Z", 253_402_300_799),
    ] as [(String, Double)])
    func accepts(_ text: String, _ seconds: Double) throws {
        let timestamp = try #require(TraceTimestamp(text))
        #expect(timestamp.date == Date(timeIntervalSince1970: seconds))
        #expect(timestamp.text == text)
    }

    @Test("refuses", arguments: [
        "", "2026-05-12", "2026-05-12T09:14:03", "2026-05-12 09:14:03Z", "2026-05-12t09:14:03Z", "2026-05-12T09:14:03z",
        "2026-05-12T09:14:03+02:00", "2026-05-12T09:14:03-00:00", "2026-05-12T09:14:03+0000", "2026-05-12T09:14Z",
        "2026-05-12T09:14:03.Z", "2026-05-12T09:14:03,5Z", "2026-13-12T09:14:03Z", "2026-00-12T09:14:03Z",
        "2026-02-29T09:14:03Z", "1900-02-29T00:00:00Z", "2026-04-31T09:14:03Z", "2026-05-12T24:00:00Z",
        "2026-05-12T09:60:00Z", "2026-05-12T09:14:60Z", "26-05-12T09:14:03Z", "2026-5-12T09:14:03Z",
        "+2026-05-12T09:14:03Z", "2026-05-12T09:14:03Z ", "２０２６-05-12T09:14:03Z",
    ])
    func refuses(_ text: String) {
        #expect(TraceTimestamp(text) == nil)
    }

    @Test("formats a date in UTC, with milliseconds only when needed", arguments: [
        (1_778_577_243.0, "2026-05-12T09:14:03Z"),
        (1_778_577_243.25, "2026-05-12T09:14:03.250Z"),
        (0, "1970-01-01T00:00:00Z"),
        (-0.5, "1969-12-31T23:59:59.500Z"),
        (951_782_400, "2000-02-29T00:00:00Z"),
    ] as [(Double, String)])
    func formats(_ seconds: Double, _ text: String) throws {
        let timestamp = TraceTimestamp(date: Date(timeIntervalSince1970: seconds))
        #expect(timestamp.text == text)
        #expect(timestamp.date == Date(timeIntervalSince1970: seconds))
        #expect(TraceTimestamp(text) == timestamp)
    }

    @Test("a date beyond the years RFC 3339 can write is written as the nearest it can, without trapping", arguments: [
        (1e19, "9999-12-31T23:59:59.999Z"),
        (-1e300, "0000-01-01T00:00:00Z"),
        (Double.infinity, "9999-12-31T23:59:59.999Z"),
        (Double.nan, "1970-01-01T00:00:00Z"),
    ] as [(Double, String)])
    func clampsFarDates(_ seconds: Double, _ text: String) {
        #expect(TraceTimestamp(date: Date(timeIntervalSince1970: seconds)).text == text)
    }
}
