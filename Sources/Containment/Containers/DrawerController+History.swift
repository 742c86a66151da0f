/// Drawers in the window's history: each drawer opened or closed (a click, Escape, a drag, a
/// swipe, the app's code) is a move; going back closes a drawer that was opened and opens one
/// that was closed, through ``DrawerController/open(_:animated:completion:)`` and
/// ``DrawerController/close(animated:completion:)``. A place is the side open (its value: the
/// index of the side in `DrawerSide.allCases`) with the controller shown there (the drawer, or
/// the center when none is open). Closing is a move back: it takes its opening out of the back
/// list.
extension DrawerController: ContainerHistoryRestoring {
    /// Records a slide about to start towards `side`, from where the center rests or the slide
    /// running heads.
    func recordHistorySlide(to side: DrawerSide) {
        let from = slideTarget ?? openSide
        guard from != side else { return }
        recordHistoryMove(from: historyState(for: from), to: historyState(for: side), isBackward: side == .none)
    }

    private func historyState(for side: DrawerSide) -> HistoryState {
        let shown = side == .none ? centerViewController : drawerController(for: side) ?? centerViewController
        return HistoryState(viewControllers: [shown], value: DrawerSide.allCases.firstIndex(of: side) ?? 0)
    }

    /// Opens the drawer of `state` or closes the open one.
    public func restoreHistoryState(_ state: HistoryState, animated: Bool) -> Bool {
        guard DrawerSide.allCases.indices.contains(state.value), !isLeftDrawerDocked else { return false }
        let side = DrawerSide.allCases[state.value]
        guard side != slideTarget ?? openSide else { return false }
        if side == .none {
            close(animated: animated)
        } else {
            guard drawerController(for: side)?.parent === self else { return false }
            open(side, animated: animated)
        }
        return true
    }
}
