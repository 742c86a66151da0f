extension TabBarController: BarProviding {
    /// The ``tabBar``'s view shows a row of tabs, as `UITabBar`: one per child from its
    /// `tabBarItem` (its badge in brackets), the selected one highlighted; a click asks
    /// `selectFromUser(index:)`, so the delegate may refuse it. `nil` for every other view.
    public func bar(for view: View) -> BarModel? {
        guard view === tabBar.view else { return nil }
        let bar = tabBar
        return .tabs(bar.items.enumerated().map { index, item in
            var title = item.title ?? "Tab \(index + 1)"
            if let badge = item.badgeValue { title += " (\(badge))" }
            return BarModel.Item(title: title, isSelected: index == bar.selectedIndex) { [weak self] in
                self?.selectFromUser(index: index)
            }
        })
    }
}
