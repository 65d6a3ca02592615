import DeepCutTrace

/// Writes a `JSONValue` with two-space indentation; arrays of scalars stay
/// on one line. Deterministic: members in their given order.
enum PrettyJSON {
    static func render(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .array(let items) where items.isEmpty:
            output += "[]"
        case .array(let items) where items.allSatisfy(\.isScalar):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += ", " }
                write(item, indent: indent, into: &output)
            }
            output += "]"
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                write(item, indent: indent + 1, into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let object) where object.members.isEmpty:
            output += "{}"
        case .object(let object):
            output += "{\n"
            for (index, member) in object.members.enumerated() {
                output += String(repeating: "  ", count: indent + 1) + JSONText.quoted(member.key) + ": "
                write(member.value, indent: indent + 1, into: &output)
                output += index == object.members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        default:
            output += JSONText.compact(value)
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
