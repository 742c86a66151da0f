import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// `Pasteboard` in memory (the GTK clipboard's round trip is in the GTK suite).
@MainActor
@Suite("Pasteboard")
struct PasteboardTests {
    /// A 2×3 PNG made by the image tests' fixtures.
    static let png = ImageFixtures.png(width: 2, height: 3)

    @Test("strings round-trip, and setting one replaces the others")
    func strings() {
        let pasteboard = Pasteboard.withUniqueName()
        #expect(pasteboard.string == nil && !pasteboard.hasStrings && pasteboard.changeCount == 0)
        pasteboard.string = "Hello"
        #expect(pasteboard.string == "Hello" && pasteboard.hasStrings && !pasteboard.hasImages)
        pasteboard.strings = ["One", "Two"]
        #expect(pasteboard.strings == ["One", "Two"] && pasteboard.string == "One")
        pasteboard.string = nil
        #expect(pasteboard.strings == nil && !pasteboard.hasStrings)
        #expect(pasteboard.changeCount == 3)
    }

    @Test("an image replaces the strings and comes back with the same bytes")
    func image() throws {
        let pasteboard = Pasteboard.withUniqueName()
        pasteboard.string = "Text"
        let image = try #require(Image(data: Self.png))
        pasteboard.image = image
        #expect(pasteboard.hasImages && !pasteboard.hasStrings && pasteboard.string == nil)
        #expect(pasteboard.image?.data == Self.png)
        #expect(pasteboard.image?.pixelSize == Size(width: 2, height: 3))
        pasteboard.image = nil
        #expect(!pasteboard.hasImages)
    }

    @Test("pasteboards made with unique names share nothing")
    func privatePasteboards() {
        let one = Pasteboard.withUniqueName()
        let two = Pasteboard.withUniqueName()
        one.string = "Mine"
        #expect(two.string == nil)
    }
}
