import DeepCutVerify

/// What one lint found in one trace (Docs/Lints.md): how many calls, artists
/// or refreshes show the pitfall, the first few as evidence, what it means on
/// the phone and the fix.
package struct LintFinding: Hashable, Sendable {
    /// The lint's stable id, `capped-discography`.
    package var id: String
    /// How many `unit`s show it.
    package var count: Int
    /// What `count` counts.
    package var unit: LintUnit
    /// One sentence: `2 artists got exactly one page of albums (25) and no next page`.
    package var summary: String
    /// The first few places that show it, in `seq` order.
    package var evidence: [LintEvidence]
    /// What it means on the phone, for a person.
    package var meaning: String
    /// The MusicKit call or the engine setting that avoids it.
    package var fix: String
}

/// What a lint's count counts.
package enum LintUnit: String, Hashable, Sendable, CaseIterable {
    /// Service calls.
    case calls
    /// Library artists.
    case artists
    /// Catalog albums.
    case albums
    /// Releases (one title listed under several ids counts once).
    case releases
    /// Things a trace's capture or place fails to say or keep.
    case problems

    /// `1 call`, `3 artists`.
    func counted(_ count: Int) -> String {
        plural(count, String(rawValue.dropLast()))
    }
}

/// One place in a trace that shows a lint: the call, the artist, what was answered.
package struct LintEvidence: Hashable, Sendable {
    /// The call's `seq`.
    package var seq: Int
    /// The library artist concerned, when there is one.
    package var artistID: String?
    /// The artist's name in the library, when known.
    package var artistName: String?
    /// What was asked or answered: `HTTP 404 (40400)`, `25 albums, more in the catalog`.
    package var detail: String

    /// `A.N.I.M.A.L. (r.Animal01)`, the id alone, or nothing.
    var artistLabel: String {
        switch (artistName, artistID) {
        case (let name?, let id?): "\(name) (\(id))"
        case (nil, let id?): id
        case (let name?, nil): name
        case (nil, nil): ""
        }
    }
}
