/// A JSON document as values, as ``JSONReader`` reads it, with booleans kept apart from numbers
/// so the scene parser can name the exact type it found.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The JSON name of this value's type, for messages ("expected a string, found a number").
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
