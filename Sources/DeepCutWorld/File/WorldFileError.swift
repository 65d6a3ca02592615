/// Why a world file could not be read (Docs/WorldFormat.md): the module's one
/// error, each case with what its message needs.
public enum WorldFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One step of a JSON path: a member's key or an element's index.
    public enum PathStep: Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The bytes are not one JSON document.
    case notJSON(detail: String)
    /// JSON, but its `format` is not `"deepcut-world"` (nil: there is none).
    case notAWorld(format: String?)
    /// The document says no `version`.
    case missingVersion
    /// A `version` this reader does not read.
    case unsupportedVersion(Int)
    /// A value that breaks the format: where, and what is wrong.
    case invalid(path: [PathStep], reason: String)

    /// The path of the value at fault, as the trace reader writes one: `calls[3].answers[0].result`;
    /// empty for the document as a whole.
    public var path: [PathStep] {
        if case .invalid(let path, _) = self { return path }
        if case .missingVersion = self { return [] }
        if case .unsupportedVersion = self { return [.key("version")] }
        if case .notAWorld(let format) = self, format != nil { return [.key("format")] }
        return []
    }

    /// `calls[3].answers[0].result`.
    public static func text(of path: [PathStep]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// What is wrong, for a person: the path first when there is one.
    public var description: String {
        let place = Self.text(of: path)
        let prefix = place.isEmpty ? "" : place + ": "
        switch self {
        case .notJSON(let detail):
            return "not JSON (\(detail)); a world file is what `deepcut-replay world TRACE... -o WORLD.json` writes"
        case .notAWorld(let format?):
            return prefix + "format is \"\(format)\", not \"deepcut-world\"; "
                + (format == "deepcut-trace" ? "this is a trace: make a world of it with `deepcut-replay world TRACE -o WORLD.json`"
                    : "this is not a Deep Cut world")
        case .notAWorld(nil):
            return "missing required key \"format\" (this is not a Deep Cut world: a world file says \"format\": \"deepcut-world\")"
        case .missingVersion:
            return "missing required key \"version\" (an integer; this reader reads version \(WorldFile.supportedVersion))"
        case .unsupportedVersion(let version):
            return prefix + (version > WorldFile.supportedVersion
                ? "version \(version) is newer than this reader; it reads version \(WorldFile.supportedVersion)"
                : "version \(version) does not exist; the first version is 1")
        case .invalid(_, let reason):
            return prefix + reason
        }
    }
}
