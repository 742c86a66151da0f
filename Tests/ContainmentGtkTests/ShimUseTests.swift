import Foundation
import Testing

/// Guards `Sources/CGtk/shim.h` against wrappers nothing calls: each one is called from Swift in
/// `Sources/` or `Tests/`, or by another wrapper. Reads the files; needs no display.
@Suite struct ShimUseTests {
    /// The package's root directory, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The names of the wrappers and constants the shim defines.
    static func definedNames(in header: String) throws -> [String] {
        let definition = try Regex(#"static (?:inline|const) [^(;=]*?\b((?:cgtk|CGTK)_\w+)\s*[(=]"#)
        return header.matches(of: definition).compactMap { $0.output[1].substring.map(String.init) }
    }

    /// Every Swift file under `directory`, read.
    static func swiftSources(under directory: String) throws -> [String] {
        let base = root.appendingPathComponent(directory)
        guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return try files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            try String(contentsOf: $0, encoding: .utf8)
        }
    }

    @Test func everyShimIsCalled() throws {
        let header = try String(contentsOf: Self.root.appendingPathComponent("Sources/CGtk/shim.h"), encoding: .utf8)
        let names = try Self.definedNames(in: header)
        // The shim has dozens of wrappers: finding few means the pattern no longer reads it.
        #expect(names.count > 40)
        #expect(names.contains("cgtk_container") && names.contains("CGTK_SOURCE_REMOVE"))
        let swift = try Self.swiftSources(under: "Sources") + Self.swiftSources(under: "Tests")
        let word = { (name: String) in try Regex("\\b\(name)\\b") }
        var uncalled: [String] = []
        for name in names {
            let pattern = try word(name)
            let usedByAnotherShim = header.matches(of: pattern).count > 1
            if !usedByAnotherShim, !swift.contains(where: { $0.contains(pattern) }) { uncalled.append(name) }
        }
        #expect(uncalled.isEmpty, "shims nothing calls: \(uncalled)")
    }
}
