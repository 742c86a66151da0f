import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// The public entries that let a gesture drive the drawer and the page view, as
/// `beginInteractivePop()` drives the navigation controller's pop, and what a swipe leaves behind.
@MainActor
@Suite("Interactive entries")
struct InteractiveEntryTests {
    @Test("a driven drawer slide opens, or springs back with balanced callbacks")
    func drivenDrawerSlide() {
        let stage = DrawerStage()
        #expect(stage.drawer.beginInteractiveSlide(to: .left))
        #expect(stage.drawer.isInteractivelySliding)
        #expect(!stage.drawer.beginInteractiveSlide(to: .right), "one slide at a time")
        stage.drawer.updateInteractiveSlide(progress: 0.5)
        #expect(stage.centerX == 140)
        stage.drawer.cancelInteractiveSlide()
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == DrawerSide.none)
        #expect(stage.takeLog() == [
            "Left viewDidLoad", "Left viewWillAppear animated=true", "Left viewWillDisappear animated=true",
            "Left viewDidDisappear animated=true",
        ])
        #expect(!stage.drawer.beginInteractiveSlide(to: .none), "nothing to close")
        #expect(stage.drawer.beginInteractiveSlide(to: .left))
        stage.drawer.updateInteractiveSlide(progress: 0.2)
        stage.drawer.finishInteractiveSlide()
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left && stage.centerX == 280)
        #expect(stage.takeLog() == ["Left viewWillAppear animated=true", "Left viewDidAppear animated=true"])
        #expect(stage.drawer.beginInteractiveSlide(to: .none))
        stage.drawer.updateInteractiveSlide(progress: 0.9)
        stage.drawer.cancelInteractiveSlide()
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left, "a cancelled close stays open")
        #expect(stage.takeLog() == [
            "Left viewWillDisappear animated=true", "Left viewWillAppear animated=true", "Left viewDidAppear animated=true",
        ])
        stage.drawer.open(.left, animated: false)
        stage.drawer.close(animated: true)
        #expect(!stage.drawer.beginInteractiveSlide(to: .left), "never while a slide runs")
    }

    @Test("a driven page turn completes or springs back; the end of the book refuses it")
    func drivenPageTurn() {
        let book = PageStage(count: 2, start: 0)
        #expect(!book.pages.beginInteractiveTurn(.reverse))
        #expect(book.log.take().isEmpty)
        #expect(book.pages.beginInteractiveTurn(.forward))
        #expect(book.pages.isInteractivelyTurning && !book.pages.beginInteractiveTurn(.forward))
        book.pages.updateInteractiveTurn(progress: 0.25)
        #expect(book.pages.viewControllers[0].view.frame.minX == -256)
        book.pages.cancelInteractiveTurn()
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == "P0")
        #expect(book.log.take() == [
            "delegate willTransitionTo [\"P1\"]", "P1 willMove parent=Book", "P1 viewDidLoad",
            "P0 viewWillDisappear animated=true", "P1 viewWillAppear animated=true",
            "P1 viewWillDisappear animated=true", "P0 viewWillAppear animated=true",
            "P1 willMove parent=nil", "P1 viewDidDisappear animated=true", "P0 viewDidAppear animated=true",
            "P1 didMove parent=nil",
            "delegate didFinishAnimating finished=true previous=[\"P0\"] completed=false",
        ])
        #expect(book.pages.beginInteractiveTurn(.forward))
        book.pages.finishInteractiveTurn()
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == "P1")
    }

    @Test("a pointer drag never starts a second slide or turn while one is driven")
    func noDragDuringADrivenTransition() {
        let stage = DrawerStage()
        #expect(stage.drawer.beginInteractiveSlide(to: .left))
        stage.drawer.updateInteractiveSlide(progress: 0.3)
        stage.drag(from: 100, through: [200, 300])
        #expect(stage.drawer.isInteractivelySliding && stage.centerX == 84, "the pan did not take the drawer")
        stage.drawer.cancelInteractiveSlide()
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == DrawerSide.none)
        #expect(stage.takeLog() == [
            "Left viewDidLoad", "Left viewWillAppear animated=true", "Left viewWillDisappear animated=true",
            "Left viewDidDisappear animated=true",
        ])
        let book = PageStage(count: 3, start: 1)
        #expect(book.pages.beginInteractiveTurn(.forward))
        book.pointer(.began, x: 300, at: 0)
        book.pointer(.moved, x: 500, at: 0.1)
        book.pointer(.ended, x: 500, at: 0.2)
        #expect(book.pages.isInteractivelyTurning)
        #expect(!book.log.take().contains { $0.contains("P0") }, "no drag towards the page before")
        book.pages.finishInteractiveTurn()
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == "P2")
    }

    @Test("a drag from the edge pops before an inner page view turns")
    func edgeDragPopsFirst() {
        let stage = NestedStage(start: 1)
        stage.window.handlePointer(PointerEvent(.began, at: Point(x: 5, y: 300), time: 0))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 60, y: 300), time: 0.1))
        #expect(stage.nav.isInteractivelyPopping)
        #expect(!stage.pages.isTurningPage)
        stage.window.handlePointer(PointerEvent(.cancelled, at: Point(x: 60, y: 300), time: 0.2))
        stage.clock.advance(by: 1)
        stage.window.handlePointer(PointerEvent(.began, at: Point(x: 300, y: 300), time: 1))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 360, y: 300), time: 1.1))
        #expect(stage.pages.isInteractivelyTurning && !stage.nav.isInteractivelyPopping, "from the middle the page view's drag")
    }

    @Test("ignored input swipes nothing; a swipe's drive does not keep a container alive")
    func ignoredAndReleased() {
        let stage = Stage()
        weak var weakNav: NavigationController?
        do {
            let nav = NavigationController(title: "Nav")
            nav.setViewControllers([ViewController(title: "A"), ViewController(title: "B")], animated: false)
            stage.embed(nav)
            stage.window.layoutIfNeeded()
            Application.shared.beginIgnoringInteractionEvents()
            let ignored = touchpadSwipe(stage.window, at: Point(x: 500, y: 300), deltas: horizontal(-100, count: 6))
            Application.shared.endIgnoringInteractionEvents()
            #expect(ignored.allSatisfy { $0 } && nav.viewControllers.count == 2 && !nav.isInteractivelyPopping,
                    "swallowed: nothing moves")
            stage.window.handleScroll(ScrollEvent(.changed, at: Point(x: 500, y: 300), delta: Point(x: -100, y: 0), time: 1))
            #expect(nav.isInteractivelyPopping)
            weakNav = nav
            nav.willMove(toParent: nil)
            nav.view.removeFromSuperview()
            nav.removeFromParent()
        }
        stage.clock.advance(by: 1)
        #expect(weakNav == nil, "the swipe in flight holds the container weakly")
        #expect(stage.window.handleScroll(ScrollEvent(.ended, at: Point(x: 500, y: 300), time: 1.1)),
                "the stop still ends the swipe it belongs to")
    }
}
