import DeepCutVerify

/// One step's calls as an inline SVG (Docs/HTMLReport.md "Time line"): time
/// across, one lane per call in flight, each call a `<rect class="call">`
/// coloured by outcome (answered, empty, HTTP 404, 429, other 4xx, 5xx,
/// network, other), a retry outlined, its `<title>` naming it for a tooltip
/// and a screen reader. A step with more calls than `drawnOneByOne` (or more
/// lanes than `mostLanes`) is drawn grouped: its time cut into `slices` equal
/// slices, each a bar of the calls that started in it stacked by outcome,
/// and the page says so. Every call is in the list below it either way.
enum TimelineSVG {
    /// The most calls drawn one by one.
    static let drawnOneByOne = 2_000
    /// The most lanes drawn one by one.
    static let mostLanes = 120
    /// The time slices of a grouped time line.
    static let slices = 100

    private static let width = 800.0, margin = 10.0, laneHeight = 8.0, laneGap = 2.0, axisHeight = 16.0

    /// The colour class and the legend's words of an outcome.
    static func category(_ outcome: CallOutcomeClass) -> (cssClass: String, label: String) {
        switch outcome {
        case .success, .hasMore: ("o-answered", "answered")
        case .empty: ("o-empty", "empty")
        case .http(404, _): ("o-404", "HTTP 404")
        case .http(429, _): ("o-429", "HTTP 429")
        case .http(let status, _) where (400..<500).contains(status): ("o-4xx", "HTTP 4xx")
        case .http(let status, _) where status >= 500: ("o-5xx", "HTTP 5xx")
        case .network: ("o-network", "network")
        case .http, .authorization, .cancelled, .other: ("o-other", "other error")
        }
    }

    /// Whether the step is drawn grouped rather than a call at a time.
    static func isGrouped(_ step: CallTimeline.Step) -> Bool {
        step.calls.count > drawnOneByOne || step.lanes > mostLanes
    }

    /// The SVG of a step with timed calls, and the legend of the outcomes in it.
    static func render(_ step: CallTimeline.Step, number: Int, into html: inout HTMLWriter) {
        guard let first = step.calls.first else { return }
        let start = first.start
        let end = step.calls.map { $0.start + $0.durationMs / 1000 }.max() ?? start
        let span = max(end - start, 0.001)
        func x(_ time: Double) -> Double { margin + (time - start) / span * (width - 2 * margin) }
        let isGroupedStep = isGrouped(step)
        let rows = isGroupedStep ? 20 : step.lanes
        let height = Double(rows) * (laneHeight + laneGap) + axisHeight
        let label = "Step \(number): \(plural(step.calls.count, "call")) over \(seconds(span))"
            + (isGroupedStep ? ", grouped in \(slices) time slices" : " on \(plural(step.lanes, "lane"))")
        html.open("svg", [
            "class": "timeline", "xmlns": "http://www.w3.org/2000/svg", "role": "img",
            "viewBox": "0 0 \(Int(width)) \(number1(height))", "aria-label": label,
            "data-calls": String(step.calls.count), "data-lanes": isGroupedStep ? nil : String(step.lanes),
        ])
        html.element("title", label)
        if isGroupedStep {
            renderGrouped(step, start: start, span: span, height: height - axisHeight, into: &html)
        } else {
            for call in step.calls {
                let category = category(call.outcome)
                html.open("rect", [
                    "class": "call \(category.cssClass)" + (call.retried ? " retry" : ""), "data-seq": String(call.seq),
                    "x": number1(x(call.start)), "y": number1(Double(call.lane) * (laneHeight + laneGap)),
                    "width": number1(max(1, call.durationMs / 1000 / span * (width - 2 * margin))),
                    "height": number1(laneHeight),
                ])
                html.element("title", "seq \(call.seq) \(call.request): \(call.outcome), \(milliseconds(call.durationMs))"
                    + (call.retried ? ", a retry" : ""))
                html.close("rect")
            }
        }
        html.element("text", "0 s", ["class": "axis", "x": number1(margin), "y": number1(height - 4)])
        html.element("text", "+" + seconds(span), [
            "class": "axis", "x": number1(width - margin), "y": number1(height - 4), "text-anchor": "end",
        ])
        html.close("svg")
        var counts: [String: (cssClass: String, count: Int)] = [:]
        var order: [String] = []
        for call in step.calls {
            let category = category(call.outcome)
            if counts[category.label] == nil { order.append(category.label) }
            counts[category.label, default: (category.cssClass, 0)].count += 1
        }
        html.open("ul", ["class": "legend"])
        for name in order.sorted() {
            html.open("li")
            html.element("span", "", ["class": "swatch \(counts[name]!.cssClass)"])
            html.text("\(name): \(grouped(counts[name]!.count))")
            html.close("li")
        }
        if !step.summary.retried.isEmpty {
            html.element("li", "outlined: a retry (\(step.summary.retried.count))")
        }
        html.close("ul")
        if isGroupedStep {
            html.element("p", "\(grouped(step.calls.count)) calls on \(grouped(step.lanes)) lane\(step.lanes == 1 ? "" : "s") are more than this "
                + "time line draws one by one (\(grouped(drawnOneByOne)) calls, \(mostLanes) lanes): each bar is the "
                + "calls that started in one of \(slices) equal time slices, stacked by outcome. Every call is in the "
                + "list below.", ["class": "muted"])
        }
    }

    private static func renderGrouped(
        _ step: CallTimeline.Step, start: Double, span: Double, height: Double, into html: inout HTMLWriter
    ) {
        var buckets = Array(repeating: [String: Int](), count: slices)
        for call in step.calls {
            let slice = sliceIndex((call.start - start) / span)
            buckets[slice][category(call.outcome).cssClass, default: 0] += 1
        }
        let tallest = Double(buckets.map { $0.values.reduce(0, +) }.max() ?? 1)
        let sliceWidth = (width - 2 * margin) / Double(slices)
        for (index, bucket) in buckets.enumerated() {
            var top = height
            for cssClass in bucket.keys.sorted() {
                let count = bucket[cssClass]!
                let barHeight = Double(count) / tallest * height
                top -= barHeight
                html.open("rect", [
                    "class": "group \(cssClass)", "x": number1(margin + Double(index) * sliceWidth), "y": number1(top),
                    "width": number1(max(1, sliceWidth - 0.5)), "height": number1(barHeight),
                ])
                html.element("title", "\(plural(count, "call")) (\(cssClass.dropFirst(2))) started in slice \(index + 1)")
                html.close("rect")
            }
        }
    }

    /// The slice, from 0 to `slices` − 1, of a call that starts `fraction` of the way along
    /// the span: clamped before it becomes an `Int`, so that no fraction traps.
    static func sliceIndex(_ fraction: Double) -> Int {
        let scaled = fraction * Double(slices)
        guard scaled.isFinite, scaled > 0 else { return 0 }
        return scaled >= Double(slices - 1) ? slices - 1 : Int(scaled)
    }

    /// The largest magnitude counted in whole tenths: beyond it a number is written
    /// from its `Double` alone, since its tenths would not fit an `Int` (the reader
    /// takes any finite `durationMs`, 1e19 and 1e308 included; Docs/TraceFormat.md "Numbers").
    static let largestInTenths = 1e15

    /// `12.5`: one decimal, the same on every machine; `1e+19` from 10^15 on,
    /// and `0.0` for a number that is not finite.
    static func number1(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        guard value.magnitude < largestInTenths else { return "\(value)" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// `1.250 s`.
    static func seconds(_ value: Double) -> String {
        JUnitReportRenderer.seconds(value) + " s"
    }

    /// `120 ms`, `1,250.5 ms`; `1e+19 ms` from 10^15 on.
    static func milliseconds(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < largestInTenths else { return "\(value) ms" }
        let tenths = Int((value * 10).rounded())
        return grouped(tenths / 10) + (tenths % 10 == 0 ? "" : ".\(tenths % 10)") + " ms"
    }
}
