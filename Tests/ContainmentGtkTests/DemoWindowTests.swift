import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing
@testable import ContainmentDemo

/// One menu row as the window tests see it. New rows: add a line to ``all``.
struct DemoRowExpectation: Sendable, CustomStringConvertible {
    let scenario: DemoScenario
    /// The titles of the controllers that appear when the row is swapped in, each container
    /// before the child it shows.
    let chain: [String]
    /// The colour that fills the content's centre once the row shows.
    let colour: Color
    /// A child the chain's last controller adds in its `viewDidLoad` and shows (the Factory's
    /// first detail): it is not in ``chain`` (the window is titled after the container), but
    /// its moves, load and appearance are in the lines.
    var adoptedOnLoad: String? = nil

    var description: String { scenario.title }

    static let all: [DemoRowExpectation] = [
        .init(scenario: .tab, chain: ["Tab", "Tab One Navigation", "Tab One"], colour: DemoPalette.tabOne),
        .init(scenario: .red, chain: ["Red Navigation", "Red"], colour: .red),
        .init(scenario: .green, chain: ["Green Navigation", "Green"], colour: .green),
        .init(scenario: .nav, chain: ["Nav Navigation", "Nav"], colour: .white),  // NavTableController.tints[0], checked by the Nav test
        .init(scenario: .drawer, chain: ["Drawer Navigation", "Drawer", "Center"], colour: DemoPalette.drawerCenter),
        .init(scenario: .split, chain: ["Split Navigation", "Split"], colour: DemoPalette.launcher),
        .init(scenario: .pages, chain: ["Pages Navigation", "Pages", "Page 1"], colour: DemoPalette.pages[0]),
        .init(scenario: .modal, chain: ["Modal Navigation", "Modal"], colour: DemoPalette.launcher),
        .init(scenario: .factory, chain: ["Factory Navigation", "Factory"], colour: FlatPalette.asbestos, adoptedOnLoad: "Detail 1"),
        .init(scenario: .combined, chain: ["Combined", "First"], colour: DemoPalette.tabOne),
        .init(scenario: .transitions, chain: ["Transitions Navigation", "Transitions"], colour: DemoPalette.launcher),
    ]

    static func row(_ scenario: DemoScenario) -> DemoRowExpectation? {
        all.first { $0.scenario == scenario }
    }

    /// The lines `--log-lifecycle` prints for the tutorial's swap from `outgoing` to `incoming`,
    /// as UIKit orders them: the incoming row's view loads as the swap sets its frame, the moves
    /// are announced, appearance runs container before child, then `didMove` for the new child
    /// and the old one's removal. The row's navigation stack loads its top's view as it is about
    /// to appear, and a container there loads its own child's view in its `viewDidLoad`.
    static func swapLines(from outgoing: [String], to incoming: [String], loading: Bool, adopting adopted: String? = nil) -> [String] {
        guard let outgoingRow = outgoing.first, let incomingRow = incoming.first, let adopter = incoming.last else { return [] }
        let shown = incoming + (adopted.map { [$0] } ?? [])
        var lines: [String] = loading ? ["\(incomingRow) viewDidLoad"] : []
        lines += ["\(outgoingRow) willMove parent=nil", "\(incomingRow) willMove parent=Menu"]
        lines += outgoing.map { "\($0) viewWillDisappear animated=true" }
        lines.append("\(incomingRow) viewWillAppear animated=true")
        if loading { lines += incoming.dropFirst().map { "\($0) viewDidLoad" } }
        if loading, let adopted {
            lines += ["\(adopted) willMove parent=\(adopter)", "\(adopted) viewDidLoad", "\(adopted) didMove parent=\(adopter)"]
        }
        lines += shown.dropFirst().map { "\($0) viewWillAppear animated=true" }
        lines += outgoing.map { "\($0) viewDidDisappear animated=true" }
        lines += shown.map { "\($0) viewDidAppear animated=true" }
        lines += ["\(incomingRow) didMove parent=Menu", "\(outgoingRow) didMove parent=nil"]
        return lines.map { "lifecycle: \($0)" }
    }
}

extension GtkTests {
    /// The real demo window (`DemoApp`), driven by real GDK clicks, drags and window resizes.
    @Suite @MainActor struct DemoWindow {
        /// Opens the demo and swaps to `scenario` by clicking Menu and the row, as a user does.
        func open(_ scenario: DemoScenario) async throws -> DemoAppWindow {
            let demo = try await DemoAppWindow()
            if scenario != demo.catalog.visibleScenario {
                try demo.click(at: demo.menuRow(scenario))
                #expect(await demo.settle())
            } else if demo.catalog.menu.isMenuVisible {
                try demo.click(demo.mappedButton(titled: "Menu"))
                #expect(await demo.settle())
            }
            #expect(demo.catalog.visibleScenario == scenario && !demo.catalog.menu.isMenuVisible)
            _ = demo.takeLines()
            return demo
        }

        @Test(arguments: DemoRowExpectation.all)
        func clickingAMenuRowSwapsTheChild(_ row: DemoRowExpectation) async throws {
            // Start from another row (the Tab row starts on screen), with the menu hidden.
            let start = row.scenario == .tab ? DemoScenario.red : .tab
            let from = try #require(DemoRowExpectation.row(start))
            let demo = try await open(start)
            defer { demo.close() }
            let menu = demo.catalog.menu
            // Reading a row not shown yet makes it (its own set-up lines), before any click.
            let incoming = demo.catalog.rowController(for: row.scenario)
            let outgoing = demo.catalog.rowController(for: start)
            _ = demo.takeLines()
            #expect(try demo.mirroredX(of: outgoing.view) == 0)

            // The Menu button slides the content right by the exposed width.
            try demo.click(demo.mappedButton(titled: "Menu"))
            #expect(await demo.settle())
            #expect(menu.isMenuVisible)
            #expect(try demo.mirroredX(of: outgoing.view) == menu.exposedWidth)
            let before = try demo.share(of: row.colour, in: demo.contentCentre)
            #expect(demo.takeLines() == [], "sliding the content is no appearance change")

            let loading = !incoming.isViewLoaded
            try demo.click(at: demo.menuRow(row.scenario))
            #expect(menu.isSwapping, "the click started the swap")
            #expect(await demo.settle())
            #expect(demo.takeLines() == DemoRowExpectation.swapLines(from: from.chain, to: row.chain, loading: loading, adopting: row.adoptedOnLoad))
            #expect(demo.catalog.visibleScenario == row.scenario && !menu.isMenuVisible)
            #expect(menu.children.count == 1 && menu.children.first === incoming)
            #expect(try demo.mirroredX(of: incoming.view) == 0)
            #expect(demo.host.mirror.widget(for: outgoing.view) == nil, "the outgoing content's widgets are gone")
            let after = try demo.share(of: row.colour, in: demo.contentCentre)
            if row.colour != from.colour { #expect(before < 0.5, "\(row) colour before: \(before)") }
            #expect(after > 0.5, "\(row) colour at the content's centre: \(after)")
            #expect(gtk_window_get_title(cgtk_window(demo.host.gtkWindow)).map { String(cString: $0) }
                    == "\(row.chain.last ?? "") — Containment")
        }

        @Test func menuButtonSlidesTheContentByTheExposedWidthAndBack() async throws {
            let demo = try await open(.red)
            defer { demo.close() }
            let menu = demo.catalog.menu
            let content = demo.catalog.rowController(for: .red).view
            func redEdge() throws -> Double? {
                let shot = try WindowSnapshot.capture(demo.host.gtkWindow)
                return stride(from: 0.0, to: 1024, by: 1).first {
                    shot.pixel(at: Point(x: $0, y: 500))?.isClose(to: PixelColor(.red)) == true
                }
            }
            #expect(try redEdge() == 0)
            #expect(try demo.mirroredX(of: content) == 0)

            try demo.click(demo.mappedButton(titled: "Menu"))
            #expect(await demo.settle())
            #expect(try redEdge() == menu.exposedWidth)
            #expect(try demo.mirroredX(of: content) == menu.exposedWidth)
            #expect(try demo.pixel(at: Point(x: 100, y: 500))?.isClose(to: PixelColor(.red)) == false)

            try demo.click(demo.mappedButton(titled: "Menu"))
            #expect(await demo.settle())
            #expect(try redEdge() == 0)
            #expect(!menu.isMenuVisible)
        }

        @Test func navRowPushesADetailWithABackButtonThatPops() async throws {
            let demo = try await open(.nav)
            defer { demo.close() }
            #expect(DemoRowExpectation.row(.nav)?.colour == NavTableController.tints[0])
            let navigation = demo.catalog.navigation
            #expect(demo.mappedButtons(titled: "‹ Nav").isEmpty)

            try demo.click(demo.listRow(0, of: demo.catalog.navTable.tableView))
            #expect(await demo.settle())
            #expect(navigation.viewControllers.map(\.title) == ["Nav", "Detail"])
            #expect(demo.takeLines() == [
                "lifecycle: Detail willMove parent=Nav Navigation",
                "lifecycle: Detail viewDidLoad",
                "lifecycle: Nav viewWillDisappear animated=true",
                "lifecycle: Detail viewWillAppear animated=true",
                "lifecycle: Nav viewDidDisappear animated=true",
                "lifecycle: Detail viewDidAppear animated=true",
                "lifecycle: Detail didMove parent=Nav Navigation",
            ])
            let back = try demo.mappedButton(titled: "‹ Nav")
            #expect(try demo.share(of: DemoPalette.detail, in: demo.contentCentre) > 0.5)

            try demo.click(back)
            #expect(await demo.settle())
            #expect(navigation.viewControllers.map(\.title) == ["Nav"])
            #expect(demo.takeLines() == [
                "lifecycle: Detail willMove parent=nil",
                "lifecycle: Detail viewWillDisappear animated=true",
                "lifecycle: Nav viewWillAppear animated=true",
                "lifecycle: Detail viewDidDisappear animated=true",
                "lifecycle: Nav viewDidAppear animated=true",
                "lifecycle: Detail didMove parent=nil",
            ])
            #expect(demo.mappedButtons(titled: "‹ Nav").isEmpty)
            #expect(try demo.share(of: NavTableController.tints[0], in: demo.contentCentre) > 0.5)
        }

        @Test func drawerOpensOnAPanAndClosesOnATapOnTheCenter() async throws {
            let demo = try await open(.drawer)
            defer { demo.close() }
            let drawer = demo.catalog.drawer
            let inDrawer = Point(x: 140, y: 600)
            #expect(try demo.pixel(at: inDrawer)?.isClose(to: PixelColor(DemoPalette.drawerCenter)) == true)

            try demo.drag(from: Point(x: 60, y: 600), to: Point(x: 360, y: 600))
            #expect(await demo.settle())
            #expect(drawer.openSide == .left)
            #expect(drawer.leftDrawerViewController?.appearanceState == .appeared)
            #expect(try demo.pixel(at: inDrawer)?.isClose(to: PixelColor(DemoPalette.leftDrawer)) == true)
            #expect(demo.takeLines() == [
                "lifecycle: Left Drawer viewDidLoad",
                "lifecycle: Left Drawer viewWillAppear animated=true",
                "lifecycle: Left Drawer viewDidAppear animated=true",
            ])

            try demo.click(at: Point(x: 700, y: 600))
            #expect(await demo.settle())
            #expect(drawer.openSide == .none)
            #expect(try demo.pixel(at: inDrawer)?.isClose(to: PixelColor(DemoPalette.drawerCenter)) == true)
            #expect(demo.takeLines() == [
                "lifecycle: Left Drawer viewWillDisappear animated=true",
                "lifecycle: Left Drawer viewDidDisappear animated=true",
            ])
        }

        @Test func splitShowsThreeColumnsTwoAtMediumWidthsAndOneStackWhenNarrow() async throws {
            let demo = try await open(.split)
            defer { demo.close() }
            try demo.click(demo.mappedButton(titled: "Open Split View"))
            #expect(await demo.settle())
            let split = try #require(demo.catalog.menu.presentedViewController as? SplitViewController)
            #expect(split.style == .tripleColumn)
            let sidebarStack = try #require(split.viewController(for: .primary)?.navigationController)
            let detailColour = try #require(split.viewController(for: .secondary)?.view.backgroundColor)
            let sidebarColour = Color(red: 0.98, green: 0.98, blue: 0.98)
            let left = Rect(x: 20, y: 400, width: 150, height: 200)
            let middle = Rect(x: 320, y: 400, width: 150, height: 200)
            let right = Rect(x: 650, y: 400, width: 100, height: 200)
            func showsThreeColumns() throws -> Bool {
                try !split.isCollapsed && split.displayMode == .twoBesideSecondary && demo.share(of: sidebarColour, in: left) > 0.5
                    && demo.share(of: .white, in: middle) > 0.5 && demo.share(of: detailColour, in: right) > 0.5
            }
            func showsTwoColumns() throws -> Bool {
                try !split.isCollapsed && split.displayMode == .oneBesideSecondary && demo.share(of: .white, in: left) > 0.5
                    && demo.share(of: detailColour, in: Rect(x: 500, y: 400, width: 100, height: 200)) > 0.5
            }
            func showsOneStack() throws -> Bool {
                try split.isCollapsed && sidebarStack.viewControllers.map(\.title) == ["Sky", "Planets", "Mercury"]
                    && demo.share(of: detailColour, in: left) > 0.5 && demo.mappedButtons(titled: "‹ Planets").count == 1
            }
            #expect(try showsThreeColumns())

            #expect(await demo.resize(width: 900, height: 700))
            #expect(try showsTwoColumns(), "a medium width hides the sidebar")
            // 700 pt with ±24 of hysteresis: 690 stays regular, 650 folds, 710 stays compact, 760 unfolds.
            #expect(await demo.resize(width: 690, height: 700))
            #expect(try showsTwoColumns(), "690 is inside the band: still expanded")
            #expect(await demo.resize(width: 650, height: 700))
            #expect(demo.host.window.traitCollection.horizontalSizeClass == .compact)
            #expect(try showsOneStack())
            #expect(await demo.resize(width: 710, height: 700))
            #expect(try showsOneStack(), "710 is inside the band: still collapsed")
            #expect(await demo.resize(width: 1100, height: 700))
            #expect(demo.host.window.traitCollection.horizontalSizeClass == .regular)
            #expect(try showsThreeColumns())
            #expect(sidebarStack.viewControllers.map(\.title) == ["Sky"])
            #expect(split.viewController(for: .secondary)?.navigationController?.viewControllers.map(\.title) == ["Mercury"])
        }
    }
}
