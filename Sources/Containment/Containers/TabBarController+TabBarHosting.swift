/// A ``SlidingMenuController`` recognises a tab bar controller as tabs: it lists the tops of
/// its children and does not wrap it in a navigation controller.
extension TabBarController: TabBarHosting {}
