import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

@MainActor
@Suite("SplitViewController columns")
struct TripleColumnTests {
    @Test("wide: three columns tiled, each controller wrapped in a navigation controller, sidebar 280 pt")
    func wideThreeColumns() throws {
        let stage = TripleStage(width: 1280)
        let split = stage.split
        #expect(split.style == .tripleColumn)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(split.splitBehavior == .tile)
        #expect(split.viewController(for: .primary) === stage.sidebar)
        #expect(split.viewController(for: .supplementary) === stage.list)
        #expect(split.viewController(for: .secondary) === stage.detail)
        let sidebarNavigation = try #require(stage.sidebar.navigationController)
        #expect(sidebarNavigation.parent === split)
        #expect(split.viewControllers.count == 3)
        #expect(stage.shownColumns == ["Sidebar", "List", "Detail"])
        #expect(sidebarNavigation.view.frame == Rect(x: 0, y: 0, width: 280, height: 800))
        #expect(stage.list.navigationController?.view.frame == Rect(x: 280, y: 0, width: 380, height: 800))
        #expect(stage.detail.navigationController?.view.frame == Rect(x: 660, y: 0, width: 620, height: 800))
        #expect(split.primaryColumnWidth == 280)
        #expect(split.supplementaryColumnWidth == 380)
        #expect(stage.sidebar.splitViewController === split)
    }

    @Test("medium: the automatic mode shows one sidebar; widening shows the other, with willShow")
    func mediumTwoColumns() {
        let stage = TripleStage(width: 1000)
        #expect(stage.split.displayMode == .oneBesideSecondary)
        #expect(stage.shownColumns == ["List", "Detail"])
        #expect(stage.list.navigationController?.view.frame == Rect(x: 0, y: 0, width: 300, height: 800))
        _ = stage.log.take()
        stage.resize(to: 1280)
        let log = stage.log.take()
        #expect(Array(log.prefix(2)) == ["delegate willChangeTo twoBesideSecondary", "delegate willShow primary"])
        #expect(log.contains("Sidebar viewWillAppear animated=true"))
        #expect(log.contains("Sidebar viewDidAppear animated=true"))
        #expect(stage.shownColumns == ["Sidebar", "List", "Detail"])
        // Back and forth just past the edge: the hysteresis keeps both sidebars.
        stage.resize(to: 1020)
        #expect(stage.split.displayMode == .twoBesideSecondary)
        #expect(!stage.log.take().contains { $0.hasPrefix("delegate") })
        stage.resize(to: 900)
        #expect(stage.split.displayMode == .oneBesideSecondary)
        #expect(Array(stage.log.take().prefix(2)) == ["delegate willChangeTo oneBesideSecondary", "delegate willHide primary"])
    }

    @Test("every display mode with every split behavior resolves as UIKit allows")
    func displayModesAndBehaviors() {
        typealias Mode = SplitViewController.DisplayMode
        let expected: [SplitViewController.SplitBehavior: [Mode: Mode]] = [
            .tile: [.secondaryOnly: .secondaryOnly, .oneBesideSecondary: .oneBesideSecondary, .oneOverSecondary: .oneBesideSecondary,
                    .twoBesideSecondary: .twoBesideSecondary, .twoOverSecondary: .twoBesideSecondary, .twoDisplaceSecondary: .twoBesideSecondary,
                    .automatic: .twoBesideSecondary],
            .overlay: [.secondaryOnly: .secondaryOnly, .oneBesideSecondary: .oneOverSecondary, .oneOverSecondary: .oneOverSecondary,
                       .twoBesideSecondary: .twoOverSecondary, .twoOverSecondary: .twoOverSecondary, .twoDisplaceSecondary: .twoOverSecondary,
                       .automatic: .twoOverSecondary],
            .displace: [.secondaryOnly: .secondaryOnly, .oneBesideSecondary: .oneBesideSecondary, .oneOverSecondary: .oneBesideSecondary,
                        .twoBesideSecondary: .twoDisplaceSecondary, .twoOverSecondary: .twoDisplaceSecondary,
                        .twoDisplaceSecondary: .twoDisplaceSecondary, .automatic: .twoDisplaceSecondary],
            .automatic: [.secondaryOnly: .secondaryOnly, .oneBesideSecondary: .oneBesideSecondary, .oneOverSecondary: .oneOverSecondary,
                         .twoBesideSecondary: .twoBesideSecondary, .twoOverSecondary: .twoOverSecondary,
                         .twoDisplaceSecondary: .twoDisplaceSecondary, .automatic: .twoBesideSecondary],
        ]
        let stage = TripleStage(width: 1280)
        let split = stage.split
        for (behavior, modes) in expected {
            for (preferred, resolved) in modes {
                split.preferredSplitBehavior = behavior
                split.preferredDisplayMode = preferred
                stage.clock.advance(by: 1)
                stage.window.layoutIfNeeded()
                #expect(split.displayMode == resolved, "\(behavior) + \(preferred)")
                #expect(split.splitBehavior != .automatic)
                let frames = SplitViewLayout.columnFrames(
                    in: split.view.bounds, style: .tripleColumn, displayMode: resolved, primaryWidth: 280, supplementaryWidth: 380)
                let visible = SplitViewLayout.visibleColumns(for: resolved, style: .tripleColumn)
                for (column, controller) in [(SplitViewController.Column.primary, stage.sidebar), (.supplementary, stage.list), (.secondary, stage.detail)] {
                    let navigationView = controller.navigationController?.view
                    #expect((navigationView?.superview === split.view) == visible.contains(column), "\(column) in \(resolved)")
                    if visible.contains(column) { #expect(navigationView?.frame == frames[column], "\(column) in \(resolved)") }
                }
                #expect(stage.sidebar.appearanceState == (visible.contains(.primary) ? .appeared : .disappeared))
                #expect(stage.list.appearanceState == (visible.contains(.supplementary) ? .appeared : .disappeared))
            }
        }
        // Over and displace put the sidebars above the secondary; displace pushes it aside.
        split.preferredSplitBehavior = .displace
        split.preferredDisplayMode = .twoDisplaceSecondary
        stage.clock.advance(by: 1)
        #expect(stage.detail.navigationController?.view.frame == Rect(x: 660, y: 0, width: 900, height: 800))
        #expect(split.view.subviews.last === stage.sidebar.navigationController?.view)
        split.preferredSplitBehavior = .overlay
        split.preferredDisplayMode = .oneOverSecondary
        stage.clock.advance(by: 1)
        #expect(stage.detail.navigationController?.view.frame == Rect(x: 0, y: 0, width: 1280, height: 800))
        #expect(split.view.subviews.last === stage.list.navigationController?.view)
    }

    @Test("a double column allows no second sidebar")
    func doubleColumnModes() {
        let stage = TripleStage(width: 1024, style: .doubleColumn)
        let split = stage.split
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(stage.shownColumns == ["Sidebar", "Detail"])
        #expect(stage.sidebar.navigationController?.view.frame == Rect(x: 0, y: 0, width: 256, height: 800))
        split.preferredDisplayMode = .twoOverSecondary
        #expect(split.displayMode == .oneOverSecondary)
        split.preferredDisplayMode = .secondaryOnly
        stage.clock.advance(by: 1)
        #expect(stage.shownColumns == ["Detail"])
        split.setViewController(RecordingViewController("Extra", log: stage.log), for: .supplementary)
        #expect(split.viewController(for: .supplementary) == nil, "a double column has no supplementary column")
    }

    @Test("show and hide from code change the mode with willChangeTo but no willShow or willHide; the button sends them")
    func showHideFromCode() {
        let stage = TripleStage(width: 1280)
        let split = stage.split
        _ = stage.log.take()
        split.hide(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        stage.clock.advance(by: 1)
        var log = stage.log.take()
        #expect(log.first == "delegate willChangeTo oneBesideSecondary")
        #expect(!log.contains { $0.contains("willHide") || $0.contains("willShow") })
        #expect(log.contains("Sidebar viewDidDisappear animated=true"))
        split.show(.primary)
        stage.clock.advance(by: 1)
        log = stage.log.take()
        #expect(log.first == "delegate willChangeTo twoBesideSecondary")
        #expect(!log.contains { $0.contains("willHide") || $0.contains("willShow") })
        split.hide(.supplementary)
        #expect(split.displayMode == .secondaryOnly)
        stage.clock.advance(by: 1)
        log = stage.log.take()
        #expect(!log.contains { $0.contains("willHide") || $0.contains("willShow") })
        split.show(.supplementary)
        #expect(split.displayMode == .oneBesideSecondary)
        stage.clock.advance(by: 1)
        _ = stage.log.take()

        // The display mode button is the user's: willChangeTo, then willShow.
        split.displayModeButtonItem.sendAction()
        #expect(split.displayMode == .twoBesideSecondary)
        stage.clock.advance(by: 1)
        log = stage.log.take()
        #expect(Array(log.prefix(2)) == ["delegate willChangeTo twoBesideSecondary", "delegate willShow primary"])
        split.displayModeButtonItem.sendAction()
        stage.clock.advance(by: 1)
        #expect(Array(stage.log.take().prefix(2)) == ["delegate willChangeTo oneBesideSecondary", "delegate willHide primary"])
        // A preference set by the app wins over the choices made since.
        split.preferredDisplayMode = .twoBesideSecondary
        #expect(split.displayMode == .twoBesideSecondary)
    }
}

@MainActor
@Suite("SplitViews article")
struct SplitViewsArticleTests {
    @Test("the article's three-column example builds three wrapped columns")
    func threeColumnExample() {
        let columns = SplitViewController(style: .tripleColumn)
        columns.setViewController(ViewController(title: "Mailboxes"), for: .primary)
        columns.setViewController(ViewController(title: "Inbox"), for: .supplementary)
        columns.setViewController(ViewController(title: "Message"), for: .secondary)
        columns.preferredSplitBehavior = .tile
        columns.show(.primary)
        #expect(columns.viewControllers.count == 3)
        #expect(columns.viewControllers.allSatisfy { $0 is NavigationController })
        #expect(columns.displayMode == .twoBesideSecondary)
        #expect(columns.viewController(for: .supplementary)?.navigationController?.parent === columns)
    }
}

@MainActor
@Suite("SplitViewController columns: widths, dimming and the classic button")
struct ColumnDetailsTests {
    @Test("preferred widths are clamped to their range; automaticDimension restores the defaults")
    func columnWidths() {
        let stage = TripleStage(width: 1280)
        let split = stage.split
        split.preferredPrimaryColumnWidth = 240
        split.preferredSupplementaryColumnWidth = 500
        stage.window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 240)
        #expect(split.supplementaryColumnWidth == 380, "the maximum supplementary width wins")
        #expect(stage.list.navigationController?.view.frame == Rect(x: 240, y: 0, width: 380, height: 800))
        split.maximumSupplementaryColumnWidth = 450
        split.minimumPrimaryColumnWidth = 260
        stage.window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 260)
        #expect(split.supplementaryColumnWidth == 450)
        split.preferredPrimaryColumnWidth = SplitViewController.automaticDimension
        split.minimumPrimaryColumnWidth = SplitViewController.automaticDimension
        split.maximumPrimaryColumnWidth = SplitViewController.automaticDimension
        split.preferredSupplementaryColumnWidth = SplitViewController.automaticDimension
        split.preferredSupplementaryColumnWidthFraction = 0.2
        stage.window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 280, "a quarter of 1280 clamped to the sidebar's 280")
        #expect(split.supplementaryColumnWidth == 260, "a fifth of 1280 raised to the minimum 260")
    }

    @Test("sidebars over the secondary dim it; a click there hides them as the user's move")
    func dimmedSecondary() throws {
        let stage = TripleStage(width: 1280)
        let split = stage.split
        split.preferredSplitBehavior = .overlay
        stage.clock.advance(by: 1)
        #expect(split.displayMode == .twoOverSecondary)
        let dimming = try #require(split.columnState?.dimmingView)
        let detailView = try #require(stage.detail.navigationController?.view)
        #expect(dimming.superview === split.view)
        #expect(dimming.frame == detailView.frame)
        let order = split.view.subviews.map { $0 === dimming ? "dim" : $0 === detailView ? "detail" : "sidebar" }
        #expect(order == ["detail", "dim", "sidebar", "sidebar"])
        _ = stage.log.take()
        let stageInput = PointerStage(window: stage.window, clock: stage.clock)
        stageInput.click(Point(x: 1000, y: 400))
        stage.clock.advance(by: 1)
        #expect(split.displayMode == .secondaryOnly)
        #expect(Array(stage.log.take().filter { $0.hasPrefix("delegate") }.prefix(3)) == [
            "delegate willChangeTo secondaryOnly", "delegate willHide primary", "delegate willHide supplementary",
        ])
        #expect(dimming.superview == nil)
        split.preferredSplitBehavior = .tile
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(dimming.superview == nil, "nothing covers the secondary when tiled")
    }

    @Test("the classic split view's display mode button toggles the primary")
    func classicButton() {
        let split = SplitViewController()
        split.viewControllers = [ViewController(title: "Master"), ViewController(title: "Detail")]
        let stage = TestStage(width: 1024, height: 768)
        stage.show(split)
        #expect(split.displayMode == .oneBesideSecondary)
        split.displayModeButtonItem.sendAction()
        #expect(split.displayMode == .secondaryOnly)
        split.displayModeButtonItem.sendAction()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.displayModeButtonItem === split.displayModeButtonItem)
    }
}

/// Clicks through a window's pointer input.
@MainActor
struct PointerStage {
    let window: Window
    let clock: ManualClock
    func click(_ point: Point) {
        _ = window.handlePointer(PointerEvent(.began, at: point, time: clock.now))
        _ = window.handlePointer(PointerEvent(.ended, at: point, time: clock.now + 0.05))
    }
}
