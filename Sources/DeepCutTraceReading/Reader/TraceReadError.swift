import DeepCutTrace
import Foundation
/// Why a document is not a trace: the errors of `TraceReader`, each naming
/// the place (file, line, column), the JSON path (`calls[3].result.albums[0].title`)
/// and what was expected and found.
///
/// `description` is the message for a person:
/// `Traces/x.json:41:17: calls[3].result.albums[0].title: expected a string, found a number (12)`.
/// `unreadable`, `tooLarge` and `changedWhileReading` are about the file rather than its content
/// (`isAboutTheFile`; the command line exits 66 for them, 65 for the others).
public enum TraceReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// The file (or the FIFO or device) holds more than `limit` bytes, the
    /// most the reader was allowed to read.
    case tooLarge(path: String, limit: Int)
    /// Another program changed the file while it was being read (cut it
    /// short, rewrote or grew it): what was read may mix two versions.
    case changedWhileReading(path: String)
    /// The document is not valid JSON (RFC 8259) at this place.
    case invalidJSON(TraceSourceLocation, path: String, expected: String, found: String)
    /// The document ends where more was expected: cut off outside the calls
    /// array, where a recorder never stops (before the calls opened, or after they closed).
    case cutOff(TraceSourceLocation, path: String, expected: String)
    /// A key appears twice in one object.
    case duplicateKey(TraceSourceLocation, path: String, key: String)
    /// A value has the wrong JSON type.
    case typeMismatch(TraceSourceLocation, path: String, expected: String, found: String)
    /// A value has the right type but is not allowed: an unknown method, a
    /// negative `seq`, an impossible release date.
    case invalidValue(TraceSourceLocation, path: String, expected: String, found: String)
    /// A required key is missing from the object at `path`; `note` says what the object needs.
    case missingKey(TraceSourceLocation, path: String, key: String, note: String?)
    /// A key the format defines, but for another method, error kind or
    /// action; `reason` says what belongs here.
    case misplacedKey(TraceSourceLocation, path: String, key: String, reason: String)
    /// `format` is not `"deepcut-trace"`.
    case wrongFormat(TraceSourceLocation, found: String)
    /// `version` is an integer other than 1.
    case unsupportedVersion(TraceSourceLocation, version: Int)
    /// A call holds both `result` and `error` (`bothGiven`), or neither.
    case resultAndError(TraceSourceLocation, path: String, bothGiven: Bool)
    /// Two calls have the same `seq`; `firstPath` and `firstLocation` name the earlier one.
    case duplicateSeq(TraceSourceLocation, path: String, seq: Int, firstPath: String, firstLocation: TraceSourceLocation)
    /// A key in an `expect` or `observed` that the tool does not check; `allowed`
    /// lists the keys that may stand there, `suggestion` the closest of them.
    case uncheckedKey(TraceSourceLocation, path: String, key: String, suggestion: String?, allowed: [String])

    /// The place of the error, or nil when the file could not be read.
    public var location: TraceSourceLocation? {
        switch self {
        case .unreadable, .tooLarge, .changedWhileReading: nil
        case .invalidJSON(let location, _, _, _), .cutOff(let location, _, _), .duplicateKey(let location, _, _),
             .typeMismatch(let location, _, _, _), .invalidValue(let location, _, _, _),
             .missingKey(let location, _, _, _), .misplacedKey(let location, _, _, _),
             .wrongFormat(let location, _), .unsupportedVersion(let location, _),
             .resultAndError(let location, _, _), .duplicateSeq(let location, _, _, _, _),
             .uncheckedKey(let location, _, _, _, _):
            location
        }
    }

    /// The JSON path of the value or object at fault (empty for the top-level object).
    public var path: String {
        switch self {
        case .unreadable, .tooLarge, .changedWhileReading: ""
        case .wrongFormat: "format"
        case .unsupportedVersion: "version"
        case .invalidJSON(_, let path, _, _), .cutOff(_, let path, _), .duplicateKey(_, let path, _),
             .typeMismatch(_, let path, _, _), .invalidValue(_, let path, _, _), .missingKey(_, let path, _, _),
             .misplacedKey(_, let path, _, _), .resultAndError(_, let path, _), .duplicateSeq(_, let path, _, _, _),
             .uncheckedKey(_, let path, _, _, _):
            path
        }
    }

    /// Whether the error is about the file (it could not be read, was too
    /// large, or changed while read) rather than about the document in it.
    public var isAboutTheFile: Bool {
        switch self {
        case .unreadable, .tooLarge, .changedWhileReading: true
        default: false
        }
    }

    /// Whether the document ended early (the reader keeps the complete calls
    /// when this happens inside `calls`).
    public var isCutOff: Bool {
        if case .cutOff = self { true } else { false }
    }

    /// What is wrong, without the place: `expected a string, found a number (12)`.
    public var message: String {
        switch self {
        case .unreadable(_, let reason):
            return "cannot read the file: \(reason)"
        case .tooLarge(_, let limit):
            return "cannot read the file: it is larger than the limit of \(Self.size(limit))"
        case .changedWhileReading:
            return "cannot read the file: it changed while it was being read; read it again once whatever writes it has finished"
        case .invalidJSON(_, _, let expected, let found):
            return "invalid JSON: expected \(expected), found \(found)"
        case .cutOff(_, _, let expected):
            return "the document is cut off: expected \(expected), found the end of the input"
        case .duplicateKey(_, _, let key):
            return "duplicate key \(Self.quoted(key)): a key may appear only once in an object"
        case .typeMismatch(_, _, let expected, let found), .invalidValue(_, _, let expected, let found):
            return "expected \(expected), found \(found)"
        case .missingKey(_, _, let key, let note):
            return "missing required key \(Self.quoted(key))" + (note.map { " (\($0))" } ?? "")
        case .misplacedKey(_, _, _, let reason):
            return reason
        case .wrongFormat(_, let found):
            return "expected \"\(Trace.formatName)\", found \(found): this is not a Deep Cut trace"
        case .unsupportedVersion(_, let version):
            let supported = Trace.supportedVersion
            return version > supported
                ? "version \(version) is newer than this reader; it reads version \(supported)"
                : "version \(version) does not exist; this reader reads version \(supported)"
        case .resultAndError(_, _, let bothGiven):
            return bothGiven
                ? "a call holds \"result\" or \"error\", not both"
                : "a call holds \"result\" or \"error\", and this one holds neither"
        case .duplicateSeq(_, _, let seq, let firstPath, let firstLocation):
            return "seq \(seq) is used twice: by \(firstPath) (line \(firstLocation.line), column \(firstLocation.column)) and here"
        case .uncheckedKey(_, let path, let key, let suggestion, let allowed):
            let place = path.hasSuffix(".observed") || path.contains(".observed.") ? "observed" : "expect"
            return "\(Self.quoted(key)) is not a key this tool checks"
                + (suggestion.map { ": did you mean \($0)?" } ?? "")
                + " (\(place) here takes \(allowed.joined(separator: ", ")); an unchecked expectation would pass silently)"
        }
    }

    /// `Traces/x.json:41:17: calls[3].result.albums[0].title: expected a string, found a number (12)`.
    public var description: String {
        switch self {
        case .unreadable(let path, _), .tooLarge(let path, _), .changedWhileReading(let path):
            return "\(path): \(message)"
        default: break
        }
        let place = location.map { "\($0): " } ?? ""
        return place + (path.isEmpty ? "" : path + ": ") + message
    }

    /// `2 GiB`, `1 MiB`, `4 KiB`, `100 bytes`, `1 byte`: a size in the
    /// largest binary unit that divides it.
    static func size(_ bytes: Int) -> String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    static func quoted(_ text: String) -> String {
        var output = JSONOutput()
        output.writeString(text)
        return output.string
    }
}

extension TraceReadError: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
}
