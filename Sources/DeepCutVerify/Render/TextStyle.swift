/// ANSI colour for the text reports, or none.
///
/// Colour is used only when asked for: the command line turns it on when
/// standard output is a terminal, `NO_COLOR` is unset and `--no-color` was not
/// given. Without colour the output is plain text, byte for byte the same on
/// every machine.
public struct TextStyle: Hashable, Sendable {
    /// Whether to emit ANSI escape sequences.
    public var color: Bool

    /// Creates a style.
    public init(color: Bool) {
        self.color = color
    }

    /// No colour.
    public static let plain = TextStyle(color: false)

    func pass(_ text: String) -> String { paint(text, "32") }
    func fail(_ text: String) -> String { paint(text, "31") }
    func bold(_ text: String) -> String { paint(text, "1") }

    package var tick: String { pass("✔") }
    package var cross: String { fail("✘") }

    func mark(_ passed: Bool) -> String { passed ? tick : cross }

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
