/// What a ``NavigationController`` tells its delegate about the controllers it shows, as the
/// showing part of `UINavigationControllerDelegate` (custom transition animators are not
/// offered). Both methods have empty default implementations.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// A push, pop or new stack is about to show `viewController` on top, as
    /// `navigationController(_:willShow:animated:)`. Sent once the appearance transition has
    /// begun (after the old top's `viewWillDisappear` and the new top's `viewWillAppear`), before
    /// the slide; an interactive pop sends it when the drag starts.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)

    /// `viewController` is now shown on top, as `navigationController(_:didShow:animated:)`.
    /// Sent right after its `viewDidAppear`, before the `didMove(toParent:)` that ends a push (or
    /// before a popped controller leaves its parent); an interactive pop that is cancelled does
    /// not send it.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Default: nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}

    /// Default: nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}
