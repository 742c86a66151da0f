/// What a ``NavigationController`` tells its delegate about the controllers it shows, as the
/// showing part of `UINavigationControllerDelegate` (custom transition animators are not
/// offered). Both methods have empty default implementations.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// A push, pop or new stack is about to show `viewController` on top, as
    /// `navigationController(_:willShow:animated:)`. Sent once the appearance transition has
    /// begun (after the old top's `viewWillDisappear` and the new top's `viewWillAppear`), before
    /// the slide; an interactive pop sends it when the drag starts. The navigation controller's
    /// own appearance sends it too (not animated, after the top's `viewWillAppear`) when the top
    /// was not shown before: its root on first display, or a top a change made off screen.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)

    /// `viewController` is now shown on top, as `navigationController(_:didShow:animated:)`.
    /// Sent right after its `viewDidAppear`, before the `didMove(toParent:)` that ends a push (or
    /// before a popped controller leaves its parent); an interactive pop that is cancelled does
    /// not send it, nor does an appearance of the navigation controller that turns around
    /// before it ends.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)

    /// The animator of an animated push or pop from `fromVC` to `toVC` on screen, as
    /// `navigationController(_:animationControllerFor:from:to:)`; `nil` keeps the built-in
    /// slide. Asked after the appearance callbacks and `willShow` began, also for the edge
    /// pan's interactive pop (which then drives the animator through a
    /// ``PercentDrivenInteractiveTransition``).
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning?

    /// The interaction that drives `animationController`, as
    /// `navigationController(_:interactionControllerFor:)`; `nil` runs it on its own.
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
}

extension NavigationControllerDelegate {
    /// Default: nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}

    /// Default: nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}

    /// Default: the built-in slide.
    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }

    /// Default: not interactive.
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
}
