/// What the blocks given to a ``TransitionCoordinator`` are told about the transition, as
/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol TransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates, as `isAnimated`.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition now, as `isInteractive`.
    var isInteractive: Bool { get }
    /// Whether the transition began interactively, as `initiallyInteractive`.
    var initiallyInteractive: Bool { get }
    /// Whether the transition was cancelled, as `isCancelled`.
    var isCancelled: Bool { get }
    /// How long the transition takes, as `transitionDuration`.
    var transitionDuration: Double { get }
    /// How far an interactive transition has gone, as `percentComplete`; 0 otherwise.
    var percentComplete: Double { get }
    /// The style of the presentation, as `presentationStyle`; `.custom` for container and
    /// size transitions.
    var presentationStyle: ModalPresentationStyle { get }
    /// The view the transition takes place in, as `containerView`; the window for a size change.
    var containerView: View? { get }
    /// The controller for `key`, as `viewController(forKey:)`; `nil` for a size change.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for `key`, as `view(forKey:)`; `nil` for a size change.
    func view(forKey key: TransitionContextViewKey) -> View?
}

/// Lets controllers animate alongside a transition and hear when it ends, as
/// `UIViewControllerTransitionCoordinator`: a size or trait change, a presentation or dismissal,
/// a push or pop, a tab switch with an animator. ``ViewController/transitionCoordinator`` hands
/// it out while the transition runs (from the first `will` callback until the transition
/// completes); `viewWillTransition(to:with:)` receives it for a size change.
@MainActor
public final class TransitionCoordinator: TransitionCoordinatorContext {
    /// The duration of the transition; 0 for a window resized by dragging.
    public var transitionDuration: Double { context?.duration ?? sizeChangeDuration }
    /// Whether the transition animates.
    public var isAnimated: Bool { context?.isAnimated ?? (sizeChangeDuration > 0) }
    /// Whether a gesture drives the transition now.
    public var isInteractive: Bool { context?.isInteractive ?? builtInInteraction?.isInteractive ?? false }
    /// Whether the transition began interactively.
    public var initiallyInteractive: Bool { context?.initiallyInteractive ?? (builtInInteraction != nil) }
    /// Whether the transition was cancelled (an interactive transition that went back).
    public var isCancelled: Bool { context?.transitionWasCancelled ?? builtInInteraction?.isCancelled ?? false }
    /// How far an interactive transition has gone, 0…1.
    public var percentComplete: Double { context?.percentComplete ?? builtInInteraction?.percentComplete ?? 0 }
    /// The presentation style; `.custom` for container and size transitions.
    public var presentationStyle: ModalPresentationStyle { context?.presentationStyle ?? builtInStyle ?? .custom }
    /// The view the transition takes place in.
    public var containerView: View? { context?.containerView ?? sizeChangeContainer }

    /// The controller for `key`.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        if let context { return context.viewController(forKey: key) }
        return key == .from ? builtInFrom : builtInTo
    }

    /// The view for `key`.
    public func view(forKey key: TransitionContextViewKey) -> View? {
        if let context { return context.view(forKey: key) }
        return key == .from ? builtInFrom?.viewIfLoaded : builtInTo?.viewIfLoaded
    }

    private let sizeChangeDuration: Double
    private weak var sizeChangeContainer: View?
    /// The controllers of a built-in transition (a slide, a modal animation).
    private weak var builtInFrom: ViewController?
    private weak var builtInTo: ViewController?
    /// The controller transition this coordinates; `nil` for a size change.
    private weak var context: TransitionContext?

    private var alongside: [(TransitionCoordinatorContext) -> Void] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(TransitionCoordinatorContext) -> Void] = []
    /// Whether the alongside animations have started: later ones start at once.
    private var started = false
    private var ended = false

    /// A coordinator for a size change of `duration` seconds in `container` (the window).
    init(duration: Double, container: View? = nil) {
        sizeChangeDuration = duration
        sizeChangeContainer = container
    }

    /// A coordinator for a built-in transition of `duration` in `container` from `from` to
    /// `to`: ``startAlongside()`` when its animation starts, ``runCompletions()`` when it ends.
    init(duration: Double, container: View?, from: ViewController?, to: ViewController?) {
        sizeChangeDuration = duration
        sizeChangeContainer = container
        builtInFrom = from
        builtInTo = to
    }

    /// A coordinator for a controller transition.
    init(context: TransitionContext) {
        sizeChangeDuration = 0
        self.context = context
    }

    /// Runs `animation` inside the transition's animation and `completion` after it ends, as
    /// `animate(alongsideTransition:completion:)`; each receives this coordinator as its
    /// context. Added after the animations started, `animation` runs at once over the
    /// transition's duration (following an interaction's progress, as the others do). Returns
    /// `false`, running nothing, once the transition has ended.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
                        completion: ((TransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if started {
            runAlongside([animation])
        } else {
            alongside.append(animation)
        }
        return true
    }

    /// Registers `handler` to hear when the interaction of an interactive transition ends
    /// (finished or cancelled), as `notifyWhenInteractionChanges(_:)`.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinatorContext) -> Void) {
        guard !ended else { return }
        interactionHandlers.append(handler)
    }

    // MARK: Driving

    /// For a size change: runs the alongside animations, then the completions once they end.
    func run() {
        started = true
        let animations = alongside
        alongside = []
        // The completions wait for the change's whole duration on the window's clock, even when
        // nothing animates alongside.
        if let window = sizeChangeContainer as? Window, sizeChangeDuration > 0, View.areAnimationsEnabled {
            View.animate(withDuration: sizeChangeDuration, animations: { animations.forEach { $0(self) } })
            window.animator.schedule(at: window.clock.now + sizeChangeDuration) { self.runCompletions() }
            return
        }
        View.animate(withDuration: sizeChangeDuration, animations: { animations.forEach { $0(self) } }) { _ in
            self.runCompletions()
        }
    }

    /// The presentation style of a built-in modal transition.
    var builtInStyle: ModalPresentationStyle?

    /// The state of a built-in interactive transition (the navigation controller's own
    /// interactive pop): its alongside animations follow ``scrub``.
    @MainActor
    final class BuiltInInteraction {
        let scrub: AnimationScrub
        var isInteractive = true
        var isCancelled = false
        var percentComplete = 0.0
        init(duration: Double) { scrub = AnimationScrub(duration: duration) }
    }

    /// Set for a built-in interactive transition.
    var builtInInteraction: BuiltInInteraction?

    /// For a controller transition: starts the alongside animations registered so far, with
    /// the transition's duration (inside the transition's scrub when percent-driven).
    func startAlongside() {
        started = true
        let animations = alongside
        alongside = []
        runAlongside(animations)
    }

    private func runAlongside(_ animations: [(TransitionCoordinatorContext) -> Void]) {
        guard !animations.isEmpty else { return }
        let body = {
            View.animate(withDuration: self.transitionDuration, options: .curveEaseInOut) {
                animations.forEach { $0(self) }
            }
        }
        if let scrub = context?.scrub ?? builtInInteraction?.scrub { scrub.capture(body) } else { body() }
    }

    /// Tells the interaction handlers that the interaction ended.
    func interactionDidChange() {
        let handlers = interactionHandlers
        interactionHandlers = []
        handlers.forEach { $0(self) }
    }

    /// Runs the completions once.
    func runCompletions() {
        guard !ended else { return }
        ended = true
        let blocks = completions
        completions = []
        interactionHandlers = []
        blocks.forEach { $0(self) }
    }
}
