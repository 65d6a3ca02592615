import DeepCutKit
import DeepCutTraceReading

extension FolderWalk {
    /// What the walk skipped, as sentences for standard error (printable): each link cycle, and
    /// each folder that could not be listed, with what that leaves out.
    /// - Parameters:
    ///   - base: the walked folder as shown.
    ///   - leftOut: what an unlisted folder costs the report ("its traces are left out").
    package func warnings(under base: String, leftOut: String) -> [String] {
        func shown(_ relative: String) -> String { (relative.isEmpty ? base : base + "/" + relative).printable }
        return cycles.map { "\(shown($0)) is a link to a folder that holds it (a cycle): not followed" }
            + unreadable.map { "cannot list the folder \(shown($0.path)): \($0.reason.printable); \(leftOut)" }
    }
}
