/// UIKit's default collapse behaviour: a navigation controller as a split view's primary takes
/// the secondary onto its stack when the split view collapses and gives it back when it separates.
extension NavigationController: SplitViewCollapsing {
    /// Pushes the split view's secondary without animation, as UIKit does when a split view
    /// collapses onto a navigation controller. A secondary that cannot go on a stack (a
    /// navigation or tab bar controller) is not pushed: the split view keeps it aside and shows
    /// it again when it separates, so a resize never trips a refusal.
    public func collapseSecondaryViewController(_ secondaryViewController: ViewController, for splitViewController: SplitViewController) {
        if secondaryViewController is NavigationController || secondaryViewController is TabBarController { return }
        pushViewController(secondaryViewController, animated: false)
    }

    /// Pops the top controller without animation and returns it, fully removed, when the stack
    /// holds more than its root; `nil` otherwise.
    public func separateSecondaryViewController(for splitViewController: SplitViewController) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        return popViewController(animated: false)
    }
}
