/// A parsed JSON value with the byte offset it started at, so errors can name a line and column.
///
/// Objects keep their members in file order as pairs; they are small, so a linear lookup beats hashing.
public struct JSONValue: Sendable {
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([(key: String, value: JSONValue)])
    }

    public let kind: Kind
    /// Byte offset of the value's first character in the document.
    public let offset: Int

    /// The member named `key` (the last one, as most JSON readers do, when a key repeats).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// A short name of the kind, for error messages: "a string", "an array" ….
    var kindName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
