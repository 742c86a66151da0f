/// Custom transitions: a push or pop the delegate animates, as `UINavigationController` runs the
/// animator and interaction controller its delegate returns
/// (`navigationController(_:animationControllerFor:from:to:)`,
/// `navigationController(_:interactionControllerFor:)`). It is the
/// `NavigationController/TransitionPhase/customTransition(_:interaction:)` phase.
extension NavigationController {
    /// The delegate's transition for a change shown animated, prepared (not started), or `nil`
    /// when the delegate returns no animator: then the built-in slide runs. A pop begun by
    /// ``beginInteractivePop()`` brings its own animator and interaction (`customPop`).
    func customTransition(
        for shown: ShownChange, customPop: CustomPop?, endAppearance: @escaping () -> Void, finishContainment: @escaping () -> Void
    ) -> TransitionContext? {
        let plan = shown.plan
        guard shown.animated, let oldView = shown.oldView, let oldTop = plan.oldTop, let newTop = plan.newTop,
              let newView = shown.newView else { return nil }
        let operation: Operation = plan.isPop ? .pop : .push
        let chosen: (ViewControllerAnimatedTransitioning, ViewControllerInteractiveTransitioning?)?
        if let customPop {
            chosen = (customPop.animator, customPop.interactor)
        } else {
            chosen = delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop).map {
                ($0, delegate?.navigationController(self, interactionControllerFor: $0))
            }
        }
        guard let (animator, interactor) = chosen else { return nil }
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return makeCustomTransition(
            CustomChange(oldStack: plan.previousStack(from: stack), from: oldTop, to: newTop, fromView: oldView, toView: newView,
                         leaving: plan.leaving, arriving: plan.arriving, shownTop: shown.shownTop),
            animator: animator, interactor: interactor, interaction: customPop?.interactor as? PercentDrivenInteractiveTransition,
            endAppearance: endAppearance, finishContainment: finishContainment)
    }

    /// One push or pop run by the delegate's animator.
    struct CustomChange {
        let oldStack: [ViewController]
        let from: ViewController, to: ViewController
        let fromView: View, toView: View
        let leaving: [ViewController], arriving: [ViewController]
        let shownTop: ViewController?
    }

    /// Prepares a push or pop run by `animator` (driven by `interactor` when given), as UIKit's
    /// navigation controller runs a delegate's animator: the animator adds the arriving view to
    /// the content area; completed, the old view leaves and the change ends as a slide does;
    /// cancelled, the arriving view leaves, the stack is as before, the appearance callbacks are
    /// balanced (the arriving controller `viewWillDisappear`, `viewDidDisappear`, then the old
    /// top `viewWillAppear`, `viewDidAppear`), a controller that was leaving gets
    /// `didMove(toParent:)` with this navigation controller again and one that was arriving
    /// leaves (`willMove(toParent: nil)`, `didMove(toParent: nil)`).
    ///
    /// The phase is `TransitionPhase/customTransition(_:interaction:)` until the animator ends
    /// the transition; `interaction` is what the edge pan feeds, for a pop begun interactively.
    private func makeCustomTransition(
        _ change: CustomChange, animator: ViewControllerAnimatedTransitioning, interactor: ViewControllerInteractiveTransitioning?,
        interaction: PercentDrivenInteractiveTransition?, endAppearance: @escaping () -> Void, finishContainment: @escaping () -> Void
    ) -> TransitionContext {
        let bounds = contentView.bounds
        var transition: RunningTransition?
        let context = TransitionContext(
            container: contentView, from: change.from, to: change.to, fromView: change.fromView, toView: change.toView,
            frames: [(change.from, bounds, .zero), (change.to, .zero, bounds)],
            animated: true, style: .custom, animator: animator, interactor: interactor
        ) { [weak self] completed in
            if let self, self.phase.runningTransition === transition { self.phase = .idle }
            ViewController.setTransitionCoordinator(nil, on: [self, change.from, change.to])
            if completed {
                if change.fromView.superview === self?.contentView { change.fromView.removeFromSuperview() }
                change.fromView.frame = bounds
                change.toView.frame = bounds
                if change.toView.superview !== self?.contentView { self?.contentView.addSubview(change.toView) }
                endAppearance()
                if let self, let shownTop = change.shownTop { self.tellShown(shownTop, animated: true) }
                finishContainment()
            } else {
                if change.toView.superview === self?.contentView { change.toView.removeFromSuperview() }
                change.toView.frame = bounds
                if let self {
                    self.stack = change.oldStack
                    self.recordHistoryCancelledChange(from: change.from, to: change.to, oldStack: change.oldStack)
                    self.refreshNavigationBar()
                    if change.fromView.superview !== self.contentView { self.contentView.addSubview(change.fromView) }
                }
                change.fromView.frame = bounds
                let holder = self?.appearanceState ?? .disappeared
                ViewController.cancelAppearance(of: change.to, appearing: true, holder: holder)
                ViewController.cancelAppearance(of: change.from, appearing: false, holder: holder)
                guard let self else { return }
                for controller in change.leaving where controller.parent === self { controller.didMove(toParent: self) }
                for controller in change.arriving.reversed() where controller.parent === self {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
            }
        }
        transition = RunningTransition { [weak context] in context?.finishNow(cancelling: context?.isInteractive ?? false) }
        if let transition { phase = .customTransition(transition, interaction: interaction) }
        return context
    }
}
