import Testing
@testable import Containment

/// Safe areas under bars, as UIKit gives them: opaque bars (the desktop's default) put the
/// child's view below them with no inset; translucent ones let it extend under them with the
/// bar's height as its inset.
@MainActor
@Suite("Safe area")
struct SafeAreaTests {
    /// A controller whose view holds one view pinned to the safe area's top and bottom, and that
    /// counts its safe-area changes.
    final class PinnedController: ViewController {
        let pinned = View()
        var insetChanges = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pinned)
            LayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                pinned.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                pinned.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            ])
        }

        override func viewSafeAreaInsetsDidChange() {
            insetChanges += 1
        }
    }

    private func show(_ root: ViewController) -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: ManualClock())
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("an opaque navigation bar: the child's view starts below it, with no inset")
    func opaqueNavigationBar() {
        let child = PinnedController()
        let navigation = NavigationController(rootViewController: child)
        _ = show(navigation)
        #expect(child.view.convert(Point(x: 0, y: 0), to: navigation.view) == Point(x: 0, y: 44))
        #expect(child.view.safeAreaInsets == .zero)
        #expect(child.pinned.frame == Rect(x: 0, y: 0, width: 400, height: 256))
    }

    @Test("a translucent navigation bar: the child's view extends under it, inset by its height")
    func translucentNavigationBar() {
        let child = PinnedController()
        let navigation = NavigationController(rootViewController: child)
        let window = show(navigation)
        navigation.navigationBar.isTranslucent = true
        window.layoutIfNeeded()
        #expect(child.view.frame.height == 300)
        #expect(child.view.convert(Point(x: 0, y: 0), to: navigation.view) == Point(x: 0, y: 0))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(child.insetChanges == 1)
        #expect(child.pinned.frame == Rect(x: 0, y: 44, width: 400, height: 256))
        // A pushed controller that opts out of extending starts below the bar.
        let second = PinnedController()
        second.edgesForExtendedLayout = []
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(second.view.safeAreaInsets == .zero)
        #expect(second.view.convert(Point(x: 0, y: 0), to: navigation.view) == Point(x: 0, y: 44))
        // Hiding the bar gives the inset back.
        navigation.popViewController(animated: false)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(child.view.safeAreaInsets == .zero)
        #expect(child.pinned.frame == Rect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test("extendedLayoutIncludesOpaqueBars extends under an opaque bar too")
    func opaqueBarsIncluded() {
        let child = PinnedController()
        child.extendedLayoutIncludesOpaqueBars = true
        let navigation = NavigationController(rootViewController: child)
        _ = show(navigation)
        #expect(child.view.safeAreaInsets.top == 44)
        #expect(child.pinned.frame.minY == 44)
    }

    @Test("a translucent tab bar insets the bottom by its height")
    func translucentTabBar() {
        let first = PinnedController(), second = PinnedController()
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        let window = show(tabs)
        #expect(first.pinned.frame == Rect(x: 0, y: 0, width: 400, height: 251))
        tabs.tabBar.isTranslucent = true
        window.layoutIfNeeded()
        #expect(first.view.safeAreaInsets.bottom == 49)
        #expect(first.pinned.frame == Rect(x: 0, y: 0, width: 400, height: 251))
        #expect(first.view.frame.height == 300)
    }

    @Test("additional insets reach a child's view where it overlaps them")
    func additionalInsetsPropagate() {
        let parent = ViewController()
        let child = PinnedController()
        let window = show(parent)
        parent.addChild(child)
        child.view.frame = Rect(x: 0, y: 20, width: 400, height: 280)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.additionalSafeAreaInsets = EdgeInsets(top: 50, left: 10, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(parent.view.safeAreaInsets == EdgeInsets(top: 50, left: 10, bottom: 0, right: 0))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 30, left: 10, bottom: 0, right: 0))
        #expect(child.pinned.frame == Rect(x: 10, y: 30, width: 390, height: 250))
        child.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 5, right: 0)
        window.layoutIfNeeded()
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 30, left: 10, bottom: 5, right: 0))
    }
}
