import DeepCutCommandLine

/// deepcut-record-example's command line, declared as deepcut-replay's
/// commands are: one OUT.json, where the finished trace is written.
struct RecordingArguments: ProgramArguments {
    static let configuration = CommandConfiguration(
        topic: HelpTopic(program: "deepcut-record-example"), overview: "",
        sections: [HelpSection(paragraph: """
            Records a Discover session against MockMusicLibraryService (SampleLibrary.standard) through the
            engine, with the recorder set up as Guides/Recording.md shows, and writes the finished trace to OUT.json:
            two refreshes, a release whose tracklist fails then loads on retry, an add to a playlist and a
            dismiss, each step with what the engine showed as its observed, and the diagnostics of every
            successful artist check and library read, as a diagnostic build behind its launch flag records
            them; their console lines ('NAME' total=N owned=N cuts=N, library artists=N) go to standard
            output as the checks finish. The same run gives the same bytes.
            Then: deepcut-replay OUT.json
            """)],
        exitStatus: nil)

    /// Where to write the trace.
    @Operands("OUT.json")
    var output: String

    init() {}

    func validate() throws(UsageError) {
        guard output != "-" else { throw Self.usageError("give one output file, not standard output (-)") }
    }
}
