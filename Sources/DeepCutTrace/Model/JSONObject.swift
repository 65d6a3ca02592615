/// A JSON object whose members keep their document order: how a trace holds
/// the keys the format does not define (its "unknown keys").
///
/// Keys are unique, as a trace's JSON objects must be, and are compared by
/// their Unicode code points, as JSON compares them: "é" (U+00E9) and "é"
/// (e, U+0301) are two keys, though equal as Swift strings. Equality compares
/// the members in order, so two objects with the same members in another
/// order differ (they are written differently).
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One member: a key and its value. Keys are compared by code points
    /// (the key is stored as a `CodePointKey`, so that the synthesized
    /// equality and hashing compare it so).
    public struct Member: Hashable, Sendable {
        /// The key as compared.
        private var codePoints: CodePointKey
        /// The value.
        public var value: JSONValue

        /// The key, unescaped.
        public var key: String {
            get { codePoints.text }
            set { codePoints = CodePointKey(newValue) }
        }

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            codePoints = CodePointKey(key)
            self.value = value
        }
    }

    /// The members, in document order.
    public private(set) var members: [Member]

    /// Creates an empty object.
    public init() {
        members = []
    }

    /// Creates an object from members in order.
    /// - Precondition: the keys are unique (by code points).
    public init(_ members: [Member]) {
        precondition(Set(members.map { CodePointKey($0.key) }).count == members.count, "duplicate key in a JSONObject")
        self.members = members
    }

    /// Creates an object from a literal, in the literal's order.
    /// - Precondition: the keys are unique (by code points).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.map { Member(key: $0.0, value: $0.1) })
    }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The number of members.
    public var count: Int { members.count }

    /// The keys, in document order.
    public var keys: [String] { members.map(\.key) }

    /// The value for `key` (the member whose key has the same code points);
    /// setting a new key appends it, setting nil removes it.
    /// - Complexity: O(n) in the number of members.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key.utf8.elementsEqual(key.utf8) }?.value }
        set {
            if let index = members.firstIndex(where: { $0.key.utf8.elementsEqual(key.utf8) }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// Appends a member whose key the caller knows to be new (the reader
    /// checks duplicates itself).
    package mutating func appendUnchecked(key: String, value: JSONValue) {
        members.append(Member(key: key, value: value))
    }

    /// The object as compact JSON, as the writer writes unknown values.
    public var description: String {
        var output = JSONOutput()
        output.writeObject(self)
        return output.string
    }
}
