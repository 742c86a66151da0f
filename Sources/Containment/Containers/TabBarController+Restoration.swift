/// A tab bar controller saves its tabs by restoration identifier and which one is selected, and
/// restores the selection (and the tabs, when the app did not make them again at launch)
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
        // Tabs the app made at launch stay, with any it has without identifiers; only a tab bar
        // left without all of the saved tabs takes the restored ones.
        let current = Set((viewControllers ?? []).map(ObjectIdentifier.init))
        if !tabs.isEmpty, !tabs.allSatisfy({ current.contains(ObjectIdentifier($0)) }) {
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
