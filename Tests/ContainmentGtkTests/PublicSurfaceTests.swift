import Foundation
import Testing

/// The ContainmentGtk product shows an app what it needs and nothing else: what tests and the
/// benchmark read is `@_spi(Testing)` in ContainmentGtk, lives in ContainmentGtkTesting (not a
/// product), or, in C, in the `CGtkCanvas.Testing` submodule. These read the product's sources,
/// so a counter or test helper that becomes plain `public` again fails here. No GTK needed.
@Suite struct PublicSurface {
    /// The package's root folder (this file is in Tests/ContainmentGtkTests).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// One `public` declaration of the product's Swift sources.
    struct Declaration: CustomStringConvertible {
        var file: String
        var line: Int
        var name: String
        /// Marked `@_spi`, or inside a type that is.
        var isSPI: Bool
        var documentation: String
        var description: String { "\(file):\(line) \(name)" }
    }

    /// Every `public` declaration in Sources/ContainmentGtk: name, SPI or not, doc comment.
    ///
    /// A line scanner, enough for this code base: attributes and `///` lines gather above a
    /// declaration; braces (outside string literals and comments) tell when an `@_spi` type ends.
    static func declarations(in product: String = "ContainmentGtk") throws -> [Declaration] {
        let folder = root.appendingPathComponent("Sources/\(product)")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        let declaration = try Regex(
            #"^(?:@\w+(?:\([^)]*\))?\s+)*public\b(?:\s+\w+(?:\([^)]*\))?)*?\s+(?:func|var|let|class|struct|enum|protocol|typealias|init|case)\b\s*([A-Za-z_]\w*)?"#)
        let strings = try Regex(#""(?:\\.|[^"\\])*""#)
        var found: [Declaration] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var depth = 0
            var spiDepths: [Int] = []
            var documentation = ""
            var attributes = ""
            for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("///") {
                    documentation += line + "\n"
                    continue
                }
                if line.hasPrefix("@"), !line.contains(" ") || line.hasPrefix("@_spi") && !line.contains("public") {
                    attributes += line + " "
                    continue
                }
                let joined = attributes + line
                var opensSPIType = false
                if let match = joined.firstMatch(of: declaration) {
                    let name = match.output[1].substring.map(String.init) ?? "init"
                    let markedSPI = joined.contains("@_spi(")
                    found.append(Declaration(
                        file: file, line: index + 1, name: name, isSPI: markedSPI || !spiDepths.isEmpty,
                        documentation: documentation))
                    opensSPIType = markedSPI && joined.contains(/\b(class|struct|enum|extension)\b/)
                }
                documentation = ""
                attributes = ""
                let code = String(line.replacing(strings, with: "\"\"").split(separator: "//", maxSplits: 1).first ?? "")
                let opened = code.filter { $0 == "{" }.count
                let closed = code.filter { $0 == "}" }.count
                if opensSPIType, opened > closed { spiDepths.append(depth + 1) }
                depth += opened - closed
                while let last = spiDepths.last, depth < last { spiDepths.removeLast() }
            }
        }
        return found
    }

    @Test func theScanSeesTheProductsDeclarations() throws {
        let all = try Self.declarations()
        #expect(all.count > 100, "the scanner found \(all.count) public declarations")
        // Plain public API, and SPI both by its own mark and by its type's.
        #expect(all.contains { $0.name == "settle" && !$0.isSPI })
        #expect(all.contains { $0.name == "syncCount" && $0.isSPI })
        #expect(all.contains { $0.name == "runUntilDrawn" && $0.isSPI })
        #expect(all.contains { $0.name == "SignalConnection" && !$0.isSPI })
        // An app hosts widgets it makes in a NativeView (an `open class`, which the scan does not
        // list): its initializer and its widget are plain API.
        let native = all.filter { $0.file.hasSuffix("NativeView.swift") && !$0.isSPI }.map(\.name)
        #expect(native.contains("init") && native.contains("widget"), "NativeView's public API: \(native)")
    }

    @Test func noTestCounterOrHelperIsPlainPublic() throws {
        let helpers: Set = ["SyntheticInput", "MainLoopPump", "WindowSnapshot", "PixelColor", "GObjectPointer"]
        let offending = try Self.declarations().filter { declaration in
            guard !declaration.isSPI else { return false }
            return declaration.name.contains(/(?i)(count|counts|counters)$/)
                || declaration.documentation.contains(/(?i)for (leak )?tests\b/)
                || helpers.contains(declaration.name)
        }
        #expect(offending.isEmpty, "public test counters or helpers: \(offending)")
    }

    /// What only an adapter calls on the core's app-facing types: the seam the "Writing an
    /// adapter" article lists. An app never reads these; each must stay `@_spi(Adapter)`.
    static let adapterSeam: Set = [
        "displayVersion", "displayChangeCount", "viewsChanged", "presentation", "activeTransition", "frameRequestHandler",
        "frameDidRender", "handleScroll", "handlePointer", "handleKeyCommand", "setTextFromUser",
        "beginEditingFromUser", "endEditingFromUser", "returnFromUser", "selectRowFromUser", "selectFromUser",
        "version", "onBarChange", "sendAction", "appearanceHandler", "finishAllAnimations", "isWaitingForReuse",
    ]

    @Test func theCoresAdapterSeamIsSPI() throws {
        let core = try Self.declarations(in: "Containment")
        #expect(core.contains { $0.name == "addChild" && !$0.isSPI }, "the scan sees the core's plain API")
        let seam = core.filter { Self.adapterSeam.contains($0.name) }
        // Every name of the seam is found (a rename would otherwise pass unnoticed) …
        #expect(Set(seam.map(\.name)) == Self.adapterSeam, "seam members found: \(seam.map(\.name))")
        // … and none of them is plain public.
        let plain = seam.filter { !$0.isSPI }
        #expect(plain.isEmpty, "adapter-only members that are plain public: \(plain)")
    }

    @Test func noPointerTypeIsGivenAConformance() throws {
        let folder = Self.root.appendingPathComponent("Sources/ContainmentGtk")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        let pointerConformance = /extension\s+(Unsafe\w*Pointer|OpaquePointer)\s*:/
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let conforms = text.contains(pointerConformance)
            #expect(!conforms, "\(file) makes every pointer of a kind conform to a protocol")
        }
    }

    /// The canvas's public headers declare what an app or the adapter uses; the process-wide
    /// counters are in containment-canvas-testing.h, outside `import CGtkCanvas`.
    @Test func theCanvasHeadersHaveNoTestCounters() throws {
        let include = Self.root.appendingPathComponent("Sources/CGtkCanvas/include")
        let moduleMap = try String(contentsOf: include.appendingPathComponent("module.modulemap"), encoding: .utf8)
        #expect(moduleMap.contains(/explicit module Testing\s*\{\s*header "containment-canvas-testing.h"/))
        // The host's own draw counter: `GtkHost.isIdle` waits for a draw after each sync.
        let adapterNeeds: Set = ["containment_window_count_draws", "containment_window_get_draw_count"]
        for header in ["containment-canvas.h", "containment-picture-cache.h", "containment-window.h"] {
            let text = try String(contentsOf: include.appendingPathComponent(header), encoding: .utf8)
            let saysForTests = text.contains(/(?i)for (tests|benchmarks)|tests and benchmarks/)
            #expect(!saysForTests, "\(header) says something is for tests")
            let counters = text.matches(of: /\b(containment_\w*_(?:count|counts|rasters))\s*\(/)
                .map { String($0.output.1) }.filter { !adapterNeeds.contains($0) }
            #expect(counters.isEmpty, "\(header) declares counters: \(counters)")
        }
    }
}
