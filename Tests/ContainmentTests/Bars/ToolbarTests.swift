import Testing
@_spi(Adapter) import Containment
import ContainmentTestSupport

/// The toolbar: a view of its own, and the navigation controller's, which follows the top
/// controller's `toolbarItems` as the navigation bar follows its `navigationItem`.
@MainActor
@Suite("Toolbars")
struct ToolbarTests {
    /// A controller titled `title` with `items` for the toolbar.
    private func controller(_ title: String, items: [BarButtonItem]? = nil) -> ViewController {
        let controller = ViewController()
        controller.title = title
        controller.toolbarItems = items
        return controller
    }

    /// A navigation controller on a 1024×768 stage, its toolbar shown, root `root`.
    private func stage(root: ViewController) -> (TestStage, NavigationController) {
        let stage = TestStage()
        let navigation = NavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        stage.show(navigation)
        stage.window.layoutIfNeeded()
        return (stage, navigation)
    }

    @Test("a toolbar on its own shows its items as a toolbar bar, spaces included, and redraws when they change")
    func standaloneToolbar() throws {
        let toolbar = Toolbar(frame: Rect(x: 0, y: 0, width: 400, height: 44))
        #expect(toolbar.items == nil)
        #expect(toolbar.intrinsicContentSize.height == Toolbar.height)
        let compose = BarButtonItem(systemItem: .compose) {}
        let display = toolbar.displayVersion
        toolbar.setItems([.flexibleSpace(), compose, .fixedSpace(12)], animated: true)
        #expect(toolbar.displayVersion > display)
        let model = try #require(BarModel.provided(for: toolbar))
        #expect(model.style == .toolbar)
        #expect(model.tabs.map(\.kind) == [.flexibleSpace, .button, .fixedSpace(12)])
        #expect(model.tabs[1].systemItem == .compose)

        let same = toolbar.displayVersion
        toolbar.items = toolbar.items
        #expect(toolbar.displayVersion == same, "the same items again change nothing")
        compose.isEnabled = false
        #expect(toolbar.displayVersion > same, "an item that changes redraws its toolbar")
        #expect(try #require(BarModel.provided(for: toolbar)).tabs[1].isEnabled == false)
        toolbar.items = nil
        #expect(try #require(BarModel.provided(for: toolbar)).tabs.isEmpty)
    }

    @Test("hidden by default, as UIKit's; shown, it sits at the bottom and the content ends above it")
    func hiddenByDefaultThenShown() {
        let stage = TestStage()
        let root = controller("A", items: [BarButtonItem(title: "Go") {}])
        let navigation = NavigationController(rootViewController: root)
        stage.show(navigation)
        stage.window.layoutIfNeeded()
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.isHidden)
        #expect(root.view.frame.height == 768 - 44)

        navigation.setToolbarHidden(false, animated: false)
        stage.window.layoutIfNeeded()
        #expect(!navigation.toolbar.isHidden)
        #expect(navigation.toolbar.frame == Rect(x: 0, y: 768 - 44, width: 1024, height: 44))
        #expect(root.view.frame.height == 768 - 44 - 44, "the content ends above the toolbar")
        #expect(navigation.toolbar.items?.map(\.title) == ["Go"])

        navigation.isToolbarHidden = true
        stage.window.layoutIfNeeded()
        #expect(navigation.toolbar.isHidden)
        #expect(root.view.frame.height == 768 - 44)
    }

    @Test("animated, the toolbar slides down out of the view and is hidden at the end; the content follows")
    func animatedHide() {
        let root = controller("A")
        let (stage, navigation) = stage(root: root)
        navigation.setToolbarHidden(true, animated: true)
        #expect(navigation.toolbar.frame.minY == 768, "the model value changes at once")
        #expect(!navigation.toolbar.isHidden, "still drawn while it slides")
        stage.clock.advance(by: 0.1)
        let y = navigation.toolbar.presentation.frame.minY
        #expect(y > 768 - 44 && y < 768)
        stage.settle()
        #expect(navigation.toolbar.isHidden)
        #expect(root.view.frame.height == 768 - 44)
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.toolbar.isHidden, "shown at once, to slide in")
        stage.settle()
        #expect(navigation.toolbar.presentation.frame.minY == 768 - 44)
    }

    @Test("the toolbar follows pushes, pops and new stacks: it shows the top controller's items")
    func followsTheTop() {
        let a = [BarButtonItem(title: "A") {}]
        let b = [BarButtonItem(systemItem: .trash) {}, .flexibleSpace(), BarButtonItem(systemItem: .compose) {}]
        let (stage, navigation) = stage(root: controller("A", items: a))
        #expect(navigation.toolbar.items?.first === a[0])
        navigation.pushViewController(controller("B", items: b), animated: true)
        #expect(navigation.toolbar.items?.count == 3 && navigation.toolbar.items?.first === b[0], "the items change as the push begins")
        stage.settle()
        navigation.pushViewController(controller("C"), animated: false)
        #expect(navigation.toolbar.items == nil, "a top without items empties the toolbar")
        navigation.popViewController(animated: true)
        stage.settle()
        #expect(navigation.toolbar.items?.first === b[0])
        navigation.popToRootViewController(animated: false)
        #expect(navigation.toolbar.items?.first === a[0])
        navigation.setViewControllers([controller("D", items: b)], animated: false)
        #expect(navigation.toolbar.items?.first === b[0])
    }

    @Test("an interactive pop cancelled leaves the top's items; finished, the revealed controller's")
    func interactivePop() {
        let a = [BarButtonItem(title: "A") {}]
        let b = [BarButtonItem(title: "B") {}]
        let (stage, navigation) = stage(root: controller("A", items: a))
        navigation.pushViewController(controller("B", items: b), animated: false)
        stage.settle()

        #expect(navigation.beginInteractivePop())
        navigation.updateInteractivePop(progress: 0.4)
        #expect(navigation.toolbar.items?.first === b[0], "unchanged while the pop is undecided")
        navigation.cancelInteractivePop()
        stage.settle()
        #expect(navigation.toolbar.items?.first === b[0], "cancelled: B's items stay")

        #expect(navigation.beginInteractivePop())
        navigation.updateInteractivePop(progress: 0.7)
        navigation.finishInteractivePop()
        stage.settle()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.toolbar.items?.first === a[0], "finished: A's items")
    }

    @Test("setToolbarItems on the top controller shows at once; on a controller below, only when it is on top again")
    func settingItemsLater() {
        let root = controller("A")
        let (stage, navigation) = stage(root: root)
        let top = controller("B")
        navigation.pushViewController(top, animated: false)
        stage.settle()
        let share = BarButtonItem(systemItem: .action) {}
        top.setToolbarItems([share], animated: true)
        #expect(navigation.toolbar.items?.first === share)
        let below = BarButtonItem(title: "Below") {}
        root.toolbarItems = [below]
        #expect(navigation.toolbar.items?.first === share, "the root is not on top")
        navigation.popViewController(animated: false)
        #expect(navigation.toolbar.items?.first === below)
    }

    @Test("under a translucent toolbar, a controller that extends under bars reaches the bottom with the toolbar in its safe area")
    func safeArea() {
        let root = controller("A")
        let (stage, navigation) = stage(root: root)
        #expect(root.view.safeAreaInsets.bottom == 0, "an opaque toolbar: the content ends above it")
        navigation.toolbar.isTranslucent = true
        stage.window.layoutIfNeeded()
        #expect(root.view.frame.maxY == 768 - 44, "the view stays where it was while it does not extend under bottom bars")
        root.extendedLayoutIncludesOpaqueBars = true
        navigation.toolbar.isTranslucent = false
        stage.window.layoutIfNeeded()
        #expect(root.view.convert(Point(x: 0, y: root.view.bounds.height), to: nil).y == 768, "it extends to the bottom")
        #expect(root.view.safeAreaInsets.bottom == 44, "with the toolbar's height as its bottom safe area")

        navigation.isToolbarHidden = true
        stage.window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.bottom == 0, "a hidden toolbar takes no room")
    }

    @Test("an item of the toolbar that is disabled greys at once in the model, and its action does nothing")
    func disablingAToolbarItem() throws {
        var sent = 0
        let send = BarButtonItem(title: "Send") { sent += 1 }
        let (_, navigation) = stage(root: controller("A", items: [send]))
        let display = navigation.toolbar.displayVersion
        send.isEnabled = false
        #expect(navigation.toolbar.displayVersion > display)
        let item = try #require(BarModel.provided(for: navigation.toolbar)?.tabs.first)
        #expect(!item.isEnabled)
        item.action()
        #expect(sent == 0)
    }

    @Test("a popover from a toolbar item points at its estimated place before the adapter reports one")
    func toolbarItemFrame() throws {
        let share = BarButtonItem(systemItem: .action) {}
        let (stage, navigation) = stage(root: controller("A", items: [share]))
        let popover = ViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.barButtonItem = share
        popover.preferredContentSize = Size(width: 200, height: 150)
        navigation.present(popover, animated: false)
        stage.window.layoutIfNeeded()
        #expect(navigation.presentedViewController === popover)
        let frame = try #require(popover.presentationController).frameOfPresentedViewInContainerView
        #expect(frame.size == Size(width: 200, height: 150), "placed as a popover: \(frame)")
        #expect(frame.maxY <= 768 - 44 && frame.minX < 100, "above the leading toolbar item: \(frame)")
    }

    @Test("a stack that never shows its toolbar draws none; shown before the view loads, it is there from the start")
    func madeOnDemand() {
        let stage = TestStage()
        let plain = NavigationController(rootViewController: controller("A"))
        stage.show(plain)
        stage.window.layoutIfNeeded()
        #expect(plain.toolbar.superview == nil, "no toolbar view in a stack that never shows one")

        let early = NavigationController(rootViewController: controller("B", items: [BarButtonItem(title: "Go") {}]))
        early.setToolbarHidden(false, animated: true)
        #expect(!early.toolbar.isHidden)
        stage.show(early)
        stage.window.layoutIfNeeded()
        #expect(early.toolbar.superview === early.view)
        #expect(early.toolbar.frame == Rect(x: 0, y: 768 - 44, width: 1024, height: 44))

        // Shown later with animation, it slides up from below the bottom edge.
        plain.view.frame = Rect(x: 0, y: 0, width: 1024, height: 768)
        stage.window.rootViewController = plain
        stage.window.layoutIfNeeded()
        plain.setToolbarHidden(false, animated: true)
        stage.clock.advance(by: 0.1)
        let y = plain.toolbar.presentation.frame.minY
        #expect(y > 768 - 44 && y < 768, "half way up: \(y)")
        #expect(plain.toolbar.presentation.frame.minX == 0)
        stage.settle()
        #expect(plain.toolbar.frame.minY == 768 - 44)
    }
}
