import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

@MainActor
@Suite("SplitViewController columns collapsing")
struct TripleColumnCollapseTests {
    @Test("narrowing folds the three columns into one stack in UIKit's order; widening separates them")
    func collapseAndExpandOrder() throws {
        let stage = TripleStage(width: 1280)
        let split = stage.split
        let primaryNavigation = try #require(stage.sidebar.navigationController)
        let listNavigation = try #require(stage.list.navigationController)
        let detailNavigation = try #require(stage.detail.navigationController)
        _ = stage.log.take()

        let button = split.displayModeButtonItem
        #expect(button.isEnabled)
        stage.resize(to: 600)
        #expect(!button.isEnabled, "no sidebar to toggle while collapsed")
        let collapsing = stage.log.take().filter { !$0.contains("viewWillTransition") && !$0.contains("traitCollectionDidChange") }
        // UIKit's order: the delegate picks the top column; the later columns leave; their
        // controllers move onto the primary's stack (its top changes); then didCollapse.
        #expect(collapsing == [
            "delegate topColumn proposed=secondary",
            "List viewWillDisappear animated=false", "List viewDidDisappear animated=false",
            "Detail viewWillDisappear animated=false", "Detail viewDidDisappear animated=false",
            "List willMove parent=nil", "List didMove parent=nil", "Detail willMove parent=nil", "Detail didMove parent=nil",
            "List willMove parent=SidebarNav", "Detail willMove parent=SidebarNav",
            "Sidebar viewWillDisappear animated=false", "Detail viewWillAppear animated=false",
            "Sidebar viewDidDisappear animated=false", "Detail viewDidAppear animated=false",
            "List didMove parent=SidebarNav", "Detail didMove parent=SidebarNav",
            "delegate didCollapse",
        ])
        #expect(split.isCollapsed)
        #expect(split.children.map { $0 === primaryNavigation } == [true])
        #expect(stage.names(primaryNavigation) == ["Sidebar", "List", "Detail"])
        #expect(listNavigation.viewControllers.isEmpty && detailNavigation.viewControllers.isEmpty)
        #expect(primaryNavigation.view.frame == Rect(x: 0, y: 0, width: 600, height: 800))
        #expect(split.viewController(for: .secondary) === stage.detail)

        stage.resize(to: 1280)
        let expanding = stage.log.take().filter { !$0.contains("viewWillTransition") && !$0.contains("traitCollectionDidChange") }
        // The delegate answers the display mode first; the stack splits back; the columns join
        // and slide in; didExpand as the change starts, the appearances end with it.
        #expect(expanding == [
            "delegate displayModeForExpanding proposed=twoBesideSecondary",
            "Detail willMove parent=nil", "List willMove parent=nil",
            "Detail viewWillDisappear animated=false", "Sidebar viewWillAppear animated=false",
            "Detail viewDidDisappear animated=false", "Sidebar viewDidAppear animated=false",
            "Detail didMove parent=nil", "List didMove parent=nil",
            "List willMove parent=ListNav", "List didMove parent=ListNav",
            "Detail willMove parent=DetailNav", "Detail didMove parent=DetailNav",
            "List viewWillAppear animated=true", "Detail viewWillAppear animated=true",
            "delegate didExpand",
            "List viewDidAppear animated=true", "Detail viewDidAppear animated=true",
        ])
        #expect(!split.isCollapsed)
        #expect(button.isEnabled)
        #expect(stage.names(primaryNavigation) == ["Sidebar"])
        #expect(stage.names(listNavigation) == ["List"])
        #expect(stage.names(detailNavigation) == ["Detail"])
        #expect(stage.shownColumns == ["Sidebar", "List", "Detail"])
        #expect(split.displayMode == .twoBesideSecondary)
    }

    @Test("what the user pushed and popped while collapsed stays with its column when the split view widens")
    func stacksIntactAfterWiden() throws {
        let stage = TripleStage(width: 1280)
        let split = stage.split
        let more = RecordingViewController("More", log: stage.log)
        stage.detail.navigationController?.pushViewController(more, animated: false)
        let primaryNavigation = try #require(stage.sidebar.navigationController)
        stage.resize(to: 600)
        #expect(stage.names(primaryNavigation) == ["Sidebar", "List", "Detail", "More"])
        let deeper = RecordingViewController("Deeper", log: stage.log)
        primaryNavigation.pushViewController(deeper, animated: false)
        stage.resize(to: 1280)
        #expect(stage.names(primaryNavigation) == ["Sidebar"])
        #expect(stage.names(stage.list.navigationController) == ["List"])
        #expect(stage.names(stage.detail.navigationController) == ["Detail", "More", "Deeper"])

        // Popped back to the list while collapsed: the detail column gets its first controller back.
        stage.resize(to: 600)
        #expect(stage.names(primaryNavigation) == ["Sidebar", "List", "Detail", "More", "Deeper"])
        primaryNavigation.popToViewController(stage.list, animated: false)
        stage.resize(to: 1280)
        #expect(stage.names(stage.detail.navigationController) == ["Detail"])
        #expect(stage.shownColumns == ["Sidebar", "List", "Detail"])
        #expect(split.viewControllers.count == 3)
        // Deeper: pushed; the stack splits back (it leaves and slides in with the detail
        // column); folded again on top; popped. Balanced all along.
        #expect(stage.log.entries.filter { $0.hasPrefix("Deeper view") && $0.contains("ppear") } == [
            "Deeper viewWillAppear animated=false", "Deeper viewDidAppear animated=false",
            "Deeper viewWillDisappear animated=false", "Deeper viewDidDisappear animated=false",
            "Deeper viewWillAppear animated=true", "Deeper viewDidAppear animated=true",
            "Deeper viewWillDisappear animated=false", "Deeper viewDidDisappear animated=false",
            "Deeper viewWillAppear animated=false", "Deeper viewDidAppear animated=false",
            "Deeper viewWillDisappear animated=false", "Deeper viewDidDisappear animated=false",
        ])
        #expect(deeper.appearanceState == .disappeared && deeper.parent == nil)
    }

    @Test("the delegate's top column leaves later columns off the stack; show and hide walk the stack")
    func topColumnAndCollapsedShow() throws {
        let stage = TripleStage(width: 1280)
        stage.delegate.topColumn = .primary
        let primaryNavigation = try #require(stage.sidebar.navigationController)
        stage.resize(to: 600)
        #expect(stage.names(primaryNavigation) == ["Sidebar"])
        #expect(stage.sidebar.appearanceState == .appeared)
        #expect(stage.detail.appearanceState == .disappeared)
        _ = stage.log.take()
        stage.split.show(.secondary)
        stage.clock.advance(by: 1)
        #expect(stage.names(primaryNavigation) == ["Sidebar", "List", "Detail"])
        #expect(stage.detail.appearanceState == .appeared)
        #expect(!stage.log.take().contains { $0.contains("willShow") })
        stage.split.hide(.secondary)
        stage.clock.advance(by: 1)
        #expect(stage.names(primaryNavigation) == ["Sidebar", "List"])
        stage.split.show(.primary)
        stage.clock.advance(by: 1)
        #expect(stage.names(primaryNavigation) == ["Sidebar"])
        // A new detail set while collapsed is pushed by show(.secondary), over the list.
        let other = RecordingViewController("Other", log: stage.log)
        stage.split.showDetailViewController(other, sender: nil)
        stage.clock.advance(by: 1)
        #expect(stage.names(primaryNavigation) == ["Sidebar", "List", "Other"])
        stage.resize(to: 1280)
        #expect(stage.names(stage.list.navigationController) == ["List"])
        #expect(stage.names(stage.split.viewController(for: .secondary)?.navigationController) == ["Other"])
        #expect(stage.shownColumns == ["Sidebar", "List", "Other"])
        #expect(stage.detail.parent == nil, "the replaced detail left")
    }

    @Test("a compact column is shown alone when collapsed; the columns come back intact")
    func compactColumn() throws {
        let stage = TripleStage(width: 1280)
        let tabs = RecordingViewController("Tabs", log: stage.log)
        stage.split.setViewController(tabs, for: .compact)
        #expect(tabs.parent != nil && tabs.navigationController?.parent == nil, "wrapped, kept aside while expanded")
        stage.resize(to: 600)
        #expect(stage.split.children.count == 1)
        #expect(stage.split.children.first === tabs.navigationController)
        #expect(tabs.appearanceState == .appeared)
        #expect(stage.detail.appearanceState == .disappeared)
        #expect(stage.names(stage.sidebar.navigationController) == ["Sidebar"])
        #expect(!stage.log.entries.contains { $0.hasPrefix("delegate topColumn") }, "not asked with a compact column")
        stage.resize(to: 1280)
        #expect(tabs.appearanceState == .disappeared)
        #expect(stage.shownColumns == ["Sidebar", "List", "Detail"])
        #expect(stage.log.entries.filter { $0.hasPrefix("Tabs view") && $0.contains("ppear") } == [
            "Tabs viewWillAppear animated=true", "Tabs viewDidAppear animated=true",
            "Tabs viewWillDisappear animated=false", "Tabs viewDidDisappear animated=false",
        ])
    }

    @Test("the delegate may pick another display mode on expanding: willChangeTo follows it")
    func expandingDisplayMode() {
        let stage = TripleStage(width: 1280)
        stage.delegate.expandingMode = .secondaryOnly
        stage.resize(to: 600)
        _ = stage.log.take()
        stage.resize(to: 1280)
        let log = stage.log.take().filter { $0.hasPrefix("delegate") }
        #expect(log == [
            "delegate displayModeForExpanding proposed=twoBesideSecondary", "delegate willChangeTo secondaryOnly", "delegate didExpand",
        ])
        #expect(stage.split.displayMode == .secondaryOnly)
        #expect(stage.shownColumns == ["Detail"])
        #expect(stage.sidebar.appearanceState == .disappeared)
    }

    @Test("a split view in a narrow window starts collapsed; misuse is refused")
    func startsCollapsedAndRefusals() throws {
        let stage = TripleStage(width: 500)
        #expect(stage.split.isCollapsed)
        #expect(stage.names(stage.sidebar.navigationController) == ["Sidebar", "List", "Detail"])
        #expect(stage.detail.appearanceState == .appeared)
        #expect(stage.sidebar.appearanceState == .disappeared)

        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        stage.split.setViewController(stage.list, for: .secondary)
        stage.split.setViewController(SplitViewController(style: .doubleColumn), for: .secondary)
        #expect(diagnostics.refusals.map(\.kind) == [.duplicateController, .invalidNesting])
        #expect(stage.split.viewController(for: .secondary) === stage.detail)
    }
}
