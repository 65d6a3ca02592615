import DeepCutTrace

/// The unknown members of one object as the reader meets them: kept in
/// document order, with a repeated key found in constant time, keys compared
/// by their code points as JSON compares them.
struct UnknownMembers {
    /// The members read so far.
    private(set) var object = JSONObject()
    /// Their keys.
    private var keys: Set<CodePointKey> = []

    /// Records that the object holds `key`; false when it already did.
    mutating func claim(_ key: String) -> Bool {
        keys.insert(CodePointKey(key)).inserted
    }

    /// Appends a member whose key was claimed.
    mutating func append(key: String, value: JSONValue) {
        object.appendUnchecked(key: key, value: value)
    }
}
