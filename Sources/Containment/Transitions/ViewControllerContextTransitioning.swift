/// Names the two controllers of a transition for ``ViewControllerContextTransitioning/viewController(forKey:)``,
/// as `UITransitionContextViewControllerKey`.
public enum TransitionContextViewControllerKey: Sendable {
    /// The controller visible at the start of the transition (the presenter when presenting,
    /// the presented controller when dismissing, the old top of a push or pop).
    case from
    /// The controller visible at the end of a completed transition.
    case to
}

/// Names the two views of a transition for ``ViewControllerContextTransitioning/view(forKey:)``,
/// as `UITransitionContextViewKey`.
public enum TransitionContextViewKey: Sendable {
    /// The view leaving; `nil` when it stays where it is (a presenter that remains under a
    /// custom presentation).
    case from
    /// The view arriving; `nil` when it is already in place (the presenter under a custom
    /// dismissal).
    case to
}

/// What an animator is handed to run a transition, as `UIViewControllerContextTransitioning`:
/// the container view to work in, the two controllers and their views with where they start and
/// end, and the calls that report progress and the end.
///
/// The container (a navigation or tab bar controller, or a presentation) makes one per
/// transition. The animator adds the arriving view to ``containerView`` (it is not added for
/// it), animates, and calls ``completeTransition(_:)`` exactly once, with
/// `!transitionWasCancelled`. A second call is refused with a ``HierarchyInconsistency``; one
/// that never comes is reported after the animator's duration and a margin on the window's
/// clock, and the transition is then completed so the window stays usable (the animator's late
/// call is then ignored with a warning, as is one after the container had to end the
/// transition early, for example when its view left the window).
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition takes place in, as `containerView`: the presentation's
    /// container, or the content area of a navigation or tab bar controller.
    var containerView: View { get }
    /// Whether the transition is animated, as `isAnimated`.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition now, as `isInteractive`: `true` from
    /// `startInteractiveTransition(_:)` until it is finished or cancelled.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled, as `transitionWasCancelled`.
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation, as `presentationStyle`; `.custom` for container
    /// transitions.
    var presentationStyle: ModalPresentationStyle { get }

    /// Reports the progress of an interactive transition, as `updateInteractiveTransition(_:)`.
    func updateInteractiveTransition(_ percentComplete: Double)
    /// Reports that the interaction ended and the transition goes on to its end, as
    /// `finishInteractiveTransition()`.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition goes back, as
    /// `cancelInteractiveTransition()`.
    func cancelInteractiveTransition()
    /// Ends the transition, as `completeTransition(_:)`: `true` when it completed, `false`
    /// when it was cancelled and everything goes back as it was.
    func completeTransition(_ didComplete: Bool)

    /// The controller for `key`, as `viewController(forKey:)`.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for `key`, as `view(forKey:)`; see ``TransitionContextViewKey``.
    func view(forKey key: TransitionContextViewKey) -> View?
    /// Where `viewController`'s view starts, as `initialFrame(for:)`; `.zero` when the
    /// transition does not say (the arriving controller).
    func initialFrame(for viewController: ViewController) -> Rect
    /// Where `viewController`'s view ends, as `finalFrame(for:)`; `.zero` when the transition
    /// does not say (a view that leaves).
    func finalFrame(for viewController: ViewController) -> Rect
}

/// An object that animates a transition, as `UIViewControllerAnimatedTransitioning`.
///
/// Returned by a ``ViewControllerTransitioningDelegate``, a ``NavigationControllerDelegate`` or
/// a ``TabBarControllerDelegate``. ``animateTransition(using:)`` adds the arriving view to the
/// context's container, animates with `View.animate` (on the window's clock), and calls
/// `completeTransition(!transitionContext.transitionWasCancelled)` when done.
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes, as `transitionDuration(using:)`. A percent-driven
    /// interaction maps its progress onto this duration.
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double
    /// Runs the transition's animations, as `animateTransition(using:)`.
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    /// Told once the transition ended, after `completeTransition(_:)`, as `animationEnded(_:)`.
    /// Default: nothing.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively, as `UIViewControllerInteractiveTransitioning`;
/// ``PercentDrivenInteractiveTransition`` is the one most apps use.
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition under the control of the interaction, as
    /// `startInteractiveTransition(_:)`; the context's animator has not run yet.
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once the interaction ends, as
    /// `completionSpeed`. Default: 1.
    var completionSpeed: Double { get }
}

extension ViewControllerInteractiveTransitioning {
    /// Runs the rest at the animator's own speed.
    public var completionSpeed: Double { 1 }
}
