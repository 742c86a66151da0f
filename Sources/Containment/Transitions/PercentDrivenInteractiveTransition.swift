/// An interaction that scrubs the animator's animations by a fraction, as
/// `UIPercentDrivenInteractiveTransition`.
///
/// Return one from `interactionControllerFor…`; drive it with ``update(_:)`` from a gesture and
/// end it with ``finish()`` or ``cancel()``. When the transition starts, the animator's
/// `animateTransition(using:)` runs at once, but its `View.animate` animations (and the
/// coordinator's alongside animations) stand still at ``percentComplete`` of the animator's
/// duration instead of following the clock. ``finish()`` runs them on to their end, ``cancel()``
/// back to their start (the views' model values return to where they were), on the window's
/// clock at ``completionSpeed``; the animator's completion then calls `completeTransition`.
///
/// A container's own drag drives it through an ``InteractiveTransition``: a navigation
/// controller whose delegate offers an animator feeds its edge pan to one of these (see
/// ``drive(with:)``).
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// How far the transition has gone, 0…1, as `percentComplete`.
    public private(set) var percentComplete = 0.0

    /// How fast the rest runs after ``finish()`` or ``cancel()``, relative to the animator's
    /// own speed, as `completionSpeed` (1 by default).
    open var completionSpeed = 1.0

    /// The animator's duration once the transition started, as `duration`; 0 before.
    public var duration: Double { context?.duration ?? 0 }

    /// The transition being driven; released once it ends.
    private var context: TransitionContext?
    private var scrub: AnimationScrub?

    /// Creates an interaction at 0 %.
    public init() {}

    /// Starts scrubbing from 0: runs the animator with its animations held at the start, as
    /// `startInteractiveTransition(_:)`. Overrides must call `super`. One interaction may drive
    /// one transition after another.
    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else {
            HierarchyInconsistency.report(HierarchyInconsistency(
                .invalidArgument,
                "PercentDrivenInteractiveTransition can only drive a transition context made by Containment's containers"))
            transitionContext.cancelInteractiveTransition()
            transitionContext.completeTransition(false)
            return
        }
        self.context = context
        percentComplete = 0
        let scrub = AnimationScrub(duration: context.duration)
        scrub.pause(at: 0)
        self.scrub = scrub
        context.scrub = scrub
        context.updateInteractiveTransition(percentComplete)
        context.runAnimator()
        apply()
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1), as `update(_:)`. Ignored
    /// while no transition is being driven.
    open func update(_ percentComplete: Double) {
        guard !percentComplete.isNaN, let context, context.isInteractive else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        scrub?.pause(at: self.percentComplete)
        context.updateInteractiveTransition(self.percentComplete)
        apply()
    }

    /// Ends the interaction and runs the transition to its end, as `finish()`. Ignored while no
    /// transition is being driven.
    open func finish() {
        end(finishing: true)
    }

    /// Ends the interaction and runs the transition back to its start, as `cancel()`. Ignored
    /// while no transition is being driven.
    open func cancel() {
        end(finishing: false)
    }

    /// Lets `transition`'s drag drive this interaction: its progress becomes ``update(_:)`` and
    /// its release ``finish()`` or ``cancel()``, by the one rule of every drag. The hooks are
    /// replaced; the transition keeps driving until its drag ends.
    public func drive(with transition: InteractiveTransition) {
        transition.onProgress = { [weak self] progress in self?.update(progress) }
        transition.onEnd = { [weak self] completes in
            if completes { self?.finish() } else { self?.cancel() }
        }
    }

    private func end(finishing: Bool) {
        guard let context, context.isInteractive else { return }
        if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        if let scrub, let window = context.containerView.window {
            scrub.play(at: window.clock.now, reversed: !finishing, speed: completionSpeed)
            window.animator.clock?.updateActivity()
            apply()
        }
        self.context = nil
        self.scrub = nil
    }

    /// Shows the scrubbed animations where the scrub now stands.
    private func apply() {
        guard let scrub, let window = context?.containerView.window ?? nil else { return }
        window.animator.apply(scrub, at: window.clock.now)
    }
}
