/// A tab bar controller saves its tabs by restoration identifier and which one is selected, and
/// restores the tabs (when they are not the ones the app made at launch) and the selection
/// without animation, as `UITabBarController` restores its selected tab.
extension TabBarController: RestorableContainer {
    var restorableChildren: [ViewController] { viewControllers ?? [] }

    func encodeContainerState(with activity: UserActivity) {
        let tabs = (viewControllers ?? []).compactMap(\.restorationIdentifier)
        var entries: [String: PropertyListValue] = [Self.tabsKey: .array(tabs.map(PropertyListValue.string))]
        if let selected = selectedViewController?.restorationIdentifier { entries[Self.selectedKey] = .string(selected) }
        activity.addUserInfoEntries(from: entries)
    }

    func decodeContainerState(with activity: UserActivity) {
        guard let identifiers = activity.userInfo?[Self.tabsKey]?.stringArrayValue else { return }
        let tabs = identifiers.compactMap(activity.restoredChild(withIdentifier:))
        // The tabs the app made at launch stay when they are the saved ones, in order; otherwise
        // the restored tabs replace them (tabs without identifiers are not saved).
        let current = viewControllers ?? []
        if tabs.isEmpty, !identifiers.isEmpty { return }
        if !tabs.elementsEqual(current.filter { $0.restorationIdentifier != nil }, by: ===) {
            setViewControllers(tabs, animated: false)
        }
        if let selected = activity.userInfo?[Self.selectedKey]?.stringValue.flatMap(activity.restoredChild(withIdentifier:)),
           selected !== selectedViewController, let index = (viewControllers ?? []).firstIndex(where: { $0 === selected }) {
            selectedIndex = index
        }
    }

    private static let tabsKey = "TabBarController.tabs"
    private static let selectedKey = "TabBarController.selected"
}
