import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// A navigation controller titled "Nav" with root `root`, embedded on screen in a stage; the log
/// is emptied afterwards.
@MainActor
private func onScreenNavigation(_ stage: Stage, root: ViewController) -> NavigationController {
    let nav = NavigationController(title: "Nav")
    nav.pushViewController(root, animated: false)
    stage.embed(nav)
    stage.window.layoutIfNeeded()
    _ = stage.log.take()
    return nav
}

/// Pointer events of a drag from `start` through `points`, one every `step` seconds, on a window.
@MainActor
private func drag(_ window: Window, from start: Point, through points: [Point], step: Double) {
    var time = 0.0
    window.handlePointer(PointerEvent(.began, at: start, time: time))
    for point in points {
        time += step
        window.handlePointer(PointerEvent(.moved, at: point, time: time))
    }
    time += step
    window.handlePointer(PointerEvent(.ended, at: points.last ?? start, time: time))
}

@MainActor
@Suite("NavigationController")
struct NavigationControllerTests {
    let content = Rect(x: 0, y: 0, width: 1024, height: 768 - 44)

    @Test("showing a navigation controller: the root is a child at once, loads and appears with it")
    func showRoot() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let nav = NavigationController(title: "Nav")
        nav.pushViewController(a, animated: false)
        #expect(stage.log.take() == ["A willMove parent=Nav", "A didMove parent=Nav"])
        #expect(!a.isViewLoaded)
        stage.embed(nav)
        #expect(stage.log.take() == [
            "A viewDidLoad", "A viewWillAppear animated=false", "A viewDidAppear animated=false",
        ])
        stage.window.layoutIfNeeded()
        #expect(nav.navigationBar.view.frame == Rect(x: 0, y: 0, width: 1024, height: 44))
        #expect(a.view.frame == content)
        #expect(a.view.convert(Point(x: 0, y: 0), to: nil) == Point(x: 0, y: 44))
        #expect(nav.topViewController === a)
        #expect(nav.visibleViewController === a)
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        #expect(NavigationController(rootViewController: a).viewControllers.isEmpty, "a controller with a parent cannot be another root")
        #expect(diagnostics.refusals.map(\.kind) == [.childHasAnotherParent])
    }

    @Test("animated push: UIKit's order, the slide on the clock, then the closing callbacks")
    func pushAnimated() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: true)
        #expect(stage.log.take() == [
            "B willMove parent=Nav",
            "B viewDidLoad",
            "A viewWillDisappear animated=true",
            "B viewWillAppear animated=true",
        ])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(nav.navigationBar.title == "B")
        stage.clock.advance(by: 0.175)
        let newX = b.view.presentation.frame.minX, oldX = a.view.presentation.frame.minX
        #expect(newX > 0 && newX < 1024, "B slides in from the right")
        #expect(oldX < 0 && oldX > -1024 * 0.3, "A moves left by the parallax")
        #expect(stage.log.take() == [])
        stage.clock.advance(by: 0.17)
        #expect(stage.log.take() == [], "the slide lasts 0.35 s")
        stage.clock.advance(by: 0.005)
        #expect(stage.log.take() == [
            "A viewDidDisappear animated=true",
            "B viewDidAppear animated=true",
            "B didMove parent=Nav",
        ])
        #expect(a.view.superview == nil)
        #expect(b.view.frame == content)
        #expect(b.view.presentation.frame == content)
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
    }

    @Test("push without animation sends the whole sequence at once")
    func pushImmediate() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        #expect(stage.log.take() == [
            "B willMove parent=Nav",
            "B viewDidLoad",
            "A viewWillDisappear animated=false",
            "B viewWillAppear animated=false",
            "A viewDidDisappear animated=false",
            "B viewDidAppear animated=false",
            "B didMove parent=Nav",
        ])
        #expect(stage.window.runningAnimationCount == 0)
    }

    @Test("animated pop: willMove(nil) first, didMove(nil) last, and the popped controller is freed")
    func popAnimated() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        weak var weakB: RecordingViewController?
        do {
            let b = RecordingViewController("B", log: stage.log)
            weakB = b
            nav.pushViewController(b, animated: true)
            stage.clock.advance(by: 0.35)
            _ = stage.log.take()
            #expect(nav.popViewController(animated: true) === b)
        }
        #expect(stage.log.take() == [
            "B willMove parent=nil",
            "B viewWillDisappear animated=true",
            "A viewWillAppear animated=true",
        ])
        #expect(nav.viewControllers.map(\.title) == ["A"])
        stage.clock.advance(by: 0.2)
        #expect(a.view.presentation.frame.minX < 0, "A comes back from the left")
        stage.clock.advance(by: 0.15)
        #expect(stage.log.take() == [
            "B viewDidDisappear animated=true",
            "A viewDidAppear animated=true",
            "B didMove parent=nil",
        ])
        #expect(a.view.frame == content)
        #expect(weakB == nil, "the popped controller is released")
    }

    @Test("popping the root does nothing")
    func popRoot() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        let before = treeSnapshot(stage.root)
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.popToRootViewController(animated: true) == nil)
        #expect(stage.log.take() == [])
        #expect(treeSnapshot(stage.root) == before)
    }

    @Test("popToRoot: every popped controller gets willMove/didMove, only the top gets appearance")
    func popToRoot() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let c = RecordingViewController("C", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        _ = stage.log.take()
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped?.map(\.title) == ["B", "C"])
        stage.clock.advance(by: 0.35)
        #expect(stage.log.take() == [
            "C willMove parent=nil",
            "B willMove parent=nil",
            "C viewWillDisappear animated=true",
            "A viewWillAppear animated=true",
            "C viewDidDisappear animated=true",
            "A viewDidAppear animated=true",
            "C didMove parent=nil",
            "B didMove parent=nil",
        ])
        #expect(nav.children.map(\.title) == ["A"])
        #expect(b.parent == nil && c.parent == nil)
    }

    @Test("popToViewController pops down to the given controller and returns the rest")
    func popToViewController() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let c = RecordingViewController("C", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.setViewControllers([a, b, c], animated: false)
        _ = stage.log.take()
        #expect(nav.popToViewController(b, animated: false)?.map(\.title) == ["C"])
        #expect(stage.log.take() == [
            "C willMove parent=nil",
            "B viewDidLoad",
            "C viewWillDisappear animated=false",
            "B viewWillAppear animated=false",
            "C viewDidDisappear animated=false",
            "B viewDidAppear animated=false",
            "C didMove parent=nil",
        ])
        #expect(nav.popToViewController(b, animated: false) == nil, "already on top")
    }

    @Test("setViewControllers replaces the stack: leaving willMove first, arriving didMove last")
    func setViewControllers() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let c = RecordingViewController("C", log: stage.log)
        let d = RecordingViewController("D", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        _ = stage.log.take()
        nav.setViewControllers([c, d], animated: true)
        #expect(stage.log.take() == [
            "B willMove parent=nil",
            "A willMove parent=nil",
            "C willMove parent=Nav",
            "D willMove parent=Nav",
            "D viewDidLoad",
            "B viewWillDisappear animated=true",
            "D viewWillAppear animated=true",
        ])
        stage.clock.advance(by: 0.35)
        #expect(stage.log.take() == [
            "B viewDidDisappear animated=true",
            "D viewDidAppear animated=true",
            "B didMove parent=nil",
            "A didMove parent=nil",
            "C didMove parent=Nav",
            "D didMove parent=Nav",
        ])
        #expect(nav.children.map(\.title) == ["C", "D"])
        #expect(!c.isViewLoaded, "controllers under the top stay unloaded")
        #expect(nav.navigationBar.backButtonItem?.title == "C")
        nav.viewControllers = [c, d]
        #expect(stage.log.take() == [], "the same stack changes nothing")
    }

    @Test("interactive pop through the API, finished: the stack changes at the finish")
    func interactivePopFinishedThroughAPI() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        weak var weakB: RecordingViewController?
        do {
            let b = RecordingViewController("B", log: stage.log)
            weakB = b
            nav.pushViewController(b, animated: false)
            _ = stage.log.take()
            #expect(nav.beginInteractivePop())
            #expect(stage.log.take() == ["B viewWillDisappear animated=true", "A viewWillAppear animated=true"])
            nav.updateInteractivePop(progress: 0.6)
            #expect(b.view.frame.minX == 1024 * 0.6)
            #expect(abs(a.view.frame.minX - -1024 * 0.3 * 0.4) < 1e-9)
            #expect(nav.viewControllers.count == 2, "the stack changes only when the pop finishes")
            nav.finishInteractivePop()
        }
        #expect(stage.log.take() == ["B willMove parent=nil"])
        #expect(nav.viewControllers.map(\.title) == ["A"])
        stage.clock.advance(by: 0.35 * 0.4)
        #expect(stage.log.take() == [
            "B viewDidDisappear animated=true",
            "A viewDidAppear animated=true",
            "B didMove parent=nil",
        ])
        #expect(a.view.frame == content)
        #expect(weakB == nil)
    }

    @Test("interactive pop through the API, cancelled: stack restored, callbacks balanced UIKit's way")
    func interactivePopCancelledThroughAPI() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        _ = stage.log.take()
        let before = treeSnapshot(stage.root)
        nav.beginInteractivePop()
        nav.updateInteractivePop(progress: 0.3)
        nav.cancelInteractivePop()
        #expect(stage.log.take() == ["B viewWillDisappear animated=true", "A viewWillAppear animated=true"])
        stage.clock.advance(by: 0.35 * 0.3)
        #expect(stage.log.take() == [
            "A viewWillDisappear animated=true",
            "A viewDidDisappear animated=true",
            "B viewWillAppear animated=true",
            "B viewDidAppear animated=true",
        ])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(b.parent === nav)
        #expect(b.view.frame == content)
        #expect(a.view.superview == nil)
        #expect(treeSnapshot(stage.root) == before)
    }

    @Test("a slow pan from the left edge past half the width finishes the pop")
    func panFinishes() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        _ = stage.log.take()
        let y = 300.0
        stage.window.handlePointer(PointerEvent(.began, at: Point(x: 5, y: y), time: 0))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 20, y: y), time: 0.1))
        #expect(stage.log.take() == ["B viewWillDisappear animated=true", "A viewWillAppear animated=true"])
        #expect(nav.isInteractivelyPopping)
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 400, y: y), time: 0.5))
        #expect(b.view.frame.minX == 395)
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 700, y: y), time: 1.0))
        stage.window.handlePointer(PointerEvent(.ended, at: Point(x: 700, y: y), time: 1.2))
        #expect(stage.log.take() == ["B willMove parent=nil"])
        stage.clock.advance(by: 0.35)
        #expect(stage.log.take() == [
            "B viewDidDisappear animated=true",
            "A viewDidAppear animated=true",
            "B didMove parent=nil",
        ])
        #expect(nav.viewControllers.map(\.title) == ["A"])
    }

    @Test("a short slow pan from the left edge cancels the pop")
    func panCancels() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        _ = stage.log.take()
        let before = treeSnapshot(stage.root)
        drag(stage.window, from: Point(x: 10, y: 300), through: [Point(x: 100, y: 300), Point(x: 300, y: 300), Point(x: 300, y: 300)], step: 0.2)
        stage.clock.advance(by: 0.35)
        #expect(stage.log.take() == [
            "B viewWillDisappear animated=true",
            "A viewWillAppear animated=true",
            "A viewWillDisappear animated=true",
            "A viewDidDisappear animated=true",
            "B viewWillAppear animated=true",
            "B viewDidAppear animated=true",
        ])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(treeSnapshot(stage.root) == before)
        #expect(b.view.frame == content)
    }

    @Test("a fast flick from the left edge finishes the pop even when short")
    func flickFinishes() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        _ = stage.log.take()
        drag(stage.window, from: Point(x: 5, y: 300), through: [Point(x: 60, y: 300), Point(x: 120, y: 300), Point(x: 200, y: 300)], step: 0.03)
        stage.clock.advance(by: 0.35)
        #expect(nav.viewControllers.map(\.title) == ["A"])
        #expect(stage.log.take().suffix(3) == [
            "B viewDidDisappear animated=true",
            "A viewDidAppear animated=true",
            "B didMove parent=nil",
        ])
        #expect(a.parent === nav)
    }

    @Test("a fast flick back towards the edge cancels the pop even past half the width")
    func flickBackCancels() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        _ = stage.log.take()
        let y = 300.0
        stage.window.handlePointer(PointerEvent(.began, at: Point(x: 5, y: y), time: 0))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 20, y: y), time: 0.1))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 800, y: y), time: 0.5))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 760, y: y), time: 0.52))
        stage.window.handlePointer(PointerEvent(.moved, at: Point(x: 700, y: y), time: 0.55))
        // 695 of 1024 pt (past half), released at about -1,700 pt/s.
        stage.window.handlePointer(PointerEvent(.ended, at: Point(x: 700, y: y), time: 0.56))
        stage.clock.advance(by: 0.35)
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(stage.log.take() == [
            "B viewWillDisappear animated=true",
            "A viewWillAppear animated=true",
            "A viewWillDisappear animated=true",
            "A viewDidDisappear animated=true",
            "B viewWillAppear animated=true",
            "B viewDidAppear animated=true",
        ])
        #expect(b.view.frame == content)
    }

    @Test("a pan that does not start at the left edge does not pop")
    func panAwayFromEdge() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        _ = stage.log.take()
        drag(stage.window, from: Point(x: 100, y: 300), through: [Point(x: 400, y: 300), Point(x: 900, y: 300)], step: 0.1)
        stage.clock.advance(by: 0.35)
        #expect(stage.log.take() == [])
        #expect(nav.viewControllers.count == 2)
        #expect(!nav.isInteractivelyPopping)
    }

    @Test("a push during a running push finishes the first at once, balanced")
    func pushDuringPush() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let c = RecordingViewController("C", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: true)
        stage.clock.advance(by: 0.1)
        _ = stage.log.take()
        nav.pushViewController(c, animated: true)
        #expect(stage.log.take() == [
            "A viewDidDisappear animated=true",
            "B viewDidAppear animated=true",
            "B didMove parent=Nav",
            "C willMove parent=Nav",
            "C viewDidLoad",
            "B viewWillDisappear animated=true",
            "C viewWillAppear animated=true",
        ])
        #expect(a.view.superview == nil)
        stage.clock.advance(by: 0.35)
        #expect(stage.log.take() == [
            "B viewDidDisappear animated=true",
            "C viewDidAppear animated=true",
            "C didMove parent=Nav",
        ])
        stage.clock.advance(by: 1)
        #expect(stage.log.take() == [], "the interrupted slide's completion sends nothing more")
        #expect(b.view.superview == nil)
        #expect(c.view.frame == content && c.view.presentation.frame == content)
        #expect(nav.viewControllers.map(\.title) == ["A", "B", "C"])
    }

    @Test("leaving the screen during a slide finishes it at once and keeps every controller balanced")
    func hideDuringPush() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: true)
        stage.clock.advance(by: 0.1)
        _ = stage.log.take()
        stage.window.hide()
        #expect(stage.log.take() == [
            "Root viewWillDisappear animated=false",
            "A viewDidDisappear animated=true",
            "B didMove parent=Nav",
            "B viewWillDisappear animated=false",
            "Root viewDidDisappear animated=false",
            "B viewDidDisappear animated=false",
        ])
        #expect(a.appearanceState == .disappeared && b.appearanceState == .disappeared)
        stage.window.makeKeyAndVisible()
        #expect(stage.log.take() == [
            "Root viewWillAppear animated=false",
            "B viewWillAppear animated=false",
            "Root viewDidAppear animated=false",
            "B viewDidAppear animated=false",
        ])
    }

    @Test("the bar: title, back button from the previous controller, items in order, change notices")
    func barModel() {
        let stage = Stage()
        let a = RecordingViewController("Inbox", log: stage.log)
        let b = RecordingViewController("Message", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        var notices = 0
        nav.navigationBar.onBarChange = { notices += 1 }
        #expect(nav.navigationBar.title == "Inbox")
        #expect(nav.navigationBar.backButtonItem == nil, "no back button on the root")
        let menu = BarButtonItem(title: "Menu"), edit = BarButtonItem(title: "Edit"), reply = BarButtonItem(title: "Reply")
        b.navigationItem.leftBarButtonItems = [menu, edit]
        b.navigationItem.rightBarButtonItem = reply
        nav.pushViewController(b, animated: false)
        #expect(nav.navigationBar.title == "Message")
        #expect(nav.navigationBar.backButtonItem?.title == "Inbox")
        #expect(nav.navigationBar.leftBarButtonItems.map(\.title) == ["Menu", "Edit"])
        #expect(nav.navigationBar.rightBarButtonItems.map(\.title) == ["Reply"])
        let version = nav.navigationBar.version
        let noticesBefore = notices
        b.title = "Re: hello"
        #expect(nav.navigationBar.title == "Re: hello")
        #expect(nav.navigationBar.version > version)
        #expect(notices > noticesBefore)
        a.navigationItem.backButtonTitle = "Back to inbox"
        #expect(nav.navigationBar.backButtonItem?.title == "Back to inbox")
        b.navigationItem.hidesBackButton = true
        #expect(nav.navigationBar.backButtonItem == nil)
        b.navigationItem.hidesBackButton = false
        b.navigationItem.title = "Custom"
        #expect(nav.navigationBar.title == "Custom", "the navigation item's title wins over the controller's")
        let stable = nav.navigationBar.version
        b.navigationItem.title = "Custom"
        #expect(nav.navigationBar.version == stable, "no change, no new version")
        _ = stage.log.take()
        nav.navigationBar.backButtonItem?.sendAction()
        #expect(nav.viewControllers.map(\.title) == ["Inbox"], "the back button pops")
        stage.clock.advance(by: 0.35)
        #expect(nav.navigationBar.title == "Inbox")
        #expect(nav.navigationBar.leftBarButtonItems.isEmpty)
    }

    @Test("navigationController and tabBarController walk up the parents")
    func accessors() {
        let a = ViewController(title: "A")
        let inner = ViewController(title: "Inner")
        let nav = NavigationController(rootViewController: a)
        a.addChild(inner)
        inner.didMove(toParent: a)
        let tabs = TabBarController()
        tabs.viewControllers = [nav]
        #expect(a.navigationController === nav)
        #expect(inner.navigationController === nav)
        #expect(nav.navigationController == nil, "a navigation controller's own is its parent's")
        #expect(inner.tabBarController === tabs)
        #expect(nav.tabBarController === tabs)
        #expect(tabs.tabBarController == nil)
        #expect(ViewController().navigationController == nil)
    }

    @Test("the content follows a window resize")
    func resize() {
        let stage = Stage()
        let a = RecordingViewController("A", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        stage.root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        nav.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        stage.window.resize(to: Size(width: 600, height: 500))
        #expect(nav.navigationBar.view.frame == Rect(x: 0, y: 0, width: 600, height: 44))
        #expect(a.view.frame == Rect(x: 0, y: 0, width: 600, height: 456))
    }

    // MARK: Refusals

    @Test("refused: the same instance pushed twice")
    func refuseDuplicatePush() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        _ = stage.log.take()
        let before = treeSnapshot(stage.root)
        nav.pushViewController(a, animated: true)
        nav.setViewControllers([a, b, a], animated: false)
        #expect(diagnostics.refusals.map(\.kind) == [.duplicateController, .duplicateController])
        #expect(diagnostics.refusals[0].message.contains("A") && diagnostics.refusals[0].message.contains("Nav"))
        #expect(diagnostics.refusals[0].message.contains("more than once"))
        #expect(diagnostics.refusals[1].message.contains("appears more than once"))
        #expect(treeSnapshot(stage.root) == before)
        #expect(stage.log.take() == [])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
    }

    @Test("refused: a navigation controller pushed onto a navigation controller")
    func refuseNestedNavigation() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let a = RecordingViewController("A", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        let before = treeSnapshot(stage.root)
        let inner = NavigationController(title: "Inner")
        nav.pushViewController(inner, animated: true)
        #expect(diagnostics.refusals.map(\.kind) == [.invalidNesting])
        #expect(diagnostics.refusals.first?.message.contains("Inner is a navigation controller") == true)
        #expect(diagnostics.refusals.first?.message.contains("Nav") == true)
        #expect(treeSnapshot(stage.root) == before)
        #expect(inner.parent == nil)
        #expect(NavigationController(rootViewController: NavigationController(title: "Other")).viewControllers.isEmpty)
        #expect(diagnostics.refusals.count == 2)
    }

    @Test("refused: a tab bar controller inside a navigation controller, pushed or set")
    func refuseTabBarInsideNavigation() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let a = RecordingViewController("A", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        let before = treeSnapshot(stage.root)
        let tabs = TabBarController(title: "Tabs")
        nav.pushViewController(tabs, animated: false)
        nav.setViewControllers([a, tabs], animated: false)
        nav.viewControllers = [tabs]
        #expect(diagnostics.refusals.map(\.kind) == [.invalidNesting, .invalidNesting, .invalidNesting])
        for refusal in diagnostics.refusals {
            #expect(refusal.message.contains("Tabs"))
            #expect(refusal.message.contains("a tab bar controller cannot be inside a navigation controller"))
        }
        #expect(treeSnapshot(stage.root) == before)
        #expect(stage.log.take() == [])
    }

    @Test("refused: popping to a controller that is not on the stack")
    func refusePopToStranger() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let a = RecordingViewController("A", log: stage.log)
        let b = RecordingViewController("B", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        nav.pushViewController(b, animated: false)
        _ = stage.log.take()
        let before = treeSnapshot(stage.root)
        let stranger = ViewController(title: "Stranger")
        #expect(nav.popToViewController(stranger, animated: true) == nil)
        #expect(diagnostics.refusals.map(\.kind) == [.controllerNotInContainer])
        #expect(diagnostics.refusals.first?.message.contains("Stranger is not on the stack of Nav") == true)
        #expect(treeSnapshot(stage.root) == before)
        #expect(stage.log.take() == [])
    }

    @Test("refused: pushing a controller that has another parent")
    func refuseControllerWithParent() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let a = RecordingViewController("A", log: stage.log)
        let nav = onScreenNavigation(stage, root: a)
        let other = RecordingViewController("Other", log: stage.log)
        stage.embed(other)
        _ = stage.log.take()
        let before = treeSnapshot(stage.root)
        nav.pushViewController(other, animated: true)
        nav.setViewControllers([a, other], animated: true)
        #expect(diagnostics.refusals.map(\.kind) == [.childHasAnotherParent, .childHasAnotherParent])
        #expect(diagnostics.refusals.first?.message.contains("Other is already a child of Root") == true)
        #expect(treeSnapshot(stage.root) == before)
        #expect(stage.log.take() == [])
        #expect(stage.window.runningAnimationCount == 0)
    }
}
