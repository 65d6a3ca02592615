import DeepCutTestSupport
import Foundation
import Testing

extension ReplayCommandSuites {
    @Suite("The HTML pages open in a real headless Chromium and show what a reader must see")
    struct BrowserPageTests {
        static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// One page: the command that writes it (`PAGE` stands for its path), its exit status, and what
        /// the rendered DOM must hold.
        struct Page: Sendable, CustomTestStringConvertible {
            var name: String
            var arguments: [String]
            var status: Int32
            var mustShow: [String]
            /// A piece of markup and how many times the rendered DOM holds it.
            var counted: [(String, Int)] = []

            var testDescription: String { name }
        }

        static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

        static let pages: [Page] = [
            Page(name: "trace 01, 1,613 calls of one refresh", arguments: [path("Traces/01-empty-discover-tab.json"), "--html", "PAGE"],
                 status: 0, mustShow: ["✔ Step 1: refresh", "HTTP 404: 1,598", "Every call of the step (1613)"],
                 counted: [(#"<rect class="call "#, 1_613), (#"<article class="step "#, 1)]),
            Page(name: "trace 04, the tracklist sheet", arguments: [path("Traces/04-tracklist-sheet.json"), "--html", "PAGE"],
                 status: 0, mustShow: ["✔ Step 4: retryTracks(albumID: \"1700000012\")", "49 recorded · 49 used"],
                 counted: [(#"<rect class="call "#, 49), (#"<article class="step "#, 7)]),
            Page(name: "a failing replay: trace 01 held under legacy",
                 arguments: [path("Traces/01-empty-discover-tab.json"), "--policy", "legacy", "--html", "PAGE"],
                 status: 1, mustShow: [#"<td class="fail">✘</td><td>degraded</td><td>caughtUp</td>"#, "✘ Step 1: refresh"]),
            Page(name: "a faults campaign that breaks an invariant",
                 arguments: ["faults", path("Traces/01-empty-discover-tab.json"), "--methods", "fetchLibraryAlbums",
                             "--policy", "legacy", "--html", "PAGE"],
                 status: 1, mustShow: ["✘ broken", "deepcut-replay mutate ", "fetchLibraryAlbums"]),
            Page(name: "verify of the corpus, its filter switched on by the inline script",
                 arguments: ["verify", path("Traces"), path("Fixtures"), "--html", "PAGE", "--quiet"],
                 status: 0, mustShow: [#"<div data-filter=""><label>"#, "Traces, failures first"]),
            Page(name: "coverage of the corpus", arguments: ["coverage", path("Traces"), path("Fixtures"), "--html", "PAGE"],
                 status: 0, mustShow: ["Calls by method and outcome", "heat-4", "What the corpus never does"]),
        ]

        @Test("a run that must have a browser (DEEPCUT_REQUIRE_BROWSER=1, as CI) has one")
        func browserPresentWhenRequired() {
            #expect(HeadlessBrowser.found != nil || !HeadlessBrowser.isRequired,
                    "DEEPCUT_REQUIRE_BROWSER=1 but no chromium was found: apt-get install -y chromium, or set DEEPCUT_BROWSER")
        }

        @Test("the page renders: its heading, what it must show, every call drawn, nothing loaded, a screenshot that is not blank",
              .enabled(if: HeadlessBrowser.found != nil, "no headless Chromium on this machine"), arguments: pages)
        func renders(page: Page) async throws {
            let browser = try #require(HeadlessBrowser.found)
            try await withTemporaryFolder { folder in
                let file = folder.appendingPathComponent("page.html")
                let arguments = page.arguments.map { $0 == "PAGE" ? file.path : $0 }
                let run = try await ReplayExecutable.run(arguments, in: folder)
                #expect(run.status == page.status, "\(run.standardError)")
                let written = try String(contentsOf: file, encoding: .utf8)
                let dom = try await browser.dom(of: file, in: folder)
                #expect(dom.contains("<h1>deepcut-replay"))
                for text in page.mustShow {
                    #expect(dom.contains(text), "the rendered page lacks \(text)")
                }
                for (markup, count) in page.counted {
                    #expect(dom.components(separatedBy: markup).count - 1 == count, "\(markup)")
                }
                // What the file draws, the browser drew: no element lost to a parse error.
                for markup in [#"<rect class="call "#, "<section ", "<article ", "<li>", "<tr>"] {
                    #expect(dom.components(separatedBy: markup).count == written.components(separatedBy: markup).count,
                            "\(markup)")
                }
                // Nothing to load: no src or href, and the CSP that forbids any load is in force.
                #expect(!dom.contains(" src=") && !dom.contains(" href="))
                #expect(PageReferences.outside(written) == [])
                #expect(PageReferences.outside(dom) == [])
                #expect(dom.contains(#"content="default-src 'none';"#))
                let png = try await browser.screenshot(of: file, to: folder.appendingPathComponent("page.png"), in: folder)
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                // A blank 1,200 × 1,600 page compresses to a few kilobytes; text, tables and colour do not.
                #expect(png.count > 20_000, "the screenshot is \(png.count) bytes: a blank page?")
            }
        }
    }
}
