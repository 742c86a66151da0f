import Foundation
@_spi(Adapter) import Containment
import ContainmentTestSupport
import Testing
@testable import ContainmentDemo

@MainActor @Suite struct CatalogTests {
    @Test func rowsAreTheTutorialsFourThenOnePerPattern() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let menu = stage.catalog.menu
        #expect(menu.menuTitles == ["Tab", "Red", "Green", "Nav", "Drawer", "Split", "Pages", "Modal", "Factory", "Combined", "Containers", "Tunnel", "Transitions"])
        #expect(menu.menuTableView.rowTexts().first == menu.menuTitles)
        #expect(stage.catalog.rowController(for: .tab) === stage.catalog.tabs)
        #expect(stage.catalog.rowController(for: .nav) === stage.catalog.navigation)
        let roots = [DemoScenario.red, .green, .drawer, .split, .pages, .modal].map {
            (stage.catalog.rowController(for: $0) as? NavigationController)?.viewControllers.first
        }
        let expected: [ViewController] = [stage.catalog.red, stage.catalog.green, stage.catalog.drawer,
                                          stage.catalog.splitLauncher, stage.catalog.pages, stage.catalog.modal]
        #expect(zip(roots, expected).allSatisfy { $0 === $1 })
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func everyControllerOnTheWayHasATitle() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        var untitled: [String] = []
        func visit(_ controller: ViewController) {
            if controller.title == nil { untitled.append(String(describing: type(of: controller))) }
            controller.children.forEach(visit)
        }
        for scenario in DemoScenario.allCases {
            stage.select(scenario)
            visit(stage.catalog.menu)
        }
        #expect(untitled.isEmpty)
    }

    @Test func theMenuStartsOpenOnTheTabRow() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        #expect(stage.catalog.visibleScenario == .tab)
        #expect(stage.catalog.menu.isMenuVisible)
        #expect(stage.catalog.tabs.view.frame.minX == 200)
        #expect(stage.catalog.visibleTitle == "Tab One")
    }

    @Test func selectingEachRowSwapsTheVisibleChild() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        for scenario in DemoScenario.allCases.dropFirst() + [.tab] {
            stage.select(scenario)
            let row = stage.catalog.rowController(for: scenario)
            #expect(stage.catalog.visibleScenario == scenario)
            #expect(stage.catalog.menu.children.count == 1 && stage.catalog.menu.children.first === row, "\(scenario)")
            #expect(row.view.superview === stage.catalog.menu.view)
            #expect(row.view.frame == stage.catalog.menu.view.bounds, "\(scenario) fills the window with the menu hidden")
            #expect(row.appearanceState == .appeared)
            #expect(!stage.catalog.menu.isMenuVisible)
        }
        #expect(stage.reportedRefusals.isEmpty)
    }

    /// The tutorial's swap order, with the navigation controller loading its top controller's
    /// view as it is about to appear, as UINavigationController does. Green's row is made the
    /// first time it is shown, so its stack adopts Green just before the swap.
    @Test func swappingRedForGreenLogsTheTutorialsSequence() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.red)
        _ = stage.takeLines()
        stage.select(.green)
        #expect(stage.takeLines() == [
            "lifecycle: Green willMove parent=Green Navigation",
            "lifecycle: Green didMove parent=Green Navigation",
            "lifecycle: Green Navigation viewDidLoad",
            "lifecycle: Red Navigation willMove parent=nil",
            "lifecycle: Green Navigation willMove parent=Menu",
            "lifecycle: Red Navigation viewWillDisappear animated=true",
            "lifecycle: Red viewWillDisappear animated=true",
            "lifecycle: Green Navigation viewWillAppear animated=true",
            "lifecycle: Green viewDidLoad",
            "lifecycle: Green viewWillAppear animated=true",
            "lifecycle: Red Navigation viewDidDisappear animated=true",
            "lifecycle: Red viewDidDisappear animated=true",
            "lifecycle: Green Navigation viewDidAppear animated=true",
            "lifecycle: Green viewDidAppear animated=true",
            "lifecycle: Green Navigation didMove parent=Menu",
            "lifecycle: Red Navigation didMove parent=nil",
        ])
    }

    @Test func everyTopControllerHasTheMenuButtonLeftmost() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let catalog = stage.catalog
        #expect(catalog.navTable.navigationItem.leftBarButtonItems.map(\.title) == ["Menu", "Left"])
        for controller in [catalog.red, catalog.green, catalog.drawer, catalog.splitLauncher, catalog.pages, catalog.modal] as [ViewController] {
            #expect(controller.navigationItem.leftBarButtonItems.map(\.title) == ["Menu"], "\(controller.debugName)")
        }
        for tab in catalog.tabs.viewControllers ?? [] {
            #expect((tab as? NavigationController)?.topViewController?.navigationItem.leftBarButtonItems.map(\.title) == ["Menu"])
        }
        #expect(catalog.pages.navigationItem.rightBarButtonItems.map(\.title) == ["Previous", "Next"])
    }

    @Test func theMenuButtonTogglesTheMenu() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.select(.red)
        let content = stage.catalog.rowController(for: .red).view
        #expect(content.frame.minX == 0)
        stage.catalog.red.navigationItem.leftBarButtonItem?.sendAction()
        stage.clock.advance(by: 1)
        #expect(content.frame.minX == 200)
        #expect(stage.press("m", .control))
        stage.clock.advance(by: 1)
        #expect(content.frame.minX == 0)
    }

    @Test(arguments: DemoScenario.allCases)
    func openingAScenarioAtStartShowsItWithTheMenuHidden(_ scenario: DemoScenario) throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        stage.catalog.open(scenario)
        stage.clock.advance(by: 2)
        stage.catalog.showScenarioContent(scenario)
        stage.clock.advance(by: 1)
        #expect(stage.catalog.visibleScenario == scenario)
        #expect(!stage.catalog.menu.isMenuVisible)
        #expect(stage.catalog.menu.menuTableView.indexPathForSelectedRow == IndexPath(row: scenario.menuIndex, section: 0))
        #expect(stage.catalog.rowController(for: scenario).view.frame.minX == 0)
        #expect((stage.catalog.menu.presentedViewController is SplitViewController) == (scenario == .split))
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func buildingTheCatalogAndItsRowsLogsEveryParentByTitle() throws {
        var lines: [String] = []
        let logger = LifecycleLogger { lines.append($0) }
        defer { logger.stop() }
        let catalog = try DemoCatalog()
        #expect(!lines.contains { $0.contains("Red") }, "rows are made when first wanted: \(lines)")
        for scenario in DemoScenario.allCases { _ = catalog.rowController(for: scenario) }
        #expect(lines.contains("lifecycle: Red willMove parent=Red Navigation"))
        #expect(lines.contains("lifecycle: Drawer willMove parent=Drawer Navigation"))
        #expect(lines.contains("lifecycle: Tab One Navigation didMove parent=Tab"))
        #expect(!lines.contains { $0.hasSuffix("parent=NavigationController") }, "\(lines)")
    }

    @Test func theTabsHaveDifferentColours() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let colours = (stage.catalog.tabs.viewControllers ?? []).compactMap {
            (($0 as? NavigationController)?.topViewController as? ColorController)?.color
        }
        #expect(colours.count == 2)
        #expect(colours.first != colours.last)
        #expect(stage.catalog.tabs.tabBar.items.map(\.title) == ["Tab One", "Tab Two"])
    }
}
