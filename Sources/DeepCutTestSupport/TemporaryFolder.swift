import Foundation

/// Runs `body` with a fresh folder under the temporary directory, removed afterwards.
/// - Throws: what creating the folder or `body` throws.
public func withTemporaryFolder<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: (URL) async throws -> T
) async throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("deepcut-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

extension URL {
    /// Writes `text` to `name` inside this folder, making intermediate folders.
    /// - Throws: what creating the folders or writing throws.
    public func write(_ text: String, to name: String) throws {
        let file = appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
