import Foundation
import Testing

/// The README's Layout names every target of `Package.swift`, so a newcomer finds each one.
@Suite struct ReadmeLayoutTests {
    /// The package's root folder, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The names of the targets declared in `Package.swift` (`.target(name: "…"`, `.testTarget`,
    /// `.executableTarget`, `.systemLibrary`).
    static func targetNames() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var names: [String] = []
        for kind in [".target(", ".testTarget(", ".executableTarget(", ".systemLibrary("] {
            for piece in manifest.components(separatedBy: kind).dropFirst() {
                let afterName = piece.drop { $0 != "\"" }.dropFirst()
                names.append(String(afterName.prefix { $0 != "\"" }))
            }
        }
        return names.sorted()
    }

    /// The text of the README's `## Layout` section.
    static func layoutSection() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "\n## Layout\n") else { return "" }
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func everyTargetIsListedInTheLayout() throws {
        let names = try Self.targetNames()
        #expect(names.count >= 15, "the manifest's targets were found: \(names)")
        let layout = try Self.layoutSection()
        let listed = Set(layout.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        #expect(names.filter { !listed.contains($0) } == [], "missing from the README's Layout")
    }
}
