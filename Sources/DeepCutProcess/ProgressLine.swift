/// One line on standard error that says how far a long command is, rewritten
/// in place: only on a terminal, only once the command has run a second,
/// at most four times a second, and cleared before the command's own output.
/// In a pipe or a file nothing is written, so logs and tests see none of it.
package struct ProgressLine {
    /// Whether standard error is a terminal (and the line is wanted).
    package let enabled: Bool
    private let started: ContinuousClock.Instant
    private var lastShown: ContinuousClock.Instant?

    /// A line for a command that started at `started`.
    package init(enabled: Bool, started: ContinuousClock.Instant = .now) {
        self.enabled = enabled
        self.started = started
    }

    /// Shows `text`, when a second has passed and the last line is a quarter of a second old.
    package mutating func show(_ text: @autoclosure () -> String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        guard now - started >= .seconds(1), lastShown.map({ now - $0 >= .milliseconds(250) }) ?? true else { return }
        lastShown = now
        Self.write("\r\u{1B}[K" + text())
    }

    /// Removes the line, if one was shown.
    package mutating func clear() {
        guard lastShown != nil else { return }
        lastShown = nil
        Self.write("\r\u{1B}[K")
    }

    private static func write(_ text: String) {
        var stream = DescriptorOutputStream(descriptor: STDERR_FILENO)
        stream.write(text)
        stream.flush()
    }
}

extension ProgressLine {
    /// `R replays/s, about S s left`.
    package static func pace(done: Int, total: Int, since started: ContinuousClock.Instant, clock: ContinuousClock) -> String {
        let elapsed = started.duration(to: clock.now)
        let seconds = max(0.001, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        let rate = Double(done) / seconds
        let left = rate > 0 ? Double(total - done) / rate : 0
        return "\(String(format: "%.1f", rate)) replays/s, about \(Int(left.rounded(.up))) s left"
    }
}
