import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// Says what a test tells it, for both delegate methods.
@MainActor
final class ScriptedGestureDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool {
        simultaneous
    }
}

/// A page view controller inside a navigation controller (root, then the book on top) inside a
/// drawer with a left drawer; each page holds a scroll view the page's size.
@MainActor
final class NestedStage {
    let testStage = TestStage(width: 800, height: 600)
    var clock: ManualClock { testStage.clock }
    var window: Window { testStage.window }
    let log = CallLog()
    let drawer: DrawerController
    let nav = NavigationController(title: "Nav")
    let pages = PageViewController(title: "Book")
    let book: Book
    /// The content size of each page's scroll view (a tall list by default).
    var pageContent = Size(width: 800, height: 2000)

    init(start: Int = 1, pushed: Bool = true) {
        book = Book(count: 3, log: log)
        pages.dataSource = book
        nav.setViewControllers(pushed ? [RecordingViewController("Root", log: log), pages] : [pages], animated: false)
        drawer = NamedDrawerController(center: nav, left: RecordingViewController("Left", log: log))
        testStage.show(drawer)
        pages.setViewControllers([BookPage(start, log: log)], direction: .forward, animated: false)
        window.layoutIfNeeded()
        _ = log.take()
    }

    /// Puts a scroll view filling the current page, with `contentSize` and `offset`.
    @discardableResult
    func scrollView(contentSize: Size, offset: Point = .zero) -> ScrollView {
        let page = pages.viewControllers[0]
        let scroll = ScrollView(frame: page.view.bounds)
        scroll.contentSize = contentSize
        page.view.addSubview(scroll)
        scroll.contentOffset = offset
        return scroll
    }

    /// Which part a swipe starting at `point` with the first delta `delta` goes to, without moving it.
    func owner(at point: Point, delta: Point) -> String {
        let horizontal = abs(delta.x) > abs(delta.y)
        let start = SwipeStart(location: point, axis: horizontal ? .horizontal : .vertical,
                               translation: -(horizontal ? delta.x : delta.y), nativeViewCanScroll: false)
        switch InputArbitration.swipeOwner(for: start, in: window) {
        case .native: return "native"
        case .busy: return "busy"
        case .container(let container): return container.title ?? "?"
        case .content(let content): return "content \(type(of: content))"
        }
    }
}

@MainActor
@Suite("InputArbitration")
struct InputArbitrationTests {
    let right = Point(x: -10, y: 0)  // a delta that moves the content right
    let left = Point(x: 10, y: 0)
    let down = Point(x: 0, y: 10)

    @Test("a scroll stays with the scroll view that can still scroll; at its edge it passes on")
    func scrollViewKeepsScrolls() {
        let stage = NestedStage()
        let list = stage.scrollView(contentSize: Size(width: 800, height: 2000))
        #expect(stage.owner(at: Point(x: 400, y: 300), delta: down) == "native")
        #expect(stage.owner(at: Point(x: 400, y: 300), delta: Point(x: 0, y: -10)) == "native", "nothing wants it at the top either")
        #expect(stage.owner(at: Point(x: 400, y: 300), delta: right) == "Book", "a list cannot scroll across: the page view turns back")
        list.removeFromSuperview()
        let strip = stage.scrollView(contentSize: Size(width: 3000, height: 100), offset: Point(x: 500, y: 0))
        #expect(stage.owner(at: Point(x: 400, y: 300), delta: right) == "native")
        #expect(stage.owner(at: Point(x: 400, y: 300), delta: left) == "native")
        strip.contentOffset = .zero
        #expect(stage.owner(at: Point(x: 400, y: 300), delta: right) == "Book", "at its left edge the strip passes the swipe on")
        #expect(stage.owner(at: Point(x: 400, y: 300), delta: left) == "native")
        // What the host reports of a native scrolled widget counts the same.
        let start = SwipeStart(location: Point(x: 400, y: 300), axis: .horizontal, translation: 10, nativeViewCanScroll: true)
        if case .native = InputArbitration.swipeOwner(for: start, in: stage.window) {} else { Issue.record("a native scroller keeps it") }
    }

    @Test("innermost first from the middle, edge gestures first on the edge")
    func nestingAndEdges() {
        let middle = Point(x: 400, y: 300), edge = Point(x: 5, y: 300)
        let stage = NestedStage(start: 1)
        #expect(stage.owner(at: middle, delta: right) == "Book")
        #expect(stage.owner(at: middle, delta: left) == "Book")
        #expect(stage.owner(at: edge, delta: right) == "Nav", "the navigation's edge pop goes before the page view")
        let first = NestedStage(start: 0)
        #expect(first.owner(at: middle, delta: right) == "Nav", "at the first page the navigation controller pops")
        let root = NestedStage(start: 0, pushed: false)
        #expect(root.owner(at: middle, delta: right) == "native", "the drawer opens from its bezel only, by default")
        #expect(root.owner(at: edge, delta: right) == "Drawer", "with nothing to pop the bezel opens the drawer")
        let atOne = NestedStage(start: 1, pushed: false)
        #expect(atOne.owner(at: edge, delta: right) == "Drawer", "the drawer's bezel goes before the page view")
        #expect(atOne.owner(at: middle, delta: down) == "native")
    }

    @Test("require(toFail:) and the delegate change which container a swipe drives")
    func appsChangeTheRule() {
        let middle = Point(x: 400, y: 300)
        let stage = NestedStage(start: 1)
        stage.pages.panGestureRecognizer.require(toFail: stage.nav.interactivePopGestureRecognizer)
        #expect(stage.owner(at: middle, delta: right) == "Nav", "the page view gives way to a pop that can act")
        #expect(stage.owner(at: middle, delta: left) == "Book", "the pop cannot act for a forward swipe")
        let refusing = NestedStage(start: 1)
        let delegate = ScriptedGestureDelegate()
        delegate.shouldBegin = false
        refusing.pages.panGestureRecognizer.delegate = delegate
        #expect(refusing.owner(at: middle, delta: right) == "Nav")
        refusing.nav.interactivePopGestureRecognizer.isEnabled = false
        #expect(refusing.owner(at: middle, delta: right) == "native")
    }

    @Test("a swipe drives exactly one container and nothing runs twice")
    func oneContainerAtATime() {
        let stage = NestedStage(start: 1)
        touchpadSwipe(stage.window, at: Point(x: 400, y: 300), deltas: horizontal(-100, count: 2)) {
            #expect(stage.pages.isInteractivelyTurning)
            #expect(!stage.nav.isInteractivelyPopping)
            #expect(stage.owner(at: Point(x: 5, y: 300), delta: self.right) == "busy")
            #expect(!stage.pages.beginInteractiveTurn(.forward))
        }
        stage.clock.advance(by: 1)
        #expect(!stage.pages.isTurningPage)
        stage.drawer.open(.left, animated: true)
        #expect(stage.owner(at: Point(x: 500, y: 300), delta: left) == "busy", "a drawer slide runs")
    }

    @Test("a tap that requires a pan to fail waits for it")
    func tapRequiresPanToFail() {
        let stage = Stage()
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        stage.root.view.addSubview(view)
        var events: [String] = []
        let pan = PanGestureRecognizer { events.append("pan \($0.state)") }
        let tap = TapGestureRecognizer { events.append("tap \($0.state)") }
        tap.require(toFail: pan)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        stage.window.handlePointer(PointerEvent(.began, at: Point(x: 50, y: 50), time: 0))
        stage.window.handlePointer(PointerEvent(.ended, at: Point(x: 52, y: 50), time: 0.1))
        #expect(events == ["tap ended"], "the pan failed (no movement), so the tap is recognized")
        events = []
        stage.window.handlePointer(PointerEvent(.began, at: Point(x: 50, y: 50), time: 1))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 100, y: 50), time: 1.1))
        stage.window.handlePointer(PointerEvent(.ended, at: Point(x: 100, y: 50), time: 1.2))
        #expect(events == ["pan began", "pan ended"])
        #expect(tap.state == .failed)
    }

    @Test("the delegate lets two drags run together, or refuses one")
    func delegateSimultaneousAndShouldBegin() {
        let stage = Stage()
        let outer = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let inner = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        outer.addSubview(inner)
        stage.root.view.addSubview(outer)
        var began: [String] = []
        let innerPan = PanGestureRecognizer { if $0.state == .began { began.append("inner") } }
        let outerPan = PanGestureRecognizer { if $0.state == .began { began.append("outer") } }
        inner.addGestureRecognizer(innerPan)
        outer.addGestureRecognizer(outerPan)
        func drag() {
            began = []
            stage.window.handlePointer(PointerEvent(.began, at: Point(x: 50, y: 50), time: 0))
            stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 90, y: 50), time: 0.1))
            stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 120, y: 50), time: 0.2))
            stage.window.handlePointer(PointerEvent(.ended, at: Point(x: 120, y: 50), time: 0.3))
        }
        drag()
        #expect(began == ["inner"], "innermost first; the first drag to begin makes the others fail")
        let delegate = ScriptedGestureDelegate()
        delegate.simultaneous = true
        outerPan.delegate = delegate
        drag()
        #expect(began == ["inner", "outer"])
        delegate.simultaneous = false
        let refusing = ScriptedGestureDelegate()
        refusing.shouldBegin = false
        innerPan.delegate = refusing
        drag()
        #expect(began == ["outer"])
    }

    @Test("a drag that selects text or moves a native slider never moves a container")
    func dragsOnTextAndNativeWidgets() {
        let stage = DrawerStage()
        let text = TextView(frame: Rect(x: 0, y: 0, width: 400, height: 600), text: "Lorem ipsum")
        stage.center.view.addSubview(text)
        stage.press(at: 5)
        stage.move(to: 100)
        stage.move(to: 250)
        stage.release()
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == DrawerSide.none && stage.takeLog().isEmpty, "a bezel drag inside a text view selects text")
        text.removeFromSuperview()
        stage.window.handlePointer(PointerEvent(.began, at: Point(x: 5, y: 300), time: 50, nativeWidgetTakesDrags: true))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 250, y: 300), time: 50.1))
        stage.window.handlePointer(PointerEvent(.ended, at: Point(x: 250, y: 300), time: 50.2))
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == DrawerSide.none, "the host said a slider took the press")
        stage.drag(from: 5, through: [100, 250])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left, "the same drag on the bare center opens the drawer")
    }
}
