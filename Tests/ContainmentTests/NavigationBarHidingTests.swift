import Testing
@_spi(Adapter) import Containment

@MainActor
@Suite("NavigationController bar hiding")
struct NavigationBarHidingTests {
    /// A navigation controller with root "A", on screen in a 1024×768 stage.
    private func stage() -> (Stage, NavigationController, RecordingViewController) {
        let stage = Stage()
        let root = RecordingViewController("A", log: stage.log)
        let nav = NavigationController(rootViewController: root)
        stage.embed(nav)
        stage.window.layoutIfNeeded()
        _ = stage.log.take()
        return (stage, nav, root)
    }

    @Test("hiding gives the bar's 44 points to the top controller's view; showing takes them back")
    func hideAndShow() {
        let (stage, nav, root) = stage()
        #expect(root.view.frame.height == 768 - 44)
        nav.isNavigationBarHidden = true
        stage.window.layoutIfNeeded()
        #expect(nav.isNavigationBarHidden)
        #expect(nav.navigationBar.view.isHidden)
        #expect(root.view.convert(Point(x: 0, y: 0), to: nil) == Point(x: 0, y: 0))
        #expect(root.view.frame.size == Size(width: 1024, height: 768))

        // A pushed controller fills the whole view too.
        let next = RecordingViewController("B", log: stage.log)
        nav.pushViewController(next, animated: false)
        stage.window.layoutIfNeeded()
        #expect(next.view.frame.size == Size(width: 1024, height: 768))

        nav.setNavigationBarHidden(false, animated: false)
        stage.window.layoutIfNeeded()
        #expect(!nav.navigationBar.view.isHidden)
        #expect(next.view.convert(Point(x: 0, y: 0), to: nil) == Point(x: 0, y: 44))
        #expect(next.view.frame.height == 768 - 44)
    }

    @Test("animated, the bar slides up out of the view over 0.2 s and is hidden at the end")
    func animatedHide() {
        let (stage, nav, root) = stage()
        nav.setNavigationBarHidden(true, animated: true)
        #expect(nav.navigationBar.view.frame.minY == -44, "the model value changes at once")
        #expect(!nav.navigationBar.view.isHidden, "still drawn while it slides")
        stage.clock.advance(by: 0.1)
        let barY = nav.navigationBar.view.presentation.frame.minY
        #expect(barY < 0 && barY > -44)
        let contentTop = root.view.superview?.presentation.frame.minY ?? -1
        #expect(contentTop > 0 && contentTop < 44, "the content follows the bar")
        stage.clock.advance(by: 0.2)
        #expect(nav.navigationBar.view.isHidden)
        #expect(nav.navigationBar.view.presentation.frame.minY == -44)
    }

    @Test("a show while the hide still slides wins: the bar ends shown")
    func showInterruptsHide() {
        let (stage, nav, _) = stage()
        nav.setNavigationBarHidden(true, animated: true)
        stage.clock.advance(by: 0.05)
        nav.setNavigationBarHidden(false, animated: true)
        stage.clock.advance(by: 0.05)
        #expect(!nav.navigationBar.view.isHidden, "drawn while it slides back in, whatever the cut-short hide says")
        stage.clock.advance(by: 1)
        #expect(!nav.isNavigationBarHidden)
        #expect(!nav.navigationBar.view.isHidden)
        #expect(nav.navigationBar.view.presentation.frame.minY == 0)
    }

    @Test("set before the view loads, the bar starts hidden")
    func beforeLoading() {
        let stage = Stage()
        let root = RecordingViewController("A", log: stage.log)
        let nav = NavigationController(rootViewController: root)
        nav.isNavigationBarHidden = true
        nav.setNavigationBarHidden(true, animated: true)  // no change, nothing to animate
        stage.embed(nav)
        stage.window.layoutIfNeeded()
        #expect(nav.navigationBar.view.isHidden)
        #expect(root.view.frame.size == Size(width: 1024, height: 768))
    }
}
