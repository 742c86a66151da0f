/// The interactive pop: the edge pan (and a touchpad swipe, and the app) drags the top controller
/// off while the one below slides in, as `UINavigationController`'s
/// `interactivePopGestureRecognizer` does. It is the `NavigationController/TransitionPhase/interactivePop(_:)`
/// phase while dragged (or a custom transition with an interaction, when the delegate animates
/// the pop); released, it slides the rest of the way or springs back.
extension NavigationController {
    /// The built-in interactive pop being dragged: the two controllers, whether they get
    /// appearance callbacks, and the coordinator handed out while it runs.
    final class InteractivePop {
        let popped: ViewController
        let revealed: ViewController
        let sendsAppearance: Bool
        /// Handed out by the controllers while the pop runs; its alongside animations follow
        /// the drag.
        let coordinator: TransitionCoordinator
        let interaction: TransitionCoordinator.BuiltInInteraction
        init(popped: ViewController, revealed: ViewController, sendsAppearance: Bool, coordinator: TransitionCoordinator,
             interaction: TransitionCoordinator.BuiltInInteraction) {
            self.popped = popped
            self.revealed = revealed
            self.sendsAppearance = sendsAppearance
            self.coordinator = coordinator
            self.interaction = interaction
        }

        /// Tells the adapter whether the drag places the two pages (`View.followsDrag`): from
        /// the start of the pop to its release.
        @MainActor
        func placesPagesByDrag(_ dragged: Bool) {
            popped.viewIfLoaded?.followsDrag = dragged
            revealed.viewIfLoaded?.followsDrag = dragged
        }

        /// The pop has ended: the coordinator's completions run and it is no longer handed out.
        @MainActor
        func endCoordination(in navigationController: NavigationController?) {
            coordinator.runCompletions()
            ViewController.setTransitionCoordinator(
                nil, on: [navigationController, popped, revealed].filter { $0?.transitionCoordinator === coordinator })
        }
    }

    /// Whether an interactive pop is being driven now (between ``beginInteractivePop()`` and
    /// ``finishInteractivePop()`` or ``cancelInteractivePop()``).
    public var isInteractivelyPopping: Bool { phase.interactivePop != nil || phase.customPopInteraction != nil }

    /// Starts popping the top controller under the control of a gesture, as the start of UIKit's
    /// edge swipe: the controller below slides in behind it, the top gets
    /// `viewWillDisappear(true)` and the one below `viewWillAppear(true)`. The stack does not
    /// change until ``finishInteractivePop()``. Returns `false` (and does nothing) when there is
    /// nothing to pop or a pop is already being driven.
    @discardableResult
    public func beginInteractivePop() -> Bool {
        guard !isInteractivelyPopping, stack.count > 1, isViewLoaded, !appearanceState.isInFlight else { return false }
        finishRunningTransitionNow()
        // A custom transition cancelled just now may have given the stack back its old length.
        guard stack.count > 1 else { return false }
        let popped = stack[stack.count - 1], revealed = stack[stack.count - 2]
        guard let poppedView = installedView(of: popped) else { return false }
        if appearanceState == .appeared,
           let animator = delegate?.navigationController(self, animationControllerFor: .pop, from: popped, to: revealed) {
            // The delegate animates the pop: the edge pan drives it through a percent-driven
            // interaction, the delegate's or one of ours.
            let interactor = delegate?.navigationController(self, interactionControllerFor: animator) ?? PercentDrivenInteractiveTransition()
            popTransition.distance = popDistance
            popTransition.begin()
            replaceStack(with: .popTop, animated: true, customPop: CustomPop(animator: animator, interactor: interactor))
            return true
        }
        let sendsAppearance = appearanceState == .appeared
        revealed.loadViewIfNeeded()
        let coordinator = TransitionCoordinator(duration: Self.transitionDuration, container: contentView, from: popped, to: revealed)
        let interaction = TransitionCoordinator.BuiltInInteraction(duration: Self.transitionDuration)
        coordinator.builtInInteraction = interaction
        ViewController.setTransitionCoordinator(coordinator, on: [self, popped, revealed])
        if sendsAppearance {
            popped.beginAppearanceTransitionIfNeeded(false, animated: true)
            revealed.beginAppearanceTransitionIfNeeded(true, animated: true)
        }
        let revealedView = revealed.view
        revealedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        revealedView.frame = NavigationSlide.coveredFrame(in: contentView.bounds, revealProgress: 0, mirrored: isSlideMirrored)
        contentView.insertSubview(revealedView, belowSubview: poppedView)
        phase = .interactivePop(InteractivePop(popped: popped, revealed: revealed, sendsAppearance: sendsAppearance,
                                               coordinator: coordinator, interaction: interaction))
        coordinator.startAlongside()
        popTransition.distance = popDistance
        popTransition.begin()
        if sendsAppearance { delegate?.navigationController(self, willShow: revealed, animated: true) }
        return true
    }

    /// Moves the interactive pop to `progress` (0 where it started, 1 fully popped; clamped),
    /// as `UIPercentDrivenInteractiveTransition.update(_:)`.
    public func updateInteractivePop(progress: Double) {
        popTransition.update(progress: progress)
    }

    /// Completes the interactive pop: the top controller is popped (`willMove(toParent: nil)`),
    /// slides the rest of the way, then gets `viewDidDisappear(true)`, the one below
    /// `viewDidAppear(true)`, and the popped one `didMove(toParent: nil)`.
    public func finishInteractivePop() {
        popTransition.complete()
    }

    /// Abandons the interactive pop: the top controller slides back and the stack stays as it
    /// was. When the slide ends the callbacks are balanced UIKit's way: the controller below gets
    /// `viewWillDisappear(true)` and `viewDidDisappear(true)`, the top `viewWillAppear(true)` and
    /// `viewDidAppear(true)`. No `willMove`/`didMove` is sent.
    public func cancelInteractivePop() {
        popTransition.cancel()
    }

    /// The points of the edge pan that pop all the way: the content's width.
    var popDistance: Double { max(contentView.bounds.width, 1) }

    /// Places the two views of the interactive pop for `progress`.
    func placeInteractivePop(at progress: Double) {
        guard let pop = phase.interactivePop else { return }
        let bounds = contentView.bounds
        pop.popped.view.frame = NavigationSlide.coveringFrame(in: bounds, offscreenProgress: progress, mirrored: isSlideMirrored)
        pop.revealed.view.frame = NavigationSlide.coveredFrame(in: bounds, revealProgress: progress, mirrored: isSlideMirrored)
        pop.interaction.percentComplete = progress
        pop.interaction.scrub.pause(at: progress)
        if let window = contentView.window { window.animator.apply(pop.interaction.scrub, at: window.clock.now) }
    }

    /// Ends the interactive pop: from the transition's end hook (a release, or the public finish
    /// and cancel), or at once when another change needs the stack. Ending the transition here is
    /// a no-op when it already ended, so the pop ends once.
    func endInteractivePop(completes: Bool, animated: Bool) {
        guard let pop = phase.interactivePop else { return }
        phase = .idle
        popTransition.cancel()
        pop.interaction.isInteractive = false
        pop.interaction.isCancelled = !completes
        pop.coordinator.interactionDidChange()
        if let window = contentView.window {
            pop.interaction.scrub.play(at: window.clock.now, reversed: !completes, speed: 1)
            window.animator.clock?.updateActivity()
        }
        if completes {
            completeInteractivePop(pop)
        } else {
            springBackInteractivePop(pop, animated: animated)
        }
    }

    func completeInteractivePop(_ pop: InteractivePop) {
        let popped = pop.popped, revealed = pop.revealed
        stack.removeAll { $0 === popped }
        recordHistoryPop(of: popped, revealing: revealed)
        refreshNavigationBar()
        popped.willMove(toParent: nil)
        let bounds = contentView.bounds
        let poppedView = popped.view, revealedView = revealed.view
        let finish = { [weak self] in
            pop.endCoordination(in: self)
            poppedView.removeFromSuperview()
            poppedView.frame = bounds
            if pop.sendsAppearance {
                popped.endAppearanceTransitionIfInFlight()
                if self?.appearanceState == .appeared { revealed.endAppearanceTransitionIfInFlight() }
                if let self { self.tellShown(revealed, animated: true) }
            }
            popped.removeFromParent()
        }
        let duration = NavigationSlide.remainingDuration(Self.transitionDuration, remaining: 1 - popTransition.progress)
        runSlide(duration: duration, finish: finish) {
            poppedView.frame = NavigationSlide.coveringFrame(in: bounds, offscreenProgress: 1, mirrored: isSlideMirrored)
            revealedView.frame = bounds
        }
    }

    func springBackInteractivePop(_ pop: InteractivePop, animated: Bool) {
        let popped = pop.popped, revealed = pop.revealed
        let bounds = contentView.bounds
        let poppedView = popped.view, revealedView = revealed.view
        let finish = { [weak self] in
            pop.endCoordination(in: self)
            revealedView.removeFromSuperview()
            revealedView.frame = bounds
            guard pop.sendsAppearance else { return }
            revealed.beginAppearanceTransitionIfNeeded(false, animated: true)
            revealed.endAppearanceTransitionIfInFlight()
            // When the navigation controller is leaving the screen itself, the top stays on its
            // way out and the navigation controller's own disappearance ends it.
            if self?.appearanceState == .appeared, popped.beginAppearanceTransitionIfNeeded(true, animated: true) {
                popped.endAppearanceTransition()
            }
        }
        guard animated else {
            poppedView.frame = bounds
            finish()
            return
        }
        let duration = NavigationSlide.remainingDuration(Self.transitionDuration, remaining: popTransition.progress)
        runSlide(duration: duration, finish: finish) {
            poppedView.frame = bounds
            revealedView.frame = NavigationSlide.coveredFrame(in: bounds, revealProgress: 0, mirrored: isSlideMirrored)
        }
    }

    /// Whether the pan starts on the leading edge: the left one, or the right one mirrored.
    func interactivePopShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let view = viewIfLoaded, stack.count > 1, !isInteractivelyPopping else { return false }
        return isOnLeadingEdge(recognizer.startLocation(in: view).x, of: view)
    }

    /// Whether `x` (in `view`'s coordinates) lies on the strip the edge pop starts from: the
    /// left edge, or the right one mirrored.
    func isOnLeadingEdge(_ x: Double, of view: View) -> Bool {
        isSlideMirrored
            ? x >= view.bounds.width - Self.interactivePopEdgeWidth && x <= view.bounds.width
            : x >= 0 && x <= Self.interactivePopEdgeWidth
    }

    /// Drives ``popTransition`` with the edge pan: its translation and velocity away from the
    /// leading edge (rightward, or leftward mirrored) point towards popping.
    func handleInteractivePopGesture(_ pan: PanGestureRecognizer) {
        popTransition.distance = popDistance
        let sign = NavigationSlide.sign(isSlideMirrored)
        switch pan.state {
        case .began:
            guard beginInteractivePop() else { return }
            popTransition.update(translation: sign * pan.translation(in: viewIfLoaded).x)
        case .changed:
            popTransition.update(translation: sign * pan.translation(in: viewIfLoaded).x)
        case .ended:
            popTransition.update(translation: sign * pan.translation(in: viewIfLoaded).x)
            popTransition.finish(velocity: sign * pan.velocity(in: viewIfLoaded).x)
        case .cancelled, .failed:
            popTransition.cancel()
        case .possible:
            break
        }
    }
}
