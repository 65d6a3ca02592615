/// How much a report says.
public enum Verbosity: Hashable, Sendable {
    /// Only the last line (PASS or FAIL) and errors.
    case quiet
    /// The report.
    case normal
    /// The report, every call as it was answered, and every artist's numbers.
    case verbose
}
