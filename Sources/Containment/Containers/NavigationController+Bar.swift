extension NavigationController: BarProviding {
    /// The ``navigationBar``'s view shows a navigation bar, as `UINavigationBar`: the top
    /// controller's title, a back button titled after the controller below it (a chevron
    /// pointing back, to the right in a right-to-left bar) that pops and whose long press or
    /// right-click lists the window's back list (or the stack below), and the top controller's
    /// left and right bar button items. `nil` for every other view.
    public func bar(for view: View) -> BarModel? {
        guard view === navigationBar.view else { return nil }
        let bar = navigationBar
        return .navigation(
            title: bar.title,
            backItem: bar.backButtonItem.map { item in
                let chevron = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "› " : "‹ "
                var back = BarModel.Item(title: chevron + (item.title ?? "Back"), isEnabled: item.isEnabled) { [weak item] in
                    item?.sendAction()
                }
                back.menu = backButtonMenu
                return back
            },
            leftItems: bar.leftBarButtonItems.map(BarModel.item),
            rightItems: bar.rightBarButtonItems.map(BarModel.item))
    }

    /// The ``navigationBar``: the window may show it in its title bar while this stack is at
    /// the window's top.
    public var navigationBarForWindowTitle: NavigationBar? { navigationBar }
}
