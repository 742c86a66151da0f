/// A navigation controller saves its stack by the restoration identifiers of its controllers,
/// bottom to top, and restores it with `setViewControllers(_:animated:)` without animation, as
/// `UINavigationController` restores its `viewControllers`. Controllers without an identifier
/// are left out of the saved stack; a saved stack none of whose controllers came back keeps the
/// current one.
extension NavigationController: RestorableContainer {
    var restorableChildren: [ViewController] { viewControllers }

    func encodeContainerState(with activity: UserActivity) {
        let stack = viewControllers.compactMap(\.restorationIdentifier)
        activity.addUserInfoEntries(from: [Self.stackKey: .array(stack.map(PropertyListValue.string))])
    }

    func decodeContainerState(with activity: UserActivity) {
        guard let identifiers = activity.userInfo?[Self.stackKey]?.stringArrayValue else { return }
        let stack = identifiers.compactMap(activity.restoredChild(withIdentifier:))
        // A saved stack none of whose controllers came back keeps the launch stack; one saved
        // empty is restored empty, as `setViewControllers([])` left it.
        if stack.isEmpty, !identifiers.isEmpty { return }
        guard !stack.elementsEqual(viewControllers, by: ===) else { return }
        setViewControllers(stack, animated: false)
    }

    private static let stackKey = "NavigationController.stack"
}
