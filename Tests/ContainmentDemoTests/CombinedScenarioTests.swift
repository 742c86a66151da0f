import Foundation
@_spi(Adapter) import Containment
import ContainmentTestSupport
import Testing
@testable import ContainmentDemo

/// A snapshot of a controller tree (titles, children, views, appearance, presentations), to
/// prove a refused call changed nothing.
@MainActor
private func treeSnapshot(_ controller: ViewController) -> String {
    var lines: [String] = []
    func visit(_ node: ViewController, _ depth: Int) {
        let viewState = node.viewIfLoaded.map { "view(super=\($0.superview != nil), subviews=\($0.subviews.count))" } ?? "unloaded"
        lines.append(String(repeating: "  ", count: depth)
            + "\(node.debugName) \(node.appearanceState.rawValue) parent=\(node.parent?.debugName ?? "nil") \(viewState) presented=\(node.presentedViewController?.debugName ?? "nil")")
        for child in node.children { visit(child, depth + 1) }
    }
    visit(controller, 0)
    return lines.joined(separator: "\n")
}

@MainActor @Suite struct CombinedScenarioTests {
    private func customTabs(_ stage: DemoStage) -> [CombinedCustomController] {
        (stage.catalog.combined.viewControllers ?? []).compactMap { $0 as? CombinedCustomController }
    }

    private func playlistsNavigation(_ stage: DemoStage) throws -> NavigationController {
        try #require(stage.catalog.combined.viewControllers?.last as? NavigationController)
    }

    @Test func threeCustomTabsAndANavigationTabAsListing61() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let combined = stage.catalog.combined
        #expect(stage.catalog.rowController(for: .combined) === combined, "a tab bar controller is not wrapped")
        #expect(combined.viewControllers?.map(\.title) == ["First", "Second", "Third", "Playlists Navigation"])
        #expect(combined.viewControllers?.map { $0.tabBarItem.title } == ["First", "Second", "Third", "Playlists"])
        #expect(customTabs(stage).map(\.number) == [1, 2, 3])
        #expect(customTabs(stage).allSatisfy { $0.parent === combined && $0.navigationController == nil })
        let navigation = try playlistsNavigation(stage)
        #expect(navigation.viewControllers.map(\.title) == ["Playlists"])
        let menuItems = combined.viewControllers?.map { tab in
            ((tab as? NavigationController)?.topViewController ?? tab).navigationItem.leftBarButtonItems.map(\.title)
        }
        #expect(menuItems == [["Menu"], ["Menu"], ["Menu"], ["Menu"]], "the sliding menu's button on each tab's top")
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func theCustomTabsHeaderCarriesTheMenuButton() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.combined)
        let first = try #require(customTabs(stage).first)
        #expect(first.appearanceState == .appeared)
        #expect(first.headerButtons.map(\.title) == ["Menu"])
        #expect(!stage.catalog.menu.isMenuVisible)
        first.headerButtons.first?.sendActions()
        stage.clock.advance(by: 1)
        #expect(stage.catalog.menu.isMenuVisible)
    }

    @Test func playlistsDrillDownToASong() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.combined)
        let combined = stage.catalog.combined
        #expect(combined.selectFromUser(index: 3))
        let navigation = try playlistsNavigation(stage)
        let playlists = try #require(navigation.topViewController as? DrillDownTableController)
        #expect(playlists.tableView.rowTexts().first == MusicLibrary.playlists.map(\.name))
        #expect(playlists.tableView.rowDetailTexts().first?.first == "3 songs")
        playlists.tableView.selectRowFromUser(at: IndexPath(row: 1, section: 0))
        stage.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Playlists", "Baroque"])
        let songs = try #require(navigation.topViewController as? DrillDownTableController)
        #expect(songs.tableView.rowTexts().first == MusicLibrary.playlists[1].songs.map(\.title))
        songs.tableView.selectRowFromUser(at: IndexPath(row: 0, section: 0))
        stage.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Playlists", "Baroque", "Air on the G String"])
        let detail = try #require(navigation.topViewController as? SongDetailController)
        #expect(detail.labels.map(\.text) == ["Air on the G String", "J. S. Bach", "5:10"])
        #expect(detail.appearanceState == .appeared && songs.appearanceState == .disappeared)
        #expect(stage.catalog.visibleTitle == "Air on the G String")
        #expect(stage.press(KeyCommand.inputLeftArrow, .alternate))
        stage.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Playlists", "Baroque"])
        songs.showRow(99, animated: false)
        #expect(navigation.viewControllers.count == 2, "a row that does not exist pushes nothing")
    }

    @Test func aNavigationControllerIsPresentedWithTwoOnItsStackAndDismissed() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.combined)
        let second = customTabs(stage)[1]
        #expect(stage.catalog.combined.selectFromUser(index: 1))
        _ = stage.takeLines()
        second.presentButton?.sendActions()
        stage.clock.advance(by: 1)
        let presented = try #require(stage.catalog.menu.presentedViewController as? NavigationController)
        #expect(presented.viewControllers.map(\.title) == ["Presented Root", "Presented Next"])
        #expect(presented.navigationBar.backButtonItem?.title == "Presented Root")
        #expect(stage.catalog.visibleTitle == "Presented Next")
        let shown = stage.takeLines()
        #expect(shown.contains("lifecycle: Presented Next viewDidAppear animated=true"))
        #expect(!shown.contains { $0.hasPrefix("lifecycle: Presented Root view") }, "the root below is not loaded: \(shown)")
        second.presentButton?.sendActions()
        #expect(stage.catalog.menu.presentedViewController === presented, "one presentation at a time")

        presented.topViewController?.navigationItem.rightBarButtonItem?.sendAction()
        stage.clock.advance(by: 1)
        #expect(stage.catalog.menu.presentedViewController == nil)
        let dismissed = stage.takeLines()
        #expect(dismissed.contains("lifecycle: Presented Next viewWillDisappear animated=true"))
        #expect(!dismissed.contains { $0.contains("Presented Root viewWillDisappear") },
                "only the topmost controller gets viewWillDisappear, as the tutorial says")
        #expect(second.appearanceState == .appeared)
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func theNavigationTabPresentsToo() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.combined)
        #expect(stage.catalog.combined.selectFromUser(index: 3))
        let playlists = try #require(try playlistsNavigation(stage).topViewController)
        #expect(playlists.navigationItem.rightBarButtonItem?.title == "Modal")
        playlists.navigationItem.rightBarButtonItem?.sendAction()
        stage.clock.advance(by: 1)
        let presented = try #require(stage.catalog.menu.presentedViewController as? NavigationController)
        presented.navigationBar.backButtonItem?.sendAction()
        stage.clock.advance(by: 1)
        #expect(presented.viewControllers.map(\.title) == ["Presented Root"], "Back inside the presented stack")
        presented.topViewController?.navigationItem.rightBarButtonItem?.sendAction()
        stage.clock.advance(by: 1)
        #expect(stage.catalog.menu.presentedViewController == nil, "Done on the root dismisses too")
        #expect(stage.press(KeyCommand.inputEscape) == false)
    }

    @Test func aTabBarControllerInsideANavigationControllerIsRefusedOnScreen() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.combined)
        let third = customTabs(stage)[2]
        #expect(stage.catalog.combined.selectFromUser(index: 2))
        let navigation = try playlistsNavigation(stage)
        let before = treeSnapshot(stage.catalog.menu)
        #expect(third.refusalLabel?.text == nil)
        third.nestButton?.sendActions()
        stage.clock.advance(by: 1)
        let message = "Nested Tab Bar is a tab bar controller and cannot be put on the stack of Playlists Navigation: a tab bar controller cannot be inside a navigation controller"
        #expect(stage.reportedRefusals == [message])
        #expect(third.refusalLabel?.text == LineBreaking.wrapped("Refused: \(message)", width: CombinedCustomController.refusalLineWidth))
        #expect(third.refusalLabel?.text?.split(separator: "\n").count == 3)
        #expect(treeSnapshot(stage.catalog.menu) == before)
        #expect(navigation.viewControllers.map(\.title) == ["Playlists"])
    }

    @Test func longTextBreaksBetweenWords() {
        #expect(LineBreaking.wrapped("one two three four", width: 9) == "one two\nthree\nfour")
        #expect(LineBreaking.wrapped("a verylongword b", width: 4) == "a\nverylongword\nb")
        #expect(LineBreaking.wrapped("  spaced   out  ", width: 80) == "spaced out")
        #expect(LineBreaking.wrapped("", width: 10) == "")
    }

    @Test func theRefusalIsReturnedAndTheHandlerRestored() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let navigation = try playlistsNavigation(stage)
        let refusal = CombinedInterface.tryPuttingTabBarController(in: navigation)
        #expect(refusal?.kind == .invalidNesting)
        #expect(stage.reportedRefusals.count == 1, "the usual handler still hears of it")
        ViewController.hierarchyInconsistencyHandler(HierarchyInconsistency(.invalidArgument, "after"))
        #expect(stage.reportedRefusals.last == "after", "the handler is the one from before")
    }
}
