/// The context of one custom transition, made by the container that runs it (a presentation,
/// a navigation or tab bar controller): it hands the animator what it needs, drives the
/// interaction, watches for a `completeTransition` that never comes, and on completion tells
/// the coordinator, then the container, then the animator, as UIKit's private
/// `_UIViewControllerOneToOneTransitionContext` does.
@MainActor
final class TransitionContext: ViewControllerContextTransitioning {
    /// How long after the animator's duration a missing `completeTransition` is reported.
    static let completionGrace = 2.0

    let containerView: View
    let isAnimated: Bool
    let presentationStyle: ModalPresentationStyle
    let animator: ViewControllerAnimatedTransitioning
    let interactor: ViewControllerInteractiveTransitioning?
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete = 0.0
    private(set) var isCompleted = false

    private let fromViewController: ViewController
    private let toViewController: ViewController
    private weak var fromView: View?
    private weak var toView: View?
    private let frames: [ObjectIdentifier: (initial: Rect, final: Rect)]

    /// The coordinator handed out by the controllers while this transition runs.
    private(set) lazy var coordinator = TransitionCoordinator(context: self)

    /// The timeline of a percent-driven interaction, when one drives this transition.
    var scrub: AnimationScrub?

    /// What the container does when the transition ends: `true` completed, `false` cancelled.
    /// Dropped once called, with what it holds.
    private var onComplete: ((Bool) -> Void)?

    /// The context holds itself from ``start()`` until it completes, so that an animator that
    /// keeps no reference cannot lose the transition (the watchdog completes it at the latest).
    private var keepAlive: TransitionContext?

    private var watchdog: Animator.Timer?

    /// Whether ``finishNow(cancelling:)`` completed the transition before the animator did.
    private var endedByContainer = false
    /// Whether the watchdog completed the transition, not the animator: the animator's own late
    /// call is then only warned about.
    private var completedForAnimator = false

    /// The animator's duration, asked once.
    private(set) lazy var duration: Double = max(0, animator.transitionDuration(using: self))

    init(container: View, from: ViewController, to: ViewController, fromView: View?, toView: View?,
         frames: [(ViewController, initial: Rect, final: Rect)], animated: Bool, style: ModalPresentationStyle,
         animator: ViewControllerAnimatedTransitioning, interactor: ViewControllerInteractiveTransitioning?,
         onComplete: @escaping (Bool) -> Void) {
        containerView = container
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        var byController: [ObjectIdentifier: (initial: Rect, final: Rect)] = [:]
        for (controller, initial, final) in frames { byController[ObjectIdentifier(controller)] = (initial, final) }
        self.frames = byController
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.interactor = interactor
        self.onComplete = onComplete
    }

    // MARK: Starting

    /// Hands the transition to the interaction, or runs the animator.
    func start() {
        keepAlive = self
        if let interactor {
            isInteractive = true
            initiallyInteractive = true
            interactor.startInteractiveTransition(self)
        } else {
            runAnimator()
            armWatchdog()
        }
    }

    /// Runs the animator and the coordinator's alongside animations (inside the scrub, when a
    /// percent-driven interaction set one).
    func runAnimator() {
        let body = {
            self.animator.animateTransition(using: self)
            if !self.isCompleted { self.coordinator.startAlongside() }
        }
        if let scrub { scrub.capture(body) } else { body() }
    }

    // MARK: The protocol

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? fromView : toView
    }

    func initialFrame(for viewController: ViewController) -> Rect {
        frames[ObjectIdentifier(viewController)]?.initial ?? .zero
    }

    func finalFrame(for viewController: ViewController) -> Rect {
        frames[ObjectIdentifier(viewController)]?.final ?? .zero
    }

    func updateInteractiveTransition(_ percentComplete: Double) {
        guard !percentComplete.isNaN else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive, !isCompleted else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        coordinator.interactionDidChange()
        armWatchdog()
    }

    func completeTransition(_ didComplete: Bool) {
        // The container ended the transition itself (``finishNow(cancelling:)``): the animator's
        // own completion, arriving later, is expected and not a misuse.
        if isCompleted, endedByContainer { return }
        guard !isCompleted else {
            if completedForAnimator {
                ViewController.warningHandler(
                    "completeTransition(\(didComplete)) for the transition from \(fromViewController.debugName) to \(toViewController.debugName) came after it was ended without the animator; ignored")
                return
            }
            HierarchyInconsistency.report(HierarchyInconsistency(
                .transitionAlreadyCompleted,
                "completeTransition(\(didComplete)) called again for the transition from \(fromViewController.debugName) to \(toViewController.debugName), which has already completed; ignored"))
            return
        }
        isCompleted = true
        if let watchdog { containerView.window?.animator.cancel(watchdog) }
        watchdog = nil
        isInteractive = false
        if !didComplete { transitionWasCancelled = true }
        coordinator.runCompletions()
        let onComplete = self.onComplete
        self.onComplete = nil
        onComplete?(didComplete)
        animator.animationEnded(didComplete)
        scrub = nil
        keepAlive = nil
    }

    // MARK: A completion that never comes

    /// Reports a `completeTransition` not called by the animator's duration and
    /// ``completionGrace`` later on the window's clock, then completes the transition itself.
    private func armWatchdog() {
        guard watchdog == nil, !isCompleted, let window = containerView.window else { return }
        let deadline = window.clock.now + duration + Self.completionGrace
        watchdog = window.animator.schedule(at: deadline) { [weak self] in
            guard let self, !self.isCompleted else { return }
            self.watchdog = nil
            HierarchyInconsistency.report(HierarchyInconsistency(
                .transitionNotCompleted,
                "the animator \(type(of: self.animator)) of the transition from \(self.fromViewController.debugName) to \(self.toViewController.debugName) did not call completeTransition(_:) within \(self.duration) s + \(Self.completionGrace) s; the transition is completed as \(self.transitionWasCancelled ? "cancelled" : "finished") so the window stays usable"))
            self.completedForAnimator = true
            self.completeTransition(!self.transitionWasCancelled)
        }
    }

    /// Ends the transition now: its animations jump to their end (or back, when cancelled), and
    /// if the animator still has not completed, the transition completes as it stands. For a
    /// container that needs its views for another change.
    func finishNow(cancelling: Bool) {
        guard !isCompleted else { return }
        if isInteractive {
            if cancelling { cancelInteractiveTransition() } else { finishInteractiveTransition() }
            if let scrub, let window = containerView.window {
                scrub.play(at: window.clock.now, reversed: transitionWasCancelled, speed: 1)
            }
        }
        containerView.window?.animator.finishAll(in: containerView)
        if !isCompleted {
            completeTransition(!transitionWasCancelled)
            endedByContainer = true
        }
    }
}
