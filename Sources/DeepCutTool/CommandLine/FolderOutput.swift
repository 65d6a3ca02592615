import DeepCutAnalysis
import DeepCutProcess
import DeepCutVerify

/// New files a command made for a folder (`faults --write-failures DIR`), for the
/// output step to write once the command is done, as it writes `-o`'s trace: the
/// folder is made when missing, a file already in it is never replaced (exit status
/// 73), and each file's bytes are made only when it is written, never all at once.
///
/// The report says what each batch wrote, so it comes in sections: each section's
/// text, then its batch's line ("  wrote 4 of 4 violating mutated traces to DIR").
/// The step prints the sections before the rest of the result's standard output.
package struct FolderOutput: Hashable, Sendable {
    /// The folder, as given.
    package var path: String
    /// What the folder holds, for messages: "the failing traces".
    package var what: String
    /// The report's sections, in order.
    package var sections: [Section]

    /// Some text of the report, and the batch of files whose line follows it.
    package struct Section: Hashable, Sendable {
        /// The report's text before the batch's line.
        package var text: String
        /// The files, if any.
        package var batch: Batch?

        /// A section of `text`, followed by `batch`'s line.
        package init(_ text: String, batch: Batch? = nil) {
            (self.text, self.batch) = (text, batch)
        }
    }

    /// Files to write in the folder.
    package struct Batch: Hashable, Sendable {
        /// The files' names, in the order they are written.
        package var names: [String]
        /// What one file is, for the batch's line: "violating mutated trace".
        package var noun: String
        /// How many such files there were, of which `names` are the ones kept.
        package var total: Int
        /// What one file holds, for messages: "the failing trace".
        package var what: String
        /// The bytes of the file at an index of `names`; nil: nothing to write.
        package var bytes: @Sendable @MainActor (Int) async -> [UInt8]?

        /// Creates a batch.
        package init(
            names: [String], noun: String, total: Int, what: String,
            bytes: @escaping @Sendable @MainActor (Int) async -> [UInt8]?
        ) {
            (self.names, self.noun, self.total, self.what, self.bytes) = (names, noun, total, what, bytes)
        }

        /// Equal batches write the same files: the same names, noun and total.
        package static func == (lhs: Batch, rhs: Batch) -> Bool {
            (lhs.names, lhs.noun, lhs.total, lhs.what) == (rhs.names, rhs.noun, rhs.total, rhs.what)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(names)
            hasher.combine(noun)
            hasher.combine(total)
            hasher.combine(what)
        }
    }

    /// Makes the folder and writes each batch.
    /// - Returns: the report's text with each batch's line, the messages for standard error, and
    ///   whether something could not be written (exit status 73).
    @MainActor
    func write() async -> (text: String, errors: String, failed: Bool) {
        var (text, errors, failed) = ("", "", false)
        let folder: NewFilesFolder?
        switch NewFilesFolder.make(path, what: what) {
        case .success(let made):
            folder = made
        case .failure(let failure):
            (folder, failed) = (nil, true)
            errors += ToolMessage.line("\(failure)")
        }
        for section in sections {
            text += section.text
            guard let batch = section.batch, let folder else { continue }
            var (written, kept) = (0, [String]())
            var failure: OutputFailure?
            files: for (index, name) in batch.names.enumerated() {
                switch await folder.write(name, what: batch.what, bytes: { await batch.bytes(index) }) {
                case .written: written += 1
                case .kept(let target): kept.append(target)
                case .skipped: continue
                case .failed(let problem):
                    failure = problem
                    break files
                }
            }
            text += "  wrote \(written) of \(plural(batch.total, batch.noun)) to \(path.printable)\n"
            if !kept.isEmpty {
                errors += ToolMessage.line("\(plural(kept.count, "file")) already in \(path) left as "
                    + "they were, not replaced (remove them, or give another folder): " + kept.joined(separator: ", "))
                failed = true
            }
            if let failure {
                errors += ToolMessage.line("\(failure)")
                failed = true
            }
        }
        return (text, errors, failed)
    }
}
