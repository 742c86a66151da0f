import ContainmentTestSupport
import Testing
@_spi(Testing) @testable import Containment

/// Each container's state captured, restored into a fresh window and captured again is equal,
/// and the fresh window's controllers appear once each, with balanced callbacks.
@MainActor
@Suite("State restoration of the containers")
struct ContainerRestorationTests {
    /// A navigation controller of `identifiers`, bottom first, each screen at position = index.
    private func navigation(_ identifier: String, _ identifiers: [String]) -> NavigationController {
        let screens = identifiers.enumerated().map { index, name in
            let screen = RestorableScreen(name)
            screen.position = index * 10
            return screen
        }
        let navigation = NavigationController(rootViewController: screens[0])
        navigation.restorationIdentifier = identifier
        if screens.count > 1 { navigation.setViewControllers(screens, animated: false) }
        return navigation
    }

    /// The controllers the factory of a fresh app makes: containers by name, screens otherwise.
    private func factory(_ path: [String], _ activity: UserActivity) -> ViewController? {
        guard let last = path.last else { return nil }
        if last.hasPrefix("nav") {
            let navigation = NavigationController(rootViewController: RestorableScreen("placeholder"))
            navigation.restorationIdentifier = last
            return navigation
        }
        if last == "sheet" {
            let sheet = RestorableScreen(last)
            sheet.modalPresentationStyle = .pageSheet
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            return sheet
        }
        return RestorableScreen(last)
    }

    @Test("a navigation stack is restored from identifiers by the factory, each screen with its own state")
    func navigationStack() throws {
        let first = TestStage()
        first.show(navigation("nav", ["list", "note", "detail"]))
        first.settle()
        let saved = RestorationRoundTrip.capture(first.window)

        // The fresh app makes the navigation controller with its root only, as at launch.
        let launch = navigation("nav", ["list"])
        let fresh = RestorationRoundTrip(saved, launchRoot: launch, factory: factory)
        #expect(fresh.restored)
        #expect(launch.viewControllers.compactMap(\.restorationIdentifier) == ["list", "note", "detail"])
        #expect(launch.viewControllers.compactMap { ($0 as? RestorableScreen)?.position } == [0, 10, 20])
        #expect(fresh.recapture().userInfo == saved.userInfo)
        #expect(fresh.problems() == nil)
    }

    @Test("the selected tab and each tab's stack are restored; the app's launch tabs are reused")
    func selectedTabAndStacks() throws {
        func tabs() -> TabBarController {
            let tabs = TabBarController()
            tabs.restorationIdentifier = "tabs"
            tabs.viewControllers = [navigation("nav.inbox", ["inbox"]), navigation("nav.archive", ["archive"])]
            return tabs
        }
        let first = TestStage()
        let original = tabs()
        first.show(original)
        original.selectedIndex = 1
        (original.viewControllers?[1] as? NavigationController)?.pushViewController(RestorableScreen("message"), animated: true)
        first.settle()
        let saved = RestorationRoundTrip.capture(first.window)

        let launch = tabs()
        let fresh = RestorationRoundTrip(saved, launchRoot: launch, factory: factory)
        #expect(launch.selectedIndex == 1)
        #expect((launch.selectedViewController as? NavigationController)?.topViewController?.restorationIdentifier == "message")
        #expect(fresh.recapture().userInfo == saved.userInfo)
        #expect(fresh.problems() == nil)
    }

    @Test("a whole tree is made by the factory when the fresh window has no root")
    func wholeTreeFromFactory() throws {
        let first = TestStage()
        first.show(navigation("nav", ["list", "note"]))
        first.settle()
        let saved = RestorationRoundTrip.capture(first.window)

        let fresh = RestorationRoundTrip(saved, factory: factory)
        let root = try #require(fresh.stage.window.rootViewController as? NavigationController)
        #expect(root.viewControllers.compactMap(\.restorationIdentifier) == ["list", "note"])
        #expect(fresh.recapture().userInfo == saved.userInfo)
        #expect(fresh.problems() == nil)
    }

    @Test("the page shown is restored")
    func page() throws {
        func pages() -> PageViewController {
            let pages = PageViewController()
            pages.restorationIdentifier = "pages"
            pages.setViewControllers([RestorableScreen("page.1")], direction: .forward, animated: false)
            return pages
        }
        let first = TestStage()
        let original = pages()
        first.show(original)
        let third = RestorableScreen("page.3")
        third.position = 3
        original.setViewControllers([third], direction: .forward, animated: true)
        first.settle()
        let saved = RestorationRoundTrip.capture(first.window)

        let launch = pages()
        let fresh = RestorationRoundTrip(saved, launchRoot: launch, factory: factory)
        #expect(launch.viewControllers.first?.restorationIdentifier == "page.3")
        #expect((launch.viewControllers.first as? RestorableScreen)?.position == 3)
        #expect(fresh.recapture().userInfo == saved.userInfo)
        #expect(fresh.problems() == nil)
    }

    @Test("an open drawer side is restored", arguments: [DrawerSide.left, .right, .none])
    func drawer(_ side: DrawerSide) throws {
        func drawer() -> DrawerController {
            let drawer = DrawerController(center: navigation("nav", ["center"]), left: RestorableScreen("left"), right: RestorableScreen("right"))
            drawer.restorationIdentifier = "drawer"
            return drawer
        }
        let first = TestStage()
        let original = drawer()
        first.show(original)
        if side != .none { original.open(side, animated: true) }
        first.settle()
        let saved = RestorationRoundTrip.capture(first.window)

        let launch = drawer()
        let fresh = RestorationRoundTrip(saved, launchRoot: launch, factory: factory)
        #expect(launch.openSide == side)
        #expect(fresh.recapture().userInfo == saved.userInfo)
        #expect(fresh.problems() == nil)
    }

    @Test("a presented sheet is presented again, at its detent, over the restored stack")
    func presentedSheet() throws {
        let first = TestStage()
        let root = navigation("nav", ["list", "note"])
        first.show(root)
        first.settle()
        let sheet = try #require(factory(["nav", "sheet"], UserActivity(activityType: "")))
        sheet.sheetPresentationController?.selectedDetentIdentifier = .medium
        root.present(sheet, animated: true)
        first.settle()
        let saved = RestorationRoundTrip.capture(first.window)

        let fresh = RestorationRoundTrip(saved, launchRoot: navigation("nav", ["list"]), factory: factory)
        let presented = try #require(fresh.stage.window.rootViewController?.presentedViewController)
        #expect(presented.restorationIdentifier == "sheet")
        #expect(presented.sheetPresentationController?.selectedDetentIdentifier == .medium)
        #expect(fresh.recapture().userInfo == saved.userInfo)
        #expect(fresh.problems() == nil)
    }

    @Test("a sliding menu's shown row and open menu are restored without a slide", arguments: [false, true])
    func slidingMenu(_ menuOpen: Bool) throws {
        func menu() throws -> SlidingMenuController {
            let rows = ["row.0", "row.1", "row.2"].map { navigation("nav.\($0)", [$0]) }
            let menu = try SlidingMenuController(viewControllers: rows, menuTitles: ["Zero", "One", "Two"])
            menu.restorationIdentifier = "menu"
            return menu
        }
        let first = TestStage()
        let original = try menu()
        first.show(original)
        first.settle()
        original.replaceVisibleViewController(withViewControllerAt: 2)
        first.settle()
        if menuOpen { original.toggleMenu() }
        first.settle()
        let saved = RestorationRoundTrip.capture(first.window)

        let launch = try menu()
        let fresh = RestorationRoundTrip(saved, launchRoot: launch, factory: factory)
        #expect(launch.visibleIndex == 2)
        #expect(launch.isMenuVisible == menuOpen)
        #expect(!launch.isSwapping)
        #expect(fresh.recapture().userInfo == saved.userInfo)
        #expect(fresh.problems() == nil)
    }

    @Test("controllers without a restoration identifier are not saved, nor what is under them")
    func unidentifiedAreSkipped() throws {
        let first = TestStage()
        let anonymous = NavigationController(rootViewController: RestorableScreen("list"))
        first.show(anonymous)
        let saved = RestorationRoundTrip.capture(first.window)
        let tree = try #require(saved.userInfo?[Window.restorationUserInfoKey]?.dictionaryValue)
        #expect(tree["root"] == nil)
        let fresh = RestorationRoundTrip(saved, factory: factory)
        #expect(!fresh.restored)
        #expect(fresh.stage.window.rootViewController == nil)
    }

    @Test("a factory that makes nothing leaves the controller out and keeps the rest")
    func factoryDeclines() throws {
        let first = TestStage()
        first.show(navigation("nav", ["list", "note"]))
        let saved = RestorationRoundTrip.capture(first.window)
        let launch = navigation("nav", ["list"])
        let fresh = RestorationRoundTrip(saved, launchRoot: launch, factory: { _, _ in nil })
        #expect(fresh.restored)
        #expect(launch.viewControllers.compactMap(\.restorationIdentifier) == ["list"])
        #expect(fresh.problems() == nil)
    }

    @Test("a tree of another version is ignored with one warning and nothing changes")
    func staleTreeIsIgnored() throws {
        let saved = UserActivity(activityType: RestorationRoundTrip.activityType)
        saved.userInfo = [Window.restorationUserInfoKey: ["version": 99, "root": ["id": "nav"]]]
        var warnings: [String] = []
        let previous = ViewController.warningHandler
        ViewController.warningHandler = { warnings.append($0) }
        defer { ViewController.warningHandler = previous }
        let launch = navigation("nav", ["list"])
        let fresh = RestorationRoundTrip(saved, launchRoot: launch, factory: factory)
        #expect(!fresh.restored)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("\n") == false)
        #expect(launch.viewControllers.compactMap(\.restorationIdentifier) == ["list"])
    }
}
