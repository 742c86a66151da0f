import Foundation

/// A JSON document as values, with booleans kept apart from numbers (Foundation gives both as
/// `NSNumber`), so the scene parser can name the exact type it found.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Converts what `JSONSerialization` returns; `nil` for anything else.
    init?(serialized value: Any) {
        switch value {
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            // Booleans are NSNumbers of Objective-C type `c` (char); JSON numbers never are.
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]:
            var elements: [JSONValue] = []
            elements.reserveCapacity(array.count)
            for element in array {
                guard let converted = JSONValue(serialized: element) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case let object as [String: Any]:
            var fields: [String: JSONValue] = [:]
            for (key, element) in object {
                guard let converted = JSONValue(serialized: element) else { return nil }
                fields[key] = converted
            }
            self = .object(fields)
        case is NSNull:
            self = .null
        default:
            return nil
        }
    }

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

    /// The deepest nesting of arrays and objects in `text`, outside strings; a cheap guard run
    /// before decoding so that a hostile file cannot exhaust the stack.
    static func nestingDepth(of text: [UInt8]) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in text {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
