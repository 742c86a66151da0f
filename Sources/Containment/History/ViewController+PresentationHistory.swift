/// Presentations in the window's history: a controller presented is a move of its presenter
/// (before: nothing presented; after: the presented controller); its dismissal is a move back,
/// which takes the presentation out of the back list. Alerts and action sheets are not places
/// the user went to: they are not recorded.
extension ViewController {
    /// Records that this controller (a presentation context) presents `presented`.
    func recordHistoryPresentation(of presented: ViewController) {
        guard !(presented is AlertController) else { return }
        WindowHistory.record(container: self, kind: .presentation,
                             before: HistoryState(), after: HistoryState(viewControllers: [presented], value: 1))
    }

    /// Records that this controller dismisses `presented`: a move back.
    func recordHistoryDismissal(of presented: ViewController) {
        WindowHistory.record(container: self, kind: .presentation,
                             before: HistoryState(viewControllers: [presented], value: 1), after: HistoryState(), isBackward: true)
    }

    /// Goes to a place of a presentation move: presents its controller again, or dismisses
    /// what this controller presents. Returns whether it did.
    func restorePresentation(_ state: HistoryState, animated: Bool) -> Bool {
        if let presented = state.shownViewController {
            guard ownPresentedViewController == nil, presented.ownPresentingViewController == nil,
                  presented.parent == nil, presented.windowOfRoot == nil else { return false }
            present(presented, animated: animated)
            return ownPresentedViewController === presented
        }
        guard let presented = ownPresentedViewController, !presented.isBeingPresented, !presented.isBeingDismissed else { return false }
        dismiss(animated: animated)
        return true
    }
}
