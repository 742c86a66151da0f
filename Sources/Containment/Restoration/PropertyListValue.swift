#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One value of a ``UserActivity``'s `userInfo`: the property-list types `NSUserActivity`
/// accepts (strings, numbers, Booleans, data, dates, arrays and dictionaries of them), typed so
/// that an activity serializes without full Foundation.
///
/// Literals make it read as UIKit's `[AnyHashable: Any]` does when written:
/// `activity.userInfo = ["note": "Groceries", "row": 3, "pinned": true]`. Read a value back with
/// ``stringValue``, ``intValue`` and their siblings, where UIKit code casts with `as? String`.
public enum PropertyListValue: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case data(Data)
    case date(Date)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// The value of a property-list type given as `Any` (`String`, `Int`, `Double`, `Bool`,
    /// `Data`, `Date`, arrays and `[String: Any]` of them), else `nil`: what UIKit accepts in a
    /// `userInfo`, for code that builds one from untyped values.
    public init?(_ any: Any) {
        switch any {
        case let value as PropertyListValue: self = value
        case let value as String: self = .string(value)
        case let value as Bool: self = .bool(value)
        case let value as Int: self = .integer(value)
        case let value as Double: self = .double(value)
        case let value as Data: self = .data(value)
        case let value as Date: self = .date(value)
        case let values as [Any]:
            var converted: [PropertyListValue] = []
            converted.reserveCapacity(values.count)
            for element in values {
                guard let value = PropertyListValue(element) else { return nil }
                converted.append(value)
            }
            self = .array(converted)
        case let entries as [String: Any]:
            var converted: [String: PropertyListValue] = [:]
            for (key, element) in entries {
                guard let value = PropertyListValue(element) else { return nil }
                converted[key] = value
            }
            self = .dictionary(converted)
        default: return nil
        }
    }

    /// The string, if this is one.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The integer, if this is one (a double with no fraction counts, as `NSNumber` bridges).
    public var intValue: Int? {
        switch self {
        case .integer(let value): value
        case .double(let value) where value.rounded() == value && abs(value) < 9.0e15: Int(value)
        default: nil
        }
    }
    /// The number as a double, if this is a number.
    public var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
    /// The Boolean, if this is one.
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// The bytes, if this is data.
    public var dataValue: Data? { if case .data(let value) = self { value } else { nil } }
    /// The date, if this is one.
    public var dateValue: Date? { if case .date(let value) = self { value } else { nil } }
    /// The elements, if this is an array.
    public var arrayValue: [PropertyListValue]? { if case .array(let value) = self { value } else { nil } }
    /// The entries, if this is a dictionary.
    public var dictionaryValue: [String: PropertyListValue]? { if case .dictionary(let value) = self { value } else { nil } }

    /// The strings, if this is an array of strings only.
    public var stringArrayValue: [String]? {
        guard let elements = arrayValue else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for element in elements {
            guard let string = element.stringValue else { return nil }
            strings.append(string)
        }
        return strings
    }
}

extension PropertyListValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension PropertyListValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .integer(value) }
}

extension PropertyListValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension PropertyListValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension PropertyListValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: PropertyListValue...) { self = .array(elements) }
}

extension PropertyListValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// Serialized with one tag per value, so a string and data, or an integer and a double, stay
/// apart through JSON: `{"s":"text"}`, `{"i":3}`, `{"f":1.5}`, `{"b":true}`, `{"d":"<base64>"}`,
/// `{"t":<seconds since 2001>}`, `{"a":[…]}`, `{"m":{…}}`.
extension PropertyListValue: Codable {
    private enum Tag: String, CodingKey { case s, i, f, b, d, t, a, m }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Tag.self)
        guard container.allKeys.count == 1, let tag = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a property-list value has exactly one tag"))
        }
        switch tag {
        case .s: self = .string(try container.decode(String.self, forKey: tag))
        case .i: self = .integer(try container.decode(Int.self, forKey: tag))
        case .f: self = .double(try container.decode(Double.self, forKey: tag))
        case .b: self = .bool(try container.decode(Bool.self, forKey: tag))
        case .d:
            let text = try container.decode(String.self, forKey: tag)
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorruptedError(forKey: tag, in: container, debugDescription: "data is not base64")
            }
            self = .data(data)
        case .t: self = .date(Date(timeIntervalSinceReferenceDate: try container.decode(Double.self, forKey: tag)))
        case .a: self = .array(try container.decode([PropertyListValue].self, forKey: tag))
        case .m: self = .dictionary(try container.decode([String: PropertyListValue].self, forKey: tag))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Tag.self)
        switch self {
        case .string(let value): try container.encode(value, forKey: .s)
        case .integer(let value): try container.encode(value, forKey: .i)
        case .double(let value): try container.encode(value, forKey: .f)
        case .bool(let value): try container.encode(value, forKey: .b)
        case .data(let value): try container.encode(value.base64EncodedString(), forKey: .d)
        case .date(let value): try container.encode(value.timeIntervalSinceReferenceDate, forKey: .t)
        case .array(let value): try container.encode(value, forKey: .a)
        case .dictionary(let value): try container.encode(value, forKey: .m)
        }
    }
}
