/// A page view controller saves the page it shows by restoration identifier and turns back to
/// it without animation, as a restored `UIPageViewController` shows its page again.
extension PageViewController: RestorableContainer {
    var restorableChildren: [ViewController] { viewControllers }

    func encodeContainerState(with activity: UserActivity) {
        if let page = viewControllers.first?.restorationIdentifier {
            activity.addUserInfoEntries(from: [Self.pageKey: .string(page)])
        }
    }

    func decodeContainerState(with activity: UserActivity) {
        guard let page = activity.userInfo?[Self.pageKey]?.stringValue.flatMap(activity.restoredChild(withIdentifier:)),
              page !== viewControllers.first else { return }
        setViewControllers([page], direction: .forward, animated: false)
    }

    private static let pageKey = "PageViewController.page"
}
