import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// A drawer controller titled "Drawer" from the start, so that the children's records of
/// `willMove` in its init name it.
@MainActor
final class NamedDrawerController: DrawerController {
    override var title: String? {
        get { "Drawer" }
        set {}
    }
}

/// A drawer controller as the root of a visible window on a manual clock, with recording
/// Center, Left and Right children, and a pointer driven through `Window.handlePointer`.
@MainActor
final class DrawerStage {
    let testStage: TestStage
    var clock: ManualClock { testStage.clock }
    var window: Window { testStage.window }
    let log = CallLog()
    let center: RecordingViewController
    let left: RecordingViewController
    let right: RecordingViewController
    let drawer: DrawerController
    /// The pointer's clock, in seconds; every event moves it forward.
    private var pointerTime = 0.0
    private var pointerX = 0.0

    init(width: Double = 800, configure: (DrawerController) -> Void = { _ in }) {
        testStage = TestStage(width: width, height: 600)
        center = RecordingViewController("Center", log: log)
        left = RecordingViewController("Left", log: log)
        right = RecordingViewController("Right", log: log)
        drawer = NamedDrawerController(center: center, left: left, right: right)
        configure(drawer)
        testStage.show(drawer)
        initialLog = log.take()
    }

    /// What the children were told while the stage was built and shown.
    private(set) var initialLog: [String] = []

    /// Where the center shows now (its container's presentation x).
    var centerX: Double { drawer.centerContainerView.presentation.frame.minX }

    /// Appearance and containment entries only (size transitions left out).
    func takeLog() -> [String] {
        log.take().filter { !$0.contains("Transition") && !$0.contains("traitCollection") }
    }

    func press(at x: Double, y: Double = 300) {
        pointerTime += 1
        pointerX = x
        window.handlePointer(PointerEvent(.began, at: Point(x: x, y: y), time: pointerTime))
    }

    /// Moves the pointer to `x`, `interval` seconds after the previous event.
    func move(to x: Double, interval: Double = 0.05, y: Double = 300) {
        pointerTime += interval
        pointerX = x
        window.handlePointer(PointerEvent(.moved, at: Point(x: x, y: y), time: pointerTime))
    }

    /// Releases where the pointer is, `after` seconds after the last move (0.2 s: no velocity).
    func release(after: Double = 0.2, y: Double = 300) {
        pointerTime += after
        window.handlePointer(PointerEvent(.ended, at: Point(x: pointerX, y: y), time: pointerTime))
    }

    /// A slow drag: press, move through the points, hold still, release.
    func drag(from start: Double, through points: [Double]) {
        press(at: start)
        for x in points { move(to: x) }
        release()
    }

    func tap(at x: Double, y: Double = 300) {
        press(at: x, y: y)
        release(after: 0.05, y: y)
    }
}

@MainActor
@Suite("DrawerController (MMDrawerController)")
struct DrawerControllerTests {
    @Test("appearing: the center appears with the drawer controller; drawers stay unloaded")
    func initialAppearance() {
        let stage = DrawerStage()
        #expect(stage.initialLog == [
            "Center willMove parent=Drawer",
            "Center didMove parent=Drawer",
            "Left willMove parent=Drawer",
            "Left didMove parent=Drawer",
            "Right willMove parent=Drawer",
            "Right didMove parent=Drawer",
            "Center viewDidLoad",
            "Center viewWillAppear animated=false",
            "Center viewDidAppear animated=false",
        ])
        #expect(stage.drawer.children.map(\.debugName) == ["Center", "Left", "Right"])
        #expect(!stage.left.isViewLoaded)
        #expect(stage.drawer.openSide == .none)
        #expect(stage.drawer.centerContainerView.frame == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(stage.drawer.centerContainerView.shadowOpacity == 0.8)
        #expect(stage.center.drawerController === stage.drawer)
    }

    @Test("open and close animated: whole callback sequences, duration from distance at 840 pt/s")
    func openCloseAnimated() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        var completions: [Bool] = []
        stage.drawer.open(.left, animated: true) { completions.append($0) }
        #expect(stage.takeLog() == ["Left viewDidLoad", "Left viewWillAppear animated=true"])
        #expect(stage.left.view.superview === stage.drawer.view)
        #expect(stage.drawer.view.subviews.firstIndex { $0 === stage.left.view } == 0, "the drawer lies under the center")
        #expect(stage.left.view.frame == Rect(x: 0, y: 0, width: 280, height: 600))
        #expect(stage.drawer.revealedSide == .left)
        #expect(stage.drawer.openSide == .none, "openSide changes when the slide ends")
        #expect(!stage.center.view.isUserInteractionEnabled)
        stage.clock.advance(by: 0.33)
        #expect(stage.centerX > 250 && stage.centerX < 280)
        #expect(stage.takeLog() == [])
        stage.clock.advance(by: 280.0 / 840 - 0.33)
        #expect(stage.takeLog() == ["Left viewDidAppear animated=true"])
        #expect(stage.centerX == 280)
        #expect(stage.drawer.openSide == .left)
        #expect(completions == [true])

        stage.drawer.close(animated: true) { completions.append($0) }
        #expect(stage.takeLog() == ["Left viewWillDisappear animated=true"])
        stage.clock.advance(by: 280.0 / 840)
        #expect(stage.takeLog() == ["Left viewDidDisappear animated=true"])
        #expect(stage.centerX == 0)
        #expect(stage.drawer.openSide == .none)
        #expect(stage.drawer.revealedSide == .none)
        #expect(stage.left.view.superview === stage.drawer.view && stage.left.view.isHidden)
        #expect(stage.center.view.isUserInteractionEnabled)
        #expect(completions == [true, true])
        #expect(stage.window.runningAnimationCount == 0)
    }

    @Test("open and close without animation send animated=false at once")
    func openCloseImmediate() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        stage.drawer.open(.right, animated: false)
        #expect(stage.takeLog() == ["Right viewDidLoad", "Right viewWillAppear animated=false", "Right viewDidAppear animated=false"])
        #expect(stage.centerX == -280)
        #expect(stage.right.view.frame == Rect(x: 520, y: 0, width: 280, height: 600))
        stage.drawer.close(animated: false)
        #expect(stage.takeLog() == ["Right viewWillDisappear animated=false", "Right viewDidDisappear animated=false"])
        #expect(stage.centerX == 0)
    }

    @Test("a closed drawer's view stays under the center, hidden, and opening shows that same view again; a replaced drawer leaves unhidden")
    func closedDrawerViewStaysHidden() {
        let stage = DrawerStage()
        stage.drawer.open(.left, animated: false)
        let drawerView = stage.left.view
        #expect(stage.drawer.view.subviews.firstIndex { $0 === drawerView } == 0)
        stage.drawer.close(animated: false)
        #expect(drawerView.superview === stage.drawer.view && drawerView.isHidden)
        #expect(stage.drawer.view.hitTest(Point(x: 100, y: 300)) !== drawerView)
        stage.drawer.open(.left, animated: true)
        #expect(!drawerView.isHidden)
        #expect(stage.drawer.view.subviews.filter { $0 === drawerView }.count == 1)
        #expect(stage.drawer.view.subviews.last === stage.drawer.centerContainerView)
        stage.clock.advance(by: 1)
        stage.drawer.close(animated: false)
        stage.drawer.leftDrawerViewController = nil
        #expect(drawerView.superview == nil)
        #expect(!drawerView.isHidden)
    }

    @Test("toggle opens, refuses the other side while one is open, and closes")
    func toggle() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        var results: [Bool] = []
        stage.drawer.toggle(.right, animated: true) { results.append($0) }
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .right)
        #expect(stage.centerX == -280)
        stage.drawer.toggle(.left, animated: true) { results.append($0) }
        #expect(stage.drawer.openSide == .right)
        #expect(stage.window.runningAnimationCount == 0)
        stage.drawer.toggle(.right, animated: true) { results.append($0) }
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .none)
        #expect(results == [true, false, true])
        #expect(stage.takeLog() == [
            "Right viewDidLoad", "Right viewWillAppear animated=true", "Right viewDidAppear animated=true",
            "Right viewWillDisappear animated=true", "Right viewDidDisappear animated=true",
        ])
        // A side without a drawer cannot open.
        let lonely = DrawerController(center: ViewController(title: "C"))
        var lonelyResult: Bool?
        lonely.open(.left, animated: false) { lonelyResult = $0 }
        #expect(lonelyResult == false)
        #expect(lonely.openSide == .none)
    }

    @Test("the duration rule and the release rule are pure functions")
    func motionFunctions() {
        #expect(DrawerMotion.animationDuration(distance: 280, velocity: 840) == 280.0 / 840)
        #expect(DrawerMotion.animationDuration(distance: -280, velocity: 840) == 280.0 / 840)
        #expect(DrawerMotion.animationDuration(distance: 50, velocity: 840) == 0.15)
        #expect(DrawerMotion.animationDuration(distance: 280, velocity: 0) == 0.15)
        #expect(DrawerMotion.animationDuration(distance: 840, velocity: -840) == 1)
        func release(_ side: DrawerSide, _ offset: Double, _ velocity: Double) -> DrawerMotion.PanRelease {
            DrawerMotion.panRelease(side: side, offset: offset, velocityX: velocity, drawerWidth: 280)
        }
        #expect(release(.left, 141, 0) == .init(opens: true, isFlick: false))
        #expect(release(.left, 139, 0) == .init(opens: false, isFlick: false))
        #expect(release(.left, 20, 600) == .init(opens: true, isFlick: true))
        #expect(release(.left, 270, -600) == .init(opens: false, isFlick: true))
        #expect(release(.left, 270, -400) == .init(opens: true, isFlick: false))
        #expect(release(.right, -141, 0) == .init(opens: true, isFlick: false))
        #expect(release(.right, -20, -600) == .init(opens: true, isFlick: true))
        #expect(release(.right, -270, 600) == .init(opens: false, isFlick: true))
    }

    @Test("a bezel pan past the midpoint opens: the drawer appears as it first shows and finishes open")
    func panOpenPastMidpoint() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        stage.press(at: 5)
        stage.move(to: 10)
        #expect(stage.takeLog() == [], "the pan has not begun before 8 pt")
        stage.move(to: 100)
        #expect(stage.takeLog() == ["Left viewDidLoad", "Left viewWillAppear animated=true"])
        #expect(stage.centerX == 95)
        stage.move(to: 200)
        #expect(stage.centerX == 195)
        stage.move(to: 400)
        #expect(stage.centerX == 280, "clamped to the drawer's width")
        stage.move(to: 200)
        #expect(stage.takeLog() == [])
        stage.release()
        #expect(stage.takeLog() == [])
        stage.clock.advance(by: 0.15)
        #expect(stage.takeLog() == ["Left viewDidAppear animated=true"])
        #expect(stage.drawer.openSide == .left)
        #expect(stage.centerX == 280)
    }

    @Test("a pan released before the midpoint snaps closed, balanced: will appear, will disappear, did disappear")
    func panReleasedEarly() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        stage.drag(from: 5, through: [50, 120])
        stage.clock.advance(by: 0.15)
        #expect(stage.takeLog() == [
            "Left viewDidLoad", "Left viewWillAppear animated=true",
            "Left viewWillDisappear animated=true", "Left viewDidDisappear animated=true",
        ])
        #expect(stage.drawer.openSide == .none)
        #expect(stage.centerX == 0)
        #expect(stage.left.view.superview === stage.drawer.view && stage.left.view.isHidden)
        #expect(stage.left.appearanceState == .disappeared)
    }

    @Test("a pan reversed mid-way stays balanced, from closed and from open")
    func panReversed() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        stage.press(at: 5)
        stage.move(to: 250)
        stage.move(to: 30)
        stage.move(to: 0)
        #expect(stage.centerX == 0)
        stage.release()
        stage.clock.advance(by: 0.2)
        #expect(stage.takeLog() == [
            "Left viewDidLoad", "Left viewWillAppear animated=true",
            "Left viewWillDisappear animated=true", "Left viewDidDisappear animated=true",
        ])

        stage.drawer.open(.left, animated: false)
        _ = stage.takeLog()
        stage.press(at: 600)
        stage.move(to: 500)
        #expect(stage.centerX == 180)
        #expect(stage.takeLog() == ["Left viewWillDisappear animated=true"], "an open drawer starts closing as the center moves")
        stage.move(to: 700)
        #expect(stage.centerX == 280)
        stage.release()
        stage.clock.advance(by: 0.2)
        #expect(stage.takeLog() == ["Left viewWillAppear animated=true", "Left viewDidAppear animated=true"])
        #expect(stage.drawer.openSide == .left)
        #expect(stage.left.appearanceState == .appeared)
    }

    @Test("a flick finishes in its direction even before the midpoint, at the flick's speed")
    func flick() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        stage.press(at: 5)
        stage.move(to: 30, interval: 0.02)
        stage.move(to: 60, interval: 0.02)
        stage.release(after: 0.01) // 55 pt in 0.05 s: 1100 pt/s
        #expect(stage.centerX == 55)
        // 225 pt at 1100 pt/s.
        stage.clock.advance(by: 225.0 / 1100 - 0.005)
        #expect(stage.drawer.openSide == .none)
        stage.clock.advance(by: 0.006)
        #expect(stage.drawer.openSide == .left)
        #expect(stage.takeLog() == ["Left viewDidLoad", "Left viewWillAppear animated=true", "Left viewDidAppear animated=true"])

        // A flick towards closed from far open closes.
        stage.press(at: 700)
        stage.move(to: 680, interval: 0.02)
        stage.move(to: 650, interval: 0.02)
        stage.release(after: 0.01)
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .none)
        #expect(stage.takeLog() == ["Left viewWillDisappear animated=true", "Left viewDidDisappear animated=true"])
    }

    @Test("a tap on the center closes an open drawer; without the tap mode it does nothing")
    func tapToClose() {
        let stage = DrawerStage()
        stage.drawer.open(.left, animated: false)
        _ = stage.takeLog()
        stage.tap(at: 100)
        #expect(stage.drawer.openSide == .left, "a tap on the drawer itself does not close it")
        stage.tap(at: 600)
        #expect(stage.takeLog() == ["Left viewWillDisappear animated=true"])
        stage.clock.advance(by: 1)
        #expect(stage.takeLog() == ["Left viewDidDisappear animated=true"])
        #expect(stage.drawer.openSide == .none)

        stage.tap(at: 600)
        #expect(stage.takeLog() == [], "a tap with no drawer open does nothing")
        stage.drawer.closeDrawerGestureModes = [.panningCenterView]
        stage.drawer.open(.left, animated: false)
        _ = stage.takeLog()
        stage.tap(at: 600)
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left)
        #expect(stage.takeLog() == [])
    }

    @Test("bezel mode opens only from within 20 pt of an edge; panning mode from anywhere on the center")
    func bezelVersusPanning() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        stage.drag(from: 300, through: [400, 500])
        stage.clock.advance(by: 1)
        #expect(stage.centerX == 0)
        #expect(stage.takeLog() == [], "a pan from the middle does not open in bezel mode")
        stage.drag(from: 25, through: [200, 250])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .none, "25 pt is outside the bezel")
        stage.drag(from: 790, through: [600, 550])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .right, "from the right edge the right drawer opens")
        stage.drawer.close(animated: false)
        stage.drag(from: 19, through: [100, 200])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left)
        stage.drawer.close(animated: false)
        _ = stage.takeLog()

        stage.drawer.openDrawerGestureModes = [.panningCenterView]
        stage.drag(from: 300, through: [400, 500])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left)
        stage.drawer.close(animated: false)
        stage.drag(from: 500, through: [400, 300])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .right, "the direction of the first movement picks the side")
        stage.drawer.close(animated: false)
        stage.drawer.openDrawerGestureModes = []
        stage.drag(from: 5, through: [100, 250])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .none)
    }

    @Test("closing gestures: pan on the drawer only with panningDrawerView, bezel at the center's edge")
    func closingPanModes() {
        let stage = DrawerStage()
        stage.drawer.open(.left, animated: false)
        stage.drag(from: 200, through: [100, 20])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left, "a pan on the drawer does not close it by default")
        stage.drawer.closeDrawerGestureModes = [.panningDrawerView]
        stage.drag(from: 200, through: [100, 20])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .none)
        stage.drawer.open(.left, animated: false)
        stage.drawer.closeDrawerGestureModes = [.bezelPanningCenterView]
        stage.drag(from: 500, through: [400, 300])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left, "the middle of the center is not its bezel")
        stage.drag(from: 290, through: [200, 100])
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .none)
    }

    @Test("a request during a running slide reverses it from the presentation value, with no jump")
    func reverseRunningSlide() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        var results: [String] = []
        stage.drawer.open(.left, animated: true) { results.append("open \($0)") }
        var previous = stage.centerX
        var largestStep = 0.0
        func step() {
            stage.clock.advance(by: 1.0 / 60)
            largestStep = max(largestStep, abs(stage.centerX - previous))
            previous = stage.centerX
        }
        for _ in 0..<8 { step() }
        let reversedAt = stage.centerX
        #expect(reversedAt > 50 && reversedAt < 280)
        stage.drawer.close(animated: true) { results.append("close \($0)") }
        #expect(stage.centerX == reversedAt, "the reverse starts where the center shows")
        #expect(results == ["open false"])
        #expect(stage.takeLog() == ["Left viewDidLoad", "Left viewWillAppear animated=true", "Left viewWillDisappear animated=true"])
        step()
        #expect(stage.centerX < reversedAt, "it moves back at once")
        let duration = DrawerMotion.animationDuration(distance: reversedAt, velocity: 840)
        while stage.drawer.openSide != .none || stage.window.runningAnimationCount > 0 { step() }
        #expect(stage.clock.now <= 8.0 / 60 + duration + 1.0 / 60 + 1e-9)
        #expect(largestStep < 840.0 * 2.5 / 60, "no frame jumps more than the slide's peak speed allows")
        #expect(stage.takeLog() == ["Left viewDidDisappear animated=true"])
        #expect(results == ["open false", "close true"])

        // And the other way: opening during a close.
        stage.drawer.open(.right, animated: false)
        _ = stage.takeLog()
        stage.drawer.close(animated: true)
        stage.clock.advance(by: 0.1)
        let closingAt = stage.centerX
        stage.drawer.open(.right, animated: true)
        #expect(stage.centerX == closingAt)
        stage.clock.advance(by: 1)
        #expect(stage.centerX == -280)
        #expect(stage.takeLog() == [
            "Right viewWillDisappear animated=true", "Right viewWillAppear animated=true", "Right viewDidAppear animated=true",
        ])
    }

    @Test("a repeated request joins the running slide; a pan grabs a running slide where it shows")
    func repeatedRequestAndGrab() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        var results: [Bool] = []
        stage.drawer.open(.left, animated: true) { results.append($0) }
        stage.clock.advance(by: 0.1)
        stage.drawer.open(.left, animated: true) { results.append($0) }
        #expect(results == [])
        stage.clock.advance(by: 1)
        #expect(results == [true, true])
        stage.drawer.close(animated: true) { results.append($0) }
        stage.clock.advance(by: 0.1)
        let grabbedAt = stage.centerX
        stage.press(at: grabbedAt + 100)
        stage.move(to: grabbedAt + 130)
        #expect(results == [true, true, false])
        #expect(stage.centerX == grabbedAt + 30)
        stage.release()
        stage.clock.advance(by: 1)
        #expect(stage.drawer.openSide == .left)
        #expect(stage.takeLog() == [
            "Left viewDidLoad", "Left viewWillAppear animated=true", "Left viewDidAppear animated=true",
            "Left viewWillDisappear animated=true", "Left viewWillAppear animated=true", "Left viewDidAppear animated=true",
        ])
    }

    @Test("center covered notifications: off by default, on when asked, and never with full center interaction")
    func centerCovered() {
        let stage = DrawerStage()
        _ = stage.takeLog()
        stage.drawer.open(.left, animated: true)
        stage.clock.advance(by: 1)
        stage.drawer.close(animated: true)
        stage.clock.advance(by: 1)
        #expect(!stage.takeLog().contains { $0.hasPrefix("Center") })

        stage.drawer.centerAppearanceWhileCovered = true
        stage.drawer.open(.left, animated: true)
        #expect(stage.takeLog() == ["Left viewWillAppear animated=true", "Center viewWillDisappear animated=true"])
        stage.clock.advance(by: 1)
        #expect(stage.takeLog() == ["Left viewDidAppear animated=true", "Center viewDidDisappear animated=true"])
        #expect(stage.center.appearanceState == .disappeared)
        stage.drawer.close(animated: true)
        #expect(stage.takeLog() == ["Left viewWillDisappear animated=true", "Center viewWillAppear animated=true"])
        stage.clock.advance(by: 1)
        #expect(stage.takeLog() == ["Left viewDidDisappear animated=true", "Center viewDidAppear animated=true"])

        // Reversed pan: the center turns around with the drawer.
        stage.drag(from: 5, through: [200, 50])
        stage.clock.advance(by: 1)
        #expect(stage.takeLog() == [
            "Left viewWillAppear animated=true", "Center viewWillDisappear animated=true",
            "Left viewWillDisappear animated=true", "Center viewWillAppear animated=true",
            "Left viewDidDisappear animated=true", "Center viewDidAppear animated=true",
        ])

        stage.drawer.centerHiddenInteractionMode = .full
        stage.drawer.open(.left, animated: true)
        stage.clock.advance(by: 1)
        #expect(stage.takeLog() == ["Left viewWillAppear animated=true", "Left viewDidAppear animated=true"])
        #expect(stage.center.view.isUserInteractionEnabled, "full interaction keeps the center usable")
    }

    @Test("above the breakpoint the left drawer docks beside the center; below it undocks and closes")
    func docking() {
        let stage = DrawerStage(width: 1024) { $0.allowsDockingLeftDrawer = true }
        #expect(stage.initialLog.filter { !$0.contains("Move") } == [
            "Center viewDidLoad",
            "Left viewDidLoad", "Left viewWillAppear animated=false",
            "Center viewWillAppear animated=false",
            "Center viewDidAppear animated=false", "Left viewDidAppear animated=false",
        ])
        let drawer = stage.drawer
        #expect(drawer.isLeftDrawerDocked)
        #expect(drawer.openSide == .left)
        #expect(drawer.centerContainerView.frame == Rect(x: 280, y: 0, width: 744, height: 600))
        #expect(stage.left.view.frame == Rect(x: 0, y: 0, width: 280, height: 600))
        #expect(stage.center.view.isUserInteractionEnabled)
        #expect(drawer.centerContainerView.shadowOpacity == 0)
        // Docked: requests and gestures leave it open.
        var result: Bool?
        drawer.close(animated: true) { result = $0 }
        #expect(result == false)
        stage.tap(at: 600)
        stage.drag(from: 300, through: [200, 100])
        stage.clock.advance(by: 1)
        #expect(drawer.openSide == .left)
        #expect(stage.takeLog() == [])

        stage.window.resize(to: Size(width: 900, height: 600), duration: 0.3)
        #expect(stage.log.entries.contains("Center viewWillTransition size=\(Size(width: 900, height: 600))"))
        #expect(stage.takeLog() == ["Left viewWillDisappear animated=true"])
        #expect(!drawer.isLeftDrawerDocked)
        stage.clock.advance(by: 0.3)
        #expect(stage.takeLog() == ["Left viewDidDisappear animated=true"])
        #expect(drawer.openSide == .none)
        #expect(drawer.centerContainerView.frame == Rect(x: 0, y: 0, width: 900, height: 600))
        #expect(stage.left.view.superview === stage.drawer.view && stage.left.view.isHidden)
        #expect(drawer.centerContainerView.shadowOpacity == 0.8)

        // An open right drawer closes at once when the left docks again.
        drawer.open(.right, animated: false)
        _ = stage.takeLog()
        stage.window.resize(to: Size(width: 1200, height: 600), duration: 0.3)
        #expect(stage.log.entries.contains("Center viewWillTransition size=\(Size(width: 920, height: 600))"), "the center is told its docked width")
        #expect(stage.takeLog() == [
            "Right viewWillDisappear animated=false", "Right viewDidDisappear animated=false",
            "Left viewWillAppear animated=true",
        ])
        stage.clock.advance(by: 0.3)
        #expect(stage.takeLog() == ["Left viewDidAppear animated=true"])
        #expect(drawer.isLeftDrawerDocked)
        #expect(drawer.openSide == .left)
        #expect(drawer.centerContainerView.frame == Rect(x: 280, y: 0, width: 920, height: 600))
    }

    @Test("swapping the center: containment and appearance for both, an open drawer stays open")
    func swapCenter() {
        let stage = DrawerStage()
        stage.drawer.open(.left, animated: false)
        _ = stage.takeLog()
        let next = RecordingViewController("Next", log: stage.log)
        stage.drawer.centerViewController = next
        #expect(stage.takeLog() == [
            "Center willMove parent=nil",
            "Center viewWillDisappear animated=false",
            "Center viewDidDisappear animated=false",
            "Center didMove parent=nil",
            "Next willMove parent=Drawer",
            "Next viewDidLoad",
            "Next viewWillAppear animated=false",
            "Next viewDidAppear animated=false",
            "Next didMove parent=Drawer",
        ])
        #expect(stage.center.view.superview == nil)
        #expect(next.view.superview === stage.drawer.centerContainerView)
        #expect(!next.view.isUserInteractionEnabled, "the open drawer keeps the new center's input off")
        #expect(stage.drawer.openSide == .left)
        #expect(stage.drawer.children.map(\.debugName) == ["Left", "Right", "Next"])
        #expect(next.drawerController === stage.drawer)
        #expect(stage.center.drawerController == nil)
    }

    @Test("replacing a showing drawer puts the new one in its place; removing it closes at once")
    func replaceDrawer() {
        let stage = DrawerStage()
        stage.drawer.open(.left, animated: false)
        _ = stage.takeLog()
        let other = RecordingViewController("Other", log: stage.log)
        stage.drawer.leftDrawerViewController = other
        #expect(stage.takeLog() == [
            "Left willMove parent=nil",
            "Left viewWillDisappear animated=false",
            "Left viewDidDisappear animated=false",
            "Left didMove parent=nil",
            "Other willMove parent=Drawer",
            "Other viewDidLoad",
            "Other viewWillAppear animated=false",
            "Other viewDidAppear animated=false",
            "Other didMove parent=Drawer",
        ])
        #expect(stage.drawer.openSide == .left)
        stage.drawer.leftDrawerViewController = nil
        #expect(stage.takeLog() == [
            "Other willMove parent=nil",
            "Other viewWillDisappear animated=false",
            "Other viewDidDisappear animated=false",
            "Other didMove parent=nil",
        ])
        #expect(stage.drawer.openSide == .none)
        #expect(stage.centerX == 0)
        #expect(stage.center.view.isUserInteractionEnabled)
    }

    @Test("refusals: a drawer as the center, a controller with another parent; nothing changes")
    func refusals() {
        let stage = DrawerStage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        _ = stage.takeLog()
        let before = treeSnapshot(stage.drawer)
        stage.drawer.centerViewController = stage.left
        let foster = ViewController(title: "Foster")
        let adopted = ViewController(title: "Adopted")
        foster.addChild(adopted)
        stage.drawer.rightDrawerViewController = adopted
        stage.drawer.leftDrawerViewController = stage.drawer
        #expect(diagnostics.refusals.map(\.kind) == [.duplicateController, .childHasAnotherParent, .cycle])
        #expect(diagnostics.refusals[0].message.contains("Left cannot become the center of Drawer: it is already its left drawer"))
        #expect(diagnostics.refusals[1].message.contains("Adopted cannot become the right drawer of Drawer: it is a child of Foster"))
        #expect(diagnostics.refusals[2].message.contains("Drawer cannot become the left drawer of Drawer"))
        #expect(treeSnapshot(stage.drawer) == before)
        #expect(stage.drawer.centerViewController === stage.center)
        #expect(stage.drawer.rightDrawerViewController === stage.right)
        #expect(stage.takeLog() == [])

        let shared = ViewController(title: "Shared")
        let twice = DrawerController(center: shared, left: shared)
        #expect(twice.leftDrawerViewController == nil)
        #expect(diagnostics.refusals.last?.kind == .duplicateController)
    }

    @Test("drawerController walks up the parents")
    func drawerControllerAccessor() {
        let stage = DrawerStage()
        let nested = ViewController(title: "Nested")
        stage.center.addChild(nested)
        nested.didMove(toParent: stage.center)
        #expect(nested.drawerController === stage.drawer)
        #expect(stage.left.drawerController === stage.drawer)
        #expect(stage.drawer.drawerController == nil)
        #expect(ViewController().drawerController == nil)
    }

    @Test("the drawer controller disappearing takes the center and an open drawer with it, and brings them back")
    func ownAppearance() {
        let stage = DrawerStage()
        stage.drawer.open(.left, animated: false)
        _ = stage.takeLog()
        stage.window.hide()
        #expect(stage.takeLog() == [
            "Center viewWillDisappear animated=false", "Left viewWillDisappear animated=false",
            "Center viewDidDisappear animated=false", "Left viewDidDisappear animated=false",
        ])
        stage.window.makeKeyAndVisible()
        #expect(stage.takeLog() == [
            "Center viewWillAppear animated=false", "Left viewWillAppear animated=false",
            "Center viewDidAppear animated=false", "Left viewDidAppear animated=false",
        ])
    }
}
