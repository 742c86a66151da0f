@testable import Containment
import Testing

/// The scene files' JSON reader: RFC 8259 exactly, one message per kind of mistake naming where
/// it is, and no trap on any input.
@Suite struct JSONReaderTests {
    private func read(_ text: String, depth: Int = 64) throws(JSONReader.Failure) -> JSONValue {
        try JSONReader.read(Array(text.utf8), maximumDepth: depth)
    }

    /// `path: problem` of the refusal of `bytes`, or `nil` when they were read.
    private func refusal(_ bytes: [UInt8], depth: Int = 64) -> String? {
        do {
            _ = try JSONReader.read(bytes, maximumDepth: depth)
            return nil
        } catch {
            return "\(error.path): \(error.problem)"
        }
    }

    private func refusal(_ text: String, depth: Int = 64) -> String? { refusal(Array(text.utf8), depth: depth) }

    // MARK: Valid input

    @Test func everyEscape() throws {
        #expect(try read(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{8} \u{C} \n \r \t"))
        #expect(try read(#""\u00e9\u20AC\u0000""#) == .string("é€\u{0}"))
        #expect(try read("\"é 😀 日本\"") == .string("é 😀 日本"))
    }

    @Test func surrogatePairsJoin() throws {
        #expect(try read(#""\uD83D\uDE00""#) == .string("😀"))
        #expect(try read(#""a\ud834\udd1eb""#) == .string("a\u{1D11E}b"))
    }

    @Test func numbers() throws {
        #expect(try read("0") == .number(0))
        #expect(try read("-12.25e+1") == .number(-122.5))
        #expect(try read("1.5E3") == .number(1500))
        #expect(try read("1e-2") == .number(0.01))
        #expect(try read("123456789012") == .number(123_456_789_012))
        // Too small for a double reads as zero; only too large is refused.
        #expect(try read("1e-999") == .number(0))
        guard case .number(let negativeZero) = try read("-0") else { Issue.record("not a number"); return }
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
    }

    @Test func literalsEmptyContainersAndWhitespace() throws {
        #expect(try read(" \t\r\n[ true ,false,\n null ] \n") == .array([.bool(true), .bool(false), .null]))
        #expect(try read("{}") == .object([:]))
        #expect(try read("[ ]") == .array([]))
        #expect(try read(#"[{}, [], { "a": [ {} ] }]"#) == .array([.object([:]), .array([]), .object(["a": .array([.object([:])])])]))
        #expect(try read(#"{ "": 1, "a b": "" }"#) == .object(["": .number(1), "a b": .string("")]))
        // A UTF-8 byte order mark before the document is skipped, as RFC 8259 allows.
        #expect(try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
    }

    @Test func nestingUpToTheLimit() throws {
        #expect(try read("[[[1]]]", depth: 3) == .array([.array([.array([.number(1)])])]))
        #expect(refusal("[[[[1]]]]", depth: 3) == "$[0][0][0]: arrays and objects nest deeper than 3; at most 3 are read (line 1, column 4)")
        #expect(refusal(#"{"a": {"b": {"c": {}}}}"#, depth: 3)
            == "$.a.b.c: arrays and objects nest deeper than 3; at most 3 are read (line 1, column 19)")
        // Far deeper than any stack: refused where the limit is passed, without recursing on.
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(refusal(deep)?.hasSuffix(": arrays and objects nest deeper than 64; at most 64 are read (line 1, column 65)") == true)
    }

    // MARK: Refusals, one per kind

    @Test func missingAndExtraText() {
        #expect(refusal("") == "$: not valid JSON: the text ends before a value (line 1, column 1)")
        #expect(refusal("  \n ") == "$: not valid JSON: the text ends before a value (line 2, column 2)")
        #expect(refusal("1 2") == "$: not valid JSON: '2' after the end of the document (line 1, column 3)")
        #expect(refusal("{} x") == "$: not valid JSON: 'x' after the end of the document (line 1, column 4)")
        #expect(refusal("[1, [2") == "$[1]: not valid JSON: the text ends inside an array (line 1, column 7)")
        #expect(refusal(#"{"a": "#) == "$.a: not valid JSON: the text ends before a value (line 1, column 7)")
        #expect(refusal(#"{"a": 1"#) == "$: not valid JSON: the text ends inside an object (line 1, column 8)")
        #expect(refusal(#"["abc"#) == "$[0]: not valid JSON: the text ends inside a string (line 1, column 6)")
    }

    @Test func misplacedPunctuation() {
        #expect(refusal("[1, @]") == "$[1]: not valid JSON: expected a value, found '@' (line 1, column 5)")
        #expect(refusal("{ format: 1 }") == "$: not valid JSON: expected a key in double quotes, found 'format' (line 1, column 3)")
        #expect(refusal(#"{"a" 1}"#) == "$: not valid JSON: expected ':' after the key 'a', found '1' (line 1, column 6)")
        #expect(refusal("[1 2]") == "$: not valid JSON: expected ',' or ']' after a value, found '2' (line 1, column 4)")
        #expect(refusal("{\"a\": {\"b\": 1\n  \"c\": 2}}")
            == "$.a: not valid JSON: expected ',' or '}' after a value, found '\"c\"' (line 2, column 3)")
    }

    @Test func trailingCommasAndDuplicateKeys() {
        #expect(refusal("[1,]") == "$: a comma before ']'; remove it (line 1, column 3)")
        #expect(refusal(#"{"a": [{"b": 1, }]}"#) == "$.a[0]: a comma before '}'; remove it (line 1, column 15)")
        #expect(refusal(#"{"a": 1, "a": 2}"#) == "$.a: is given twice in one object; keep one (line 1, column 10)")
        // Keys compare as text: an escape spells the same key.
        #expect(refusal(#"{"a": {"k": 1, "\u006b": 2}}"#) == "$.a.k: is given twice in one object; keep one (line 1, column 16)")
        // The same key in two objects is no duplicate.
        #expect(refusal(#"[{"a": 1}, {"a": 2}]"#) == nil)
    }

    @Test func badStrings() {
        #expect(refusal("[\"a\nb\"]") == "$[0]: not valid JSON: a control character (U+000A) inside a string; write it as an escape such as \\n (line 1, column 4)")
        #expect(refusal(#"["\x"]"#) == #"$[0]: not valid JSON: '\x' is not an escape; JSON has \" \\ \/ \b \f \n \r \t and \uXXXX (line 1, column 3)"#)
        #expect(refusal(#"["\u12"]"#) == #"$[0]: not valid JSON: '\u' must be followed by four hex digits (line 1, column 3)"#)
        #expect(refusal(#"["\uD83D"]"#)
            == #"$[0]: not valid JSON: \uD83D is half of a surrogate pair; the low half (\uDC00 to \uDFFF) must follow (line 1, column 3)"#)
        #expect(refusal(#"["\uD83D\u0041"]"#)
            == #"$[0]: not valid JSON: \uD83D is half of a surrogate pair; the low half (\uDC00 to \uDFFF) must follow (line 1, column 3)"#)
        #expect(refusal(#"["\uDE00"]"#)
            == #"$[0]: not valid JSON: \uDE00 is the low half of a surrogate pair without the high half before it (line 1, column 3)"#)
        #expect(refusal([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D]) == "$[0]: not valid JSON: text that is not UTF-8 inside a string (line 1, column 4)")
        #expect(refusal([0xFF]) == "$: not valid JSON: expected a value, found a byte that is not UTF-8 (line 1, column 1)")
    }

    @Test func badNumbersAndWords() {
        #expect(refusal("01") == "$: not valid JSON: '01' is not a number: a number does not start with 0 unless it is 0 (line 1, column 1)")
        #expect(refusal("[-]") == "$[0]: not valid JSON: '-' is not a number: a digit must follow the minus sign (line 1, column 2)")
        #expect(refusal("1.") == "$: not valid JSON: '1.' is not a number: digits must follow the decimal point (line 1, column 1)")
        #expect(refusal("2e+") == "$: not valid JSON: '2e+' is not a number: digits must follow the exponent (line 1, column 1)")
        #expect(refusal(".5") == "$: not valid JSON: expected a value, found '.5' (line 1, column 1)")
        #expect(refusal("+1") == "$: not valid JSON: expected a value, found '+1' (line 1, column 1)")
        #expect(refusal("[1, -1e999]") == "$[1]: not valid JSON: the number -1e999 is too large for a double (line 1, column 5)")
        #expect(refusal("[NaN]") == "$[0]: not valid JSON: expected a value, found 'NaN' (line 1, column 2)")
        #expect(refusal("tru") == "$: not valid JSON: expected a value, found 'tru' (line 1, column 1)")
        #expect(refusal("nul") == "$: not valid JSON: expected a value, found 'nul' (line 1, column 1)")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(refusal("[\"é日\", x]") == "$[1]: not valid JSON: expected a value, found 'x' (line 1, column 8)")
    }

    /// Every prefix of a document, and the document with any one byte replaced, is read or
    /// refused with a one-line message: nothing traps.
    @Test func noInputTraps() {
        let document = Array(#"{ "a": [1, -2.5e3, true, null, "x\u00e9\n"], "b": { "c": {} } }"#.utf8)
        for end in 0...document.count { _ = refusal(Array(document[..<end])) }
        for index in document.indices {
            for replacement: UInt8 in [0x00, 0x22, 0x2C, 0x5C, 0x5D, 0x7D, 0x80, 0xC3, 0xFF] {
                var mutated = document
                mutated[index] = replacement
                if let message = refusal(mutated) { #expect(!message.contains("\n")) }
            }
        }
    }
}
