import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Custom push, pop and tab switch animators, and interactive pops through a percent-driven
/// interaction, compared with UIKit's whole sequences.
@MainActor
@Suite("Custom container transitions")
struct CustomContainerTransitionTests {
    @MainActor
    private struct NavStage {
        let clock = ManualClock()
        let log = CallLog()
        let nav: NavigationController
        let a: RecordingViewController
        let delegate: TestNavigationDelegate
        let window: Window

        init(probe: Bool = false) {
            a = probe ? CoordinatorProbe("A", log: log) : RecordingViewController("A", log: log)
            nav = NavigationController(rootViewController: a)
            nav.title = "Nav"
            delegate = TestNavigationDelegate(log: log, animator: SlideUpAnimator(log: log))
            window = makeWindow(root: nav, clock: clock)
            nav.delegate = delegate
            _ = log.take()
        }

        /// Pushes B without the animator and lets it settle.
        func pushB(_ b: ViewController) {
            let animator = delegate.animator
            delegate.animator = nil
            nav.pushViewController(b, animated: false)
            delegate.animator = animator
            _ = log.take()
        }
    }

    @Test("custom push and pop through the navigation delegate's animator")
    func customPushAndPop() {
        let s = NavStage()
        let b = RecordingViewController("B", log: s.log)
        s.nav.pushViewController(b, animated: true)
        #expect(s.log.take() == [
            "B willMove parent=Nav", "B viewDidLoad", "A viewWillDisappear animated=true", "B viewWillAppear animated=true",
            "willShow B", "animateTransition interactive=false",
        ])
        #expect(s.delegate.operations == [.push])
        #expect(b.view.superview === s.a.view.superview, "the animator added the new view to the content area")
        s.clock.advance(by: 0.2)
        #expect(s.log.take() == [])
        s.clock.advance(by: 0.3)
        #expect(s.log.take() == [
            "A viewDidDisappear animated=true", "B viewDidAppear animated=true", "didShow B", "B didMove parent=Nav",
            "animationEnded true",
        ])
        #expect(s.a.viewIfLoaded?.superview == nil, "the old view left")
        #expect(s.nav.viewControllers.map(\.debugName) == ["A", "B"])

        s.nav.popViewController(animated: true)
        #expect(s.log.take() == [
            "B willMove parent=nil", "B viewWillDisappear animated=true", "A viewWillAppear animated=true",
            "willShow A", "animateTransition interactive=false",
        ])
        #expect(s.delegate.operations == [.push, .pop])
        s.clock.advance(by: 1)
        #expect(s.log.take() == [
            "B viewDidDisappear animated=true", "A viewDidAppear animated=true", "didShow A", "B didMove parent=nil",
            "animationEnded true",
        ])
        #expect(s.nav.viewControllers.map(\.debugName) == ["A"])
        #expect(b.parent == nil && b.viewIfLoaded?.superview == nil)
        #expect(s.a.view.frame == s.a.view.superview?.bounds)
    }

    @Test("interactive pop through the delegate's percent-driven interaction, finished")
    func interactivePopFinished() {
        let s = NavStage()
        let b = RecordingViewController("B", log: s.log)
        s.pushB(b)
        let interaction = PercentDrivenInteractiveTransition()
        s.delegate.interaction = interaction

        s.nav.popViewController(animated: true)
        #expect(s.log.take() == [
            "B willMove parent=nil", "B viewWillDisappear animated=true", "A viewWillAppear animated=true",
            "willShow A", "animateTransition interactive=true",
        ])
        interaction.update(0.5)
        let y = s.a.view.presentation.frame.minY
        #expect(y > 0 && y < s.a.view.frame.maxY, "A half-way up: y=\(y)")
        interaction.finish()
        s.clock.advance(by: 1)
        #expect(s.log.take() == [
            "B viewDidDisappear animated=true", "A viewDidAppear animated=true", "didShow A", "B didMove parent=nil",
            "animationEnded true",
        ])
        #expect(s.nav.viewControllers.map(\.debugName) == ["A"])
    }

    @Test("interactive pop cancelled: UIKit's balancing order, the stack and views as before, didMove back to the navigation controller")
    func interactivePopCancelled() {
        let s = NavStage()
        let b = RecordingViewController("B", log: s.log)
        s.pushB(b)
        let contentView = b.view.superview
        let interaction = PercentDrivenInteractiveTransition()
        s.delegate.interaction = interaction

        s.nav.popViewController(animated: true)
        _ = s.log.take()
        interaction.update(0.7)
        interaction.cancel()
        s.clock.advance(by: 1)
        #expect(s.log.take() == [
            "A viewWillDisappear animated=true", "A viewDidDisappear animated=true",
            "B viewWillAppear animated=true", "B viewDidAppear animated=true", "B didMove parent=Nav",
            "animationEnded false",
        ])
        #expect(s.nav.viewControllers.map(\.debugName) == ["A", "B"])
        #expect(s.nav.topViewController === b && b.parent === s.nav)
        #expect(b.view.superview === contentView && s.a.viewIfLoaded?.superview == nil)
        #expect(s.a.appearanceState == .disappeared && b.appearanceState == .appeared)
        #expect(s.nav.navigationBar.title == "B")
    }

    @Test("the edge pan's interactive pop drives the delegate's animator through a percent-driven interaction")
    func edgePanDrivesAnimator() {
        let s = NavStage(probe: true)
        let b = RecordingViewController("B", log: s.log)
        s.pushB(b)

        #expect(s.nav.beginInteractivePop())
        #expect(s.nav.isInteractivelyPopping)
        #expect(s.log.take() == [
            "B willMove parent=nil", "B viewWillDisappear animated=true", "A viewWillAppear animated=true",
            "willShow A", "animateTransition interactive=true", "A alongside appear interactive=true",
        ])
        s.nav.updateInteractivePop(progress: 0.4)
        s.nav.cancelInteractivePop()
        #expect(s.log.take() == ["A interaction ended cancelled=true"])
        s.clock.advance(by: 1)
        #expect(s.log.take() == [
            "A coordinator completion cancelled=true",
            "A viewWillDisappear animated=true", "A disappear: no coordinator", "A viewDidDisappear animated=true",
            "B viewWillAppear animated=true", "B viewDidAppear animated=true", "B didMove parent=Nav",
            "animationEnded false",
        ])
        #expect(!s.nav.isInteractivelyPopping)

        #expect(s.nav.beginInteractivePop())
        _ = s.log.take()
        s.nav.updateInteractivePop(progress: 0.8)
        s.nav.finishInteractivePop()
        s.clock.advance(by: 1)
        #expect(s.log.take() == [
            "A interaction ended cancelled=false", "A coordinator completion cancelled=false",
            "B viewDidDisappear animated=true", "A viewDidAppear animated=true", "didShow A", "B didMove parent=nil",
            "animationEnded true",
        ])
        #expect(s.nav.viewControllers.map(\.debugName) == ["A"])
    }

    @Test("the built-in slide hands out a coordinator too: alongside in viewWillAppear, completion before viewDidAppear")
    func builtInSlideCoordinator() {
        let s = NavStage()
        s.delegate.animator = nil
        let b = CoordinatorProbe("B", log: s.log)
        s.nav.pushViewController(b, animated: true)
        #expect(s.log.take() == [
            "B willMove parent=Nav", "B viewDidLoad", "A viewWillDisappear animated=true", "B viewWillAppear animated=true",
            "willShow B", "B alongside appear interactive=false",
        ])
        #expect(s.nav.transitionCoordinator?.viewController(forKey: .to) === b)
        s.clock.advance(by: 1)
        #expect(s.log.take() == [
            "B coordinator completion cancelled=false",
            "A viewDidDisappear animated=true", "B viewDidAppear animated=true", "didShow B", "B didMove parent=Nav",
        ])
        #expect(b.transitionCoordinator == nil)
    }

    @Test("the built-in interactive pop hands out an interactive coordinator whose alongside animations follow the drag")
    func builtInInteractivePopCoordinator() {
        let s = NavStage(probe: true)
        s.delegate.animator = nil
        let b = RecordingViewController("B", log: s.log)
        s.pushB(b)
        let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        s.window.addSubview(marker)
        #expect(s.nav.beginInteractivePop())
        #expect(s.log.take() == [
            "B viewWillDisappear animated=true", "A viewWillAppear animated=true", "A alongside appear interactive=true", "willShow A",
        ])
        // An alongside animation added now follows the drag, not the clock.
        s.a.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 })
        s.clock.advance(by: 1)
        #expect(marker.presentation.alpha == 1, "held at the drag's progress")
        s.nav.updateInteractivePop(progress: 0.5)
        #expect(s.a.transitionCoordinator?.percentComplete == 0.5)
        let alpha = marker.presentation.alpha
        #expect(alpha > 0 && alpha < 1, "half-way: alpha=\(alpha)")
        s.nav.cancelInteractivePop()
        #expect(s.log.take() == ["A interaction ended cancelled=true"])
        s.clock.advance(by: 1)
        #expect(s.log.take() == [
            "A coordinator completion cancelled=true",
            "A viewWillDisappear animated=true", "A disappear: no coordinator", "A viewDidDisappear animated=true",
            "B viewWillAppear animated=true", "B viewDidAppear animated=true",
        ])
        #expect(marker.alpha == 1 && marker.presentation.alpha == 1, "the cancelled alongside animation went back")
        #expect(s.a.transitionCoordinator == nil)
    }

    @Test("an interactive custom push cancelled by a new change leaves the stack as before, and the edge pop then finds nothing to pop")
    func interactivePushCancelledByAnotherChange() {
        let s = NavStage()
        let b = RecordingViewController("B", log: s.log)
        s.delegate.interaction = PercentDrivenInteractiveTransition()
        s.nav.pushViewController(b, animated: true)
        #expect(s.nav.viewControllers.count == 2)
        _ = s.log.take()
        #expect(!s.nav.beginInteractivePop(), "the push in flight is cancelled first: only the root is left")
        #expect(s.log.take() == [
            "B viewWillDisappear animated=true", "B viewDidDisappear animated=true",
            "A viewWillAppear animated=true", "A viewDidAppear animated=true",
            "B willMove parent=nil", "B didMove parent=nil", "animationEnded false",
        ])
        #expect(s.nav.viewControllers.map(\.debugName) == ["A"])
        #expect(b.parent == nil && b.viewIfLoaded?.superview == nil)
        #expect(s.a.appearanceState == .appeared && s.a.view.window === s.window)
    }

    @Test("a tab switch through the delegate's animator")
    func tabSwitchAnimator() {
        let clock = ManualClock()
        let log = CallLog()
        let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        let delegate = TabDelegate(animator: SlideUpAnimator(log: log))
        tabs.delegate = delegate
        let window = makeWindow(root: tabs, clock: clock)
        _ = log.take()

        #expect(tabs.selectFromUser(index: 1))
        #expect(log.take() == [
            "B viewDidLoad", "B viewWillAppear animated=true", "A viewWillDisappear animated=true",
            "animateTransition interactive=false",
        ])
        #expect(tabs.transitionCoordinator != nil)
        #expect(delegate.asked == ["A→B"])
        clock.advance(by: 1)
        #expect(log.take() == ["A viewDidDisappear animated=true", "B viewDidAppear animated=true", "animationEnded true"])
        #expect(a.viewIfLoaded?.superview == nil && b.view.window === window)
        #expect(tabs.selectedViewController === b && tabs.transitionCoordinator == nil)
    }

    @MainActor
    private final class TabDelegate: TabBarControllerDelegate {
        let animator: SlideUpAnimator
        var asked: [String] = []
        init(animator: SlideUpAnimator) { self.animator = animator }
        func tabBarController(_ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
                              to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
            asked.append("\(fromVC.debugName)→\(toVC.debugName)")
            return animator
        }
    }
}
