import ContainmentTestSupport
import Testing
@testable import Containment

/// The rectangle arithmetic the GTK adapter's occlusion and transitions rest on.
@Suite struct GeometryTests {
    @Test func unionIsTheSmallestRectangleHoldingBoth() {
        let a = Rect(x: 10, y: 20, width: 30, height: 40)
        let b = Rect(x: -5, y: 50, width: 10, height: 30)
        #expect(a.union(b) == Rect(x: -5, y: 20, width: 45, height: 60))
        #expect(b.union(a) == a.union(b))
        // A rectangle inside another adds nothing.
        #expect(a.union(Rect(x: 15, y: 25, width: 1, height: 1)) == a)
    }

    @Test func rectanglesThatOnlyTouchDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(a.intersects(Rect(x: 99, y: 49, width: 10, height: 10)))
        #expect(a.intersects(Rect(x: 10, y: 10, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 100, y: 0, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: 0, y: 50, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: -20, y: 0, width: 20, height: 50)))
        #expect(!a.intersects(Rect(x: 200, y: 200, width: 10, height: 10)))
    }

    @Test func subtractingLeavesWhatTheCoverMisses() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        // A hole in the middle: the bands above and below, then left and right of the hole.
        #expect(rect.subtracting(Rect(x: 40, y: 30, width: 20, height: 10)) == [
            Rect(x: 0, y: 0, width: 100, height: 30),
            Rect(x: 0, y: 40, width: 100, height: 60),
            Rect(x: 0, y: 30, width: 40, height: 10),
            Rect(x: 60, y: 30, width: 40, height: 10),
        ])
        // The top half covered: the bottom half is left.
        #expect(rect.subtracting(Rect(x: -10, y: -10, width: 200, height: 60)) == [Rect(x: 0, y: 50, width: 100, height: 50)])
        #expect(rect.subtracting(Rect(x: -1, y: -1, width: 102, height: 102)).isEmpty)
        #expect(rect.subtracting(rect).isEmpty)
        // Apart, or only touching: all of it is left.
        #expect(rect.subtracting(Rect(x: 100, y: 0, width: 50, height: 50)) == [rect])
        #expect(rect.subtracting(Rect(x: 300, y: 300, width: 5, height: 5)) == [rect])
    }

    @Test func coveredByPiecesThatTileItOrOverlap() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let left = Rect(x: 0, y: 0, width: 50, height: 100)
        let right = Rect(x: 50, y: 0, width: 50, height: 100)
        #expect(rect.isCovered(by: [left, right]))
        #expect(rect.isCovered(by: [Rect(x: -10, y: -10, width: 70, height: 120), Rect(x: 40, y: 0, width: 70, height: 100)]))
        #expect(!rect.isCovered(by: [left]))
        #expect(!rect.isCovered(by: []))
        // A one-point gap between the halves.
        #expect(!rect.isCovered(by: [left, Rect(x: 51, y: 0, width: 49, height: 100)]))
        // An empty rectangle shares no area with anything.
        #expect(!Rect(x: 10, y: 10, width: 0, height: 5).isCovered(by: [rect]))
    }

    /// Random rectangles on a whole-number grid, checked cell by cell: a rectangle is covered
    /// when every unit cell in it lies in some cover.
    @Test func coveringAgreesWithCountingCells() {
        var random = SplitMix64(seed: 15)
        func randomRect() -> Rect {
            Rect(x: Double(random.below(10)), y: Double(random.below(10)),
                 width: Double(1 + random.below(6)), height: Double(1 + random.below(6)))
        }
        var coveredCases = 0
        for _ in 0..<2_000 {
            let rect = randomRect()
            let covers = (0..<(1 + random.below(6))).map { _ in randomRect() }
            var everyCell = true
            for x in Int(rect.minX)..<Int(rect.maxX) {
                for y in Int(rect.minY)..<Int(rect.maxY) {
                    let cell = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    if !covers.contains(where: { $0.contains(cell) }) { everyCell = false }
                }
            }
            #expect(rect.isCovered(by: covers) == everyCell, "\(rect) under \(covers)")
            if everyCell { coveredCases += 1 }
            // What subtracting leaves is exactly the area outside the cover.
            let pieces = rect.subtracting(covers[0])
            let overlap = rect.intersection(covers[0]).map { $0.width * $0.height } ?? 0
            #expect(pieces.reduce(0) { $0 + $1.width * $1.height } == rect.width * rect.height - overlap)
            #expect(pieces.allSatisfy { !$0.intersects(covers[0]) && rect.union($0) == rect })
        }
        // The sample holds both answers.
        #expect(coveredCases > 50 && coveredCases < 1_950)
    }
}
