/// `1 check`, `7 checks`, `2 refreshes`: a count and its noun, in the plural
/// when the count is not 1 (`-es` after `s`, `sh`, `ch` and `x`).
package func plural(_ count: Int, _ noun: String) -> String {
    guard count != 1 else { return "1 \(noun)" }
    let es = ["s", "sh", "ch", "x"].contains { noun.hasSuffix($0) }
    return "\(count) \(noun)\(es ? "es" : "s")"
}

/// `1,610`: a count with its thousands grouped by commas, as the reports' summaries write it.
package func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var text = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
        text.append(digit)
    }
    return count < 0 ? "-" + text : text
}
