import Testing
@testable import Containment

/// Holds the core test target's place until the core's own tests land; checks `Rect.contains`.
@Suite struct PlaceholderTests {
    @Test func rectContainsItsMinimumEdgesButNotItsMaximumEdges() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(rect.contains(Point(x: 25, y: 40)))
        #expect(!rect.contains(Point(x: 40, y: 30)))
        #expect(!rect.contains(Point(x: 20, y: 60)))
        #expect(!rect.contains(Point(x: 9.5, y: 30)))
    }
}
