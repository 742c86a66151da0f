import Foundation
@_spi(Adapter) import Containment
import ContainmentTestSupport
import Testing
@testable import ContainmentDemo

@MainActor @Suite struct ScenarioTests {
    @Test func navRowPushesTheDetailAndAltLeftPopsIt() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.nav)
        let navigation = stage.catalog.navigation
        #expect(stage.catalog.navTable.tableView.rowTexts() == [["Detail"]])
        stage.catalog.navTable.tableView.selectRowFromUser(at: IndexPath(row: 0, section: 0))
        stage.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Nav", "Detail"])
        #expect(navigation.navigationBar.backButtonItem != nil)
        #expect(stage.catalog.visibleTitle == "Detail")
        #expect(stage.press(KeyCommand.inputLeftArrow, .alternate))
        stage.clock.advance(by: 1)
        #expect(navigation.viewControllers.map(\.title) == ["Nav"])
        #expect(!stage.press(KeyCommand.inputLeftArrow, .alternate), "nothing left to pop")
    }

    @Test func leftButtonTogglesTheTableTint() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.nav)
        let table = stage.catalog.navTable
        table.navigationItem.leftBarButtonItems.last?.sendAction()
        #expect(table.tableView.backgroundColor == NavTableController.tints[1])
        table.navigationItem.leftBarButtonItems.last?.sendAction()
        #expect(table.tableView.backgroundColor == NavTableController.tints[0])
    }

    @Test func drawerButtonsOpenEachSideAndEscapeCloses() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.drawer)
        let drawer = stage.catalog.drawer
        stage.catalog.drawerCenter.leftButton?.sendActions()
        stage.clock.advance(by: 1)
        #expect(drawer.openSide == .left)
        #expect(drawer.leftDrawerViewController?.appearanceState == .appeared)
        #expect(stage.press(KeyCommand.inputEscape))
        stage.clock.advance(by: 1)
        #expect(drawer.openSide == .none)
        stage.catalog.drawerCenter.rightButton?.sendActions()
        stage.clock.advance(by: 1)
        #expect(drawer.openSide == .right)
        #expect(drawer.rightDrawerViewController?.title == "Right Drawer")
        // Alt+Left takes back the user's last move in the window: the right drawer opening.
        #expect(stage.press(KeyCommand.inputLeftArrow, .alternate))
        stage.clock.advance(by: 1)
        #expect(drawer.openSide == .none)
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func splitRowPresentsThreeColumnsThatCollapseWhenNarrow() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.split)
        stage.catalog.splitLauncher.openButton?.sendActions()
        stage.clock.advance(by: 1)
        let split = try #require(stage.catalog.menu.presentedViewController as? SplitViewController)
        #expect(!split.isCollapsed)
        #expect(split.style == .tripleColumn)
        #expect(split.viewController(for: .primary)?.title == "Sky")
        #expect(split.viewController(for: .secondary)?.title == "Mercury")
        let sidebar = try #require(split.viewController(for: .primary) as? SkySidebarController)
        let list = try #require(split.viewController(for: .supplementary) as? PlanetListController)
        #expect(list.tableView.numberOfRows(inSection: 0) == 6)
        sidebar.tableView.selectRowFromUser(at: IndexPath(row: 2, section: 0))
        stage.clock.advance(by: 1)
        #expect(list.title == "Outer Planets")
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        list.tableView.selectRowFromUser(at: IndexPath(row: 1, section: 0))
        stage.clock.advance(by: 1)
        #expect(split.viewController(for: .secondary)?.title == "Saturn")

        stage.window.resize(to: Size(width: 500, height: 700))
        stage.clock.advance(by: 1)
        #expect(split.isCollapsed)
        #expect(sidebar.navigationController?.viewControllers.map(\.title) == ["Sky", "Outer Planets", "Saturn"])
        stage.window.resize(to: Size(width: 1024, height: 700))
        stage.clock.advance(by: 1)
        #expect(!split.isCollapsed)
        #expect(split.viewController(for: .secondary)?.title == "Saturn")

        sidebar.navigationItem.leftBarButtonItem?.sendAction()
        stage.clock.advance(by: 1)
        #expect(stage.catalog.menu.presentedViewController == nil)
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func pagesTurnByButtonsAndKeysAndStopAtTheEnds() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.pages)
        let pages = stage.catalog.pages
        #expect(pages.pages.count == 5)
        #expect(Set(pages.pages.map(\.color)).count == 5)
        #expect(pages.currentPageIndex == 0)
        pages.navigationItem.rightBarButtonItems.last?.sendAction()
        stage.clock.advance(by: 1)
        #expect(pages.currentPageIndex == 1)
        #expect(stage.press(KeyCommand.inputPageDown, .control))
        stage.clock.advance(by: 1)
        #expect(stage.press(KeyCommand.inputPageDown, .control))
        stage.clock.advance(by: 1)
        #expect(pages.currentPageIndex == 3)
        #expect(stage.catalog.visibleTitle == "Page 4")
        pages.navigationItem.rightBarButtonItems.first?.sendAction()
        stage.clock.advance(by: 1)
        #expect(pages.currentPageIndex == 2)
        for _ in 0..<3 {
            stage.press(KeyCommand.inputPageUp, .control)
            stage.clock.advance(by: 1)
        }
        #expect(pages.currentPageIndex == 0)
        #expect(stage.press(KeyCommand.inputPageUp, .control), "the page view keeps the key at its first page")
        stage.clock.advance(by: 1)
        #expect(pages.currentPageIndex == 0, "the first page has nothing before it")
    }

    @Test func ctrlPageKeysSwitchTabs() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let tabs = stage.catalog.tabs
        #expect(tabs.selectedIndex == 0)
        #expect(stage.press(KeyCommand.inputPageDown, .control))
        #expect(tabs.selectedIndex == 1)
        #expect(stage.catalog.visibleTitle == "Tab Two")
        #expect(stage.press(KeyCommand.inputPageDown, .control))
        #expect(tabs.selectedIndex == 0, "wraps around")
        #expect(stage.press(KeyCommand.inputPageUp, .control))
        #expect(tabs.selectedIndex == 1)
    }

    @Test(arguments: ModalLauncherController.Presentation.allCases)
    func modalPresentsAndDoneDismisses(_ kind: ModalLauncherController.Presentation) throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.modal)
        let index = try #require(ModalLauncherController.Presentation.allCases.firstIndex(of: kind))
        stage.catalog.modal.buttons[index].sendActions()
        stage.clock.advance(by: 1)
        let presented = try #require(stage.catalog.menu.presentedViewController)
        #expect(presented.modalPresentationStyle == kind.style)
        #expect(stage.catalog.modal.appearanceState == (kind.style == .fullScreen ? .disappeared : .appeared))
        let top: ViewController?
        switch kind {
        case .navigationFullScreen, .navigationSheet:
            let navigation = try #require(presented as? NavigationController)
            #expect(navigation.viewControllers.map(\.title) == ["Modal First", "Modal Second"])
            top = navigation.topViewController
        case .tabsFullScreen, .tabsSheet:
            let tabs = try #require(presented as? TabBarController)
            #expect(tabs.viewControllers?.count == 2)
            top = (tabs.selectedViewController as? NavigationController)?.topViewController
        }
        let menuWasVisible = stage.catalog.menu.isMenuVisible
        stage.press("m", .control)
        stage.clock.advance(by: 1)
        #expect(stage.catalog.menu.isMenuVisible == menuWasVisible, "the menu stays put under a presentation")
        top?.navigationItem.rightBarButtonItem?.sendAction()
        stage.clock.advance(by: 1)
        #expect(stage.catalog.menu.presentedViewController == nil)
        #expect(stage.catalog.modal.appearanceState == .appeared)
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func escapeDismissesAPresentation() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.modal)
        // Presented outside the window's history, Alt+Left goes to the presented stack (a
        // recorded presentation is the move it takes back first: see HistoryTests).
        stage.window.performWithoutHistory { stage.catalog.modal.present(.navigationSheet, animated: true) }
        stage.clock.advance(by: 1)
        #expect(stage.catalog.visibleTitle == "Modal Second")
        #expect(stage.press(KeyCommand.inputLeftArrow, .alternate), "Alt+Left pops the presented stack")
        stage.clock.advance(by: 1)
        #expect(stage.catalog.visibleTitle == "Modal First")
        #expect(stage.press(KeyCommand.inputEscape))
        stage.clock.advance(by: 1)
        #expect(stage.catalog.menu.presentedViewController == nil)
        #expect(!stage.press(KeyCommand.inputEscape), "nothing left to close")
    }
}

/// The demo keeps only its own keys: Ctrl+M here (Ctrl+I belongs to the app, with a window).
@MainActor @Suite struct DemoKeyTests {
    @Test func controlMTogglesTheMenuAndNothingElseDoes() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.red)
        #expect(!stage.catalog.menu.isMenuVisible)
        #expect(!stage.press("m"), "a plain M is typed, not a command")
        #expect(!stage.press("m", [.control, .alternate]))
        #expect(stage.press("m", .control))
        stage.clock.advance(by: 1)
        #expect(stage.catalog.menu.isMenuVisible)
        #expect(!stage.press("i", .control), "Ctrl+I is the app's, not the catalog's")
        #expect(!stage.press(KeyCommand.inputRightArrow), "plain arrows are no demo keys")
        #expect(stage.catalog.menu.keyCommands?.count == 1)
    }
}
