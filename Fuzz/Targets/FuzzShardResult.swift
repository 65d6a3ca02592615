import DeepCutAnalysis
import Foundation

/// libFuzzer's entry point for `faults --merge`'s input: any bytes are a
/// `deepcut-replay-faults` result or a refusal with a message
/// (Docs/FaultCampaigns.md "Reading a result"); what is read writes and reads
/// back equal, and merged alone adds up and renders (text, JSON, HTML) without
/// a trap: every count of a result it took fits the sums made of it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShardResult(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    let result: FaultsResult
    do {
        result = try FaultsResult(reading: bytes)
    } catch {
        if error.description.isEmpty { fatalError("a refusal without a message") }
        return 0
    }
    guard let again = try? FaultsResult(reading: Data(result.jsonText.utf8)), again == result else {
        fatalError("a result read does not read back equal once written:\n\(result.jsonText)")
    }
    if let merged = try? FaultsResult.merge([result]) {
        _ = merged.jsonText
        _ = merged.totalsLine
        _ = merged.status
        _ = HTMLFaultsPage.render(merged.campaigns, summary: merged.totalsLine)
    }
    return 0
}
