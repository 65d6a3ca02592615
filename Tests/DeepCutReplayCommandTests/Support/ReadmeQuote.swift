import Foundation
import Testing

/// Code README quotes from a file of the package, which a test keeps equal
/// to the file: the file marks the region with `// README: begin NAME` and
/// `// README: end NAME` lines, README puts
/// `<!-- quoted from PATH; a test keeps it equal -->` before its Swift block.
struct ReadmeQuote {
    /// The lines between the file's markers.
    var region: String
    /// README's block after its marker.
    var block: String

    /// Reads the region `name` of the file at `path` (relative to the package
    /// root) and README's quotation of it.
    /// - Throws: what reading throws; an issue when a marker is missing.
    init(_ path: String, region name: String) throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let begin = try #require(lines.firstIndex(of: "// README: begin \(name)"), "\(path) marks no README region \(name)")
        let end = try #require(lines.firstIndex(of: "// README: end \(name)"), "\(path) does not end README region \(name)")
        region = lines[(begin + 1)..<end].joined(separator: "\n")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "<!-- quoted from \(path); a test keeps it equal -->\n```swift\n"
        let start = try #require(readme.range(of: marker), "README quotes \(path) after its marker")
        let close = try #require(readme[start.upperBound...].range(of: "\n```\n"), "README's quotation of \(path) is closed")
        block = String(readme[start.upperBound..<close.lowerBound])
    }
}
