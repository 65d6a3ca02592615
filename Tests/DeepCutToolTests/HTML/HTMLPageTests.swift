@testable import DeepCutAnalysis
@testable import DeepCutTool
@testable import DeepCutVerify
import DeepCutKit
import DeepCutTestSupport
import DeepCutTrace
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

extension VerifySuites {
    @Suite("The HTML pages are one well-formed file that reads what the report says, and nothing outside it")
    @MainActor
    struct HTMLPageTests {
        /// A title with every kind of text Apple Music gives that markup could mistake.
        static let hostileTitle = "Tom & Jerry <3 \"Live\" 'Deluxe' 🎸 עברית \u{FFFE} end"

        /// The JUnit suite's failing trace (a wrong expectation, a mismatching and a failed
        /// diagnostic artist), with the hostile title and times on its calls.
        static var failing: String {
            JUnitReportRendererTests.failing
                .replacingOccurrences(of: #"Ids & \"quotes\" <mixed up>"#, with: jsonEscaped(hostileTitle))
        }

        static func jsonEscaped(_ text: String) -> String {
            let data = try! JSONEncoder().encode(text)
            return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        }

        static func parse(_ page: String) throws -> XMLDocument {
            try XMLDocument(data: Data(page.utf8))
        }

        static func texts(_ document: XMLDocument, _ xpath: String) throws -> [String] {
            try document.nodes(forXPath: xpath).map { $0.stringValue ?? "" }
        }

        @Test("a failing replay's page parses, names the capture, has a card per step and the failed check's ✘ beside expected and actual")
        func failingReplayPage() async throws {
            let report = try await SampleTraces.verify(Self.failing, name: "Traces/a&b.json")
            #expect(!report.passed)
            let trace = try SampleTraces.trace(Self.failing)
            let page = HTMLReplayPage.render(report, timeline: CallTimeline.of(trace))
            #expect(PageReferences.outside(page) == [])
            let document = try Self.parse(page)
            #expect(try Self.texts(document, "//h1") == ["deepcut-replay: Traces/a&b.json"])
            // The title reads back as written, U+FFFE (not allowed in XML) as U+FFFD.
            let title = Self.hostileTitle.replacingOccurrences(of: "\u{FFFE}", with: "\u{FFFD}")
            #expect(try Self.texts(document, "//dl[@class='capture']/dd").contains(title))
            #expect(try document.nodes(forXPath: "//article[contains(@class,'step')]").count == report.steps.count)
            let failedRows = try document.nodes(forXPath: "//article[contains(@class,'failed')]//tr[td[@class='fail']]")
            let failed = report.steps.flatMap(\.expectations).filter { !$0.passed }
            #expect(failedRows.count == failed.count)
            let cells = try failedRows.first.map { row in try Self.texts(document, "(\(row.xPath!))/td") } ?? []
            let check = try #require(failed.first)
            #expect(cells.prefix(3) == ["✘", check.expected, check.actual])
            // Diagnostics: the artists that differ come first, and every artist is in the page.
            let artists = try Self.texts(document, "//details/table[caption[contains(.,'printed against the engine')]]/tbody/tr/th")
            #expect(artists == report.diagnostics?.artistsDifferingFirst.map(\.name))
        }

        @Test("nothing in a page points outside it: no src, no link, no URL but SVG's namespace, and a CSP that forbids every load")
        func selfContained() async throws {
            let report = try await SampleTraces.verify(Self.failing, name: "t.json")
            let page = HTMLReplayPage.render(report, timeline: CallTimeline.of(try SampleTraces.trace(Self.failing)))
            #expect(PageReferences.outside(page) == [])
            let document = try Self.parse(page)
            #expect(try document.nodes(forXPath: "//*[@src or @href]").isEmpty)
            #expect(try document.nodes(forXPath: "//link").isEmpty)
            let csp = try Self.texts(document, "//meta[@http-equiv='Content-Security-Policy']/@content")
            #expect(csp.count == 1 && csp[0].hasPrefix("default-src 'none';"))
            let urls = page.components(separatedBy: "://").count - 1
            let namespaces = page.components(separatedBy: "http://www.w3.org/2000/svg").count - 1
            #expect(urls == namespaces)
            #expect(page.contains("@media (prefers-color-scheme: dark)") && page.contains("@media print"))
        }

        @Test("the page scan finds each way a page could reach outside it, and passes what stays inside",
              arguments: [
                  (#"<img src="https://example.com/a.png"/>"#, [#"<img src="https://example.com/a.png">"#]),
                  (#"<a href="//example.com/x">x</a>"#, [#"<a href="//example.com/x">"#]),
                  (#"<link rel="stylesheet" href="style.css"/>"#, [#"<link href="style.css">"#]),
                  (##"<use xlink:href="sprites.svg#a"/>"##, [##"<use xlink:href="sprites.svg#a">"##]),
                  (#"<div style="background: url(x.png)">x</div>"#, [#"<div style="background: url(x.png)">"#]),
                  (#"<meta http-equiv="refresh" content="0"/>"#, [#"<meta http-equiv="refresh">"#]),
                  ("<style>@import 'x.css';</style>", ["style: @import"]),
                  ("<style>body { background: url(x.png) }</style>", ["style: url(x.png) }"]),
                  ("<script>fetch('x')</script>", ["script: fetch("]),
                  (#"<svg xmlns="http://www.w3.org/2000/svg"><rect class="call"/></svg>"#, []),
                  (##"<a href="#trace-1">in the page</a><img src="data:image/png;base64,AA"/>"##, []),
                  ("<dd>notes: see https://example.com, 1//2</dd>", []),
                  ("<style>body { background: url(data:image/png;base64,AA) }</style>", []),
              ])
        func pageScan(markup: String, outside: [String]) {
            #expect(PageReferences.outside(markup) == outside)
        }

        @Test("the same trace gives the same bytes, page after page")
        func deterministic() async throws {
            var pages: [String] = []
            for _ in 0..<2 {
                let report = try await SampleTraces.verify(FaultTraces.fourArtists, name: "four.json")
                pages.append(HTMLReplayPage.render(report, timeline: CallTimeline.of(try FaultTraces.fourArtistsTrace())))
            }
            #expect(pages[0] == pages[1])
            #expect(PageReferences.outside(pages[0]) == [])
        }

        @Test("the time line draws one rect per timed call, one lane per call in flight, coloured by outcome")
        func lanes() throws {
            let timeline = CallTimeline.of(try FaultTraces.fourArtistsTrace())
            let step = try #require(timeline.steps.first)
            // seq 0, 1, 2 run one after another; the four catalog calls run at once from 0.3 s.
            #expect(step.calls.count == 7)
            #expect(step.lanes == 4)
            #expect(step.lanes == step.summary.mostInFlight)
            #expect(Set(step.calls.filter { $0.start == 0.3 }.map(\.lane)) == [0, 1, 2, 3])
            var html = HTMLWriter()
            TimelineSVG.render(step, number: 1, into: &html)
            #expect(PageReferences.outside(html.markup) == [])
            let document = try Self.parse("<div>" + html.markup + "</div>")
            #expect(try document.nodes(forXPath: "//*[local-name()='rect'][contains(@class,'call')]").count == 7)
            #expect(try Self.texts(document, "//*[local-name()='svg']/@data-lanes") == ["4"])
            #expect(try document.nodes(forXPath: "//*[local-name()='rect'][contains(@class,'o-answered')]").count == 6)
            #expect(try document.nodes(forXPath: "//*[local-name()='rect'][contains(@class,'o-empty')]").count == 1)
        }

        @Test("a step with more calls than are drawn one by one is drawn grouped, says so, and lists every call")
        func grouped() throws {
            let count = TimelineSVG.drawnOneByOne + 1
            let calls = (0..<count).map { seq in
                CallTimeline.Call(
                    seq: seq, request: "fetchCatalogReleases(artistID: \"r.\(seq)\")", start: Double(seq) / 100,
                    durationMs: 120, outcome: seq % 3 == 0 ? .http(status: 404, code: "40400") : .success, lane: seq % 12,
                    retried: false)
            }
            let summary = TraceTimeline.Step(
                number: 1, action: "refresh", calls: count, untimedCalls: 0, wallSeconds: 20, mostInFlight: 12, slowest: [],
                retried: [], retryWaitSeconds: 0)
            let step = CallTimeline.Step(calls: calls, lanes: 12, summary: summary)
            #expect(TimelineSVG.isGrouped(step))
            var html = HTMLWriter()
            HTMLStepCard.render(
                StepReport(number: 1, action: "refresh", actionName: "refresh", outcome: StepOutcome(clock: 0, feedCount: 0),
                           states: [], observations: [], expectations: [], uncheckedKeys: [], skipped: false),
                report: VerificationReport(
                    source: "x.json", capture: TraceCapture(origin: .synthetic, title: "x", startedAt: try #require(TraceTimestamp("2026-01-01T00:00:00Z"))),
                    settings: ReplaySettings(policy: .strict, policySource: .default, batchSize: 40, batchSizeSource: .default,
                                             snapshotTTL: 3600, snapshotTTLSource: .default),
                    steps: [], calls: CallAccounting(recorded: 0, used: 0, unused: [], unrecorded: [])),
                timeline: step, anchor: "t", into: &html)
            #expect(PageReferences.outside(html.markup) == [])
            let document = try Self.parse("<div>" + html.markup + "</div>")
            #expect(try document.nodes(forXPath: "//*[local-name()='rect'][contains(@class,'call')]").isEmpty)
            #expect(try document.nodes(forXPath: "//*[local-name()='rect'][contains(@class,'group')]").count >= TimelineSVG.slices)
            #expect(html.markup.contains("are more than this time line draws one by one"))
            let listed = try Self.texts(document, "//details[summary[starts-with(.,'Every call')]]//tbody/tr/th")
            #expect(listed == calls.map { String($0.seq) })
        }

        @Test("escaping: each markup character once, XML's forbidden characters as U+FFFD, the rest as it is",
              arguments: [
                  ("a & b", "a &amp; b"), ("<3", "&lt;3"), ("\"x\"", "&quot;x&quot;"), ("it's", "it's"),
                  ("🎸 עברית", "🎸 עברית"), ("\u{FFFE}\u{FFFF}\u{1}", "&#xFFFD;&#xFFFD;&#xFFFD;"), ("a\nb", "a&#10;b"),
                  ("&amp;", "&amp;amp;"),
              ])
        func escaping(text: String, escaped: String) {
            #expect(MarkupEscaping.escape(text) == escaped)
        }

        @Test("a verify page lists failures first and gives every trace a section in that order")
        func corpusFailuresFirst() async throws {
            let passing = try await SampleTraces.verify(FaultTraces.fourArtists, name: "a-passes.json")
            let failing = try await SampleTraces.verify(Self.failing, name: "b-fails.json")
            let run = CorpusRun(paths: ["."], shard: nil, missing: [], entries: [
                CorpusEntry(path: "a-passes.json", className: "a-passes", outcome: .verified(passing)),
                CorpusEntry(path: "b-fails.json", className: "b-fails", outcome: .verified(failing)),
                CorpusEntry(path: "c-invalid.json", className: "c-invalid", outcome: .invalid("c-invalid.json:1:1: not JSON")),
            ])
            let page = HTMLReplayPage.render(run, timelines: [nil, nil, nil])
            #expect(PageReferences.outside(page) == [])
            let document = try Self.parse(page)
            let sections = try Self.texts(document, "//section/h2")
            #expect(sections.count == 3)
            #expect(sections[0].hasPrefix("✘ b-fails.json"))
            #expect(sections[1] == "✘ c-invalid.json")
            #expect(sections[2].hasPrefix("✔ a-passes.json"))
            #expect(try Self.texts(document, "//table[caption='Traces, failures first']/tbody/tr/th")
                == ["b-fails.json", "c-invalid.json", "a-passes.json"])
        }

        @Test("the faults page's matrix counts every mutation, marks the broken cells, and gives the mutate command")
        func faultsPage() async throws {
            let options = FaultCampaign.Options(kinds: [.http(status: 404), .network], methods: [.fetchCatalogReleases],
                                                policy: .legacy)
            let report = await FaultCampaign.run(try FaultTraces.fourArtistsTrace(), source: "four artists.json", options: options)
            #expect(!report.passed)
            #expect(report.cells.reduce(0) { $0 + $1.held + $1.broken } == report.mutations)
            let page = HTMLFaultsPage.render([report], summary: nil)
            #expect(PageReferences.outside(page) == [])
            let document = try Self.parse(page)
            let header = try Self.texts(document, "//table/thead/tr/th")
            #expect(header == ["Method", "http:404", "network"])
            let cells = try Self.texts(document, "//table/tbody/tr/td")
            let broken = try #require(report.cells.first { $0.fault == .http(status: 404) })
            #expect(cells.first == "✘ broken \(broken.broken) of \(broken.held + broken.broken)")
            let commands = try Self.texts(document, "//section//li/pre")
            #expect(commands.first == "deepcut-replay mutate 'four artists.json' --call 3=http:404 --policy legacy "
                + "-o mutated.json\ndeepcut-replay mutated.json --policy legacy")
        }

        @Test("the coverage page's heat table has a cell per method and outcome, and names every gap")
        func coveragePage() async throws {
            var coverage = CorpusCoverage()
            await coverage.add(try FaultTraces.fourArtistsTrace(), source: "four.json")
            let page = HTMLCoveragePage.render(coverage, paths: ["four.json"])
            #expect(PageReferences.outside(page) == [])
            let document = try Self.parse(page)
            let rows = try document.nodes(forXPath: "//table[caption[starts-with(.,'Recorded calls')]]/tbody/tr")
            #expect(rows.count == MusicLibraryMethod.allCases.count)
            let shaded = try Self.texts(document, "//td[contains(@class,'heat-4')]")
            #expect(shaded.contains("4"))
            #expect(try Self.texts(document, "//details[summary[starts-with(.,'What the corpus never does')]]//li")
                == coverage.gaps)
        }
    }
}
