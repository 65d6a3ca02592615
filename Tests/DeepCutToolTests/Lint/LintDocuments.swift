import DeepCutAnalysis
import DeepCutTool
import DeepCutTrace
import DeepCutVerify

/// Small traces for the lint tests, written call by call.
enum LintDocuments {
    /// A trace whose calls are `calls` (each a call object without `seq`), numbered in order from 0.
    static func trace(_ calls: [String]) throws -> Trace {
        let numbered = calls.enumerated().map { index, call in "{\"seq\": \(index), " + call.dropFirst() }
        return try SampleTraces.trace("""
            {"format": "deepcut-trace", "version": 1,
             "capture": {"origin": "synthetic", "title": "lint case", "startedAt": "2026-06-01T09:00:00Z"},
             "calls": [\(numbered.joined(separator: ",\n"))]}
            """)
    }

    /// The lints that fire on `calls`, by id.
    static func fired(_ calls: [String]) throws -> [String] {
        TraceLints.findings(in: try trace(calls)).map(\.id)
    }

    /// The finding of lint `id` on `calls`, if it fires.
    static func finding(_ id: String, _ calls: [String]) throws -> LintFinding? {
        TraceLints.findings(in: try trace(calls)).first { $0.id == id }
    }

    /// `fetchLibraryArtists` answering these artists (id, name).
    static func artists(_ artists: [(String, String)]) -> String {
        let list = artists.map { "{\"id\": \"\($0.0)\", \"name\": \"\($0.1)\"}" }.joined(separator: ", ")
        return "{\"method\": \"fetchLibraryArtists\", \"args\": {}, \"result\": {\"artists\": [\(list)]}}"
    }

    /// `fetchLibraryAlbums` answering these album objects.
    static func albums(_ albums: [String]) -> String {
        "{\"method\": \"fetchLibraryAlbums\", \"args\": {}, \"result\": {\"albums\": [\(albums.joined(separator: ", "))]}}"
    }

    /// `fetchCatalogReleases` of `artistID` answering these album objects.
    static func releases(_ artistID: String, _ albums: [String], hasMore: Bool = false) -> String {
        "{\"method\": \"fetchCatalogReleases\", \"args\": {\"artistID\": \"\(artistID)\"}, \"result\": {\"albums\": ["
            + albums.joined(separator: ", ") + "]" + (hasMore ? ", \"hasMore\": true" : "") + "}}"
    }

    /// `fetchCatalogReleases` of `artistID` failing with this error object.
    static func releasesError(_ artistID: String, _ error: String) -> String {
        "{\"method\": \"fetchCatalogReleases\", \"args\": {\"artistID\": \"\(artistID)\"}, \"error\": \(error)}"
    }

    /// `fetchRecentlyPlayed` answering tracks by these artist names.
    static func recentlyPlayed(_ artistNames: [String]) -> String {
        let tracks = artistNames.enumerated().map { "{\"id\": \"90\($0.offset)\", \"title\": \"Song\", \"artistName\": \"\($0.element)\"}" }
        return "{\"method\": \"fetchRecentlyPlayed\", \"args\": {}, \"result\": {\"tracks\": [\(tracks.joined(separator: ", "))]}}"
    }

    /// A catalog album object.
    static func album(_ id: String, _ title: String, by artistName: String, date: String? = nil, rating: String? = nil) -> String {
        var object = "{\"id\": \"\(id)\", \"title\": \"\(title)\", \"artistName\": \"\(artistName)\""
        if let date { object += ", \"releaseDate\": \"\(date)\"" }
        if let rating { object += ", \"contentRating\": \"\(rating)\"" }
        return object + "}"
    }

    /// A library album object, owned by `artistID` when given.
    static func libraryAlbum(_ id: String, _ title: String, by artistName: String, artistID: String?, catalogID: String? = nil) -> String {
        var object = "{\"id\": \"\(id)\", \"title\": \"\(title)\", \"artistName\": \"\(artistName)\""
        if let artistID { object += ", \"artistID\": \"\(artistID)\"" }
        if let catalogID { object += ", \"catalogID\": \"\(catalogID)\"" }
        return object + "}"
    }

    /// The HTTP 429 error object Apple's API answers (no Retry-After).
    static let tooManyRequests = "{\"kind\": \"http\", \"status\": 429, \"code\": \"42900\", \"title\": \"Too Many Requests\"}"
    /// The HTTP 404 error object Apple's API answers for an unknown id.
    static let notFound = "{\"kind\": \"http\", \"status\": 404, \"code\": \"40400\", \"title\": \"Resource Not Found\"}"
}
