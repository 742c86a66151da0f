import Testing
@testable import Containment

/// Which views are hidden under opaque siblings above them (what the GTK adapter leaves unmapped).
@MainActor @Suite struct OcclusionTests {
    /// A view with an opaque background, or none.
    private func view(_ x: Double, _ y: Double, _ width: Double, _ height: Double, opaque: Bool = true) -> View {
        let view = View(frame: Rect(x: x, y: y, width: width, height: height))
        if opaque { view.backgroundColor = .white }
        return view
    }

    /// Whether the first of `siblings` is covered by the rest, opaque meaning an opaque background.
    private func isCovered(_ siblings: [View]) -> Bool {
        Occlusion.isCovered(siblings[0], by: siblings[1...], isOpaque: Occlusion.hasOpaqueBackground)
    }

    @Test func anOpaqueSiblingAboveCoversWhatItHolds() {
        let lower = view(10, 10, 100, 100, opaque: false)
        #expect(isCovered([lower, view(0, 0, 200, 200)]))
        #expect(isCovered([lower, view(10, 10, 100, 100)]))
        #expect(!isCovered([lower, view(11, 10, 100, 100)]))
        #expect(!isCovered([lower]))
        // Two siblings side by side cover it together.
        #expect(isCovered([lower, view(0, 0, 60, 200), view(60, 0, 60, 200)]))
    }

    @Test func onlyFullyOpaqueShownSiblingsCover() {
        let lower = view(0, 0, 100, 100)
        let translucentBackground = view(0, 0, 100, 100, opaque: false)
        translucentBackground.backgroundColor = Color(white: 1, alpha: 0.5)
        #expect(!isCovered([lower, translucentBackground]))
        let faded = view(0, 0, 100, 100)
        faded.alpha = 0.5
        #expect(!isCovered([lower, faded]))
        let hidden = view(0, 0, 100, 100)
        hidden.isHidden = true
        #expect(!isCovered([lower, hidden]))
        #expect(!isCovered([lower, view(0, 0, 100, 100, opaque: false)]))
    }

    @Test func theCallerSaysWhatElsePaintsItsWholeFrame() {
        let lower = view(0, 0, 100, 40)
        let bar = view(0, 0, 100, 40, opaque: false)
        #expect(!Occlusion.isCovered(lower, by: [bar], isOpaque: Occlusion.hasOpaqueBackground))
        #expect(Occlusion.isCovered(lower, by: [bar], isOpaque: { $0 === bar }))
    }

    @Test func aTransparentSiblingCoversWithItsOpaqueSubviews() {
        let lower = view(0, 0, 100, 100)
        let container = view(50, 0, 100, 100, opaque: false)
        // In the container's coordinates: they paint x 50...150 of the superview, then 0...50.
        container.addSubview(view(0, 0, 100, 100))
        #expect(!isCovered([lower, container]))
        container.addSubview(view(-50, 0, 50, 100))
        #expect(isCovered([lower, container]))
        #expect(Occlusion.opaqueRects(of: container, depth: 1, isOpaque: Occlusion.hasOpaqueBackground) == [
            Rect(x: 50, y: 0, width: 100, height: 100), Rect(x: 0, y: 0, width: 50, height: 100),
        ])
        // Clipped to the container, the subview out to its left paints nothing.
        container.clipsToBounds = true
        #expect(!isCovered([lower, container]))
        #expect(Occlusion.opaqueRects(of: container, depth: 1, isOpaque: Occlusion.hasOpaqueBackground) == [
            Rect(x: 50, y: 0, width: 100, height: 100),
        ])
    }

    @Test func theSearchStopsAtItsDepth() {
        /// An opaque view `levels` transparent views down from the returned one.
        func nested(_ levels: Int) -> View {
            let top = view(0, 0, 100, 100, opaque: false)
            var current = top
            for _ in 1..<levels {
                let next = view(0, 0, 100, 100, opaque: false)
                current.addSubview(next)
                current = next
            }
            current.addSubview(view(0, 0, 100, 100))
            return top
        }
        let lower = view(0, 0, 100, 100)
        #expect(isCovered([lower, nested(Occlusion.searchDepth)]))
        #expect(!isCovered([lower, nested(Occlusion.searchDepth + 1)]))
    }
}
