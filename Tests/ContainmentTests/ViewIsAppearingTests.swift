import Testing
import Containment

/// Records `viewIsAppearing` and `viewWillLayoutSubviews` besides what ``RecordingViewController``
/// records.
@MainActor
private final class IsAppearingRecorder: RecordingViewController {
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("\(title ?? "?") viewIsAppearing animated=\(animated)")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("\(title ?? "?") viewWillLayoutSubviews")
    }
}

/// Only the appearance callbacks (and `viewWillLayoutSubviews`) of a log.
@MainActor
private func appearance(_ log: CallLog) -> [String] {
    log.take().filter { $0.contains(" view") && !$0.contains("viewDidLoad") }
}

/// Makes an appeared controller disappear by hand (its view stays in the window) and empties the log.
@MainActor
private func hide(_ controller: ViewController, log: CallLog) {
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    _ = log.take()
}

@MainActor
@Suite("viewIsAppearing")
struct ViewIsAppearingTests {
    @Test("a child embedded in a visible window hears it between viewWillAppear and viewDidAppear")
    func synchronousAppearance() {
        let stage = Stage()
        stage.embed(IsAppearingRecorder("C", log: stage.log))
        #expect(appearance(stage.log) == [
            "C viewWillAppear animated=false", "C viewIsAppearing animated=false", "C viewDidAppear animated=false",
        ])
    }

    @Test("with no layout pass before the end, each hears it just before its own viewDidAppear")
    func parentsFirst() {
        let stage = Stage()
        let parent = IsAppearingRecorder("P", log: stage.log)
        stage.embed(IsAppearingRecorder("C", log: stage.log), in: parent)
        _ = stage.log.take()
        stage.embed(parent)
        #expect(appearance(stage.log) == [
            "P viewWillAppear animated=false", "C viewWillAppear animated=false",
            "P viewIsAppearing animated=false", "P viewDidAppear animated=false",
            "C viewIsAppearing animated=false", "C viewDidAppear animated=false",
        ])
    }

    @Test("at a layout pass a parent hears it first, then its children whose views are in the window")
    func parentsFirstAtLayout() {
        let stage = Stage()
        let parent = IsAppearingRecorder("P", log: stage.log)
        let child = IsAppearingRecorder("C", log: stage.log)
        let outside = IsAppearingRecorder("O", log: stage.log)
        stage.embed(child, in: parent)
        parent.addChild(outside)
        outside.didMove(toParent: parent)
        stage.embed(parent)
        hide(parent, log: stage.log)
        parent.beginAppearanceTransition(true, animated: true)
        outside.beginAppearanceTransition(true, animated: true)
        child.view.setNeedsLayout()
        stage.window.layoutIfNeeded()
        #expect(stage.log.take().filter { $0.contains("viewIsAppearing") } == [
            "P viewIsAppearing animated=true", "C viewIsAppearing animated=true",
        ])
        outside.endAppearanceTransition()
        parent.endAppearanceTransition()
        #expect(appearance(stage.log) == [
            "O viewIsAppearing animated=true", "O viewDidAppear animated=true",
            "P viewDidAppear animated=true", "C viewDidAppear animated=true",
        ])
    }

    /// A navigation controller on screen with root "A", laid out, its log emptied.
    private func navigationStage() -> (Stage, NavigationController) {
        let stage = Stage()
        let nav = NavigationController(title: "Nav")
        nav.pushViewController(IsAppearingRecorder("A", log: stage.log), animated: false)
        stage.embed(nav)
        stage.window.layoutIfNeeded()
        _ = stage.log.take()
        return (stage, nav)
    }

    @Test("an animated push: at the next layout pass, before the controller's own layout, once")
    func animatedPush() {
        let (stage, nav) = navigationStage()
        nav.pushViewController(IsAppearingRecorder("B", log: stage.log), animated: true)
        #expect(appearance(stage.log) == ["A viewWillDisappear animated=true", "B viewWillAppear animated=true"])
        stage.window.layoutIfNeeded()
        let pass = appearance(stage.log)
        #expect(pass.first == "B viewIsAppearing animated=true")
        #expect(pass.contains("B viewWillLayoutSubviews"))
        stage.clock.advance(by: 0.1)
        stage.window.layoutIfNeeded()
        stage.clock.advance(by: 1)
        #expect(appearance(stage.log).filter { !$0.contains("Layout") } == [
            "A viewDidDisappear animated=true", "B viewDidAppear animated=true",
        ])
    }

    @Test("an animated pop: the revealed view needs no layout, its superview's pass tells it")
    func animatedPop() {
        let (stage, nav) = navigationStage()
        nav.pushViewController(IsAppearingRecorder("B", log: stage.log), animated: false)
        stage.window.layoutIfNeeded()
        _ = stage.log.take()
        nav.popViewController(animated: true)
        #expect(appearance(stage.log) == ["B viewWillDisappear animated=true", "A viewWillAppear animated=true"])
        stage.window.layoutIfNeeded()
        #expect(appearance(stage.log).first == "A viewIsAppearing animated=true")
        stage.clock.advance(by: 1)
        #expect(appearance(stage.log).filter { !$0.contains("Layout") } == [
            "B viewDidDisappear animated=true", "A viewDidAppear animated=true",
        ])
    }

    @Test("an appearance that turns around hears nothing, even at a layout pass in its window")
    func turnAround() {
        let stage = Stage()
        let controller = IsAppearingRecorder("X", log: stage.log)
        stage.embed(controller)
        hide(controller, log: stage.log)
        controller.beginAppearanceTransition(true, animated: true)
        controller.beginAppearanceTransition(false, animated: true)
        controller.view.setNeedsLayout()
        stage.root.view.setNeedsLayout()
        stage.window.layoutIfNeeded()
        controller.endAppearanceTransition()
        #expect(!stage.log.take().contains { $0.contains("viewIsAppearing") })
    }

    @Test("outside a window a layout pass tells nothing; the end of the appearance does")
    func noWindow() {
        let log = CallLog()
        let controller = IsAppearingRecorder("X", log: log)

        controller.beginAppearanceTransition(true, animated: true)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(!log.take().contains { $0.contains("viewIsAppearing") }, "the view is in no window")
        controller.endAppearanceTransition()
        #expect(log.take() == ["X viewIsAppearing animated=true", "X viewDidAppear animated=true"])
    }

    @Test("the lifecycle stream publishes it with its argument")
    func published() {
        let stage = Stage()
        var events: [String] = []
        let observation = LifecycleEventStream.shared.observe { event in
            if event.callback == .viewIsAppearing { events.append(event.description) }
        }
        defer { observation.cancel() }
        stage.embed(ViewController(title: "Plain"))
        #expect(events == ["Plain viewIsAppearing animated=false"])
    }
}
