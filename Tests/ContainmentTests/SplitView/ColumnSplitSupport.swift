import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// Records a column-style split view's delegate calls, in order, into a call log.
@MainActor
final class ColumnRecordingDelegate: SplitViewControllerDelegate {
    let log: CallLog
    var topColumn: SplitViewController.Column?
    var expandingMode: SplitViewController.DisplayMode?
    init(log: CallLog) { self.log = log }

    func splitViewController(
        _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column
    ) -> SplitViewController.Column {
        log.append("delegate topColumn proposed=\(proposed)")
        return topColumn ?? proposed
    }

    func splitViewController(
        _ svc: SplitViewController, displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode {
        log.append("delegate displayModeForExpanding proposed=\(proposed)")
        return expandingMode ?? proposed
    }

    func splitViewControllerDidCollapse(_ svc: SplitViewController) { log.append("delegate didCollapse") }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { log.append("delegate didExpand") }
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) { log.append("delegate willShow \(column)") }
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) { log.append("delegate willHide \(column)") }
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
        log.append("delegate willChangeTo \(displayMode)")
    }
}

/// A triple-column split view (sidebar, list, detail) as the root of a visible window on a
/// manual clock.
@MainActor
struct TripleStage {
    let testStage: TestStage
    var clock: ManualClock { testStage.clock }
    var window: Window { testStage.window }
    let split: SplitViewController
    let log = CallLog()
    let delegate: ColumnRecordingDelegate
    let sidebar: RecordingViewController
    let list: RecordingViewController
    let detail: RecordingViewController

    init(width: Double = 1280, style: SplitViewController.Style = .tripleColumn, configure: (SplitViewController) -> Void = { _ in }) {
        testStage = TestStage(width: width, height: 800)
        split = SplitViewController(style: style)
        split.title = "Split"
        delegate = ColumnRecordingDelegate(log: log)
        split.delegate = delegate
        sidebar = RecordingViewController("Sidebar", log: log)
        list = RecordingViewController("List", log: log)
        detail = RecordingViewController("Detail", log: log)
        split.setViewController(sidebar, for: .primary)
        if style == .tripleColumn { split.setViewController(list, for: .supplementary) }
        split.setViewController(detail, for: .secondary)
        // Names for the wrapping navigation controllers, so the log says where a controller moves.
        sidebar.navigationController?.title = "SidebarNav"
        list.navigationController?.title = "ListNav"
        detail.navigationController?.title = "DetailNav"
        configure(split)
        testStage.show(split)
        testStage.window.layoutIfNeeded()
    }

    /// Resizes the window and lets every animation end.
    func resize(to width: Double) {
        window.resize(to: Size(width: width, height: 800))
        window.layoutIfNeeded()
        clock.advance(by: 1)
        window.layoutIfNeeded()
    }

    /// The names of the controllers on a navigation stack.
    func names(_ navigation: NavigationController?) -> [String] { navigation?.viewControllers.map(\.debugName) ?? ["<none>"] }

    /// The names of the columns whose views are in the split view, leading first.
    var shownColumns: [String] {
        split.view.subviews.sorted { $0.frame.minX < $1.frame.minX }.compactMap { view in
            (split.children.first { $0.viewIfLoaded === view } as? NavigationController)?.viewControllers.first?.debugName
        }
    }
}
