/// A JSON value that the trace format does not define at the place it was
/// met, kept so that a trace written back loses nothing (Docs/TraceFormat.md:
/// "Unknown keys anywhere are kept").
///
/// Numbers keep the literal text they were written with (`1`, `-0.50`,
/// `1E3`), so that they are written back byte for byte; objects keep their
/// members in document order. Strings keep their value: escapes are
/// written back in the writer's canonical form.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its literal text (valid JSON number grammar).
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object, members in document order.
    case object(JSONObject)

    /// A number value for an integer, written in decimal.
    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }
}
