import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Touchpad scrolls sent to a window: smooth deltas (in points, GDK's signs) `interval` seconds
/// apart, then the stop `pause` seconds after the last. Returns what `handleScroll` answered.
@MainActor
@discardableResult
func touchpadSwipe(
    _ window: Window, at location: Point, deltas: [Point], interval: Double = 0.02, pause: Double = 0.2,
    from start: Double = 10, beforeStop: () -> Void = {}
) -> [Bool] {
    var time = start
    var taken: [Bool] = []
    for delta in deltas {
        taken.append(window.handleScroll(ScrollEvent(.changed, at: location, delta: delta, time: time)))
        time += interval
    }
    beforeStop()
    taken.append(window.handleScroll(ScrollEvent(.ended, at: location, time: time - interval + pause)))
    return taken
}

/// `count` equal horizontal deltas of `dx` points.
func horizontal(_ dx: Double, count: Int) -> [Point] { Array(repeating: Point(x: dx, y: 0), count: count) }

@MainActor
@Suite("SwipeTracker")
struct SwipeTrackerTests {
    /// A navigation controller showing B over A, on screen.
    private func navigation(_ stage: Stage) -> (NavigationController, RecordingViewController, RecordingViewController) {
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = NavigationController(title: "Nav")
        nav.setViewControllers([a, b], animated: false)
        stage.embed(nav)
        stage.window.layoutIfNeeded()
        _ = stage.log.take()
        return (nav, a, b)
    }

    @Test("a slow swipe that moves the content past half pops, following the fingers 1:1")
    func swipePops() {
        let stage = Stage()
        let (nav, a, b) = navigation(stage)
        var midway: Double?
        let taken = touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: horizontal(-100, count: 6)) {
            midway = b.view.frame.minX
        }
        #expect(taken == Array(repeating: true, count: 7))
        #expect(midway == 600, "the top view moved exactly as far as the content under the fingers")
        #expect(stage.log.take() == [
            "A viewDidLoad", "B viewWillDisappear animated=true", "A viewWillAppear animated=true", "B willMove parent=nil",
        ])
        stage.clock.advance(by: 0.35)
        #expect(stage.log.take() == ["B viewDidDisappear animated=true", "A viewDidAppear animated=true", "B didMove parent=nil"])
        #expect(nav.viewControllers.map(\.title) == ["A"])
        #expect(a.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768 - 44))
    }

    @Test("a swipe turned back cancels the pop with balanced callbacks")
    func reversedSwipeCancels() {
        let stage = Stage()
        let (nav, a, _) = navigation(stage)
        a.loadViewIfNeeded()
        _ = stage.log.take()
        let before = treeSnapshot(stage.root)
        touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: horizontal(-100, count: 4) + horizontal(100, count: 3), pause: 0.01)
        stage.clock.advance(by: 0.35)
        #expect(stage.log.take() == [
            "B viewWillDisappear animated=true", "A viewWillAppear animated=true",
            "A viewWillDisappear animated=true", "A viewDidDisappear animated=true",
            "B viewWillAppear animated=true", "B viewDidAppear animated=true",
        ])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(treeSnapshot(stage.root) == before)
    }

    @Test("a short fast swipe is a flick: the same rule as a drag's release")
    func flickPops() {
        let stage = Stage()
        let (nav, _, _) = navigation(stage)
        touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: horizontal(-20, count: 4), interval: 0.01, pause: 0.01)
        stage.clock.advance(by: 0.35)
        #expect(nav.viewControllers.map(\.title) == ["A"], "80 points in 30 ms is faster than the flick velocity")
        let slowStage = Stage()
        let (slowNav, _, _) = navigation(slowStage)
        touchpadSwipe(slowStage.window, at: Point(x: 500, y: 300), deltas: horizontal(-20, count: 4), interval: 0.01, pause: 0.3)
        slowStage.clock.advance(by: 0.35)
        #expect(!slowNav.isInteractivelyPopping)
        #expect(slowNav.viewControllers.count == 2, "the same swipe held still before the fingers lift springs back")
    }

    @Test("wheel notches and vertical swipes never pop")
    func wheelAndVertical() {
        let stage = Stage()
        let (nav, _, _) = navigation(stage)
        #expect(!stage.window.handleScroll(ScrollEvent(.wheel, at: Point(x: 500, y: 300), delta: Point(x: -10, y: 0), time: 1)))
        #expect(!nav.isInteractivelyPopping)
        let taken = touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: [Point(x: -10, y: 30), Point(x: -200, y: 0)])
        #expect(taken == [false, false, false], "a scroll that starts vertical stays a scroll until its stop")
        #expect(!nav.isInteractivelyPopping && stage.log.take().isEmpty)
    }

    @Test("a swipe never starts a second transition while one runs")
    func noSecondTransition() {
        let stage = Stage()
        let (nav, _, _) = navigation(stage)
        nav.pushViewController(RecordingViewController("C", log: stage.log), animated: true)
        _ = stage.log.take()
        let taken = touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: horizontal(-100, count: 6))
        #expect(taken.allSatisfy { $0 }, "swallowed, so nothing under it scrolls either")
        #expect(!nav.isInteractivelyPopping && stage.log.take().isEmpty)
        stage.clock.advance(by: 0.35)
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
        _ = stage.log.take()
        // A swipe driving a pop: an edge drag cannot start another one.
        touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: horizontal(-100, count: 2)) {
            #expect(nav.isInteractivelyPopping)
            #expect(!nav.beginInteractivePop())
            stage.window.handlePointer(PointerEvent(.began, at: Point(x: 5, y: 300), time: 20))
            stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 200, y: 300), time: 20.1))
            stage.window.handlePointer(PointerEvent(.ended, at: Point(x: 200, y: 300), time: 20.2))
        }
        stage.clock.advance(by: 0.35)
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"], "the swipe released short springs back once")
        #expect(stage.log.take().filter { $0.contains("C view") } == [
            "C viewWillDisappear animated=true", "C viewWillAppear animated=true", "C viewDidAppear animated=true",
        ])
    }

    @Test("swipes open the drawer from its bezel and close it from the middle")
    func drawerOpensAndCloses() {
        let stage = DrawerStage()
        #expect(touchpadSwipe(stage.window, at: Point(x: 400, y: 300), deltas: horizontal(-50, count: 4)) == [false, false, false, false, false],
                "from the middle a closed drawer stays closed (bezel only by default)")
        var shown: Double?
        touchpadSwipe(stage.window, at: Point(x: 5, y: 300), deltas: horizontal(-50, count: 4)) { shown = stage.centerX }
        #expect(shown == 200)
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left)
        #expect(stage.takeLog() == ["Left viewDidLoad", "Left viewWillAppear animated=true", "Left viewDidAppear animated=true"])
        touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: horizontal(50, count: 4))
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == DrawerSide.none)
        #expect(stage.takeLog() == ["Left viewWillDisappear animated=true", "Left viewDidDisappear animated=true"])
        // Reversed: opens a little, comes back, stays closed, balanced.
        touchpadSwipe(stage.window, at: Point(x: 5, y: 300), deltas: horizontal(-50, count: 3) + horizontal(50, count: 3), pause: 0.01)
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == DrawerSide.none)
        #expect(stage.takeLog() == [
            "Left viewWillAppear animated=true", "Left viewWillDisappear animated=true", "Left viewDidDisappear animated=true",
        ])
    }

    @Test("right to left, a swipe moving the content left pops, and one moving it right does not")
    func swipePopsMirrored() {
        let stage = Stage()
        stage.window.userInterfaceLayoutDirection = .rightToLeft
        let (nav, _, b) = navigation(stage)
        #expect(touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: horizontal(-100, count: 6)).allSatisfy { !$0 },
                "towards the trailing edge: nothing to pop that way")
        #expect(nav.viewControllers.count == 2)
        var midway: Double?
        touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: horizontal(100, count: 6)) { midway = b.view.frame.minX }
        #expect(midway == -600, "the top view follows the fingers to the left")
        stage.clock.advance(by: 1)
        #expect(nav.viewControllers.map(\.title) == ["A"])
    }

    @Test("right to left, the leading drawer opens from the right bezel and closes from the middle")
    func drawerMirrored() {
        let stage = DrawerStage()
        stage.window.userInterfaceLayoutDirection = .rightToLeft
        stage.window.layoutIfNeeded()
        _ = stage.takeLog()
        var shown: Double?
        touchpadSwipe(stage.window, at: Point(x: 795, y: 300), deltas: horizontal(50, count: 4)) { shown = stage.centerX }
        #expect(shown == -200, "the center slides left, uncovering the leading drawer on the right")
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left)
        touchpadSwipe(stage.window, at: Point(x: 300, y: 300), deltas: horizontal(-50, count: 4))
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == DrawerSide.none)
        #expect(stage.takeLog() == [
            "Left viewDidLoad", "Left viewWillAppear animated=true", "Left viewDidAppear animated=true",
            "Left viewWillDisappear animated=true", "Left viewDidDisappear animated=true",
        ])
    }

    @Test("a swipe turns a page forward, and a reversed one springs back")
    func pageTurns() {
        let book = PageStage(count: 3, start: 0)
        touchpadSwipe(book.stage.window, at: Point(x: 500, y: 300), deltas: horizontal(100, count: 6))
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == "P1")
        #expect(book.log.take() == [
            "delegate willTransitionTo [\"P1\"]", "P1 willMove parent=Book", "P1 viewDidLoad",
            "P0 viewWillDisappear animated=true", "P1 viewWillAppear animated=true",
            "P0 willMove parent=nil", "P0 viewDidDisappear animated=true", "P1 viewDidAppear animated=true",
            "P0 didMove parent=nil", "P1 didMove parent=Book",
            "delegate didFinishAnimating finished=true previous=[\"P0\"] completed=true",
        ])
        touchpadSwipe(book.stage.window, at: Point(x: 500, y: 300), deltas: horizontal(100, count: 4) + horizontal(-100, count: 3), pause: 0.01)
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == "P1")
        let log = book.log.take()
        #expect(log.filter { $0.hasPrefix("P1 view") } == [
            "P1 viewWillDisappear animated=true", "P1 viewWillAppear animated=true", "P1 viewDidAppear animated=true",
        ])
        #expect(log.last == "delegate didFinishAnimating finished=true previous=[\"P1\"] completed=false")
    }
}
