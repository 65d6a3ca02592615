import DeepCutKit
import DeepCutTrace
import DeepCutVerify

/// `inspect TRACE`'s report: what a trace holds, for a person or, in the
/// `deepcut-replay-inspection` shape version 1, for machines (Docs/InspectJSON.md).
package struct InspectionReport: ToolReport {
    /// What the trace holds.
    package var inspection: TraceInspection
    /// The trace's path as shown.
    package var source: String
    /// Every entry of each list, rather than the first `listLimit`.
    package var all: Bool

    /// Entries of a list shown without `all`.
    static let listLimit = 20

    /// The report of `inspection`, read from `source`.
    package init(_ inspection: TraceInspection, source: String, all: Bool) {
        (self.inspection, self.source, self.all) = (inspection, source, all)
    }

    /// The inspection for a person: the first 20 of each list without `all`.
    package func text() -> String {
        var lines: [String] = []
        let capture = inspection.capture
        lines.append("Trace     \(source.printable)")
        lines.append("Capture   \(capture.title.printable)")
        lines.append("          " + ([capture.origin.rawValue, capture.device, capture.os, capture.storefront.map { "storefront \($0)" },
                                      "started \(capture.startedAt.text)"].compactMap { $0?.printable }.joined(separator: " · ")))
        if let truncation = inspection.truncation {
            lines.append("Truncated the recording was cut off: \(truncation)")
        }
        if let span = inspection.span {
            lines.append("Span      \(Self.offset(span.first)) to \(Self.offset(span.last)) (\(Self.duration(span.last - span.first)))")
        }
        lines.append("Session   " + (inspection.sessionSteps.map { plural($0, "step") } ?? "none (one refresh is replayed)"))
        lines.append("")
        lines.append("Calls     \(inspection.callCount)")
        let width = inspection.methods.map(\.method.rawValue.count).max() ?? 0
        for method in inspection.methods {
            var parts = ["\(method.answered) answered"]
            parts += method.errors.map { "\($0.count) \($0.group.printable)" }
            lines.append("  " + method.method.rawValue.padding(width) + "  " + String(method.calls).leftPadded(6)
                + "   " + parts.joined(separator: " · "))
        }
        lines.append("")
        // The lints' findings (Docs/Lints.md), explained, as `lint` prints them.
        lines.append("Lints     " + (inspection.lints.isEmpty ? "none" : "\(inspection.lints.count): "
            + inspection.lints.map(\.id).joined(separator: ", ")))
        for finding in inspection.lints { lines += LintRenderer.lines(finding, explained: true) }
        lines.append("")
        let errorTotal = inspection.errors.reduce(0) { $0 + $1.count }
        lines.append("Errors    \(errorTotal)")
        for error in inspection.errors { lines.append("  " + String(error.count).leftPadded(6) + "  " + error.group) }
        lines.append("")
        lines.append("Library ids sent in catalog calls: \(inspection.libraryIDs.count) distinct")
        for method in MusicLibraryMethod.allCases {
            let uses = inspection.libraryIDs.filter { $0.method == method }
            guard !uses.isEmpty else { continue }
            let calls = uses.reduce(0) { $0 + $1.count }
            lines.append("  \(method.rawValue): \(plural(uses.count, "library id")) in \(plural(calls, "call"))")
            // fetchCatalogReleases asks through the library artist, so its ids are library ids
            // by design; only those the catalog refused show the bug. Any other method's are listed.
            let byDesign = method == .fetchCatalogReleases
            let answered = byDesign ? uses.filter { $0.outcome == "answered" } : []
            if !answered.isEmpty {
                lines.append("    \(plural(answered.count, "id")) answered (asked through the library artist, as designed)")
            }
            let listed = byDesign ? uses.filter { $0.outcome != "answered" } : uses
            if byDesign, !listed.isEmpty {
                lines.append("    \(plural(listed.count, "id")) refused:")
            }
            for use in listed.prefix(all ? listed.count : Self.listLimit) {
                lines.append("      \(use.id.printable)  ×\(use.count)  \(use.outcome.printable)")
            }
            if !all, listed.count > Self.listLimit {
                lines.append("      … and \(listed.count - Self.listLimit) more (--all lists every one)")
            }
        }
        if inspection.libraryIDNotFound > 0 {
            lines.append("  ⚠ \(plural(inspection.libraryIDNotFound, "catalog call")) got HTTP 404: see library-id-to-catalog above")
        }
        if inspection.libraryArtistNotFound > 0 {
            // Other library artists brought back albums, so the ids were sent as designed: not the bug.
            lines.append("  \(plural(inspection.libraryArtistNotFound, "fetchCatalogReleases call")) got HTTP 404 for a "
                + "library artist the catalog does not have; \(plural(inspection.libraryArtistsWithAlbums, "other library artist"))"
                + " brought back albums, so the ids were sent as designed")
        }
        lines.append("")
        lines.append("Cut short (hasMore): \(plural(inspection.cutShort.count, "artist"))")
        for artist in inspection.cutShort.prefix(all ? inspection.cutShort.count : Self.listLimit) {
            lines.append("  \(artist.artistID.printable)  \(plural(artist.albums, "album")) returned")
        }
        if !all, inspection.cutShort.count > Self.listLimit {
            lines.append("  … and \(inspection.cutShort.count - Self.listLimit) more (--all lists every one)")
        }
        // Said only when something is wrong: printed numbers the trace's own answers cannot give.
        if let unexplained = inspection.unexplainedDiagnostics, !unexplained.isEmpty {
            lines.append("")
            lines.append("Diagnostics the calls cannot explain: \(plural(unexplained.count, "artist"))")
            let labels = unexplained.map { "\($0.name.printable) (\($0.artistID.printable))" }
            let width = labels.map(\.count).max() ?? 0
            for (artist, label) in zip(unexplained, labels).prefix(all ? unexplained.count : Self.listLimit) {
                lines.append("  ⚠ \(label.padding(width))  printed \(artist.printed)  \(artist.reason)")
            }
            if !all, unexplained.count > Self.listLimit {
                lines.append("  … and \(unexplained.count - Self.listLimit) more (--all lists every one)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The inspection for machines.
    package func json() -> JSONValue {
        typealias R = JSONReportRenderer
        return R.object([
            ("format", .string("deepcut-replay-inspection")), ("version", .integer(1)), ("trace", .string(source)),
            ("capture", R.object([("origin", .string(inspection.capture.origin.rawValue)),
                                  ("title", .string(inspection.capture.title)),
                                  ("startedAt", .string(inspection.capture.startedAt.text))])),
            ("truncatedKeptCalls", inspection.truncation.map { .integer($0.keptCalls) } ?? .null),
            ("calls", .integer(inspection.callCount)),
            ("methods", .array(inspection.methods.map { method in
                R.object([("method", .string(method.method.rawValue)), ("calls", .integer(method.calls)),
                          ("answered", .integer(method.answered)),
                          ("errors", R.object(method.errors.map { ($0.group, .integer($0.count)) }))])
            })),
            ("errors", R.object(inspection.errors.map { ($0.group, .integer($0.count)) })),
            ("libraryIDsInCatalogCalls", .array(inspection.libraryIDs.map { use in
                R.object([("method", .string(use.method.rawValue)), ("id", .string(use.id)),
                          ("count", .integer(use.count)), ("outcome", .string(use.outcome))])
            })),
            ("libraryIDNotFound", .integer(inspection.libraryIDNotFound)),
            ("libraryArtistNotFound", .integer(inspection.libraryArtistNotFound)),
            ("libraryArtistsWithAlbums", .integer(inspection.libraryArtistsWithAlbums)),
            ("cutShort", .array(inspection.cutShort.map {
                R.object([("artistID", .string($0.artistID)), ("albums", .integer($0.albums))])
            })),
            ("span", inspection.span.map { R.object([("first", R.number($0.first)), ("last", R.number($0.last))]) } ?? .null),
            ("unexplainedDiagnostics", inspection.unexplainedDiagnostics.map { unexplained in
                .array(unexplained.map { artist in
                    R.object([("artistID", .string(artist.artistID)), ("name", .string(artist.name)),
                              ("printed", R.object([("total", .integer(artist.printed.total)),
                                                    ("owned", .integer(artist.printed.owned)),
                                                    ("cuts", .integer(artist.printed.cuts))])),
                              ("reason", .string(artist.reason))])
                })
            } ?? .null),
            ("lints", .array(inspection.lints.map(LintRenderer.json))),
        ])
    }

    /// `+45 s`: a time from `startedAt`, or `over 1.8e+308 s` for one too far to compute.
    static func offset(_ seconds: Double) -> String {
        seconds.isFinite ? "+" + Self.duration(seconds) : Self.duration(seconds)
    }

    /// `2h 05m`, `45 s`; from 10^15 seconds on, as a number (`1e+19 s`),
    /// and `over 1.8e+308 s` for a sum of times too large for a `Double`
    /// (the reader accepts any finite `at` and `durationMs`).
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "over 1.8e+308 s" }
        guard seconds.magnitude < 1e15 else { return "\(seconds) s" }
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60)m \(String(whole % 60).leftPadded(2, with: "0"))s" }
        return "\(whole / 3600)h \(String(whole / 60 % 60).leftPadded(2, with: "0"))m"
    }
}
