/// Swapping two children with an animation, as UIKit's
/// `transition(from:to:duration:options:animations:completion:)`.
extension ViewController {
    /// Replaces the view of one child with the view of another, both already children of this
    /// controller, as `transition(from:to:duration:options:animations:completion:)`.
    ///
    /// In UIKit's order: with automatic forwarding and this controller on screen,
    /// `from` gets `viewWillDisappear` and `to` gets `viewWillAppear` (animated when
    /// `duration > 0`); `to`'s view is added above `from`'s in the same superview; `animations`
    /// runs as an animation with `options` (a flip or dissolve in the options is recorded on the
    /// superview for the adapter to draw); when it ends `from`'s view is removed, `from` gets
    /// `viewDidDisappear`, `to` gets `viewDidAppear`, then `completion` runs. The containment
    /// calls (`willMove`, `didMove`, `removeFromParent`) stay the caller's job.
    ///
    /// Refused with a ``HierarchyInconsistency`` when either controller is not a child of this
    /// one, when they are the same, or when `from`'s view is not in a view hierarchy.
    public func transition(
        from fromViewController: ViewController, to toViewController: ViewController, duration: Double,
        options: AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let stranger = [fromViewController, toViewController].first { $0.parent !== self }
        if let stranger {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .transitionBetweenNonChildren,
                "transition(from: \(fromViewController.debugName), to: \(toViewController.debugName)) on \(debugName): \(stranger.debugName) is not a child of \(debugName); both must be children of the receiver"))
            return
        }
        if fromViewController === toViewController {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .transitionToSelf, "transition(from:to:) on \(debugName): from and to are the same controller, \(fromViewController.debugName)"))
            return
        }
        guard let container = fromViewController.viewIfLoaded?.superview else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .transitionFromViewNotInHierarchy,
                "transition(from: \(fromViewController.debugName), to: \(toViewController.debugName)) on \(debugName): the view of \(fromViewController.debugName) is not in a view hierarchy"))
            return
        }
        let animated = duration > 0
        let forwards = shouldAutomaticallyForwardAppearanceMethods && appearanceState.isAppearingOrAppeared
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let fromView = fromViewController.view, toView = toViewController.view
        container.insertSubview(toView, aboveSubview: fromView)
        View.transition(in: container, from: fromView, to: toView, duration: duration, options: options,
                        animations: animations ?? {}) { [weak self] finished in
            // A controller another container took while the animation ran keeps its new place
            // and its appearance there: only what is still ours is removed and finished.
            if fromView.superview === container { fromView.removeFromSuperview() }
            if forwards {
                if fromViewController.parent === self { fromViewController.endAppearanceTransitionIfInFlight() }
                if toViewController.parent === self { toViewController.endAppearanceTransitionIfInFlight() }
            }
            completion?(finished)
        }
    }
}
