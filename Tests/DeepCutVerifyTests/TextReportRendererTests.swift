import DeepCutTrace
import DeepCutVerify
import Testing

extension VerifySuites {
    @Suite("The text report says, word for word, what the device showed and what the engine did")
    @MainActor
    struct TextReportRendererTests {
        @Test("the format example passes: legacy reproduces the device's caught up, strict says degraded")
        func passingReport() async throws {
            let report = try await SampleTraces.verify(SampleTraces.formatExample, name: "Traces/example.json")
            #expect(report.passed)
            #expect(TextReportRenderer().render(report) == """
                Trace     Traces/example.json
                Capture   Catalog ids asked for with library ids
                          reconstructed · iPhone 16 Pro · iOS 18.5 · started 2026-05-12T09:14:03Z
                Replay    policy strict (default) · batch size 40 (default) · snapshot TTL 3600 s (default)

                Step 1 · refresh · +0 s
                  device   showed state caughtUp (legacy check)
                  engine   strict → degraded · legacy → caughtUp · checked 2, failed 1 (HTTP 404 ×1) · library read · feed 0
                  ✔ device behaviour reproduced under legacy
                  ✔ state            degraded
                  ✔ checked          2
                  ✔ failed           1
                  ✔ feedCount        0

                Calls     5 recorded · 5 used · 0 unused · 0 unrecorded

                PASS  Traces/example.json: 5 checks held

                """)
        }

        @Test("checked under legacy with one artist a refresh, the expectations fail and the unused call is listed")
        func failingReport() async throws {
            let report = try await SampleTraces.verify(
                SampleTraces.formatExample, name: "example.json", options: Verifier.Options(policy: .legacy, batchSize: 1))
            #expect(!report.passed)
            #expect(TextReportRenderer().render(report) == """
                Trace     example.json
                Capture   Catalog ids asked for with library ids
                          reconstructed · iPhone 16 Pro · iOS 18.5 · started 2026-05-12T09:14:03Z
                Replay    policy legacy (command line) · batch size 1 (command line) · snapshot TTL 3600 s (default)

                Step 1 · refresh · +0 s
                  device   showed state caughtUp (legacy check)
                  engine   strict → caughtUp · legacy → caughtUp · checked 1, failed 0 · library read · feed 0
                  ✔ device behaviour reproduced under legacy
                  ✘ state            expected degraded, got caughtUp
                  ✘ checked          expected 2, got 1
                  ✘ failed           expected 1, got 0
                  ✔ feedCount        0

                Why       because nothing failed: 1 check answered (1 with no album); the feed holds 0 albums → caughtUp
                          rule: Docs/EngineRules.md "Refresh states": the first row that fits is 'nothing failed' → caughtUp under legacy
                          more: deepcut-replay explain example.json --check 1:state --policy legacy --batch-size 1

                Calls     5 recorded · 4 used · 1 unused · 0 unrecorded
                  unused      seq 3 fetchCatalogReleases(artistID: "r.Ab12Cd")

                FAIL  example.json: 3 of 5 checks failed

                """)
        }

        @Test("--verbose adds every call each step made, by seq within the step")
        func verboseReport() async throws {
            let report = try await SampleTraces.verify(
                SampleTraces.formatExample, name: "example.json", options: Verifier.Options(verbose: true))
            #expect(TextReportRenderer(verbosity: .verbose).render(report) == """
                Trace     example.json
                Capture   Catalog ids asked for with library ids
                          reconstructed · iPhone 16 Pro · iOS 18.5 · started 2026-05-12T09:14:03Z
                Replay    policy strict (default) · batch size 40 (default) · snapshot TTL 3600 s (default)

                Step 1 · refresh · +0 s
                  device   showed state caughtUp (legacy check)
                  engine   strict → degraded · legacy → caughtUp · checked 2, failed 1 (HTTP 404 ×1) · library read · feed 0
                  call     seq 0  fetchLibraryArtists() → 2 artists
                  call     seq 1  fetchLibraryAlbums() → 0 albums
                  call     seq 2  fetchRecentlyPlayed() → 0 tracks
                  call     seq 3  fetchCatalogReleases(artistID: "r.Ab12Cd") → HTTP 404 Resource Not Found (40400)
                  call     seq 4  fetchCatalogReleases(artistID: "r.Zz9Yy8") → 0 albums
                  ✔ device behaviour reproduced under legacy
                  ✔ state            degraded
                  ✔ checked          2
                  ✔ failed           1
                  ✔ feedCount        0

                Calls     5 recorded · 5 used · 0 unused · 0 unrecorded

                PASS  example.json: 5 checks held

                """)
        }

        @Test("--quiet prints the verdict line alone", arguments: [
            (SampleTraces.formatExample, "PASS  q.json: 5 checks held\n"),
            (SampleTraces.formatExample(expect: #"{"state": "loaded", "checked": 2}"#), "FAIL  q.json: 1 of 3 checks failed\n"),
        ])
        func quietReport(document: String, expected: String) async throws {
            let report = try await SampleTraces.verify(document, name: "q.json")
            #expect(TextReportRenderer(verbosity: .quiet).render(report) == expected)
        }

        @Test("the coloured report is the plain one with ANSI escapes around marks and headings")
        func colour() async throws {
            let report = try await SampleTraces.verify(SampleTraces.formatExample(expect: #"{"state": "loaded"}"#))
            let plain = TextReportRenderer(style: .plain).render(report)
            let coloured = TextReportRenderer(style: TextStyle(color: true)).render(report)
            #expect(!plain.contains("\u{1B}"))
            #expect(coloured.contains("\u{1B}[31m✘\u{1B}[0m state"))
            #expect(coloured.contains("\u{1B}[32m✔\u{1B}[0m device behaviour reproduced"))
            #expect(coloured.contains("\u{1B}[1m\u{1B}[31mFAIL\u{1B}[0m\u{1B}[0m  sample.json"))
            #expect(Self.strippingEscapes(coloured) == plain)
        }

        /// The text without `ESC [ ... m` sequences.
        static func strippingEscapes(_ text: String) -> String {
            var result = ""
            var scalars = text.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                if scalar == "\u{1B}" {
                    while let next = scalars.next(), next != "m" {}
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
    }
}
