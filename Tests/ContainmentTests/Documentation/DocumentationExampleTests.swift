import Foundation
import Testing

/// Every Swift block of the README and of the DocC articles is compiled: it appears, line for
/// line (indentation, blank lines and comment lines aside), in a test source, where the compiler
/// checks it against the API.
@Suite struct DocumentationExampleTests {
    /// The package's root folder, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents whose Swift blocks must compile: the README and every article.
    private static func documents() throws -> [URL] {
        var found = [root.appendingPathComponent("README.md")]
        for catalog in ["Sources/Containment/Containment.docc", "Sources/ContainmentGtk/ContainmentGtk.docc"] {
            let folder = root.appendingPathComponent(catalog)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".md") {
                found.append(folder.appendingPathComponent(name))
            }
        }
        return found
    }

    /// Lines with their indentation and trailing spaces taken off; blank lines and lines that
    /// are only a comment dropped (a test may document what an article explains in prose).
    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
            .joined(separator: "\n")
    }

    /// The Swift blocks of a Markdown document.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// All test sources, normalized, one string.
    private static func testSources() throws -> String {
        let tests = root.appendingPathComponent("Tests")
        var text = ""
        let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            text += try String(contentsOf: file, encoding: .utf8) + "\n"
        }
        return normalized(text)
    }

    @Test func blockFinderFindsOnlySwiftBlocks() {
        let markdown = "text\n```swift\nlet a = 1\n```\n```\nplain\n```\n  ```swift\n  b()\n  ```\n"
        #expect(Self.swiftBlocks(in: markdown) == ["let a = 1", "  b()"])
        #expect(Self.normalized("  a()\n\n  // why\n  /// doc\n b() // trailing\n") == "a()\nb() // trailing")
    }

    @Test func everySwiftBlockIsCompiledByATest() throws {
        let sources = try Self.testSources()
        var checked = 0
        for document in try Self.documents() {
            let markdown = try String(contentsOf: document, encoding: .utf8)
            for block in Self.swiftBlocks(in: markdown) {
                // Package manifests are SwiftPM's to check, not the compiler's.
                if block.contains("dependencies: [") && block.contains(".package(") { continue }
                checked += 1
                let compiled = sources.contains(Self.normalized(block))
                #expect(compiled, "\(document.lastPathComponent): this block is in no test source:\n\(block)")
            }
        }
        #expect(checked >= 8, "the README and the articles have Swift blocks: \(checked) checked")
    }

    /// The public types declared at the top level of a module's sources.
    private static func publicTypes(inModuleAt folder: URL) throws -> Set<String> {
        let pattern = /^(?:@MainActor\s+)?(?:public|open)\s+(?:final\s+)?(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)/
        var names: Set<String> = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            var previous = ""
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // `@MainActor` (or `@_spi`) may stand on the line before; SPI types are not the product's.
                if !previous.hasPrefix("@_spi"), let match = String(line).firstMatch(of: pattern) {
                    names.insert(String(match.1))
                }
                previous = String(line)
            }
        }
        return names
    }

    @Test(arguments: ["Containment", "ContainmentGtk"])
    func everyPublicTypeHasAPlaceOnTheLandingPage(module: String) throws {
        let folder = Self.root.appendingPathComponent("Sources/\(module)")
        let landing = try String(contentsOf: folder.appendingPathComponent("\(module).docc/\(module).md"), encoding: .utf8)
        let types = try Self.publicTypes(inModuleAt: folder)
        #expect(types.count > 10, "\(module) has public types: \(types.sorted())")
        let missing = types.filter { !landing.contains("``\($0)``") }.sorted()
        #expect(missing.isEmpty, "\(module).md has no Topics entry for \(missing)")
    }
}
