import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Block animations on the manual clock: curves, retargeting, interruption, completion.
@MainActor
@Suite("Animations")
struct AnimationTests {
    private func visibleView() -> (ManualClock, Window, View) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        window.makeKeyAndVisible()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (clock, window, view)
    }

    @Test("each step of running animations asks the host for one frame, however many views move")
    func stepsRequestOneFrame() {
        let (clock, window, view) = visibleView()
        let others = (0..<5).map { _ in View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
        for other in others { window.addSubview(other) }
        var requests = 0
        window.frameRequestHandler = { requests += 1 }
        View.animate(withDuration: 1, options: .curveLinear) {
            view.frame.origin.x = 100
            for other in others { other.alpha = 0.5 }
        }
        for step in 1...3 {
            window.frameDidRender()
            requests = 0
            clock.advance(by: 0.1)
            #expect(requests == 1, "step \(step)")
        }
        clock.advance(by: 1)
        window.frameDidRender()
        requests = 0
        clock.advance(by: 0.1)
        #expect(requests == 0, "nothing runs: no frame asked for")
    }

    @Test("the model changes at once; the presentation follows the curve")
    func modelAndPresentation() {
        let (clock, window, view) = visibleView()
        View.animate(withDuration: 1, options: .curveLinear) { view.frame.origin.x = 100 }
        #expect(view.frame.minX == 100)
        #expect(view.presentation.frame.minX == 0)
        clock.advance(by: 0.25)
        #expect(abs(view.presentation.frame.minX - 25) < 1e-9)
        clock.advance(by: 0.75)
        #expect(view.presentation.frame.minX == 100)
        #expect(window.runningAnimationCount == 0)
    }

    @Test("a new animation of the same property retargets from the value on screen; the old completion gets false")
    func retargeting() {
        let (clock, window, view) = visibleView()
        defer { withExtendedLifetime(window) {} }
        var results: [String] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.frame.origin.x = 100 }) { results.append("first \($0)") }
        clock.advance(by: 0.5)
        let onScreen = view.presentation.frame.minX
        #expect(abs(onScreen - 50) < 1e-9)
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.frame.origin.x = 0 }) { results.append("second \($0)") }
        #expect(results == ["first false"], "the interrupted animation completes at once, unfinished")
        #expect(view.presentation.frame.minX == onScreen, "no jump: the new animation starts where the old one was")
        clock.advance(by: 0.5)
        #expect(abs(view.presentation.frame.minX - 25) < 1e-9, "half-way from 50 back to 0")
        clock.advance(by: 0.5)
        #expect(results == ["first false", "second true"])
        #expect(view.presentation.frame.minX == 0)
    }

    @Test("a value set outside an animation stops the running animation of that property")
    func directSetCancels() {
        let (clock, window, view) = visibleView()
        defer { withExtendedLifetime(window) {} }
        var finished: Bool?
        View.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished = $0 }
        clock.advance(by: 0.3)
        view.alpha = 0.5
        #expect(finished == false)
        #expect(view.presentation.alpha == 0.5)
    }

    @Test("a view in no window, a zero duration or animations turned off jump to the end")
    func jumpsToEnd() {
        var completions: [Bool] = []
        let loose = View()
        View.animate(withDuration: 1, animations: { loose.alpha = 0.2 }) { completions.append($0) }
        #expect(loose.presentation.alpha == 0.2)
        let (_, window, view) = visibleView()
        defer { withExtendedLifetime(window) {} }
        View.animate(withDuration: 0, animations: { view.alpha = 0.3 }) { completions.append($0) }
        #expect(view.presentation.alpha == 0.3)
        View.setAnimationsEnabled(false)
        View.animate(withDuration: 1, animations: { view.alpha = 0.4 }) { completions.append($0) }
        View.setAnimationsEnabled(true)
        #expect(view.presentation.alpha == 0.4)
        #expect(completions == [true, true, true])
    }

    @Test("delay holds the from value; completion waits for every property of the block")
    func delayAndGroups() {
        let (clock, window, view) = visibleView()
        defer { withExtendedLifetime(window) {} }
        var done = false
        View.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: {
            view.alpha = 0
            view.backgroundColor = .red
        }) { _ in done = true }
        clock.advance(by: 0.4)
        #expect(view.presentation.alpha == 1)
        clock.advance(by: 0.35)
        #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
        #expect(!done)
        clock.advance(by: 0.25)
        #expect(done)
    }

    @Test("the clock asks for frames only while something animates")
    func clockActivity() {
        let (clock, window, view) = visibleView()
        defer { withExtendedLifetime(window) {} }
        var activity: [Bool] = []
        clock.activityHandler = { activity.append($0) }
        View.animate(withDuration: 0.2) { view.alpha = 0 }
        clock.advance(by: 0.1)
        clock.advance(by: 0.2)
        #expect(activity == [true, false])
    }

    @Test("timing curves: ends fixed, ease-in slow at the start, ease-out fast at the start, monotonic")
    func curves() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
            var previous = 0.0
            for step in 1...100 {
                let value = curve.value(at: Double(step) / 100)
                #expect(value >= previous - 1e-9)
                previous = value
            }
        }
        #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25)
        #expect(TimingCurve.easeOut.value(at: 0.25) > 0.25)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    }

    @Test("a view leaving its window jumps to the end of its animations")
    func leavingWindowFinishes() {
        let (_, window, view) = visibleView()
        var finished: Bool?
        View.animate(withDuration: 1, animations: { view.frame.origin.y = 300 }) { finished = $0 }
        view.removeFromSuperview()
        #expect(finished == true)
        #expect(view.presentation.frame.minY == 300)
        #expect(window.runningAnimationCount == 0)
    }
}

/// Window size changes reach the controllers as size transitions and size-class changes.
@MainActor
@Suite("Size and traits")
struct SizeAndTraitTests {
    @Test("crossing the width threshold: viewWillTransition then traitCollectionDidChange, parent first")
    func sizeClassFlip() {
        let stage = Stage()
        let child = RecordingViewController("Child", log: stage.log)
        stage.embed(child)
        _ = stage.log.take()
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        stage.window.resize(to: Size(width: 500, height: 768))
        #expect(stage.log.take() == [
            "Root viewWillTransition size=500×768",
            "Child viewWillTransition size=500×768",
            "Root traitCollectionDidChange h=compact",
            "Child traitCollectionDidChange h=compact",
        ])
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.view.frame.width == 500, "the child's view follows through autoresizing")
        stage.window.resize(to: Size(width: 600, height: 768))
        #expect(stage.log.take() == [
            "Root viewWillTransition size=600×768",
            "Child viewWillTransition size=600×768",
        ], "no trait change while the size class stays compact")
        stage.window.resize(to: Size(width: 900, height: 768))
        #expect(stage.log.take().suffix(2) == ["Root traitCollectionDidChange h=regular", "Child traitCollectionDidChange h=regular"])
    }

    @Test("an override trait collection for a child wins over the window's")
    func overrideForChild() {
        let stage = Stage()
        let child = RecordingViewController("Child", log: stage.log)
        stage.embed(child)
        _ = stage.log.take()
        stage.root.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .compact), forChild: child)
        #expect(stage.log.take() == ["Child traitCollectionDidChange h=compact"])
        stage.window.resize(to: Size(width: 500, height: 768))
        #expect(!stage.log.take().contains("Child traitCollectionDidChange h=compact"), "already compact: no change")
    }

    @Test("a parent forgets its override for a child that leaves it")
    func overrideEndsWithTheChildRelationship() {
        let stage = Stage()
        let child = RecordingViewController("Child", log: stage.log)
        stage.embed(child)
        stage.root.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .compact), forChild: child)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(stage.root.overrideTraitCollection(forChild: child) == nil)
        _ = stage.log.take()
        stage.embed(child)
        #expect(stage.root.overrideTraitCollection(forChild: child) == nil)
        #expect(child.traitCollection.horizontalSizeClass == .regular, "back in the window's own size class")
    }

    @Test("autoresizing shares the change among flexible parts")
    func autoresizingRule() {
        let fixedLeft = autoresize(start: 10, length: 100, oldExtent: 200, newExtent: 300,
                                   flexibleBefore: false, flexibleLength: true, flexibleAfter: false)
        #expect(fixedLeft.start == 10 && fixedLeft.length == 200)
        let centered = autoresize(start: 50, length: 100, oldExtent: 200, newExtent: 400,
                                  flexibleBefore: true, flexibleLength: false, flexibleAfter: true)
        #expect(centered.start == 150 && centered.length == 100)
    }
}
