/// Reads JSON text (RFC 8259) into a ``JSONValue``, strictly, so a scene file means exactly what
/// its author wrote:
///
/// - objects, arrays, strings (every escape, `\u` surrogate pairs joined), numbers, `true`,
///   `false`, `null`, and nothing after the document;
/// - a key given twice in one object is refused (a lenient reader keeps the last value and
///   drops the first without a word, so half of what the author wrote would not count);
/// - a comma before a closing `]` or `}`, unescaped control characters, lone surrogates,
///   leading zeros, text that is not UTF-8 and numbers beyond `Double` are refused;
/// - arrays and objects nest at most `maximumDepth` deep, checked as they open, so a hostile
///   file cannot exhaust the stack.
///
/// The first problem throws a ``Failure`` naming where it is (a JSONPath, as the scene parser
/// names places) and what it is, with its line and column. Bad input never traps.
struct JSONReader {
    /// Why a text was refused: the innermost place (a JSONPath, `$` for the document) and one
    /// sentence ending in `(line L, column C)`.
    struct Failure: Error, Equatable {
        let path: String
        let problem: String
    }

    /// A step from the document down to the value being read.
    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    private let text: [UInt8]
    private let maximumDepth: Int
    private var position = 0
    private var path: [PathComponent] = []

    private init(text: [UInt8], maximumDepth: Int) {
        self.text = text
        self.maximumDepth = maximumDepth
    }

    /// The one value `text` holds (a UTF-8 byte order mark before it is skipped, as RFC 8259
    /// allows), with arrays and objects nested at most `maximumDepth` deep.
    static func read(_ text: [UInt8], maximumDepth: Int = 64) throws(Failure) -> JSONValue {
        var reader = JSONReader(text: text, maximumDepth: maximumDepth)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == text.count else {
            throw reader.syntax("\(reader.found) after the end of the document")
        }
        return value
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard let byte = peek else { throw syntax("the text ends before a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: throw syntax("expected a value, found \(found)")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        try checkDepth(depth)
        position += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            position += 1
            return .object(fields)
        }
        while true {
            guard let byte = peek else { throw syntax("the text ends inside an object") }
            guard byte == UInt8(ascii: "\"") else { throw syntax("expected a key in double quotes, found \(found)") }
            let keyStart = position
            let key = try string()
            guard fields[key] == nil else {
                throw failure(at: keyStart, path: pathText + ".\(key)", "is given twice in one object; keep one")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw syntax("expected ':' after the key '\(key)', found \(found)") }
            position += 1
            skipWhitespace()
            path.append(.key(key))
            fields[key] = try value(depth: depth)
            path.removeLast()
            if try isAtEnd(closing: UInt8(ascii: "}"), inside: "an object") { return .object(fields) }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        try checkDepth(depth)
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            path.append(.index(elements.count))
            elements.append(try value(depth: depth))
            path.removeLast()
            if try isAtEnd(closing: UInt8(ascii: "]"), inside: "an array") { return .array(elements) }
        }
    }

    /// After a member: moves past `closing` (and returns `true`) or past a comma to the next
    /// member; a comma right before `closing` is refused.
    private mutating func isAtEnd(closing: UInt8, inside container: String) throws(Failure) -> Bool {
        skipWhitespace()
        guard let byte = peek else { throw syntax("the text ends inside \(container)") }
        if byte == closing {
            position += 1
            return true
        }
        guard byte == UInt8(ascii: ",") else {
            throw syntax("expected ',' or '\(Character(Unicode.Scalar(closing)))' after a value, found \(found)")
        }
        let comma = position
        position += 1
        skipWhitespace()
        if peek == closing {
            throw failure(at: comma, path: pathText, "a comma before '\(Character(Unicode.Scalar(closing)))'; remove it")
        }
        return false
    }

    private func checkDepth(_ depth: Int) throws(Failure) {
        guard depth <= maximumDepth else {
            throw failure(at: position, path: pathText, "arrays and objects nest deeper than \(maximumDepth); at most \(maximumDepth) are read")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let bytes = Array(word.utf8)
        guard text[position...].starts(with: bytes) else { throw syntax("expected a value, found \(found)") }
        position += bytes.count
    }

    // MARK: Strings

    /// The string whose opening quote is at `position`, unescaped; moves past its closing quote.
    private mutating func string() throws(Failure) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try escape())
            case 0..<0x20:
                throw syntax("a control character (U+\(hex(UInt32(byte)))) inside a string; write it as an escape such as \\n")
            case 0..<0x80:
                scalars.append(Unicode.Scalar(byte))
                position += 1
            default:
                scalars.append(try encodedScalar())
            }
        }
        throw syntax("the text ends inside a string")
    }

    /// The scalar whose UTF-8 encoding starts at `position` (a non-ASCII byte); moves past it.
    private mutating func encodedScalar() throws(Failure) -> Unicode.Scalar {
        guard let scalar = scalar(at: position) else { throw syntax("text that is not UTF-8 inside a string") }
        position += UTF8.width(scalar)
        return scalar
    }

    /// The escape whose backslash is at `position`; moves past it.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        let start = position
        position += 1
        guard let letter = peek else { throw syntax("the text ends inside a string") }
        position += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default:
            let shown = scalar(at: start + 1).map { String(Character($0)) } ?? "?"
            position = start
            throw syntax("'\\\(shown)' is not an escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        let unit = try hexQuad(escapeStart: start)
        switch unit {
        case 0xD800...0xDBFF:
            let lowStart = position
            guard text[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                position = start
                throw syntax("\\u\(hex(unit)) is half of a surrogate pair; the low half (\\uDC00 to \\uDFFF) must follow")
            }
            position += 2
            let low = try hexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                position = start
                throw syntax("\\u\(hex(unit)) is half of a surrogate pair; the low half (\\uDC00 to \\uDFFF) must follow")
            }
            // Always a valid scalar: U+10000 to U+10FFFF.
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            position = start
            throw syntax("\\u\(hex(unit)) is the low half of a surrogate pair without the high half before it")
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    /// The four hex digits at `position`, after the `\u` that starts at `escapeStart`.
    private mutating func hexQuad(escapeStart: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                position = escapeStart
                throw syntax("'\\u' must be followed by four hex digits")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    // MARK: Numbers

    /// The number at `position`: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?.
    private mutating func number() throws(Failure) -> Double {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        guard let first = peek, Self.isDigit(first) else { throw badNumber(from: start, "a digit must follow the minus sign") }
        position += 1
        if first == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) {
            throw badNumber(from: start, "a number does not start with 0 unless it is 0")
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            position += 1
            guard let next = peek, Self.isDigit(next) else { throw badNumber(from: start, "digits must follow the decimal point") }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard let next = peek, Self.isDigit(next) else { throw badNumber(from: start, "digits must follow the exponent") }
            skipDigits()
        }
        let literal = String(decoding: text[start..<position], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw failure(at: start, path: pathText, "not valid JSON: the number \(literal) is too large for a double")
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = peek, Self.isDigit(byte) { position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func badNumber(from start: Int, _ reason: String) -> Failure {
        position = start
        return syntax("\(found) is not a number: \(reason)")
    }

    // MARK: Reading

    private var peek: UInt8? { position < text.count ? text[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek,
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            position += 1
        }
    }

    /// What is at `position`, quoted for a message: a word or number whole (`'NaN'`), a string
    /// with its quotes, else one character, or "the end of the text".
    private var found: String {
        guard let byte = peek else { return "the end of the text" }
        let isWordByte = { (byte: UInt8) in
            Self.isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
        }
        if isWordByte(byte) {
            let word = text[position...].prefix(while: isWordByte).prefix(24)
            return "'\(String(decoding: word, as: UTF8.self))'"
        }
        if byte == UInt8(ascii: "\"") {
            let string = text[(position + 1)...].prefix { $0 != UInt8(ascii: "\"") }.prefix(24)
            return "'\"\(String(decoding: string, as: UTF8.self))\"'"
        }
        if byte < 0x20 { return "a control character (U+\(hex(UInt32(byte))))" }
        guard let scalar = scalar(at: position) else { return "a byte that is not UTF-8" }
        return "'\(Character(scalar))'"
    }

    /// The scalar whose UTF-8 encoding starts at `offset`, or `nil` where the bytes are not UTF-8.
    private func scalar(at offset: Int) -> Unicode.Scalar? {
        guard offset < text.count else { return nil }
        var iterator = text[offset...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    // MARK: Failures

    /// The JSONPath of the innermost array or object being read.
    private var pathText: String {
        var text = "$"
        for component in path {
            switch component {
            case .key(let key): text += ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// A syntax error at `position`.
    private func syntax(_ problem: String) -> Failure {
        failure(at: position, path: pathText, "not valid JSON: \(problem)")
    }

    private func failure(at offset: Int, path: String, _ problem: String) -> Failure {
        let (line, column) = Self.lineAndColumn(ofOffset: offset, in: text)
        return Failure(path: path, problem: "\(problem) (line \(line), column \(column))")
    }

    /// The 1-based line and column of byte `offset` in `text`, counting characters (not the
    /// bytes that continue a UTF-8 sequence) in the column.
    static func lineAndColumn(ofOffset offset: Int, in text: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in text.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
