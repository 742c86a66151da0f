/// What Foundation's `JSONSerialization` lets through but a scene file must not have, found in
/// a document Foundation has already accepted (so every other part of its syntax is right):
///
/// - a key given twice in one object: Foundation keeps the last value and drops the first
///   without a word, so half of what the author wrote would silently not count;
/// - a comma before a closing `]` or `}`, which JSON does not allow and other tools reject.
struct JSONStrictness {
    /// Where the first such problem is (a JSONPath, as the scene parser names places) and what
    /// it is, with its line and column.
    struct Problem: Equatable {
        let path: String
        let problem: String
    }

    /// An array or object the scan is inside.
    private struct Container {
        let isObject: Bool
        /// In an array, the index of the element being read.
        var index = 0
        /// In an object, the keys seen so far, and the key whose value is being read (`nil`
        /// between a comma and the next key).
        var keys: Set<String> = []
        var currentKey: String?
    }

    private let text: [UInt8]
    private var position = 0
    private var containers: [Container] = []

    private init(text: [UInt8]) { self.text = text }

    /// The first duplicate key or trailing comma in `text`, which must be JSON that
    /// `JSONSerialization` accepted; `nil` when there is none.
    static func firstProblem(in text: [UInt8]) -> Problem? {
        var scan = JSONStrictness(text: text)
        return scan.run()
    }

    private mutating func run() -> Problem? {
        while position < text.count {
            let byte = text[position]
            switch byte {
            case UInt8(ascii: "\""):
                let start = position
                if let key = readString(decoding: isExpectingKey) {
                    guard containers[containers.count - 1].keys.insert(key).inserted else {
                        return problem(at: start, path: path + ".\(key)", "is given twice in one object; keep one")
                    }
                    containers[containers.count - 1].currentKey = key
                }
                continue
            case UInt8(ascii: "["):
                containers.append(Container(isObject: false))
            case UInt8(ascii: "{"):
                containers.append(Container(isObject: true))
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                // (Never unbalanced after Foundation's check; guarded all the same.)
                if !containers.isEmpty { containers.removeLast() }
            case UInt8(ascii: ","):
                let comma = position
                if !containers.isEmpty {
                    containers[containers.count - 1].index += 1
                    containers[containers.count - 1].currentKey = nil
                }
                if let closing = nextSignificantByte(after: comma), closing == UInt8(ascii: "]") || closing == UInt8(ascii: "}") {
                    return problem(at: comma, path: path, "a comma before '\(Character(Unicode.Scalar(closing)))'; remove it")
                }
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// Whether the next string is a key: inside an object, before its value.
    private var isExpectingKey: Bool {
        guard let innermost = containers.last else { return false }
        return innermost.isObject && innermost.currentKey == nil
    }

    /// The path of the innermost container, `$` for the document.
    private var path: String {
        var path = "$"
        for container in containers.dropLast() {
            path += container.isObject ? ".\(container.currentKey ?? "")" : "[\(container.index)]"
        }
        return path
    }

    /// Moves past the string that starts at `position`; returns its decoded text when
    /// `decoding` is set.
    private mutating func readString(decoding: Bool) -> String? {
        position += 1
        var scalars = String.UnicodeScalarView()
        var bytes: [UInt8] = []
        func flushBytes() {
            scalars.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars)
            bytes.removeAll(keepingCapacity: true)
        }
        while position < text.count {
            let byte = text[position]
            position += 1
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\"), position < text.count else {
                if decoding { bytes.append(byte) }
                continue
            }
            let escape = text[position]
            position += 1
            guard decoding else {
                if escape == UInt8(ascii: "u") { position += 4 }
                continue
            }
            flushBytes()
            switch escape {
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(readUnicodeEscape())
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        guard decoding else { return nil }
        flushBytes()
        return String(scalars)
    }

    /// Reads the four hex digits after `\u` (and a low surrogate's `\uXXXX` after a high one);
    /// a lone surrogate reads as U+FFFD.
    private mutating func readUnicodeEscape() -> Unicode.Scalar {
        guard let high = readHexQuad() else { return "\u{FFFD}" }
        if (0xD800...0xDBFF).contains(high), position + 1 < text.count,
           text[position] == UInt8(ascii: "\\"), text[position + 1] == UInt8(ascii: "u") {
            let saved = position
            position += 2
            if let low = readHexQuad(), (0xDC00...0xDFFF).contains(low),
               let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                return scalar
            }
            position = saved
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func readHexQuad() -> UInt32? {
        guard position + 4 <= text.count else { return nil }
        var value: UInt32 = 0
        for byte in text[position..<position + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        position += 4
        return value
    }

    private func nextSignificantByte(after index: Int) -> UInt8? {
        text[(index + 1)...].first { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0) }
    }

    private func problem(at offset: Int, path: String, _ message: String) -> Problem {
        let (line, column) = SceneParser.lineAndColumn(ofOffset: offset, in: text)
        return Problem(path: path, problem: "\(message) (line \(line), column \(column))")
    }
}
