@_spi(Adapter) import Containment
import Foundation
import Testing
@testable import ContainmentDemo

@MainActor @Suite struct ContainersScenarioTests {
    @Test func theContainersRowEmbedsBothChildrenInTheirContainerViews() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        _ = stage.takeLines()
        stage.select(.containers)
        // The row is made as it is first shown (its stack adopts the parent); then the
        // tutorial's swap (Tab out, Containers in); the children are embedded while the
        // parent's view loads, just before its viewDidLoad, and appear after it.
        #expect(stage.takeLines() == [
            "Containers willMove parent=Containers Navigation",
            "Containers didMove parent=Containers Navigation",
            "Containers Navigation viewDidLoad",
            "Tab willMove parent=nil",
            "Containers Navigation willMove parent=Menu",
            "Tab viewWillDisappear animated=true",
            "Tab One Navigation viewWillDisappear animated=true",
            "Tab One viewWillDisappear animated=true",
            "Containers Navigation viewWillAppear animated=true",
            "Top Child willMove parent=Containers",
            "Top Child viewDidLoad",
            "Top Child didMove parent=Containers",
            "Bottom Child willMove parent=Containers",
            "Bottom Child viewDidLoad",
            "Bottom Child didMove parent=Containers",
            "Containers viewDidLoad",
            "Containers viewWillAppear animated=true",
            "Top Child viewWillAppear animated=true",
            "Bottom Child viewWillAppear animated=true",
            "Tab viewDidDisappear animated=true",
            "Tab One Navigation viewDidDisappear animated=true",
            "Tab One viewDidDisappear animated=true",
            "Containers Navigation viewDidAppear animated=true",
            "Containers viewDidAppear animated=true",
            "Top Child viewDidAppear animated=true",
            "Bottom Child viewDidAppear animated=true",
            "Containers Navigation didMove parent=Menu",
            "Tab didMove parent=nil",
        ].map { "lifecycle: \($0)" })
        let parent = stage.catalog.containers
        #expect(parent.title == "Containers")
        #expect(parent.children.map(\.title) == ["Top Child", "Bottom Child"])
        #expect(parent.children.allSatisfy { $0.appearanceState == .appeared })
        let containers = parent.view.subviews
        #expect(containers.count == 2)
        for (child, container) in zip(parent.children, containers) {
            #expect(child.view.superview === container)
            #expect(child.view.frame == container.bounds)
        }
        // Laid out for 800×600 in the scene file, the container views followed the parent's
        // view to the 1024×656 area under the navigation bar: 20-point margins all round.
        let bounds = parent.view.bounds
        #expect(bounds.size == Size(width: 1024, height: 656))
        let (top, bottom) = (containers[0].frame, containers[1].frame)
        #expect(top.minX == 20 && top.maxX == bounds.width - 20 && top.minY == 20)
        #expect(bottom.minX == 20 && abs(bottom.maxY - (bounds.height - 20)) < 0.001)
        #expect(bottom.minY > top.maxY, "the containers do not overlap")
        #expect(abs(top.height - bottom.height) < 0.001)
        #expect(parent.view.backgroundColor?.hexString == "#ededed")
        #expect((parent.children.first as? ColorController)?.captionLabel?.text == "Top Child: embedded in the top container view")
        #expect(stage.reportedRefusals.isEmpty)
    }

    @Test func theSceneFileMakesAFreshParentWithItsChildrenEachTime() throws {
        let storyboard = try DemoScenes.storyboard(named: "containers")
        let first = try #require(storyboard.instantiateInitialViewController())
        let second = try storyboard.instantiateViewController(withIdentifier: "containers")
        #expect(first !== second)
        #expect(first.title == "Containers" && first.storyboard === storyboard)
        #expect(storyboard.name == "scenes/containers.json")
        first.loadViewIfNeeded()
        #expect(first.children.map(\.title) == ["Top Child", "Bottom Child"])
        #expect(second.children.isEmpty, "embedded when its own view loads")
    }

    @Test func theMenuScenesKeepTheTutorialsRows() throws {
        let stage = try DemoStage()
        defer { stage.tearDown() }
        let catalog = stage.catalog
        #expect(catalog.tabs.storyboard?.name == "scenes/menu.json")
        #expect(catalog.red.color == .red && catalog.green.color == .green)
        #expect(catalog.rowController(for: .red).title == "Red Navigation")
        #expect(catalog.navigation.title == "Nav Navigation")
        #expect(catalog.navTable.segueIdentifier(forRowAt: IndexPath(row: 0, section: 0)) == "showDetail")
        let tabColours = (catalog.tabs.viewControllers ?? []).compactMap { (($0 as? NavigationController)?.topViewController as? ColorController)?.color.hexString }
        #expect(tabColours == ["#3373d9", "#f29926"])
        stage.select(.nav)
        catalog.navTable.tableView.selectRowFromUser(at: IndexPath(row: 0, section: 0))
        stage.clock.advance(by: 1)
        let detail = try #require(catalog.navigation.topViewController as? ColorController)
        #expect(detail.title == "Detail" && detail.caption == "Pushed from Nav" && detail.color.hexString == "#d9d9f2")
    }

    @Test func resourcesAreFoundFromTheEnvironmentTheExecutableOrTheCheckout() throws {
        let candidates = DemoResources.candidates(
            environment: "/opt/res", executable: URL(fileURLWithPath: "/src/app/.build/debug/containment-demo"),
            currentDirectory: URL(fileURLWithPath: "/home/u"), sourceFile: URL(fileURLWithPath: "/src/app/Sources/ContainmentDemo/Storyboards/DemoResources.swift"))
        #expect(candidates.map(\.path) == [
            "/opt/res", "/src/app/.build/debug/Resources", "/src/app/.build/Resources", "/src/app/Resources", "/src/Resources",
            "/Resources", "/home/u/Resources", "/home/Resources",
        ])
        let found = try DemoResources.directory()
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("scenes/SCHEMA.md").path))
    }
}
