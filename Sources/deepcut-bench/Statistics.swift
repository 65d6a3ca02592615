import Foundation

/// The median of some measurements (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Seconds spent in `body`, by the monotonic clock.
@MainActor
func seconds(_ body: () async throws -> Void) async rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// `12.34`, fixed decimals, the same on every locale.
func fixed(_ value: Double, _ decimals: Int = 2) -> String {
    guard value.isFinite else { return "n/a" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let fraction = text[text.index(after: dot)...]
        text += String(repeating: "0", count: max(0, decimals - fraction.count))
        if decimals == 0 { text = String(text[..<dot]) }
    } else if decimals > 0 {
        text += "." + String(repeating: "0", count: decimals)
    }
    return text
}

/// A line of a table: each cell right-aligned to its width, the first left-aligned.
func row(_ cells: [String], _ widths: [Int]) -> String {
    zip(cells, widths).enumerated().map { index, pair in
        let (cell, width) = pair
        let pad = String(repeating: " ", count: max(0, width - cell.count))
        return index == 0 ? cell + pad : pad + cell
    }.joined(separator: "  ")
}
