/// The split view's selection in the window's history: each detail shown beside the primary
/// column (`showDetailViewController(_:sender:)`, in either style) is a move; going back shows
/// the detail that was shown, through ``SplitViewController/showDetailViewController(_:sender:)``.
/// Collapsed, the detail is pushed onto the stack, which records the push itself. A place is the
/// detail controller as the app gave it; details the app makes anew for each selection are gone
/// once replaced (the history holds them weakly), so going back skips them, while going forward
/// shows again the one going back replaced.
extension SplitViewController: ContainerHistoryRestoring {
    /// The detail shown now, as the app gave it: the secondary column's controller, or a classic
    /// split view's second controller.
    private var historyDetail: ViewController? {
        if columnState != nil { return viewController(for: .secondary) }
        let controllers = viewControllers
        return controllers.count > 1 ? controllers[1] : nil
    }

    /// Records that `detail` is about to replace the detail shown beside the primary column.
    func recordHistoryDetail(showing detail: ViewController) {
        guard !isCollapsed, let old = historyDetail, old !== detail, refusalToAdopt(detail) == nil else { return }
        recordHistoryMove(from: HistoryState(viewControllers: [old]), to: HistoryState(viewControllers: [detail]))
    }

    /// Shows the detail of `state` again beside the primary column, when the split view is
    /// expanded and the detail is free to come back.
    public func restoreHistoryState(_ state: HistoryState, animated: Bool) -> Bool {
        guard !isCollapsed, let detail = state.shownViewController, detail !== historyDetail, detail.parent == nil,
              detail.ownPresentingViewController == nil, detail.windowOfRoot == nil else { return false }
        showDetailViewController(detail, sender: nil)
        return historyDetail === detail
    }
}
