/// Changing the stack: every push, pop and replacement goes through `replaceStack(with:animated:customPop:)`
/// in the same steps, in UIKit's order (see the callback order at the top of
/// `NavigationController.swift`): end what runs, decide, begin the containment calls, then show
/// the new top (a built-in slide or the delegate's animator) and end the containment calls when
/// the change has shown. A refusal is decided by the callers before any of it, so the stack is
/// never half-changed.
extension NavigationController {
    /// A change of the stack. Push and pop name their one controller, so they cost the same at
    /// any depth; a replacement compares the two stacks by identity in linear time.
    enum StackChange {
        case push(ViewController)
        case popTop
        case replace([ViewController])
    }

    /// The pop ``beginInteractivePop()`` hands over when the delegate animates it: its animator
    /// and the interaction the edge pan drives.
    struct CustomPop {
        let animator: ViewControllerAnimatedTransitioning
        let interactor: ViewControllerInteractiveTransitioning
    }

    /// What a change of the stack does, decided from the stack before anything changes.
    struct StackPlan {
        let change: StackChange
        let oldTop: ViewController?
        let newTop: ViewController?
        /// The controllers that leave the stack (they get `willMove(toParent: nil)` now and
        /// `didMove(toParent: nil)` when the change has shown), bottom to top.
        let leaving: [ViewController]
        /// The controllers new on the stack (`addChild` now, `didMove(toParent:)` at the end).
        let arriving: [ViewController]
        /// Whether the new top was already on the stack: the change shows as a pop.
        let isPop: Bool
        /// The stack before a replacement, kept whole only for a replacement: a copy held across
        /// a push or pop would make each of them copy the whole stack (`previousStack(from:)`
        /// rebuilds it when a custom transition needs it).
        private let replacedStack: [ViewController]?

        init(_ change: StackChange, from stack: [ViewController]) {
            self.change = change
            oldTop = stack.last
            switch change {
            case .push(let controller):
                (leaving, arriving, newTop, isPop, replacedStack) = ([], [controller], controller, false, nil)
            case .popTop:
                leaving = oldTop.map { [$0] } ?? []
                arriving = []
                newTop = stack.count > 1 ? stack[stack.count - 2] : nil
                isPop = true
                replacedStack = nil
            case .replace(let newStack):
                let oldIDs = Set(stack.map(ObjectIdentifier.init))
                let newIDs = Set(newStack.map(ObjectIdentifier.init))
                leaving = stack.filter { !newIDs.contains(ObjectIdentifier($0)) }
                arriving = newStack.filter { !oldIDs.contains(ObjectIdentifier($0)) }
                newTop = newStack.last
                isPop = newTop.map { oldIDs.contains(ObjectIdentifier($0)) } ?? true
                replacedStack = stack
            }
        }

        /// Makes the change on `stack` (the stack it was planned from).
        func apply(to stack: inout [ViewController]) {
            switch change {
            case .push(let controller): stack.append(controller)
            case .popTop: _ = stack.popLast()
            case .replace(let newStack): stack = newStack
            }
        }

        /// The stack as it was before the change, from `stack` as the change left it: where a
        /// cancelled custom transition goes back to.
        func previousStack(from stack: [ViewController]) -> [ViewController] {
            switch change {
            case .push: Array(stack.dropLast())
            case .popTop: stack + (oldTop.map { [$0] } ?? [])
            case .replace: replacedStack ?? []
            }
        }
    }

    /// A change of top as it shows on screen: its views, where they end, and whom the delegate
    /// hears of.
    struct ShownChange {
        let plan: StackPlan
        /// The old top's view, when it is in the content area.
        let oldView: View?
        let newView: View?
        /// The content area's bounds when the change began: where the new view ends.
        let bounds: Rect
        /// Whether it animates: asked to, with an old view to slide away.
        let animated: Bool
        /// The new top the delegate hears of (`willShow`, then `didShow`): only on screen.
        let shownTop: ViewController?
    }

    /// Every stack change goes through here: containment calls, appearance, views, slide.
    func replaceStack(with change: StackChange, animated: Bool, customPop: CustomPop? = nil) {
        finishRunningTransitionNow()
        let plan = StackPlan(change, from: stack)
        beginContainment(of: plan)
        let finishContainment = containmentEnd(of: plan)
        guard showsOnScreen(plan) else {
            // Nothing on screen changes, or nothing is on screen yet: the new top shows when the
            // view is laid out or appears.
            finishContainment()
            return
        }
        show(plan, animated: animated, customPop: customPop, finishContainment: finishContainment)
    }

    /// The containment calls that open a change (leaving controllers `willMove(toParent: nil)`,
    /// top first; arriving ones `addChild`), then the stack and the bar change.
    private func beginContainment(of plan: StackPlan) {
        for controller in plan.leaving.reversed() { controller.willMove(toParent: nil) }
        for controller in plan.arriving { addChild(controller) }
        plan.apply(to: &stack)
        recordHistoryStackChange(plan)
        refreshNavigationBar()
    }

    /// The containment calls that close a change once it has shown: leaving controllers
    /// `removeFromParent` (`didMove(toParent: nil)`), arriving ones still here `didMove(toParent:)`.
    private func containmentEnd(of plan: StackPlan) -> () -> Void {
        { [weak self] in
            for controller in plan.leaving.reversed() { controller.removeFromParent() }
            guard let self else { return }
            for controller in plan.arriving where controller.parent === self { controller.didMove(toParent: self) }
        }
    }

    /// Whether the change shows: the view is loaded, the top changes, and the old top is on
    /// screen or the navigation controller is appearing.
    private func showsOnScreen(_ plan: StackPlan) -> Bool {
        guard isViewLoaded, plan.oldTop !== plan.newTop else { return false }
        return installedView(of: plan.oldTop) != nil || appearanceState.isAppearingOrAppeared
    }

    /// Shows a change of top: the animator is chosen and the coordinator handed out before the
    /// first appearance callback (so that `viewWillAppear` can animate alongside), then the
    /// appearance begins, the delegate hears `willShow`, and the delegate's animator or the
    /// built-in slide runs.
    private func show(_ plan: StackPlan, animated: Bool, customPop: CustomPop?, finishContainment: @escaping () -> Void) {
        let oldView = installedView(of: plan.oldTop)
        plan.newTop?.loadViewIfNeeded()
        let shown = ShownChange(
            plan: plan, oldView: oldView, newView: plan.newTop?.view, bounds: contentView.bounds,
            animated: animated && oldView != nil,
            // The delegate hears of changes shown on screen, once their appearance has begun.
            shownTop: appearanceState == .appeared ? plan.newTop : nil)
        var endAppearance: () -> Void = {}
        let custom = customTransition(for: shown, customPop: customPop, endAppearance: { endAppearance() }, finishContainment: finishContainment)
        let slideCoordinator = custom == nil && shown.animated && shown.newView != nil
            ? TransitionCoordinator(duration: Self.transitionDuration, container: contentView, from: plan.oldTop, to: plan.newTop) : nil
        if let coordinator = custom?.coordinator ?? slideCoordinator {
            ViewController.setTransitionCoordinator(coordinator, on: [self, plan.oldTop, plan.newTop])
        }
        endAppearance = beginAppearanceSwap(from: plan.oldTop, to: plan.newTop, animated: shown.animated)
        if let shownTop = shown.shownTop { delegate?.navigationController(self, willShow: shownTop, animated: shown.animated) }
        if let custom {
            custom.start()
            return
        }
        slide(shown, coordinator: slideCoordinator, endAppearance: endAppearance, finishContainment: finishContainment)
    }

    /// The built-in slide of a change: the new view comes in from the trailing edge over the old
    /// one (a push) or is uncovered under it (a pop); without animation it just takes the old
    /// one's place. When it ends the old view leaves, the coordinator's completions run, the
    /// appearance ends, the delegate hears `didShow` and the containment calls close.
    private func slide(
        _ shown: ShownChange, coordinator: TransitionCoordinator?, endAppearance: @escaping () -> Void,
        finishContainment: @escaping () -> Void
    ) {
        let (oldTop, newTop, isPop, bounds) = (shown.plan.oldTop, shown.plan.newTop, shown.plan.isPop, shown.bounds)
        if let newView = shown.newView {
            newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if let oldView = shown.oldView, isPop {
                contentView.insertSubview(newView, belowSubview: oldView)
            } else {
                contentView.addSubview(newView)
            }
        }
        let finish = { [weak self] in
            if let oldView = shown.oldView {
                oldView.removeFromSuperview()
                oldView.frame = bounds
            }
            if let coordinator {
                coordinator.runCompletions()
                ViewController.setTransitionCoordinator(nil, on: [self, oldTop, newTop].filter { $0?.transitionCoordinator === coordinator })
            }
            endAppearance()
            if let self, let shownTop = shown.shownTop { self.tellShown(shownTop, animated: shown.animated) }
            finishContainment()
        }
        guard shown.animated, let oldView = shown.oldView, let newView = shown.newView else {
            shown.newView?.frame = bounds
            finish()
            return
        }
        newView.frame = isPop
            ? NavigationSlide.coveredFrame(in: bounds, revealProgress: 0, mirrored: isSlideMirrored)
            : NavigationSlide.coveringFrame(in: bounds, offscreenProgress: 1, mirrored: isSlideMirrored)
        coordinator?.startAlongside()
        runSlide(duration: Self.transitionDuration, finish: finish) {
            newView.frame = bounds
            oldView.frame = isPop
                ? NavigationSlide.coveringFrame(in: bounds, offscreenProgress: 1, mirrored: isSlideMirrored)
                : NavigationSlide.coveredFrame(in: bounds, revealProgress: 0, mirrored: isSlideMirrored)
        }
    }

    /// Runs a slide (the phase becomes `sliding`); `finish` runs when it ends, or at once when a
    /// new change interrupts it.
    func runSlide(duration: Double, finish: @escaping () -> Void, animations: () -> Void) {
        let transition = RunningTransition(finish: finish)
        phase = .sliding(transition)
        View.animate(withDuration: duration, options: .curveEaseInOut, animations: animations) { [weak self] _ in
            self?.completeTransition(transition)
        }
    }

    private func completeTransition(_ transition: RunningTransition) {
        guard phase.runningTransition === transition else { return }
        phase = .idle
        transition.finish()
    }

    /// Ends the slide or custom transition in flight at once (its closing callbacks run now; the
    /// views keep sliding to where the next change puts them), and cancels an interactive pop
    /// being dragged: the phase is `idle` after.
    func finishRunningTransitionNow() {
        endInteractivePop(completes: false, animated: false)
        if let transition = phase.runningTransition {
            phase = .idle
            transition.finish()
        }
    }

    /// Records `controller` as shown and tells the delegate (`didShow`).
    func tellShown(_ controller: ViewController, animated: Bool) {
        lastShownTop = controller
        delegate?.navigationController(self, didShow: controller, animated: animated)
    }

    /// The view of `controller` if it is installed in the content area.
    func installedView(of controller: ViewController?) -> View? {
        guard let view = controller?.viewIfLoaded, view.superview === contentView else { return nil }
        return view
    }

    /// Begins the appearance callbacks of a change of top controller and returns what ends them.
    ///
    /// On screen the old top disappears and the new one appears. While the navigation controller
    /// is itself appearing, the new top's appearance ends with the navigation controller's. Off
    /// screen nothing is sent (a disappearance already in flight is ended).
    private func beginAppearanceSwap(from old: ViewController?, to new: ViewController?, animated: Bool) -> () -> Void {
        if appearanceState.isAppearingOrAppeared {
            old?.beginAppearanceTransitionIfNeeded(false, animated: animated)
            new?.beginAppearanceTransitionIfNeeded(true, animated: animated)
        }
        return { [weak self] in
            old?.endAppearanceTransitionIfInFlight()
            if self?.appearanceState == .appeared { new?.endAppearanceTransitionIfInFlight() }
        }
    }
}
