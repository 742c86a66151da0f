import Testing
@_spi(Adapter) @testable import Containment

/// A delegate that records what it is asked and refuses the titles it is given.
@MainActor
private final class RecordingTabDelegate: TabBarControllerDelegate {
    var refused: Set<String> = []
    var calls: [String] = []

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        calls.append("shouldSelect \(viewController.debugName)")
        return !refused.contains(viewController.debugName)
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        calls.append("didSelect \(viewController.debugName)")
    }
}

/// A delegate that keeps the default implementations.
@MainActor
private final class DefaultTabDelegate: TabBarControllerDelegate {}

@MainActor
@Suite("TabBarController")
struct TabBarControllerTests {
    /// Three recording tabs A, B, C in a tab bar controller titled "Tabs" (not yet on screen).
    private func makeTabs(_ log: CallLog) -> (TabBarController, [RecordingViewController]) {
        let tabs = TabBarController(title: "Tabs")
        let children = ["A", "B", "C"].map { RecordingViewController($0, log: log) }
        tabs.viewControllers = children
        return (tabs, children)
    }

    @Test("setting the tabs makes all children at once; selecting before load sends nothing")
    func lazyChildren() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage.log)
        #expect(stage.log.take() == [
            "A willMove parent=Tabs", "A didMove parent=Tabs",
            "B willMove parent=Tabs", "B didMove parent=Tabs",
            "C willMove parent=Tabs", "C didMove parent=Tabs",
        ])
        #expect(tabs.selectedIndex == 0)
        tabs.selectedIndex = 1
        tabs.selectedIndex = 2
        tabs.selectedViewController = children[1]
        #expect(stage.log.take() == [], "selecting before the view is loaded sends nothing")
        #expect(!tabs.isViewLoaded)
        #expect(children.allSatisfy { !$0.isViewLoaded })
        stage.embed(tabs)
        #expect(stage.log.take() == [
            "B viewDidLoad", "B viewWillAppear animated=false", "B viewDidAppear animated=false",
        ])
        #expect(!children[0].isViewLoaded && !children[2].isViewLoaded, "only the selected tab loads")
        stage.window.layoutIfNeeded()
        #expect(children[1].view.frame == Rect(x: 0, y: 0, width: 1024, height: 768 - 49))
        #expect(tabs.tabBar.view.frame == Rect(x: 0, y: 768 - 49, width: 1024, height: 49))
    }

    @Test("switching tabs on screen: UIKit's observed order, views swapped, the old view kept loaded")
    func switchTabs() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage.log)
        stage.embed(tabs)
        _ = stage.log.take()
        tabs.selectedIndex = 1
        #expect(stage.log.take() == [
            "B viewDidLoad",
            "B viewWillAppear animated=false",
            "A viewWillDisappear animated=false",
            "A viewDidDisappear animated=false",
            "B viewDidAppear animated=false",
        ])
        #expect(children[0].view.superview == nil)
        #expect(children[1].view.window === stage.window)
        #expect(tabs.selectedViewController === children[1])
        tabs.selectedViewController = children[0]
        #expect(stage.log.take() == [
            "A viewWillAppear animated=false",
            "B viewWillDisappear animated=false",
            "B viewDidDisappear animated=false",
            "A viewDidAppear animated=false",
        ], "a tab loaded before does not load again")
        tabs.selectedIndex = 0
        #expect(stage.log.take() == [], "selecting the selected tab does nothing")
    }

    @Test("the delegate may refuse a click; programmatic selection does not ask it")
    func delegateRefusal() {
        let stage = Stage()
        let (tabs, _) = makeTabs(stage.log)
        let delegate = RecordingTabDelegate()
        delegate.refused = ["C"]
        tabs.delegate = delegate
        stage.embed(tabs)
        _ = stage.log.take()
        #expect(!tabs.selectFromUser(index: 2))
        #expect(delegate.calls == ["shouldSelect C"])
        #expect(tabs.selectedIndex == 0)
        #expect(stage.log.take() == [])
        delegate.calls = []
        #expect(tabs.selectFromUser(index: 1))
        #expect(delegate.calls == ["shouldSelect B", "didSelect B"])
        #expect(tabs.selectedIndex == 1)
        #expect(stage.log.take().count == 5)
        delegate.calls = []
        tabs.selectedIndex = 2
        #expect(delegate.calls == [], "setting selectedIndex does not ask the delegate")
        #expect(tabs.selectedIndex == 2)
        #expect(!tabs.selectFromUser(index: 7), "a click out of range does nothing")
        let defaults = DefaultTabDelegate()
        tabs.delegate = defaults
        #expect(tabs.selectFromUser(index: 0), "the default delegate allows everything")
    }

    @Test("the tab bar model: items from tabBarItem, the selection, change notices")
    func tabBarModel() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage.log)
        var notices = 0
        tabs.tabBar.onBarChange = { notices += 1 }
        #expect(tabs.tabBar.items.map(\.title) == ["A", "B", "C"])
        #expect(tabs.tabBar.items.first === children[0].tabBarItem)
        #expect(tabs.tabBar.selectedIndex == 0)
        let version = tabs.tabBar.version
        tabs.selectedIndex = 2
        #expect(tabs.tabBar.selectedIndex == 2)
        #expect(tabs.tabBar.selectedItem === children[2].tabBarItem)
        #expect(tabs.tabBar.version == version + 1)
        children[1].title = "Bee"
        #expect(tabs.tabBar.items.map(\.title) == ["A", "Bee", "C"])
        #expect(tabs.tabBar.version == version + 2)
        #expect(notices == 2)
        tabs.viewControllers = nil
        #expect(tabs.tabBar.items.isEmpty)
        #expect(tabs.selectedIndex == TabBarController.noSelection)
        #expect(tabs.selectedViewController == nil)
    }

    @Test("replacing the tabs on screen: leaving ones disappear and are removed, the selection is kept if possible")
    func replaceTabs() {
        let stage = Stage()
        let (tabs, children) = makeTabs(stage.log)
        stage.embed(tabs)
        tabs.selectedIndex = 1
        _ = stage.log.take()
        let d = RecordingViewController("D", log: stage.log)
        tabs.setViewControllers([d, children[1]], animated: false)
        #expect(stage.log.take() == [
            "A willMove parent=nil", "C willMove parent=nil",
            "D willMove parent=Tabs", "D didMove parent=Tabs",
            "A didMove parent=nil", "C didMove parent=nil",
        ])
        #expect(tabs.selectedViewController === children[1])
        #expect(tabs.selectedIndex == 1)
        tabs.setViewControllers([d], animated: false)
        #expect(stage.log.take() == [
            "B willMove parent=nil",
            "D viewDidLoad",
            "D viewWillAppear animated=false",
            "B viewWillDisappear animated=false",
            "B viewDidDisappear animated=false",
            "D viewDidAppear animated=false",
            "B didMove parent=nil",
        ])
        #expect(tabs.children.map(\.title) == ["D"])
    }

    @Test("a removed tab is freed")
    func removedTabIsFreed() {
        let stage = Stage()
        let tabs = TabBarController(title: "Tabs")
        weak var weakB: ViewController?
        let a = RecordingViewController("A", log: stage.log)
        do {
            let b = RecordingViewController("B", log: stage.log)
            weakB = b
            tabs.viewControllers = [a, b]
            stage.embed(tabs)
            tabs.selectedIndex = 1
            tabs.viewControllers = [a]
        }
        #expect(weakB == nil)
        #expect(tabs.selectedViewController === a)
        #expect(a.appearanceState == .appeared)
    }

    @Test("clicking the selected tab again pops its navigation controller to the root")
    func reselectPopsToRoot() {
        let stage = Stage()
        let root = RecordingViewController("Root1", log: stage.log)
        let detail = RecordingViewController("Detail", log: stage.log)
        let nav = NavigationController(rootViewController: root)
        let other = RecordingViewController("Other", log: stage.log)
        let tabs = TabBarController(title: "Tabs")
        tabs.viewControllers = [nav, other]
        stage.embed(tabs)
        nav.pushViewController(detail, animated: false)
        #expect(detail.tabBarController === tabs)
        #expect(tabs.selectFromUser(index: 0))
        stage.clock.advance(by: 0.35)
        #expect(nav.viewControllers.map(\.title) == ["Root1"])
    }

    // MARK: Refusals

    @Test("refused: selectedIndex out of range, and selecting a controller that is not a tab")
    func refuseBadSelection() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let (tabs, _) = makeTabs(stage.log)
        stage.embed(tabs)
        _ = stage.log.take()
        let before = treeSnapshot(stage.root)
        tabs.selectedIndex = 3
        tabs.selectedIndex = -1
        tabs.selectedViewController = ViewController(title: "Stranger")
        #expect(diagnostics.refusals.map(\.kind) == [.invalidArgument, .invalidArgument, .controllerNotInContainer])
        #expect(diagnostics.refusals[0].message.contains("selectedIndex 3 is out of range for Tabs, which has 3 tabs"))
        #expect(diagnostics.refusals[2].message.contains("Stranger is not one of the tabs of Tabs"))
        #expect(tabs.selectedIndex == 0)
        #expect(treeSnapshot(stage.root) == before)
        #expect(stage.log.take() == [])
    }

    @Test("refused: a tab bar controller inside a tab bar controller")
    func refuseNestedTabBar() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let (tabs, children) = makeTabs(stage.log)
        stage.embed(tabs)
        _ = stage.log.take()
        let before = treeSnapshot(stage.root)
        let inner = TabBarController(title: "Inner")
        tabs.viewControllers = children + [inner]
        #expect(diagnostics.refusals.map(\.kind) == [.invalidNesting])
        #expect(diagnostics.refusals.first?.message.contains("Inner is a tab bar controller and cannot be a tab of Tabs") == true)
        #expect(treeSnapshot(stage.root) == before)
        #expect(inner.parent == nil)
        #expect(stage.log.take() == [])
    }

    @Test("refused: the same controller twice, and a controller with another parent")
    func refuseDuplicateAndAdopted() {
        let stage = Stage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let (tabs, children) = makeTabs(stage.log)
        stage.embed(tabs)
        let adopted = RecordingViewController("Adopted", log: stage.log)
        stage.embed(adopted)
        _ = stage.log.take()
        let before = treeSnapshot(stage.root)
        tabs.viewControllers = [children[0], children[1], children[0]]
        tabs.setViewControllers([children[0], adopted], animated: false)
        #expect(diagnostics.refusals.map(\.kind) == [.duplicateController, .childHasAnotherParent])
        #expect(diagnostics.refusals[0].message.contains("A appears more than once"))
        #expect(diagnostics.refusals[1].message.contains("Adopted is already a child of Root"))
        #expect(treeSnapshot(stage.root) == before)
        #expect(tabs.viewControllers?.count == 3)
        #expect(stage.log.take() == [])
    }
}
