import DeepCutTrace
import DeepCutVerify

/// `faults`' report: each campaign's violations and totals for a person, the
/// `deepcut-replay-faults` result that `--merge` reads for machines
/// (Docs/FaultCampaigns.md "Shards and jobs"), and the methods × faults page.
package struct FaultsReport: ToolReport {
    /// The campaigns, and the traces that could not be read.
    package var result: FaultsResult

    /// The report of `result`.
    package init(_ result: FaultsResult) { self.result = result }

    /// Each campaign's section, in order.
    package var sections: [String] { result.campaigns.map(FaultCampaignRenderer.render) }

    /// The totals of a run of several traces, as a line.
    package var totals: String { result.totalsLine.map { $0 + "\n" } ?? "" }

    package func text() -> String { sections.joined() + totals }
    package func json() -> JSONValue { result.json }
    package func html() -> String? { HTMLFaultsPage.render(result.campaigns, summary: result.totalsLine) }
}
