import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// A test-only navigation stack: it embeds its root and exposes it as the top, standing in for
/// `NavigationController` (which lives on another branch). It records its own callbacks.
@MainActor
final class TestNavigationStack: RecordingViewController, NavigationStackProviding {
    let root: ViewController
    var topViewController: ViewController? { root }

    init(root: ViewController, log: CallLog, title: String? = nil) {
        self.root = root
        super.init(title ?? "Nav(\(root.title ?? "?"))", log: log)
        addChild(root)
        root.didMove(toParent: self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        root.view.frame = view.bounds
        view.addSubview(root.view)
    }
}

/// A test-only tab bar container: it embeds its first tab and exposes all of them.
@MainActor
final class TestTabs: RecordingViewController, TabBarHosting {
    let viewControllers: [ViewController]?

    init(_ tabs: [ViewController], log: CallLog) {
        viewControllers = tabs
        super.init("Tabs", log: log)
        for tab in tabs {
            addChild(tab)
            tab.didMove(toParent: self)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let first = viewControllers?.first { view.addSubview(first.view) }
    }
}

/// A sliding menu as a visible window's root, 1024×768 on a manual clock, with children
/// Red, Green and a ready-made navigation stack "Nav" whose top already has a "Left" button.
@MainActor
struct MenuStage {
    let testStage = TestStage()
    var clock: ManualClock { testStage.clock }
    var window: Window { testStage.window }
    let log = CallLog()
    let menu: SlidingMenuController
    let red: RecordingViewController
    let green: RecordingViewController
    let navTop: RecordingViewController
    let nav: TestNavigationStack
    let leftButton = BarButtonItem(title: "Left")

    init(show: Bool = true) throws {
        let log = self.log
        let red = RecordingViewController("Red", log: log)
        let green = RecordingViewController("Green", log: log)
        let navTop = RecordingViewController("NavTop", log: log)
        navTop.navigationItem.leftBarButtonItems = [leftButton]
        let nav = TestNavigationStack(root: navTop, log: log, title: "Nav")
        (self.red, self.green, self.navTop, self.nav) = (red, green, navTop, nav)
        menu = try withTestWrapper(log) {
            try SlidingMenuController(viewControllers: [red, green, nav], menuTitles: ["Red", "Green", "Nav"])
        }
        menu.title = "Menu"
        if show { testStage.show(menu) }
    }

    /// The content view currently shown (the visible wrapper's view).
    var visibleContent: View { menu.viewControllers[menu.visibleIndex].view }
}

/// Runs `body` with ``SlidingMenuController/wrapInNavigationController`` making test stacks.
@MainActor
func withTestWrapper<T>(_ log: CallLog, _ body: () throws -> T) rethrows -> T {
    let saved = SlidingMenuController.wrapInNavigationController
    SlidingMenuController.wrapInNavigationController = { TestNavigationStack(root: $0, log: log) }
    defer { SlidingMenuController.wrapInNavigationController = saved }
    return try body()
}

@MainActor
@Suite("SlidingMenuController (tutorial 000)")
struct SlidingMenuControllerTests {
    @Test("unequal counts are refused: thrown and reported, naming controllers and counts, nothing adopted")
    func refusesUnequalCounts() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let log = CallLog()
        let red = RecordingViewController("Red", log: log)
        let green = RecordingViewController("Green", log: log)
        let before = treeSnapshot(red) + treeSnapshot(green)
        var thrown: HierarchyInconsistency?
        do {
            _ = try SlidingMenuController(viewControllers: [red, green], menuTitles: ["Red"])
        } catch {
            thrown = error
        }
        #expect(thrown?.kind == .invalidArgument)
        #expect(thrown?.message.contains("2 controllers [Red, Green]") == true)
        #expect(thrown?.message.contains("1 titles") == true)
        #expect(diagnostics.refusals == [thrown].compactMap { $0 })
        #expect(treeSnapshot(red) + treeSnapshot(green) == before)
        #expect(red.navigationItem.leftBarButtonItems.isEmpty, "no Menu button was added")
        #expect(log.take() == [])
    }

    @Test("empty arrays and a controller given twice are refused")
    func refusesEmptyAndDuplicates() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        #expect(throws: HierarchyInconsistency.self) {
            _ = try SlidingMenuController(viewControllers: [], menuTitles: [])
        }
        let red = ViewController(title: "Red")
        #expect(throws: HierarchyInconsistency.self) {
            _ = try SlidingMenuController(viewControllers: [red, red], menuTitles: ["A", "B"])
        }
        #expect(diagnostics.refusals.map(\.kind) == [.invalidArgument, .duplicateController])
        #expect(diagnostics.refusals[0].message.contains("at least one view controller"))
        #expect(diagnostics.refusals[1].message.contains("Red is given more than once"))
        #expect(red.parent == nil)
    }

    @Test("children are wrapped in navigation stacks unless they are one; Menu goes leftmost, Left kept to its right")
    func wrappingAndMenuButton() throws {
        let stage = try MenuStage(show: false)
        let wrappers = stage.menu.viewControllers
        #expect(wrappers.count == 3)
        #expect((wrappers[0] as? TestNavigationStack)?.root === stage.red)
        #expect((wrappers[1] as? TestNavigationStack)?.root === stage.green)
        #expect(wrappers[2] === stage.nav, "a navigation stack is not wrapped again")
        #expect(stage.red.navigationItem.leftBarButtonItems.map(\.title) == ["Menu"])
        #expect(stage.green.navigationItem.leftBarButtonItems.map(\.title) == ["Menu"])
        #expect(stage.navTop.navigationItem.leftBarButtonItems.map(\.title) == ["Menu", "Left"])
        #expect(stage.navTop.navigationItem.leftBarButtonItems[1] === stage.leftButton)
        #expect(stage.menu.menuTitles == ["Red", "Green", "Nav"])
        #expect(stage.menu.menuTableView.rowTexts() == [["Red", "Green", "Nav"]])
        #expect(stage.menu.children.isEmpty, "children are added when the view loads")
    }

    @Test("a tab bar controller is not wrapped; each tab's top gets a Menu button")
    func tabBarIsNotWrapped() throws {
        let log = CallLog()
        let first = ViewController(title: "First")
        let secondTop = ViewController(title: "SecondTop")
        secondTop.navigationItem.leftBarButtonItems = [BarButtonItem(title: "Edit")]
        let second = TestNavigationStack(root: secondTop, log: log)
        let tabs = TestTabs([first, second], log: log)
        let menu = try withTestWrapper(log) {
            try SlidingMenuController(viewControllers: [tabs], menuTitles: ["Tabs"])
        }
        #expect(menu.viewControllers[0] === tabs)
        #expect(first.navigationItem.leftBarButtonItems.map(\.title) == ["Menu"])
        #expect(secondTop.navigationItem.leftBarButtonItems.map(\.title) == ["Menu", "Edit"])
        #expect(tabs.navigationItem.leftBarButtonItems.isEmpty)
        #expect(menu.menuBarButtonItems.count == 2)
    }

    @Test("initial layout: the first child is added and shown; its content slides in from the right to x = 200 in 0.5 s")
    func initialLayout() throws {
        let stage = try MenuStage()
        #expect(stage.log.take() == [
            // The ready-made stack embeds its root; then init wraps Red and Green.
            "NavTop willMove parent=Nav",
            "NavTop didMove parent=Nav",
            "Red willMove parent=Nav(Red)",
            "Red didMove parent=Nav(Red)",
            "Green willMove parent=Nav(Green)",
            "Green didMove parent=Nav(Green)",
            // viewDidLoad of the menu: the first child's view goes off screen, then addChild.
            "Nav(Red) viewDidLoad",
            "Red viewDidLoad",
            "Nav(Red) willMove parent=Menu",
            "Nav(Red) didMove parent=Menu",
            "Nav(Red) viewWillAppear animated=false",
            "Red viewWillAppear animated=false",
            "Nav(Red) viewDidAppear animated=false",
            "Red viewDidAppear animated=false",
        ])
        let menu = stage.menu
        #expect(menu.isMenuVisible)
        #expect(menu.visibleIndex == 0)
        #expect(menu.menuTableView.superview === menu.view)
        #expect(menu.menuTableView.frame == menu.view.bounds)
        #expect(menu.view.subviews.first === menu.menuTableView, "the menu lies underneath the content")
        let content = stage.visibleContent
        #expect(content.superview === menu.view)
        #expect(content.presentation.frame.minX == 1024, "starts off screen to the right")
        stage.clock.advance(by: 0.25)
        #expect(content.presentation.frame.minX < 1024)
        #expect(content.presentation.frame.minX > 200)
        stage.clock.advance(by: 0.25)
        #expect(content.presentation.frame == Rect(x: 200, y: 0, width: 1024, height: 768))
        #expect(content.frame == Rect(x: 200, y: 0, width: 1024, height: 768))
        #expect(stage.window.runningAnimationCount == 0)
        #expect(menu.menuTableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test("toggling the menu, by method and by the Menu button, slides the content to 0 and back to 200 in 0.5 s")
    func toggle() throws {
        let stage = try MenuStage()
        stage.clock.advance(by: 0.5)
        _ = stage.log.take()
        let content = stage.visibleContent
        stage.menu.toggleMenu()
        #expect(!stage.menu.isMenuVisible)
        #expect(content.frame.minX == 0)
        #expect(content.presentation.frame.minX == 200)
        stage.clock.advance(by: 0.49)
        #expect(content.presentation.frame.minX > 0)
        stage.clock.advance(by: 0.01)
        #expect(content.presentation.frame.minX == 0)
        stage.red.navigationItem.leftBarButtonItems[0].sendAction()
        #expect(stage.menu.isMenuVisible)
        stage.clock.advance(by: 0.5)
        #expect(content.presentation.frame.minX == 200)
        #expect(stage.log.take() == [], "toggling sends no callbacks")
    }

    @Test("selecting a row runs the tutorial's swap in its exact order, ignoring input while the content slides out")
    func swapSequence() throws {
        let stage = try MenuStage()
        stage.clock.advance(by: 0.5)
        _ = stage.log.take()
        let menu = stage.menu
        let outgoing = menu.viewControllers[0], incoming = menu.viewControllers[1]
        menu.menuTableView.selectRowFromUser(at: IndexPath(row: 1, section: 0))
        #expect(stage.log.take() == [
            "Nav(Green) viewDidLoad",
            "Green viewDidLoad",
            "Nav(Red) willMove parent=nil",
            "Nav(Green) willMove parent=Menu",
            "Nav(Red) viewWillDisappear animated=true",
            "Red viewWillDisappear animated=true",
            "Nav(Green) viewWillAppear animated=true",
            "Green viewWillAppear animated=true",
        ])
        #expect(menu.isSwapping)
        #expect(Application.shared.isIgnoringInteractionEvents)
        #expect(incoming.view.superview === menu.view)
        #expect(incoming.view.frame.minX == 1024, "the incoming content waits off screen")
        #expect(outgoing.view.frame.minX == 1024, "the outgoing content slides off to the right")
        #expect(outgoing.view.presentation.frame.minX == 200)

        stage.clock.advance(by: 0.25)
        #expect(Application.shared.isIgnoringInteractionEvents)
        #expect(outgoing.view.presentation.frame.minX > 200)
        #expect(outgoing.view.presentation.frame.minX < 1024)
        // Input during the swap does nothing: the table ignores the click, and so does the menu.
        menu.menuTableView.selectRowFromUser(at: IndexPath(row: 2, section: 0))
        menu.replaceVisibleViewController(withViewControllerAt: 2)
        menu.toggleMenu()
        #expect(stage.log.take() == [])
        #expect(menu.menuTableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

        stage.clock.advance(by: 0.25)
        #expect(stage.log.take() == [
            "Nav(Red) viewDidDisappear animated=true",
            "Red viewDidDisappear animated=true",
            "Nav(Green) viewDidAppear animated=true",
            "Green viewDidAppear animated=true",
            "Nav(Green) didMove parent=Menu",
            "Nav(Red) didMove parent=nil",
        ])
        #expect(!menu.isSwapping)
        #expect(!Application.shared.isIgnoringInteractionEvents, "the tutorial ends ignoring as the new content starts sliding in")
        #expect(!menu.isMenuVisible)
        #expect(menu.visibleIndex == 1)
        #expect(menu.children.map(\.debugName) == ["Nav(Green)"])
        #expect(outgoing.view.superview == nil, "the swapped-out content left the view hierarchy")
        #expect(outgoing.parent == nil)
        #expect(menu.viewControllers[0] === outgoing, "as in the tutorial, the wrapper stays in viewControllers")
        #expect(incoming.view.frame == menu.view.bounds)
        #expect(incoming.view.presentation.frame.minX == 1024)

        stage.clock.advance(by: 0.25)
        #expect(incoming.view.presentation.frame.minX > 0)
        #expect(incoming.view.presentation.frame.minX < 1024)
        stage.clock.advance(by: 0.25)
        #expect(incoming.view.presentation.frame == menu.view.bounds)
        #expect(stage.window.runningAnimationCount == 0)
        #expect(stage.log.take() == [])
    }

    @Test("swapping back to a child shown before re-adds it; its appearance is balanced each time")
    func swapBack() throws {
        let stage = try MenuStage()
        stage.clock.advance(by: 0.5)
        stage.menu.menuTableView.selectRowFromUser(at: IndexPath(row: 2, section: 0))
        stage.clock.advance(by: 1)
        _ = stage.log.take()
        stage.menu.toggleMenu()
        stage.clock.advance(by: 0.5)
        stage.menu.menuTableView.selectRowFromUser(at: IndexPath(row: 0, section: 0))
        stage.clock.advance(by: 1)
        #expect(stage.log.take() == [
            "Nav willMove parent=nil",
            "Nav(Red) willMove parent=Menu",
            "Nav viewWillDisappear animated=true",
            "NavTop viewWillDisappear animated=true",
            "Nav(Red) viewWillAppear animated=true",
            "Red viewWillAppear animated=true",
            "Nav viewDidDisappear animated=true",
            "NavTop viewDidDisappear animated=true",
            "Nav(Red) viewDidAppear animated=true",
            "Red viewDidAppear animated=true",
            "Nav(Red) didMove parent=Menu",
            "Nav didMove parent=nil",
        ])
        #expect(stage.menu.children.map(\.debugName) == ["Nav(Red)"])
        #expect(stage.nav.view.superview == nil)
        #expect(stage.menu.viewControllers[0].view.frame == stage.menu.view.bounds)
    }

    @Test("selecting the row already shown does nothing (the tutorial returns early)")
    func selectingCurrentRow() throws {
        let stage = try MenuStage()
        stage.clock.advance(by: 0.5)
        _ = stage.log.take()
        let before = treeSnapshot(stage.menu)
        stage.menu.menuTableView.selectRowFromUser(at: IndexPath(row: 0, section: 0))
        #expect(stage.log.take() == [])
        #expect(stage.menu.isMenuVisible)
        #expect(!stage.menu.isSwapping)
        #expect(!Application.shared.isIgnoringInteractionEvents)
        #expect(stage.window.runningAnimationCount == 0)
        #expect(treeSnapshot(stage.menu) == before)
    }
}

/// The sliding menu with the real navigation and tab bar controllers, as the demo builds it.
@MainActor
@Suite("SlidingMenuController with standard containers")
struct SlidingMenuWithStandardContainersTests {
    @Test("plain children are wrapped in navigation controllers with Menu leftmost; a tab bar controller is not wrapped")
    func wrapping() throws {
        let red = ViewController(title: "Red")
        let nav = NavigationController(rootViewController: ViewController(title: "Table"))
        let left = BarButtonItem(title: "Left")
        nav.topViewController?.navigationItem.leftBarButtonItems = [left]
        let tabs = TabBarController()
        tabs.viewControllers = [ViewController(title: "One"), ViewController(title: "Two")]
        let menu = try SlidingMenuController(viewControllers: [tabs, red, nav], menuTitles: ["Tab", "Red", "Nav"])
        #expect(menu.viewControllers[0] === tabs)
        #expect((menu.viewControllers[1] as? NavigationController)?.topViewController === red)
        #expect(menu.viewControllers[2] === nav)
        #expect(red.navigationItem.leftBarButtonItems.map(\.title) == ["Menu"])
        #expect(nav.topViewController?.navigationItem.leftBarButtonItems.map(\.title) == ["Menu", "Left"])
        #expect(tabs.viewControllers?.allSatisfy { $0.navigationItem.leftBarButtonItems.first?.title == "Menu" } == true)
    }
}
