import Foundation
import Testing

/// Code a page (README, or a page of Docs/ or Guides/) quotes from a file of the package,
/// which a test keeps equal to the file: the file marks the region with
/// `// README: begin NAME` and `// README: end NAME` lines (`// Guides/X.md: begin
/// NAME` for a page of Guides/, and so on), or the page quotes the whole file; the page puts
/// `<!-- quoted from PATH; a test keeps it equal -->` before its Swift block.
struct ReadmeQuote {
    /// The lines between the file's markers, or the whole file without its last newline
    /// and without the marker lines of other quotations.
    var region: String
    /// The page's block after its marker.
    var block: String

    /// Reads the region `name` of the file at `path` (relative to the package
    /// root), or the whole file when `name` is nil, and the page's quotation of it.
    /// - Throws: what reading throws; an issue when a marker is missing.
    init(_ path: String, region name: String?, page: String = "README.md") throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        if let name {
            let label = page == "README.md" ? "README" : page
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let begin = try #require(lines.firstIndex(of: "// \(label): begin \(name)"), "\(path) marks no \(page) region \(name)")
            let end = try #require(lines.firstIndex(of: "// \(label): end \(name)"), "\(path) does not end \(page) region \(name)")
            region = lines[(begin + 1)..<end].joined(separator: "\n")
        } else {
            // The whole file, less the lines that mark regions other pages quote.
            let lines = (source.hasSuffix("\n") ? String(source.dropLast()) : source)
                .split(separator: "\n", omittingEmptySubsequences: false)
            region = lines.filter { line in
                !(line.hasPrefix("// ") && (line.contains(": begin ") || line.contains(": end ")))
            }.joined(separator: "\n")
        }
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        let marker = "<!-- quoted from \(path); a test keeps it equal -->\n```swift\n"
        let start = try #require(text.range(of: marker), "\(page) quotes \(path) after its marker")
        let close = try #require(text[start.upperBound...].range(of: "\n```\n"), "\(page)'s quotation of \(path) is closed")
        block = String(text[start.upperBound..<close.lowerBound])
    }
}
