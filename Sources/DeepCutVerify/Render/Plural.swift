/// `1 check`, `7 checks`, `2 refreshes`: a count and its noun, in the plural
/// when the count is not 1 (`-es` after `s`, `sh`, `ch` and `x`).
func plural(_ count: Int, _ noun: String) -> String {
    guard count != 1 else { return "1 \(noun)" }
    let es = ["s", "sh", "ch", "x"].contains { noun.hasSuffix($0) }
    return "\(count) \(noun)\(es ? "es" : "s")"
}
