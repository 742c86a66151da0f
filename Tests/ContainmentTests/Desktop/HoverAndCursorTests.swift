import ContainmentTestSupport
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Hover recognizers and pointer shapes follow the pointer's motion between presses, as the host
/// hands it to the window.
@MainActor
@Suite("Hover and cursors")
struct HoverAndCursorTests {
    /// A window with two side-by-side views, the left one holding a small inner view.
    @MainActor struct Board {
        let stage = TestStage(width: 400, height: 300)
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        let inner = View(frame: Rect(x: 50, y: 50, width: 40, height: 40))
        let right = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))

        init() {
            let root = ViewController()
            stage.show(root)
            root.view.addSubview(left)
            left.addSubview(inner)
            root.view.addSubview(right)
        }

        var window: Window { stage.window }

        func move(_ x: Double, _ y: Double) {
            window.handlePointerMotion(to: Point(x: x, y: y), time: stage.clock.currentTime)
        }
    }

    @Test("hover begins as the pointer enters, changes as it moves within, ends as it leaves")
    func hoverStates() {
        let board = Board()
        var states: [GestureState] = []
        var places: [Point] = []
        let hover = HoverGestureRecognizer { recognizer in
            states.append(recognizer.state)
            places.append(recognizer.location(in: board.left))
        }
        board.left.addGestureRecognizer(hover)
        board.move(300, 10)
        #expect(states.isEmpty, "over the other view nothing happens")
        board.move(20, 30)
        board.move(60, 60)
        board.move(70, 65)
        board.move(250, 65)
        #expect(states == [.began, .changed, .changed, .ended])
        #expect(places.first == Point(x: 20, y: 30), "location(in:) is where the pointer is")
        #expect(places[2] == Point(x: 70, y: 65), "the inner view is part of the hovered view")
    }

    @Test("the pointer leaving the window ends the hover; motion while nothing hovers costs no hit test")
    func leavingTheWindow() {
        let board = Board()
        var states: [GestureState] = []
        #expect(!board.window.followsPointerMotion || Cursor.anyCursorSet, "no hover recognizer in the window yet")
        board.inner.addGestureRecognizer(HoverGestureRecognizer { states.append($0.state) })
        #expect(board.window.followsPointerMotion)
        board.move(60, 60)
        board.window.handlePointerMotion(to: nil, time: 0)
        #expect(states == [.began, .ended])
    }

    @Test("hovers nest: the inner view's and the outer view's recognizers both follow")
    func nestedHovers() {
        let board = Board()
        var outer: [GestureState] = []
        var inner: [GestureState] = []
        board.left.addGestureRecognizer(HoverGestureRecognizer { outer.append($0.state) })
        board.inner.addGestureRecognizer(HoverGestureRecognizer { inner.append($0.state) })
        board.move(10, 10)
        board.move(60, 60)
        board.move(10, 10)
        #expect(outer == [.began, .changed, .changed])
        #expect(inner == [.began, .ended])
    }

    @Test("a refused hover fails until the pointer leaves; a disabled one is cancelled")
    func refusedAndDisabled() {
        let board = Board()
        var states: [GestureState] = []
        var allow = false
        let hover = HoverGestureRecognizer { states.append($0.state) }
        hover.shouldBegin = { _ in allow }
        board.left.addGestureRecognizer(hover)
        board.move(10, 10)
        board.move(20, 20)
        #expect(states.isEmpty)
        #expect(hover.state == .failed)
        board.move(300, 20)
        allow = true
        board.move(20, 20)
        hover.isEnabled = false
        board.move(30, 20)
        #expect(states == [.began, .cancelled])
    }

    @Test("presses never reach a hover recognizer, and a press does not disturb the hover")
    func pressesLeaveHoverAlone() {
        let board = Board()
        var states: [GestureState] = []
        var taps = 0
        board.left.addGestureRecognizer(HoverGestureRecognizer { states.append($0.state) })
        board.left.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        board.move(10, 10)
        board.window.handlePointer(PointerEvent(.began, at: Point(x: 10, y: 10), time: 0))
        board.window.handlePointer(PointerEvent(.ended, at: Point(x: 10, y: 10), time: 0))
        board.move(12, 10)
        #expect(taps == 1)
        #expect(states == [.began, .changed])
    }

    @Test("the cursor is the one of the view under the pointer or its nearest superview that has one")
    func cursorOfTheNearestView() {
        let board = Board()
        board.left.cursor = .pointer
        board.inner.cursor = .crosshair
        #expect(board.window.handlePointerMotion(to: Point(x: 10, y: 10), time: 0) == .pointer)
        #expect(board.window.handlePointerMotion(to: Point(x: 60, y: 60), time: 0) == .crosshair)
        #expect(board.window.handlePointerMotion(to: Point(x: 300, y: 60), time: 0) == nil, "none: the default arrow")
        board.inner.cursor = nil
        #expect(board.window.handlePointerMotion(to: Point(x: 60, y: 60), time: 0) == .pointer)
        board.left.isHidden = true
        #expect(board.window.handlePointerMotion(to: Point(x: 60, y: 60), time: 0) == nil, "a hidden view is not under the pointer")
    }

    @Test("cursors are named as GDK names them")
    func cursorNames() {
        #expect(Cursor.notAllowed.name == "not-allowed")
        #expect(Cursor.resizeLeftRight.name == "ew-resize")
        #expect(Cursor.resizeUpDown.name == "ns-resize")
        #expect(Cursor(name: "wait") == Cursor(name: "wait"))
    }
}
