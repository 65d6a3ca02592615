import DeepCutTrace

/// Writes a `JSONValue` with two-space indentation; arrays of scalars stay
/// on one line. Deterministic: members in their given order.
///
/// `Streamed` values are written the same way, with their long arrays of
/// objects made one element at a time as they are written.
package enum PrettyJSON {
    /// A value to write, whose arrays of objects may be made as they are written.
    enum Streamed {
        /// A value made already.
        case value(JSONValue)
        /// An object whose members are streamed values.
        case object([(String, Streamed)])
        /// An array of `count` objects (or arrays), the element at an index made when it is written.
        case objects(count: Int, element: (Int) -> JSONValue)
    }

    package static func render(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    /// Writes a streamed value at `indent`, as `render` would write the whole value.
    static func write(_ value: Streamed, indent: Int, into output: inout some TextOutputStream) {
        switch value {
        case .value(let value):
            write(value, indent: indent, into: &output)
        case .object(let members) where members.isEmpty:
            output.write("{}")
        case .object(let members):
            output.write("{\n")
            for (index, member) in members.enumerated() {
                output.write(String(repeating: "  ", count: indent + 1) + JSONText.quoted(member.0) + ": ")
                write(member.1, indent: indent + 1, into: &output)
                output.write(index == members.count - 1 ? "\n" : ",\n")
            }
            output.write(String(repeating: "  ", count: indent) + "}")
        case .objects(let count, _) where count == 0:
            output.write("[]")
        case .objects(let count, let element):
            output.write("[\n")
            for index in 0..<count {
                output.write(String(repeating: "  ", count: indent + 1))
                write(element(index), indent: indent + 1, into: &output)
                output.write(index == count - 1 ? "\n" : ",\n")
            }
            output.write(String(repeating: "  ", count: indent) + "]")
        }
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout some TextOutputStream) {
        switch value {
        case .array(let items) where items.isEmpty:
            output.write("[]")
        case .array(let items) where items.allSatisfy(\.isScalar):
            output.write("[")
            for (index, item) in items.enumerated() {
                if index > 0 { output.write(", ") }
                write(item, indent: indent, into: &output)
            }
            output.write("]")
        case .array(let items):
            output.write("[\n")
            for (index, item) in items.enumerated() {
                output.write(String(repeating: "  ", count: indent + 1))
                write(item, indent: indent + 1, into: &output)
                output.write(index == items.count - 1 ? "\n" : ",\n")
            }
            output.write(String(repeating: "  ", count: indent) + "]")
        case .object(let object) where object.members.isEmpty:
            output.write("{}")
        case .object(let object):
            output.write("{\n")
            for (index, member) in object.members.enumerated() {
                output.write(String(repeating: "  ", count: indent + 1) + JSONText.quoted(member.key) + ": ")
                write(member.value, indent: indent + 1, into: &output)
                output.write(index == object.members.count - 1 ? "\n" : ",\n")
            }
            output.write(String(repeating: "  ", count: indent) + "}")
        default:
            output.write(JSONText.compact(value))
        }
    }
}

extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}

/// Scalars and strings in the trace writer's JSON forms.
enum JSONText {
    /// A quoted, escaped string.
    static func quoted(_ text: String) -> String {
        var output = JSONOutput()
        output.writeString(text)
        return output.string
    }

    /// A value on one line.
    static func compact(_ value: JSONValue) -> String {
        var output = JSONOutput()
        output.writeValue(value)
        return output.string
    }
}
