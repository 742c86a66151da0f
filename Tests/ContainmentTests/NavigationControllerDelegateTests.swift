import Testing
import Containment

/// Writes the navigation delegate's calls into the same log as the controllers' callbacks.
@MainActor
private final class RecordingNavigationDelegate: NavigationControllerDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.append("delegate willShow \(viewController.debugName) animated=\(animated)")
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.append("delegate didShow \(viewController.debugName) animated=\(animated)")
    }
}

/// Only tells apart whether it was called: the default implementations fill in the rest.
@MainActor
private final class WillShowOnlyDelegate: NavigationControllerDelegate {
    var shown: [String] = []
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        shown.append(viewController.debugName)
    }
}

@MainActor
@Suite("NavigationControllerDelegate")
struct NavigationControllerDelegateTests {
    /// A navigation controller titled "Nav" with root "A", on screen, its delegate recording.
    private func stage() -> (Stage, NavigationController, RecordingNavigationDelegate) {
        let stage = Stage()
        let nav = NavigationController(title: "Nav")
        nav.pushViewController(RecordingViewController("A", log: stage.log), animated: false)
        stage.embed(nav)
        stage.window.layoutIfNeeded()
        let delegate = RecordingNavigationDelegate(log: stage.log)
        nav.delegate = delegate
        _ = stage.log.take()
        return (stage, nav, delegate)
    }

    @Test("a push tells willShow after the appearance has begun and didShow right after viewDidAppear")
    func pushAndPop() {
        let (stage, nav, delegate) = stage()
        nav.pushViewController(RecordingViewController("B", log: stage.log), animated: true)
        #expect(stage.log.take() == [
            "B willMove parent=Nav", "B viewDidLoad",
            "A viewWillDisappear animated=true", "B viewWillAppear animated=true",
            "delegate willShow B animated=true",
        ])
        stage.clock.advance(by: 1)
        #expect(stage.log.take() == [
            "A viewDidDisappear animated=true", "B viewDidAppear animated=true",
            "delegate didShow B animated=true",
            "B didMove parent=Nav",
        ])
        nav.popViewController(animated: false)
        #expect(stage.log.take() == [
            "B willMove parent=nil",
            "B viewWillDisappear animated=false", "A viewWillAppear animated=false",
            "delegate willShow A animated=false",
            "B viewDidDisappear animated=false", "A viewDidAppear animated=false",
            "delegate didShow A animated=false",
            "B didMove parent=nil",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test("an interactive pop tells willShow when the drag starts, didShow only when it finishes")
    func interactivePop() {
        let (stage, nav, delegate) = stage()
        nav.pushViewController(RecordingViewController("B", log: stage.log), animated: false)
        _ = stage.log.take()
        nav.beginInteractivePop()
        #expect(stage.log.take() == [
            "B viewWillDisappear animated=true", "A viewWillAppear animated=true", "delegate willShow A animated=true",
        ])
        nav.cancelInteractivePop()
        stage.clock.advance(by: 1)
        #expect(!stage.log.take().contains { $0.hasPrefix("delegate") }, "a cancelled pop shows nothing new")
        nav.beginInteractivePop()
        nav.updateInteractivePop(progress: 0.5)
        nav.finishInteractivePop()
        stage.clock.advance(by: 1)
        #expect(stage.log.take().suffix(4) == [
            "B viewDidDisappear animated=true", "A viewDidAppear animated=true",
            "delegate didShow A animated=true", "B didMove parent=nil",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test("the first display tells willShow after the root's viewWillAppear and didShow right after its viewDidAppear")
    func firstDisplay() {
        let stage = Stage()
        let nav = NavigationController(title: "Nav")
        nav.pushViewController(RecordingViewController("A", log: stage.log), animated: false)
        let delegate = RecordingNavigationDelegate(log: stage.log)
        nav.delegate = delegate
        _ = stage.log.take()
        stage.embed(nav)
        stage.window.layoutIfNeeded()
        #expect(stage.log.take().filter { $0.hasPrefix("A view") || $0.hasPrefix("delegate") } == [
            "A viewDidLoad", "A viewWillAppear animated=false",
            "delegate willShow A animated=false",
            "A viewDidAppear animated=false",
            "delegate didShow A animated=false",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test("appearing again with the same top tells nothing; a top pushed off screen is told when it appears")
    func reappearance() {
        let (stage, nav, delegate) = stage()
        nav.view.removeFromSuperview()
        stage.root.view.addSubview(nav.view)
        #expect(!stage.log.take().contains { $0.hasPrefix("delegate") }, "A was shown already")

        nav.view.removeFromSuperview()
        nav.pushViewController(RecordingViewController("B", log: stage.log), animated: true)
        #expect(!stage.log.take().contains { $0.hasPrefix("delegate") }, "off screen nothing is shown")
        stage.root.view.addSubview(nav.view)
        stage.window.layoutIfNeeded()
        #expect(stage.log.take().filter { $0.hasPrefix("B view") || $0.hasPrefix("delegate") } == [
            "B viewWillAppear animated=false",
            "delegate willShow B animated=false",
            "B viewDidAppear animated=false",
            "delegate didShow B animated=false",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test("an appearance that turns around sends willShow only; one that ends shows the top it ends with")
    func appearanceInFlight() {
        let log = CallLog()
        let nav = NavigationController(title: "Nav")
        nav.pushViewController(RecordingViewController("A", log: log), animated: false)
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        nav.beginAppearanceTransition(true, animated: false)
        nav.beginAppearanceTransition(false, animated: false)
        nav.endAppearanceTransition()
        #expect(log.take().filter { $0.hasPrefix("delegate") } == ["delegate willShow A animated=false"])

        nav.beginAppearanceTransition(true, animated: false)
        nav.pushViewController(RecordingViewController("B", log: log), animated: false)
        nav.endAppearanceTransition()
        #expect(log.take().filter { $0.hasPrefix("delegate") } == [
            "delegate willShow A animated=false",
            "delegate willShow B animated=false", "delegate didShow B animated=false",
        ])
        withExtendedLifetime(delegate) {}
    }

    @Test("changes made off screen are not told, and the delegate is held weakly")
    func offScreenAndWeak() {
        let log = CallLog()
        let nav = NavigationController(title: "Nav")
        nav.pushViewController(RecordingViewController("A", log: log), animated: false)
        let delegate = WillShowOnlyDelegate()
        nav.delegate = delegate
        nav.pushViewController(RecordingViewController("B", log: log), animated: true)
        _ = nav.view
        nav.popViewController(animated: false)
        #expect(delegate.shown.isEmpty)

        weak var released: WillShowOnlyDelegate?
        do {
            let temporary = WillShowOnlyDelegate()
            released = temporary
            nav.delegate = temporary
        }
        #expect(released == nil && nav.delegate == nil)
    }

    @Test("the default implementations let a delegate implement only one method")
    func defaults() {
        let stage = Stage()
        let nav = NavigationController(rootViewController: ViewController(title: "A"))
        stage.embed(nav)
        let delegate = WillShowOnlyDelegate()
        nav.delegate = delegate
        nav.pushViewController(ViewController(title: "B"), animated: true)
        stage.clock.advance(by: 1)
        #expect(delegate.shown == ["B"])
    }
}
