import Foundation

/// Writes a report file the way the tool writes every file: to a temporary
/// file beside it, then renamed over it, so a reader never sees half a file.
package enum OutputFile {
    /// Writes `text` to `path`.
    /// - Returns: nil when written; else why not, for a person
    ///   (`cannot write the JUnit report to out/x.xml: the folder out does not exist`), exit status 73.
    package static func write(_ text: String, to path: String, what: String) -> String? {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "cannot write \(what) to \(path): " + DeepCutReplayTool.writeFailure(path, error)
        }
    }
}
