extension TraceCapture {
    /// What this capture fails to say about where it came from, as sentences
    /// for a person; empty when it is honest (Docs/TraceFormat.md "capture"):
    /// - a `device` trace names the `app`, `device` and `os` it was recorded with;
    /// - a `reconstructed` trace's `notes` say what was published and which
    ///   figures are filler (the word "filler" appears in them);
    /// - a `synthetic` trace needs nothing more (the corpus keeps it out of `Traces/`).
    /// - Complexity: O(n) in the length of `notes`.
    public var provenanceProblems: [String] {
        switch origin {
        case .device:
            [("app", app), ("device", device), ("os", os)]
                .filter { $0.1?.contains(where: { !$0.isWhitespace }) != true }
                .map { "a device trace names its \($0.0) in capture.\($0.0)" }
        case .reconstructed:
            notes?.lowercased().contains("filler") == true
                ? [] : ["a reconstructed trace's capture.notes say which figures are filler"]
        case .synthetic:
            []
        }
    }
}
