import DeepCutKit
import Testing

@Suite("ReleaseDate parses the three precisions and sorts by first day")
struct ReleaseDateTests {
    @Test("valid dates parse with their precision", arguments: [
        ("2019", ReleaseDate.Precision.year), ("2019-06", .month), ("2019-06-30", .day),
        ("2024-02-29", .day), ("2000-02-29", .day), ("0001", .year),
    ])
    func valid(text: String, precision: ReleaseDate.Precision) throws {
        let date = try #require(ReleaseDate(text))
        #expect(date.precision == precision)
        #expect(date.description == text)
    }

    @Test("invalid dates are refused", arguments: [
        "", "19", "2019-6", "2019-06-1", "2019-13", "2019-00", "2019-06-31", "2023-02-29", "1900-02-29",
        "2019/06/30", "2019-06-30T00:00:00Z", " 2019", "２０１９", "abcd", "2019-06-00",
    ])
    func invalid(text: String) {
        #expect(ReleaseDate(text) == nil)
    }

    @Test("a year or a month sorts as its first day, coarse before fine on the same day")
    func sortsByFirstDay() throws {
        let texts = ["2020-01-02", "2019-12-31", "2020", "2020-01", "2020-01-01", "2019"]
        let sorted = texts.compactMap(ReleaseDate.init).sorted().map(\.description)
        #expect(sorted == ["2019", "2019-12-31", "2020", "2020-01", "2020-01-01", "2020-01-02"])
        #expect(try #require(ReleaseDate("2020")).firstDayKey == #require(ReleaseDate("2020-01-01")).firstDayKey)
        #expect(try #require(ReleaseDate("2019-06")) > #require(ReleaseDate("2019-05-31")))
    }
}
