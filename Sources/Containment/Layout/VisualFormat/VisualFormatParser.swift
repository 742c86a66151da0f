/// Why a visual format was refused, and where: a message in UIKit's words and the position
/// (in characters) a caret points at.
struct VisualFormatError: Error {
    let problem: String
    let position: Int

    /// UIKit's exception text: the problem, the format, a caret under the position.
    func message(for format: String) -> String {
        "Unable to parse constraint format: \(problem)\n\(format)\n\(String(repeating: " ", count: max(position, 0)))^"
    }
}

/// One predicate of a connection or a view's size: `>=20@750`, `==other`.
struct VisualFormatPredicate {
    enum Object {
        case constant(Double)
        /// Another view's size (in a view's predicates only).
        case item(AnyObject)
    }

    var relation: LayoutConstraint.Relation = .equal
    var object: Object
    var priority: LayoutPriority = .required
}

/// The space between two neighbours of a format: flush (no predicates, touching), the standard
/// space, or predicates.
enum VisualFormatConnection {
    case flush
    case standard
    case predicates([VisualFormatPredicate])
}

/// A view (or guide) of a format with its size predicates.
struct VisualFormatItem {
    let item: AnyObject
    let predicates: [VisualFormatPredicate]
    /// Where its name starts, for errors found after parsing.
    let position: Int
}

/// A parsed format: the orientation, the items in order, the connections between them, and the
/// connections to the superview at either end (`nil` where the format has no `|`).
struct ParsedVisualFormat {
    var isVertical = false
    var items: [VisualFormatItem] = []
    /// `connections[i]` joins `items[i]` and `items[i + 1]`.
    var connections: [VisualFormatConnection] = []
    var leadingSuperview: (connection: VisualFormatConnection, position: Int)?
    var trailingSuperview: (connection: VisualFormatConnection, position: Int)?
}

/// Reads Apple's Visual Format Language, one character at a time, by its grammar:
///
/// ```
/// format      ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
/// orientation ::= 'H' | 'V'
/// connection  ::= '' | '-' | '-' simple '-' | '-' '(' predicate (',' predicate)* ')' '-'
/// simple      ::= metricName | number
/// view        ::= '[' viewName ('(' predicate (',' predicate)* ')')? ']'
/// predicate   ::= ('==' | '<=' | '>=')? (metricName | number | viewName) ('@' (metricName | number))?
/// ```
///
/// Names are letters, digits and underscores, not starting with a digit. Spaces are not allowed,
/// as in UIKit.
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Double]
    private let views: [String: Any]

    init(format: String, metrics: [String: Double], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> ParsedVisualFormat {
        var parsed = ParsedVisualFormat()
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            parsed.isVertical = characters[0] == "V"
            index = 2
        }
        if peek == "|" {
            let position = index
            index += 1
            let connection = try connection()
            parsed.leadingSuperview = (connection, position)
        }
        parsed.items.append(try view())
        while index < characters.count {
            let connection = try connection()
            if peek == "|" {
                parsed.trailingSuperview = (connection, index)
                index += 1
                guard index == characters.count else { throw fail("Expected the end of the format after '|'") }
                break
            }
            parsed.connections.append(connection)
            parsed.items.append(try view())
        }
        return parsed
    }

    // MARK: Pieces

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func fail(_ problem: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(problem: problem, position: position ?? index)
    }

    private mutating func expect(_ character: Character, _ problem: String) throws(VisualFormatError) {
        guard peek == character else { throw fail(problem) }
        index += 1
    }

    /// A connection: nothing before a view or `|`, else `-` with an optional predicate and `-`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormatConnection {
        guard peek == "-" else {
            guard peek == "[" || peek == "|" else {
                throw fail(peek == nil ? "Expected a view or '|' at the end of the format" : "Expected '-', '[' or '|'")
            }
            return .flush
        }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        guard peek != nil else { throw fail("Expected a view or '|' at the end of the format") }
        let predicates: [VisualFormatPredicate]
        if peek == "(" {
            predicates = try predicateList(allowingViews: false)
        } else {
            predicates = [VisualFormatPredicate(object: .constant(try constant()))]
        }
        try expect("-", "Expected '-' after the spacing")
        guard peek == "[" || peek == "|" else { throw fail("Expected a view or '|' after the spacing") }
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws(VisualFormatError) -> VisualFormatItem {
        try expect("[", peek == nil ? "Expected a view at the end of the format" : "Expected a view")
        let position = index
        guard let name = name() else { throw fail("Expected a view name after '['") }
        guard let value = views[name] else { throw fail("\(name) is not a key in the views dictionary.", at: position) }
        guard let item = (value as? View) as AnyObject? ?? (value as? LayoutGuide) else {
            throw fail("\(name) is not a view or a layout guide in the views dictionary.", at: position)
        }
        let predicates = peek == "(" ? try predicateList(allowingViews: true) : []
        try expect("]", "Expected ']'")
        return VisualFormatItem(item: item, predicates: predicates, position: position)
    }

    /// `(predicate, predicate, ...)`.
    private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        try expect("(", "Expected '('")
        var predicates: [VisualFormatPredicate] = []
        predicates.append(try predicate(allowingViews: allowingViews))
        while peek == "," {
            index += 1
            predicates.append(try predicate(allowingViews: allowingViews))
        }
        try expect(")", "Expected ')' or ','")
        return predicates
    }

    private mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        var relation = LayoutConstraint.Relation.equal
        if index + 1 < characters.count, characters[index + 1] == "=" {
            switch characters[index] {
            case "=": relation = .equal
            case "<": relation = .lessThanOrEqual
            case ">": relation = .greaterThanOrEqual
            default: throw fail("Expected a relation: '==', '<=' or '>='")
            }
            index += 2
        } else if let character = peek, "<>=".contains(character) {
            throw fail("Expected a relation: '==', '<=' or '>='")
        }
        let position = index
        var object: VisualFormatPredicate.Object
        if let name = name() {
            if let value = metrics[name] {
                guard value.isFinite else { throw fail("The metric \(name) is not a finite number.", at: position) }
                object = .constant(value)
            } else if allowingViews, let value = views[name] {
                guard let item = (value as? View) as AnyObject? ?? (value as? LayoutGuide) else {
                    throw fail("\(name) is not a view or a layout guide in the views dictionary.", at: position)
                }
                object = .item(item)
            } else {
                throw fail("\(name) is not a key in the metrics dictionary.", at: position)
            }
        } else {
            object = .constant(try number(signed: true))
        }
        var priority = LayoutPriority.required
        if peek == "@" {
            index += 1
            let at = index
            let value = try constant()
            guard value >= 1, value <= 1000 else { throw fail("A priority must lie between 1 and 1000.", at: at) }
            priority = LayoutPriority(Float(value))
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    /// A metric's value or a number.
    private mutating func constant() throws(VisualFormatError) -> Double {
        let position = index
        if let name = name() {
            guard let value = metrics[name] else { throw fail("\(name) is not a key in the metrics dictionary.", at: position) }
            guard value.isFinite else { throw fail("The metric \(name) is not a finite number.", at: position) }
            return value
        }
        return try number(signed: false)
    }

    /// Digits with an optional fraction (and sign, inside parentheses).
    private mutating func number(signed: Bool) throws(VisualFormatError) -> Double {
        let start = index
        if signed, peek == "-" || peek == "+" { index += 1 }
        while let character = peek, character.isASCII, character.isNumber || character == "." { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            throw fail("Expected a number or a metric name")
        }
        return value
    }

    /// A name: a letter or underscore, then letters, digits and underscores.
    private mutating func name() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = index
        while let character = peek, character.isASCII, character.isLetter || character.isNumber || character == "_" { index += 1 }
        return String(characters[start..<index])
    }
}
