import Containment

/// The Transitions row's custom card: a controller presented with `.custom` and its own
/// transitioning delegate, as a UIKit app writes one. It slides up from below into a card with
/// a dimmed backdrop; a drag down on the card scrubs the dismissal (the card follows the
/// pointer, the backdrop lightens with it) and, let go, finishes it or springs back by the one
/// rule of every drag (position and speed, ``InteractiveTransition``).
final class CardController: ColorController {
    /// The card's transitions. `transitioningDelegate` is weak, as UIKit's: the card keeps its own.
    let transitions = CardTransitions()
    /// The drag that scrubs the dismissal.
    let dismissalPan = PanGestureRecognizer()

    init() {
        super.init(title: "Card", color: DemoPalette.tabOne, caption: "Drag down to close")
        modalPresentationStyle = .custom
        transitioningDelegate = transitions
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dismissalPan.action = { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.followDismissalPan(pan)
        }
        view.addGestureRecognizer(dismissalPan)
    }

    private func followDismissalPan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            // The way down the card travels: from where it stands to below the container.
            let travel = (view.superview?.bounds.height ?? view.bounds.height) - view.frame.minY
            guard transitions.beginInteractiveDismissal(distance: travel) else { return }
            dismiss(animated: true)
            transitions.dismissalDrag?.update(translation: pan.translation(in: nil).y)
        case .changed:
            transitions.dismissalDrag?.update(translation: pan.translation(in: nil).y)
        case .ended:
            transitions.dismissalDrag?.update(translation: pan.translation(in: nil).y)
            transitions.endInteractiveDismissal(velocity: pan.velocity(in: nil).y)
        case .cancelled, .failed:
            transitions.cancelInteractiveDismissal()
        case .possible:
            break
        }
    }
}

/// Hands out the card's animator, its presentation controller, and, while a drag runs, the
/// interaction that scrubs the dismissal.
final class CardTransitions: ViewControllerTransitioningDelegate {
    /// The drag's transition while a drag dismisses the card; its progress scrubs
    /// ``interaction``.
    private(set) var dismissalDrag: InteractiveTransition?
    private var interaction: PercentDrivenInteractiveTransition?

    /// Starts a dismissal driven by a drag over `distance` points; `false` while one runs.
    func beginInteractiveDismissal(distance: Double) -> Bool {
        guard dismissalDrag == nil else { return false }
        let drag = InteractiveTransition(distance: max(distance, 1))
        let interaction = PercentDrivenInteractiveTransition()
        interaction.drive(with: drag)
        drag.begin()
        dismissalDrag = drag
        self.interaction = interaction
        return true
    }

    /// Lets go of the drag at `velocity` (points per second, down positive): the dismissal
    /// finishes or springs back.
    func endInteractiveDismissal(velocity: Double) {
        dismissalDrag?.finish(velocity: velocity)
        dismissalDrag = nil
        interaction = nil
    }

    /// Abandons the drag (the pointer was taken away): the card springs back.
    func cancelInteractiveDismissal() {
        dismissalDrag?.cancel()
        dismissalDrag = nil
        interaction = nil
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        interaction
    }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Places the card (inset from the window's edges, at most 520 × 420 points, centred) over a
/// dimmed backdrop that fades in and out with the transition.
final class CardPresentationController: PresentationController {
    /// The backdrop, while presented.
    private(set) var dimmingView: View?

    override var frameOfPresentedViewInContainerView: Rect {
        let bounds = containerView?.bounds ?? .zero
        let size = Size(width: min(520, max(0, bounds.width - 80)), height: min(420, max(0, bounds.height - 120)))
        return DemoLayout.centered(size, in: bounds)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        let dimming = View(frame: container.bounds)
        dimming.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        fadeDimming(to: 1)
    }

    override func dismissalTransitionWillBegin() {
        fadeDimming(to: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView?.removeFromSuperview() }
    }

    /// Fades the backdrop along with the transition (scrubbed with it when a drag drives it).
    private func fadeDimming(to alpha: Double) {
        guard let dimming = dimmingView else { return }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = alpha }, completion: { context in
                if context.isCancelled { dimming.alpha = 1 - alpha }
            })
        } else {
            dimming.alpha = alpha
        }
    }
}

/// Slides the card up from below the container on presentation, and back down on dismissal.
final class CardAnimator: ViewControllerAnimatedTransitioning {
    /// Whether this animator presents (or dismisses).
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.35 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let complete: (Bool) -> Void = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        if presenting {
            guard let card = transitionContext.view(forKey: .to), let presented = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let final = transitionContext.finalFrame(for: presented)
            container.addSubview(card)
            card.frame = Self.below(final, in: container)
            View.animate(withDuration: duration, options: .curveEaseOut, animations: { card.frame = final }, completion: complete)
        } else {
            guard let card = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let below = Self.below(card.frame, in: container)
            View.animate(withDuration: duration, options: .curveLinear, animations: { card.frame = below }, completion: complete)
        }
    }

    /// `frame` moved down just out of `container`.
    static func below(_ frame: Rect, in container: View) -> Rect {
        Rect(x: frame.minX, y: container.bounds.height, width: frame.width, height: frame.height)
    }
}
