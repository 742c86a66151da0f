import Testing
@_spi(Testing) @testable import Containment

/// A navigation bar the window shows in its title bar: its view hides and the content takes its
/// place, while the bar model keeps following the stack.
@MainActor
@Suite("NavigationBar in the window's title bar")
struct NavigationBarInTitleBarTests {
    @Test("the content takes the bar's place and gives it back; the bar keeps following pushes and pops")
    func contentTakesTheBarsPlace() {
        let root = ViewController()
        root.title = "Root"
        let navigation = NavigationController(rootViewController: root)
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: ManualClock())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(root.view.convert(Point.zero, to: nil).y == NavigationBar.height)

        navigation.navigationBar.isInWindowTitleBar = true
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.view.isHidden)
        #expect(root.view.convert(Point.zero, to: nil).y == 0)
        #expect(root.view.frame.height == 300)
        #expect(!navigation.isNavigationBarHidden, "the app's own setting is left alone")

        let detail = ViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.title == "Detail")
        #expect(navigation.navigationBar.backButtonItem?.title == "Root")
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 400, height: 300))

        // Hiding and showing the bar meanwhile does not bring its view back.
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.setNavigationBarHidden(false, animated: false)
        #expect(navigation.navigationBar.view.isHidden)

        navigation.navigationBar.isInWindowTitleBar = false
        window.layoutIfNeeded()
        #expect(!navigation.navigationBar.view.isHidden)
        #expect(detail.view.convert(Point.zero, to: nil).y == NavigationBar.height)
    }
}
