import Testing
@_spi(Testing) @testable import Containment

/// A phase as one short line, so a test can state the whole state at once.
@MainActor
extension DrawerController.Phase {
    var summary: String {
        func slide(_ slide: DrawerController.Slide?) -> String {
            slide.map { " + slide to \($0.target) (\($0.completions.count) waiting)" } ?? ""
        }
        switch self {
        case .resting:
            return "resting"
        case .sliding(let running):
            return "sliding to \(running.target) (\(running.completions.count) waiting)"
        case .dragging(let drag):
            let driver = switch drag.driver {
            case .pointer(let candidates): "pointer \(candidates.map(\.rawValue))"
            case .touchpad(let opens): "touchpad \(opens ? "opening" : "closing")"
            case .app(let opens): "app \(opens ? "opening" : "closing")"
            }
            return "dragging \(drag.side) by \(driver)" + slide(drag.slide)
        }
    }
}

@MainActor
extension NavigationController.TransitionPhase {
    var summary: String {
        switch self {
        case .idle: "idle"
        case .sliding: "sliding"
        case .customTransition(_, let interaction): interaction == nil ? "custom" : "custom, interactive"
        case .interactivePop(let pop): "interactive pop of \(pop.popped.debugName)"
        }
    }
}

@MainActor
@Suite("One phase per container")
struct ContainerPhaseTests {
    // MARK: DrawerController

    @Test("a touchpad swipe drives the drawer as a touchpad drag, not as the pointer's pan")
    func touchpadSwipeIsNoPan() {
        let stage = DrawerStage()
        var during: (phase: String, isPanning: Bool, sliding: Bool, busy: Bool)?
        touchpadSwipe(stage.window, at: Point(x: 5, y: 300), deltas: horizontal(-50, count: 4)) {
            let drawer = stage.drawer
            during = (drawer.phase.summary, drawer.isPanning, drawer.isInteractivelySliding, drawer.isTransitioningForSwipe)
        }
        #expect(during?.phase == "dragging left by touchpad opening")
        #expect(during?.isPanning == false, "a swipe is not the drawer's pan")
        #expect(during?.sliding == true && during?.busy == true)
        #expect(stage.drawer.phase.summary == "sliding to left (0 waiting)", "released, it slides the rest of the way")
        #expect(!stage.drawer.isInteractivelySliding && stage.drawer.isTransitioningForSwipe)
        stage.clock.advance(by: 1)
        #expect(stage.drawer.phase.summary == "resting" && stage.drawer.openSide == .left)
        #expect(!stage.drawer.isTransitioningForSwipe)
    }

    @Test("the app's interactive slide is a drag by the app, which the app ends")
    func appDrivenSlide() {
        let stage = DrawerStage()
        #expect(stage.drawer.beginInteractiveSlide(to: .right))
        #expect(stage.drawer.phase.summary == "dragging right by app opening" && !stage.drawer.isPanning)
        #expect(!stage.drawer.beginInteractiveSlide(to: .right), "one drag at a time")
        stage.drawer.updateInteractiveSlide(progress: 0.2)
        stage.drawer.finishInteractiveSlide()
        #expect(stage.drawer.phase.summary == "sliding to right (0 waiting)", "finished short of half, it still opens")
        stage.clock.advance(by: 1)
        #expect(stage.drawer.phase.summary == "resting" && stage.drawer.openSide == .right)
    }

    @Test("a pan released mid-way rests at the side the flick rule picks")
    func releasedPanRestsWhereTheRuleSends() {
        // Slow, short of half (115 of 280): closed.
        let short = DrawerStage()
        short.press(at: 5)
        short.move(to: 60)
        #expect(short.drawer.phase.summary == "dragging left by pointer [\"left\"]" && short.drawer.isPanning)
        short.move(to: 120)
        short.release()
        #expect(short.drawer.phase.summary == "sliding to none (0 waiting)")
        short.clock.advance(by: 1)
        #expect(short.drawer.phase.summary == "resting" && short.drawer.openSide == DrawerSide.none)

        // Slow, past half (195 of 280): open.
        let past = DrawerStage()
        past.drag(from: 5, through: [60, 120, 200])
        #expect(past.drawer.phase.summary == "sliding to left (0 waiting)")
        past.clock.advance(by: 1)
        #expect(past.drawer.phase.summary == "resting" && past.drawer.openSide == .left)

        // Past half (145 of 280) but flicked back towards closed: closed.
        let flick = DrawerStage()
        flick.press(at: 5)
        for x in [60.0, 120, 200] { flick.move(to: x) }
        flick.move(to: 200, interval: 0.2)
        flick.move(to: 150, interval: 0.03)
        flick.release(after: 0.01)
        #expect(flick.drawer.phase.summary == "sliding to none (0 waiting)")
        flick.clock.advance(by: 1)
        #expect(flick.drawer.phase.summary == "resting" && flick.drawer.openSide == DrawerSide.none)
    }

    @Test("a pan that begins during a slide stops it where it shows, and its completion hears false")
    func panFreezesSlide() {
        let stage = DrawerStage()
        var finished: [Bool] = []
        stage.drawer.open(.left, animated: true) { finished.append($0) }
        #expect(stage.drawer.phase.summary == "sliding to left (1 waiting)")
        stage.clock.advance(by: 0.15)
        let shown = stage.centerX
        #expect(shown > 0 && shown < 280)
        stage.press(at: shown + 100)
        stage.move(to: shown + 80)
        #expect(finished == [false])
        #expect(stage.drawer.phase.summary == "dragging left by pointer [\"left\"]")
        #expect(stage.centerX == shown - 20, "the pan took the center where the slide had it")
    }

    @Test("an app's open during a pan slides beside it until the pan's next move interrupts it")
    func openDuringPan() {
        let stage = DrawerStage()
        var finished: [Bool] = []
        stage.press(at: 5)
        stage.move(to: 100)
        stage.drawer.open(.left, animated: true) { finished.append($0) }
        #expect(stage.drawer.phase.summary == "dragging left by pointer [\"left\"] + slide to left (1 waiting)")
        #expect(stage.drawer.isInteractivelySliding && stage.drawer.slideTarget == .left)
        stage.move(to: 200)
        #expect(finished == [false], "moving the center interrupted the slide")
        #expect(stage.drawer.phase.summary == "dragging left by pointer [\"left\"]")
        stage.release()
        #expect(stage.drawer.phase.summary == "sliding to left (0 waiting)")
        stage.clock.advance(by: 1)
        #expect(finished == [false])
        #expect(stage.drawer.phase.summary == "resting" && stage.drawer.openSide == .left)
    }

    @Test("docking takes a pan's drawer: its next event ends the drag, with no slide after it")
    func dockingEndsPan() {
        let stage = DrawerStage(width: 900) { $0.allowsDockingLeftDrawer = true }
        stage.press(at: 5)
        stage.move(to: 100)
        #expect(stage.drawer.phase.summary == "dragging left by pointer [\"left\"]")
        stage.window.resize(to: Size(width: 1100, height: 600), duration: 0)
        #expect(stage.drawer.isLeftDrawerDocked)
        stage.move(to: 150)
        #expect(stage.drawer.phase.summary == "resting", "the pan let go of the docked drawer")
        stage.release()
        #expect(stage.drawer.phase.summary == "resting" && stage.drawer.openSide == .left)
        #expect(stage.drawer.centerContainerView.frame.minX == 280, "the center stays beside the docked drawer")
    }

    // MARK: NavigationController

    private func navigation(delegate: NavigationControllerDelegate? = nil) -> (NavigationController, ManualClock, Window) {
        let clock = ManualClock()
        let log = CallLog()
        let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
        nav.delegate = delegate
        let window = makeWindow(root: nav, clock: clock)
        nav.pushViewController(RecordingViewController("B", log: log), animated: false)
        return (nav, clock, window)
    }

    @Test("a push slides, an interactive pop is dragged, and a push during the drag cancels it at once")
    func navigationPhases() {
        let (nav, clock, window) = navigation()
        #expect(nav.phase.summary == "idle" && !nav.isTransitioningForSwipe)
        #expect(nav.beginInteractivePop())
        #expect(nav.phase.summary == "interactive pop of B")
        #expect(nav.isInteractivelyPopping && nav.isTransitioningForSwipe)
        nav.updateInteractivePop(progress: 0.7)
        nav.pushViewController(RecordingViewController("C", log: CallLog()), animated: true)
        #expect(nav.phase.summary == "sliding", "the pop sprang back at once and the push slides")
        #expect(!nav.isInteractivelyPopping && nav.isTransitioningForSwipe)
        #expect(nav.viewControllers.map(\.debugName) == ["A", "B", "C"])
        clock.advance(by: 1)
        #expect(nav.phase.summary == "idle")

        #expect(nav.beginInteractivePop())
        nav.updateInteractivePop(progress: 0.7)
        nav.finishInteractivePop()
        #expect(nav.phase.summary == "sliding", "released, the pop slides the rest of the way")
        #expect(!nav.isInteractivelyPopping && nav.isTransitioningForSwipe)
        clock.advance(by: 1)
        #expect(nav.phase.summary == "idle" && nav.viewControllers.map(\.debugName) == ["A", "B"])
        _ = window
    }

    @Test("the delegate's animator runs as a custom transition, interactive when the pop is dragged")
    func customTransitionPhase() {
        let log = CallLog()
        let delegate = TestNavigationDelegate(log: log, animator: SlideUpAnimator(log: log))
        let (nav, clock, window) = navigation(delegate: delegate)
        nav.pushViewController(RecordingViewController("C", log: log), animated: true)
        #expect(nav.phase.summary == "custom" && !nav.isInteractivelyPopping && nav.isTransitioningForSwipe)
        clock.advance(by: 1)
        #expect(nav.phase.summary == "idle")
        #expect(nav.beginInteractivePop())
        #expect(nav.phase.summary == "custom, interactive" && nav.isInteractivelyPopping)
        nav.cancelInteractivePop()
        clock.advance(by: 1)
        #expect(nav.phase.summary == "idle" && !nav.isInteractivelyPopping)
        #expect(nav.viewControllers.map(\.debugName) == ["A", "B", "C"])
        _ = window
    }

    @Test("a stack change is decided before anything changes, and knows the stack to go back to")
    func stackPlan() {
        let log = CallLog()
        let (a, b, c, d) = (RecordingViewController("A", log: log), RecordingViewController("B", log: log),
                            RecordingViewController("C", log: log), RecordingViewController("D", log: log))
        let replace = NavigationController.StackPlan(.replace([a, d]), from: [a, b, c])
        #expect(replace.leaving.map(\.debugName) == ["B", "C"] && replace.arriving.map(\.debugName) == ["D"])
        #expect(replace.oldTop === c && replace.newTop === d && !replace.isPop)
        #expect(replace.previousStack(from: [a, d]).map(\.debugName) == ["A", "B", "C"])
        var stack: [ViewController] = [a, b, c]
        replace.apply(to: &stack)
        #expect(stack.map(\.debugName) == ["A", "D"])

        let pop = NavigationController.StackPlan(.popTop, from: [a, b])
        #expect(pop.leaving.map(\.debugName) == ["B"] && pop.arriving.isEmpty && pop.newTop === a && pop.isPop)
        #expect(pop.previousStack(from: [a]).map(\.debugName) == ["A", "B"])
        let back = NavigationController.StackPlan(.replace([a]), from: [a, b, c])
        #expect(back.isPop, "a top that was on the stack shows as a pop")
        #expect(log.take().isEmpty, "planning told no controller anything")
    }
}
