import DeepCutTool
import DeepCutVerify
import Foundation
import Testing

@Suite("Reports say which of an artist's cuts are credited to another artist")
struct CreditedElsewhereReportTests {
    static let path = FaultTraces.root.appendingPathComponent("Fixtures/discography-shapes-beach-bunny.json").path

    @Test("the verbose text report ends Beach Bunny's diagnostics line with the MARINA single")
    func textReport() async {
        let result = await DeepCutReplayTool.run([Self.path, "--verbose", "--no-color"])
        #expect(result.status == .success, "\(result.standardError)")
        #expect(result.standardOutput.contains(
            "engine 14/2/11 · credited to another artist: 1590556925 (MARINA)\n"))
    }

    @Test("the JSON report lists it under the artist's creditedElsewhere")
    func jsonReport() async throws {
        let result = await DeepCutReplayTool.run([Self.path, "--format", "json"])
        #expect(result.status == .success, "\(result.standardError)")
        let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let artists = (report?["diagnostics"] as? [String: Any])?["artists"] as? [[String: Any]]
        let credited = artists?.first?["creditedElsewhere"] as? [[String: String]]
        #expect(credited == [["albumID": "1590556925", "artistName": "MARINA"]])
    }

    @Test("an artist with no such cut has no creditedElsewhere key")
    func absentWhenNone() async {
        let other = FaultTraces.root
            .appendingPathComponent("Fixtures/editions-singles-clean-explicit-diacritics.json").path
        let result = await DeepCutReplayTool.run([other, "--format", "json"])
        #expect(result.status == .success)
        #expect(!result.standardOutput.contains("creditedElsewhere"))
    }
}
