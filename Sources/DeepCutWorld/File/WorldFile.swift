import DeepCutKit
import DeepCutTrace
import Foundation

/// A world as a file (Docs/WorldFormat.md, `"format": "deepcut-world"`, version 1):
/// read by the app in Debug builds, written by `deepcut-replay world`.
///
/// Writing gives the same bytes for the same world: the top-level keys in a
/// fixed order, one request a line, sorted by method then arguments, and the
/// keys of every object inside a line sorted. Reading gives back an equal world.
public enum WorldFile {
    /// The value of `format`.
    public static let formatName = "deepcut-world"
    /// The only version this module reads, and the one it writes.
    public static let supportedVersion = 1

    /// The world's bytes.
    /// - Complexity: O(n) in the answers' size, plus sorting the requests.
    public static func bytes(for world: MusicWorld) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func line<Value: Encodable>(_ value: Value) -> String {
            // Encoding plain values of strings, numbers and bools does not fail.
            (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }
        func list(_ lines: [String]) -> String {
            lines.isEmpty ? "[]" : "[\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
        }
        var text = "{\n  \"format\": \"\(formatName)\",\n  \"version\": \(supportedVersion),\n"
        text += "  \"sources\": " + list(world.sources.map { line(Document.Source($0)) }) + ",\n"
        text += "  \"calls\": " + list(world.answers.sorted { MusicWorld.precedes($0.key, $1.key) }
            .map { line(Document.Call(request: $0.key, answers: $0.value)) }) + ",\n"
        text += "  \"writeErrors\": " + list(world.writeErrors.sorted { MusicWorld.precedes($0.key, $1.key) }
            .map { line(Document.Call(request: $0.key, answers: $0.value)) }) + ",\n"
        text += "  \"conflicts\": " + list(world.conflicts.map { line(Document.Conflict($0)) }) + ",\n"
        text += "  \"playlistContents\": " + line(world.playlistContents) + ",\n"
        text += "  \"addedToLibrary\": " + line(world.addedToLibrary) + "\n}\n"
        return Array(text.utf8)
    }

    /// Writes the world's bytes to a file, replacing it.
    /// - Throws: what writing the file throws.
    public static func write(_ world: MusicWorld, to url: URL) throws {
        try Data(bytes(for: world)).write(to: url, options: .atomic)
    }

    /// Reads a world from a file's bytes.
    /// - Throws: `WorldFileError`, naming the JSON path of the value at fault.
    /// - Complexity: O(n) in the bytes.
    public static func read(data: Data) throws(WorldFileError) -> MusicWorld {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch let error as DecodingError {
            if case .typeMismatch(_, let context) = error, context.codingPath.isEmpty {
                throw .notAWorld(format: nil)
            }
            throw .notJSON(detail: Self.detail(of: error))
        } catch {
            throw .notJSON(detail: "\(error)")
        }
        guard header.format == formatName else { throw .notAWorld(format: header.format) }
        guard let version = header.version else {
            if header.hasVersion { throw .invalid(path: [.key("version")], reason: "expected an integer") }
            throw .missingVersion
        }
        guard version == supportedVersion else { throw .unsupportedVersion(version) }
        let document: Document
        do {
            document = try decoder.decode(Document.self, from: data)
        } catch let error as DecodingError {
            throw Self.refusal(error)
        } catch let error as WorldFileError {
            throw error
        } catch {
            throw .invalid(path: [], reason: "\(error)")
        }
        return try document.world()
    }

    /// Reads a world from a file.
    /// - Throws: `WorldFileError`; a file that cannot be read is `.notJSON` with the reason.
    public static func read(contentsOf url: URL) throws(WorldFileError) -> MusicWorld {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .notJSON(detail: "cannot read \(url.path): \(error.localizedDescription)")
        }
        return try read(data: data)
    }

    /// `format` and `version` alone, read before anything else so that another
    /// file is told what it is, not what its keys lack.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
        /// A `version` that is not an integer is held back until the format is known
        /// (another tool's `"version": "1.0.0"` is told it is not a world).
        var hasVersion = false

        private enum CodingKeys: String, CodingKey { case format, version }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try? container.decodeIfPresent(String.self, forKey: .format)
            version = try? container.decodeIfPresent(Int.self, forKey: .version)
            hasVersion = container.contains(.version)
        }
    }

    /// A decoding error as a refusal naming its path.
    static func refusal(_ error: DecodingError) -> WorldFileError {
        let context: DecodingError.Context
        var reason: String
        switch error {
        case .typeMismatch(let type, let found):
            (context, reason) = (found, "expected \(Self.name(of: type))")
        case .valueNotFound(let type, let found):
            (context, reason) = (found, "expected \(Self.name(of: type)), found null")
        case .keyNotFound(let key, let found):
            return .invalid(path: Self.path(found.codingPath), reason: "missing required key \"\(key.stringValue)\"")
        case .dataCorrupted(let found):
            (context, reason) = (found, found.debugDescription)
        @unknown default:
            return .invalid(path: [], reason: "\(error)")
        }
        if case .dataCorrupted = error {} else if !context.debugDescription.isEmpty {
            reason += " (\(context.debugDescription))"
        }
        return .invalid(path: Self.path(context.codingPath), reason: reason)
    }

    private static func detail(of error: DecodingError) -> String {
        if case .dataCorrupted(let context) = error {
            return (context.underlyingError.map { "\($0)" } ?? context.debugDescription)
        }
        return "\(error)"
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default: "a value of another shape"
        }
    }

    /// A coding path as path steps.
    static func path(_ codingPath: [any CodingKey]) -> [WorldFileError.PathStep] {
        codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
    }
}
