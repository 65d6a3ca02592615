import DeepCutAnalysis

/// An output the tool did not write, and why: the message a person reads and the exit status.
package struct OutputFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output path as given.
    package var path: String
    /// What was to be written: `the JUnit report`, `the redacted trace`.
    package var what: String
    /// Why it was not written.
    package var problem: OutputProblem

    /// 64 for an output that is an input of the run, else 73.
    package var status: ExitStatus {
        switch problem {
        case .sameAsInput, .sameAsOutput, .standardOutputHoldsReport: .usage
        default: .cannotCreate
        }
    }

    /// `cannot write the JUnit report to out/x.xml: the folder out does not exist`.
    package var description: String { "cannot write \(what) to \(path.printable): \(problem)" }
}

/// Why an output was not written; each case ends the sentence that `OutputFailure` begins.
package enum OutputProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// A folder is there.
    case isAFolder
    /// The folder it would go in does not exist (or a part of the path is not a folder).
    case folderMissing(String)
    /// The user may not write the file (or it is on a read-only file system).
    case notWritable(FileSystemError)
    /// The user may not create files in the folder.
    case folderNotWritable(String, FileSystemError)
    /// The file has several hard links: a new copy would split them.
    case hardLinked(links: Int)
    /// A new copy could not have the file's owner and group.
    case ownerNotKept(owner: UInt32, group: UInt32, FileSystemError)
    /// A socket is there.
    case socket
    /// Something that is neither a file, a folder, a FIFO, a device nor a socket.
    case notAFile
    /// No program opened the FIFO for reading in time.
    case noReader(seconds: Int)
    /// The symbolic links loop, or nest too deep.
    case tooManyLinks
    /// It is a file this run reads (shown as given).
    case sameAsInput(String)
    /// It is the file of another output of this run: its path as given and what goes there.
    case sameAsOutput(String, what: String)
    /// It is the file standard output is, where this run prints its report.
    case standardOutputHoldsReport
    /// Another run holds the file's `WriterLock`: it is writing the file now.
    case lockedByAnotherRun
    /// The path came to name another file while this run read it (another program replaced it).
    case changedMeanwhile
    /// The system refused: what was being done (`writing`), and its error.
    case system(String, FileSystemError)

    /// The end of the sentence, for a person.
    package var description: String {
        switch self {
        case .isAFolder: "it is a folder"
        case .folderMissing(let folder): "the folder \(folder) does not exist"
        case .notWritable(let error): "it may not be written (\(error)), so it was left as it was"
        case .folderNotWritable(let folder, let error): "no file may be created in the folder \(folder) (\(error))"
        case .hardLinked(let links):
            "it has \(links) hard links, which a new copy would split, so it was left as it was "
                + "(write to another path, or copy the file to break the links)"
        case .ownerNotKept(let owner, let group, let error):
            "a new copy could not keep its owner (user \(owner), group \(group): \(error)), so it was left as it was"
        case .socket: "it is a socket, which cannot be written as a file"
        case .notAFile: "it is neither a file, a FIFO nor a device"
        case .noReader(let seconds): "no program opened the FIFO to read from it within \(seconds) s"
        case .tooManyLinks: "its symbolic links loop or nest more than \(OutputTarget.maximumLinks) deep"
        case .sameAsInput(let input):
            "it is the same file as \(input.printable), which this run reads: writing it would replace that input, "
                + "so nothing was written (give another path)"
        case .sameAsOutput(let other, let what):
            "it is the same file as \(other.printable), where this run writes \(what): one would replace or mix "
                + "into the other, so nothing was written (give each output a path of its own)"
        case .standardOutputHoldsReport:
            "it is the file standard output goes to, where this run prints its report: the two would mix, "
                + "so nothing was written (give another path, or send standard output elsewhere)"
        case .lockedByAnotherRun:
            "another deepcut-replay run (bless or import-diagnostics) is writing it now, so nothing was written "
                + "(run this again once that run has finished)"
        case .changedMeanwhile:
            "another program replaced it while this run read it, and writing it would lose that program's work, "
                + "so nothing was written (run this again to work on what it holds now)"
        case .system(let doing, let error): "\(doing) failed: \(error)"
        }
    }
}
