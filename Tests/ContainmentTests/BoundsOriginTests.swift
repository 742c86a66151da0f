import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// A view's bounds origin, as UIKit's: the point of its own coordinates at its top left corner,
/// which moves its subviews in hit testing, conversion and drawing, lays it out again, and
/// animates.
@MainActor @Suite struct BoundsOriginTests {
    /// A view that counts its layout passes.
    private final class Counting: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test func theOriginMovesSubviewsInHitTestingAndConversion() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let holder = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(holder)
        let child = View(frame: Rect(x: 50, y: 50, width: 20, height: 20))
        holder.addSubview(child)
        #expect(window.hitTest(Point(x: 155, y: 155)) === child)
        holder.bounds.origin = Point(x: 40, y: -10)
        #expect(holder.frame == Rect(x: 100, y: 100, width: 200, height: 200), "the frame stays")
        #expect(window.hitTest(Point(x: 155, y: 155)) === holder, "the child moved away")
        #expect(window.hitTest(Point(x: 115, y: 165)) === child, "to 50 - 40, 50 + 10 inside the holder")
        #expect(child.convert(Point.zero, to: nil) == Point(x: 110, y: 160))
        #expect(holder.convert(Point(x: 40, y: -10), to: nil) == Point(x: 100, y: 100), "the origin shows at the corner")
        #expect(child.convert(Point(x: 110, y: 160), from: nil) == .zero)
        #expect(holder.bounds.contains(Point(x: 45, y: 0)) && !holder.bounds.contains(Point(x: 5, y: 0)))
    }

    @Test func aNewOriginLaysTheViewOutAgainAndIsDrawn() {
        let view = Counting(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.layoutIfNeeded()
        let before = (view.layouts, view.displayVersion)
        view.bounds.origin = Point(x: 0, y: 30)
        view.layoutIfNeeded()
        #expect(view.layouts == before.0 + 1)
        #expect(view.displayVersion != before.1)
        view.bounds = Rect(x: 0, y: 30, width: 100, height: 100)
        view.layoutIfNeeded()
        #expect(view.layouts == before.0 + 1, "the same bounds: nothing to do")
    }

    @Test func theOriginAnimatesOnTheWindowsClockWhileTheModelChangesAtOnce() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        View.animate(withDuration: 0.2, options: .curveLinear) {
            view.bounds.origin = Point(x: 0, y: 100)
        }
        #expect(view.bounds.origin == Point(x: 0, y: 100))
        #expect(view.presentation.boundsOrigin == .zero)
        clock.advance(by: 0.1)
        let midway = view.presentation.boundsOrigin.y
        #expect(midway > 30 && midway < 70, "half way: \(midway)")
        clock.advance(by: 0.2)
        #expect(view.presentation.boundsOrigin == Point(x: 0, y: 100))
        #expect(window.runningAnimationCount == 0)
    }
}
