import Foundation

/// A command line that cannot be run: what was wrong, and which help to show.
/// Exit status 64.
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, in a sentence fragment.
    package var message: String
    /// The command whose usage applies.
    package var topic: HelpTopic

    /// Creates an error.
    package init(_ message: String, topic: HelpTopic) {
        self.message = message
        self.topic = topic
    }

    /// `deepcut-replay: unknown option '--fast'`: the program's name, then the message.
    package var description: String { "\(topic.program): \(message)" }

    /// What a program prints on standard error for it: the message, then where to find help.
    package var report: String { "\(description)\n\(topic.hint)\n" }
}

extension UsageError: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    package var errorDescription: String? { description }
}
