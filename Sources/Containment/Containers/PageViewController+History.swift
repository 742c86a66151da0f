/// Page turns in the window's history: each page turned (a key, a swipe, a drag released on
/// the way, the app's code) is a move; going back turns back to the page that was shown,
/// through ``PageViewController/setViewControllers(_:direction:animated:completion:)`` in the
/// opposite direction. A place is the page, with the direction that turns to it as its value
/// (0 forward, 1 reverse). Pages the data source makes anew for each turn are gone once turned
/// away (the history holds them weakly): going back skips them.
extension PageViewController: ContainerHistoryRestoring {
    /// Records a turn from `from` to `to` towards `direction` (when it starts, or when a
    /// dragged turn is released to complete).
    func recordHistoryTurn(from: ViewController, to: ViewController, direction: NavigationDirection) {
        recordHistoryMove(from: HistoryState(viewControllers: [from], value: direction == .forward ? 1 : 0),
                          to: HistoryState(viewControllers: [to], value: direction == .forward ? 0 : 1))
    }

    /// Turns to the page of `state`, when it is not the one shown and can be a page here.
    public func restoreHistoryState(_ state: HistoryState, animated: Bool) -> Bool {
        guard let page = state.shownViewController, page !== currentPage, page.parent == nil || page.parent === self,
              page.ownPresentingViewController == nil, page.windowOfRoot == nil else { return false }
        setViewControllers([page], direction: state.value == 0 ? .forward : .reverse, animated: animated)
        return true
    }
}
