/// A sliding menu saves which row's content is shown and whether the menu is slid open, and
/// restores both at once (no slide); the shown row restores its own state as a child. A row
/// the menu wrapped in a navigation controller is saved when the app gives the wrapper a
/// restoration identifier (`viewController(at:)`).
extension SlidingMenuController: RestorableContainer {
    var restorableChildren: [ViewController] {
        viewControllerIfLoaded(at: visibleIndex).map { [$0] } ?? []
    }

    func restorationCandidate(withIdentifier identifier: String) -> ViewController? {
        for index in menuTitles.indices {
            if let row = viewController(at: index), row.restorationIdentifier == identifier { return row }
        }
        return nil
    }

    func encodeContainerState(with activity: UserActivity) {
        activity.addUserInfoEntries(from: [Self.visibleKey: .integer(visibleIndex), Self.menuKey: .bool(isMenuVisible)])
    }

    func decodeContainerState(with activity: UserActivity) {
        guard let index = activity.userInfo?[Self.visibleKey]?.intValue, menuTitles.indices.contains(index) else { return }
        let menu = activity.userInfo?[Self.menuKey]?.boolValue ?? false
        _ = view
        let duration = slideDuration
        slideDuration = 0
        defer { slideDuration = duration }
        if index != visibleIndex { replaceVisibleViewController(withViewControllerAt: index) }
        if menu != isMenuVisible { toggleMenu() }
    }

    private static let visibleKey = "SlidingMenuController.visible"
    private static let menuKey = "SlidingMenuController.menuVisible"
}
