@_spi(Adapter) import Containment

extension BarModel {
    /// The bar models of the standard containers: a `NavigationController`'s
    /// `NavigationBar` (title, back button, left and right items) and a
    /// `TabBarController`'s `TabBar` (one toggle per tab; a click
    /// calls `TabBarController.selectFromUser(index:)`). `nil` for other views.
    ///
    /// ``GtkHost`` uses this as its mirror's ``ViewMirror/barProvider``.
    @MainActor
    public static func standard(for view: View) -> BarModel? {
        guard let owner = view.superview?.owningViewController else { return nil }
        if let navigation = owner as? NavigationController, navigation.navigationBar.view === view {
            let bar = navigation.navigationBar
            return .navigation(
                title: bar.title,
                backItem: bar.backButtonItem.map { item in
                    // The chevron points back: to the left, or to the right in a mirrored bar.
                    let chevron = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "› " : "‹ "
                    return Item(title: chevron + (item.title ?? "Back"), isEnabled: item.isEnabled) { [weak item] in item?.sendAction() }
                },
                leftItems: bar.leftBarButtonItems.map(BarModel.item),
                rightItems: bar.rightBarButtonItems.map(BarModel.item))
        }
        if let tabs = owner as? TabBarController, tabs.tabBar.view === view {
            let bar = tabs.tabBar
            return .tabs(bar.items.enumerated().map { index, item in
                var title = item.title ?? "Tab \(index + 1)"
                if let badge = item.badgeValue { title += " (\(badge))" }
                return Item(title: title, isSelected: index == bar.selectedIndex) { [weak tabs] in
                    tabs?.selectFromUser(index: index)
                }
            })
        }
        return nil
    }
}
