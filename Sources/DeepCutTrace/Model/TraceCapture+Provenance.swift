extension TraceCapture {
    /// What this capture fails to say about where it came from, as sentences
    /// for a person, each with the fix; empty when it is honest (Docs/TraceFormat.md "capture"):
    /// - a `device` trace names the `app`, `device` and `os` it was recorded with;
    /// - a `reconstructed` trace's `notes` say what was published and which
    ///   figures are filler (the word "filler" appears in them);
    /// - a `synthetic` trace needs nothing more (`problems(atPath:)` keeps it out of `Traces/`).
    /// - Complexity: O(n) in the length of `notes`.
    public var provenanceProblems: [String] {
        switch origin {
        case .device:
            [("app", app, "Deep Cut Atlas 2.3 (41)", "the app's version and build"),
             ("device", device, "iPhone 16 Pro", "the phone's model"),
             ("os", os, "iOS 18.5", "the system it ran")]
                .filter { $0.1?.contains(where: { !$0.isWhitespace }) != true }
                .map { "a device trace names its \($0.0) in capture.\($0.0): add \"\($0.0)\": \"\($0.2)\" (\($0.3)) to its capture" }
        case .reconstructed:
            notes?.lowercased().contains("filler") == true
                ? [] : ["a reconstructed trace's capture.notes say which figures are filler: "
                    + "name there the published figures and everything filled in (filler artists, guessed codes, made-up ids)"]
        case .synthetic:
            []
        }
    }

    /// `provenanceProblems`, and where a trace of this origin belongs in the package's
    /// layout (`folderProblems(atPath:)`): what the trace suites fail a trace for.
    /// - Parameter path: the trace's path, as given; only its folders' names are read.
    public func problems(atPath path: String) -> [String] {
        provenanceProblems + folderProblems(atPath: path)
    }

    /// Where a trace of this origin belongs in the package's layout (README "Recording
    /// on a device"): a folder named `Fixtures` holds only synthetic traces, and one
    /// named `Traces` none unless it is a test target's (inside a folder named `Tests`);
    /// each misplacement as a sentence with the fix.
    /// - Parameter path: the trace's path, as given; only its folders' names are read.
    public func folderProblems(atPath path: String) -> [String] {
        let folders = path.split(separator: "/").dropLast()
        var problems: [String] = []
        if folders.contains("Fixtures"), origin != .synthetic {
            problems.append("Fixtures/ holds only synthetic traces (generated or written by hand), and this one's "
                + "capture.origin is \"\(origin.rawValue)\": move it to Traces/")
        }
        // A test target's bundled `Traces` folder (under `Tests/`) holds whatever its tests replay, the
        // package's synthetic fixtures included (Guides/Adopting.md "Where traces live"): only the
        // repository's own `Traces/` is kept for recordings.
        if let traces = folders.lastIndex(of: "Traces"), !folders[..<traces].contains("Tests"), origin == .synthetic {
            problems.append("Traces/ holds traces from a phone or rebuilt from one, and this one's capture.origin is "
                + "\"synthetic\": move it to Fixtures/")
        }
        return problems
    }
}
