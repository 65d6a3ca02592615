import DeepCutTrace
import DeepCutVerify

/// One expectation `bless` wrote: the step, the key, and the value before and after.
package struct BlessChange: Hashable, Sendable {
    /// The 1-based step number.
    package var stepNumber: Int
    /// The step's action, as `openRelease(albumID: "1440935467")`.
    package var action: String
    /// The key of `expect`.
    package var key: SessionExpectation.Key
    /// The value the trace held, written for a person; nil when the key was absent.
    package var old: String?
    /// The value written.
    package var new: String

    /// `state             (none) → degraded`.
    package var line: String {
        key.rawValue.padding(18) + (old?.printable ?? "(none)") + " → " + new.printable
    }
}

