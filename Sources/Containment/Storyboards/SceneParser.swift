#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a scene file into a ``SceneDocument``, checking every field's type and range and
/// naming the first problem by its JSONPath. Cross-references (identifiers, classes, nesting)
/// are ``SceneValidator``'s.
struct SceneParser {
    /// The file name used in errors.
    let file: String

    /// The largest file accepted, in bytes.
    static let maximumFileSize = 1 << 20
    /// The deepest nesting of arrays and objects accepted.
    static let maximumNesting = 32
    /// The largest magnitude of a frame coordinate or size, in points.
    static let maximumCoordinate = 100_000.0
    /// The longest string accepted.
    static let maximumStringLength = 1_000

    private static let rootFields = ["format", "initialController", "controllers"]
    private static let controllerFields = [
        "id", "class", "title", "backgroundColor", "tabBarItem", "viewControllers", "containerViews", "segues", "attributes",
    ]
    private static let containerViewFields = ["frame", "autoresizing", "embed", "identifier"]
    private static let frameFields = ["x", "y", "width", "height"]
    private static let segueFields = ["identifier", "kind", "destination", "row"]
    static let autoresizingNames: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    // MARK: The document

    func parse(_ data: Data) throws(SceneError) -> SceneDocument {
        guard data.count <= Self.maximumFileSize else {
            throw error("$", "the file is \(data.count) bytes; at most \(Self.maximumFileSize) are read")
        }
        guard !data.isEmpty else { throw error("$", "the file is empty") }
        let root: JSONValue
        do {
            root = try JSONReader.read([UInt8](data), maximumDepth: Self.maximumNesting)
        } catch {
            throw self.error(error.path, error.problem)
        }
        return try document(root)
    }

    private func document(_ root: JSONValue) throws(SceneError) -> SceneDocument {
        let fields = try object(root, at: "$", allowed: Self.rootFields)
        let format = try integer(try required(fields, "format", at: "$"), at: "$.format", in: 0...1_000)
        guard format == SceneDocument.formatVersion else {
            throw error("$.format", "format \(format) is not supported; this loader reads format \(SceneDocument.formatVersion)")
        }
        let initial = try fields["initialController"].map { value throws(SceneError) in try identifier(value, at: "$.initialController") }
        let list = try array(try required(fields, "controllers", at: "$"), at: "$.controllers")
        guard !list.isEmpty else { throw error("$.controllers", "must list at least one controller") }
        var controllers: [SceneController] = []
        for (index, value) in list.enumerated() {
            controllers.append(try controller(value, at: "$.controllers[\(index)]"))
        }
        return SceneDocument(initialControllerIdentifier: initial, controllers: controllers)
    }

    private func controller(_ value: JSONValue, at path: String) throws(SceneError) -> SceneController {
        let fields = try object(value, at: path, allowed: Self.controllerFields)
        let id = try identifier(try required(fields, "id", at: path), at: "\(path).id")
        let className = try identifier(try required(fields, "class", at: path), at: "\(path).class")
        let title = try fields["title"].map { value throws(SceneError) in try string(value, at: "\(path).title") }
        let color = try fields["backgroundColor"].map { value throws(SceneError) in try self.color(value, at: "\(path).backgroundColor") }
        var tabTitle: String?
        if let item = fields["tabBarItem"] {
            let itemFields = try object(item, at: "\(path).tabBarItem", allowed: ["title"])
            tabTitle = try string(try required(itemFields, "title", at: "\(path).tabBarItem"), at: "\(path).tabBarItem.title")
        }
        var children: [String] = []
        if let list = fields["viewControllers"] {
            for (index, element) in try array(list, at: "\(path).viewControllers").enumerated() {
                children.append(try identifier(element, at: "\(path).viewControllers[\(index)]"))
            }
        }
        var containers: [SceneContainerView] = []
        if let list = fields["containerViews"] {
            for (index, element) in try array(list, at: "\(path).containerViews").enumerated() {
                containers.append(try containerView(element, at: "\(path).containerViews[\(index)]"))
            }
        }
        var segues: [SceneSegue] = []
        if let list = fields["segues"] {
            for (index, element) in try array(list, at: "\(path).segues").enumerated() {
                segues.append(try segue(element, at: "\(path).segues[\(index)]"))
            }
        }
        var attributes: [String: String] = [:]
        if let value = fields["attributes"] {
            for (key, element) in try object(value, at: "\(path).attributes", allowed: nil).sorted(by: { $0.key < $1.key }) {
                attributes[key] = try string(element, at: "\(path).attributes.\(key)")
            }
        }
        return SceneController(
            identifier: id, className: className, title: title, backgroundColor: color, tabBarItemTitle: tabTitle,
            viewControllers: children, containerViews: containers, segues: segues, attributes: attributes)
    }

    private func containerView(_ value: JSONValue, at path: String) throws(SceneError) -> SceneContainerView {
        let fields = try object(value, at: path, allowed: Self.containerViewFields)
        let frame = try self.frame(try required(fields, "frame", at: path), at: "\(path).frame")
        var mask: AutoresizingMask = []
        if let list = fields["autoresizing"] {
            for (index, element) in try array(list, at: "\(path).autoresizing").enumerated() {
                let name = try string(element, at: "\(path).autoresizing[\(index)]")
                guard let flag = Self.autoresizingNames.first(where: { $0.0 == name })?.1 else {
                    throw error("\(path).autoresizing[\(index)]",
                                "unknown autoresizing flag '\(name)'; known: \(Self.autoresizingNames.map(\.0).joined(separator: ", "))")
                }
                mask.formUnion(flag)
            }
        }
        let embed = try identifier(try required(fields, "embed", at: path), at: "\(path).embed")
        let segueIdentifier = try fields["identifier"].map { value throws(SceneError) in try identifier(value, at: "\(path).identifier") }
        return SceneContainerView(frame: frame, autoresizingMask: mask, embeddedIdentifier: embed, segueIdentifier: segueIdentifier)
    }

    private func frame(_ value: JSONValue, at path: String) throws(SceneError) -> Rect {
        let fields = try object(value, at: path, allowed: Self.frameFields)
        var numbers: [Double] = []
        for name in Self.frameFields {
            let number = try coordinate(try required(fields, name, at: path), at: "\(path).\(name)")
            if name == "width" || name == "height", number < 0 {
                throw error("\(path).\(name)", "must not be negative (got \(number))")
            }
            numbers.append(number)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func segue(_ value: JSONValue, at path: String) throws(SceneError) -> SceneSegue {
        let fields = try object(value, at: path, allowed: Self.segueFields)
        let id = try identifier(try required(fields, "identifier", at: path), at: "\(path).identifier")
        let kindName = try string(try required(fields, "kind", at: path), at: "\(path).kind")
        guard let kind = SceneSegue.Kind(rawValue: kindName) else {
            throw error("\(path).kind", "unknown segue kind '\(kindName)'; known: \(SceneSegue.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let destination = try identifier(try required(fields, "destination", at: path), at: "\(path).destination")
        let row = try fields["row"].map { value throws(SceneError) in try integer(value, at: "\(path).row", in: 0...10_000) }
        return SceneSegue(identifier: id, kind: kind, destinationIdentifier: destination, row: row)
    }

    // MARK: Typed fields

    private func object(_ value: JSONValue, at path: String, allowed: [String]?) throws(SceneError) -> [String: JSONValue] {
        guard case .object(let fields) = value else { throw mismatch(value, "an object", at: path) }
        if let allowed, let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw error("\(path).\(unknown)", "unknown field '\(unknown)'; known fields: \(allowed.joined(separator: ", "))")
        }
        return fields
    }

    private func required(_ fields: [String: JSONValue], _ name: String, at path: String) throws(SceneError) -> JSONValue {
        guard let value = fields[name] else { throw error(path, "missing required field '\(name)'") }
        return value
    }

    private func array(_ value: JSONValue, at path: String) throws(SceneError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw mismatch(value, "an array", at: path) }
        guard elements.count <= 1_000 else { throw error(path, "has \(elements.count) elements; at most 1000 are read") }
        return elements
    }

    private func string(_ value: JSONValue, at path: String) throws(SceneError) -> String {
        guard case .string(let text) = value else { throw mismatch(value, "a string", at: path) }
        guard text.count <= Self.maximumStringLength else {
            throw error(path, "is \(text.count) characters long; at most \(Self.maximumStringLength) are read")
        }
        return text
    }

    private func identifier(_ value: JSONValue, at path: String) throws(SceneError) -> String {
        let text = try string(value, at: path)
        guard !text.allSatisfy(\.isWhitespace) else { throw error(path, "must not be empty") }
        return text
    }

    private func coordinate(_ value: JSONValue, at path: String) throws(SceneError) -> Double {
        guard case .number(let number) = value else { throw mismatch(value, "a number", at: path) }
        guard number.isFinite, abs(number) <= Self.maximumCoordinate else {
            throw error(path, "\(number) is out of range; frames lie within ±\(Int(Self.maximumCoordinate)) points")
        }
        return number
    }

    private func integer(_ value: JSONValue, at path: String, in range: ClosedRange<Int>) throws(SceneError) -> Int {
        guard case .number(let number) = value else { throw mismatch(value, "an integer", at: path) }
        guard number.isFinite, number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error(path, "must be an integer from \(range.lowerBound) to \(range.upperBound) (got \(number))")
        }
        return Int(number)
    }

    private func color(_ value: JSONValue, at path: String) throws(SceneError) -> Color {
        let text = try string(value, at: path)
        guard let color = Self.color(hex: text) else {
            throw error(path, "'\(text)' is not a colour; write #rrggbb or #rrggbbaa")
        }
        return color
    }

    /// The colour written as `#rrggbb` or `#rrggbbaa`, or `nil`.
    static func color(hex: String) -> Color? {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var components: [Double] = []
        var index = 1
        while index < digits.count {
            guard let high = Character(Unicode.Scalar(digits[index])).hexDigitValue,
                  let low = Character(Unicode.Scalar(digits[index + 1])).hexDigitValue
            else { return nil }
            components.append(Double(high * 16 + low) / 255)
            index += 2
        }
        return Color(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1)
    }

    // MARK: Errors

    func error(_ path: String, _ problem: String) -> SceneError {
        SceneError(file: file, path: path, problem: problem)
    }

    private func mismatch(_ value: JSONValue, _ expected: String, at path: String) -> SceneError {
        error(path, "expected \(expected), found \(value.typeName)")
    }
}
