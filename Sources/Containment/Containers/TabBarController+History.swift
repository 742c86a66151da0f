/// Tab switches in the window's history: each change of the selected tab (a click, a key, the
/// app's code) is a move; going back selects the tab that was selected, through
/// ``TabBarController/selectedViewController``, as the app would (the delegate is not asked,
/// as for any selection made in code). A place is the tab's controller, with its index as its
/// value.
extension TabBarController: ContainerHistoryRestoring {
    /// Records that the selection went from `old` (still one of the tabs) to the selected tab.
    func recordHistorySelection(from old: ViewController?) {
        guard let old, let oldIndex = (viewControllers ?? []).firstIndex(where: { $0 === old }), let new = selectedViewController, new !== old else { return }
        recordHistoryMove(from: HistoryState(viewControllers: [old], value: oldIndex),
                          to: HistoryState(viewControllers: [new], value: selectedIndex))
    }

    /// Selects the tab of `state`, when it is still a tab and not the selected one.
    public func restoreHistoryState(_ state: HistoryState, animated: Bool) -> Bool {
        guard let tab = state.shownViewController, tab !== selectedViewController, (viewControllers ?? []).contains(where: { $0 === tab }) else { return false }
        selectedViewController = tab
        return selectedViewController === tab
    }
}
