import Testing
@testable import Containment

/// `sizeThatFits(_:)` and `sizeToFit()`: a plain view keeps its size, as UIKit's does; a view
/// that knows its natural size is resized to it around the same origin.
@MainActor
@Suite("Size that fits")
struct SizeThatFitsTests {
    /// A view whose content is 80 × 24 however much room it is offered.
    final class FixedContentView: View {
        var offered: [Size] = []
        override func sizeThatFits(_ size: Size) -> Size {
            offered.append(size)
            return Size(width: 80, height: 24)
        }
    }

    @Test("a plain view fits its current size")
    func plainViewKeepsItsSize() {
        let view = View(frame: Rect(x: 5, y: 6, width: 30, height: 40))
        #expect(view.sizeThatFits(Size(width: 500, height: 500)) == Size(width: 30, height: 40))
        view.sizeToFit()
        #expect(view.frame == Rect(x: 5, y: 6, width: 30, height: 40))
    }

    @Test("sizeToFit offers the current size and keeps the origin")
    func sizeToFitResizesAroundTheOrigin() {
        let view = FixedContentView(frame: Rect(x: 10, y: 20, width: 200, height: 100))
        view.layoutIfNeeded()
        #expect(!view.needsLayout)
        view.sizeToFit()
        #expect(view.offered == [Size(width: 200, height: 100)])
        #expect(view.frame == Rect(x: 10, y: 20, width: 80, height: 24))
        #expect(view.needsLayout, "a new size marks the view for layout")
    }
}
