import Containment

/// The Factory's swap as an animator object, as a UIKit custom container hands its transitions
/// to a `UIViewControllerAnimatedTransitioning`: the new detail comes up from below the area
/// while the old one leaves upward, one area apart, in ``FactoryContainerController/swapDuration``.
/// What the container moves besides (its button) runs in ``alongside``, inside the same animation.
final class FactorySwapAnimator: ViewControllerAnimatedTransitioning {
    /// Animations of the container's own, run inside the swap's animation block.
    let alongside: () -> Void

    init(alongside: @escaping () -> Void = {}) {
        self.alongside = alongside
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        FactoryContainerController.swapDuration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to),
              let incoming = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let final = transitionContext.finalFrame(for: incoming)
        let height = transitionContext.containerView.bounds.height
        to.frame = FactoryLayout.shifted(final, by: height)
        transitionContext.containerView.addSubview(to)
        View.animate(withDuration: transitionDuration(using: transitionContext), animations: { [alongside] in
            alongside()
            to.frame = final
            from.frame = FactoryLayout.shifted(from.frame, by: -height)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The context the Factory hands its animator, as a UIKit custom container writes its own
/// `UIViewControllerContextTransitioning`: the detail area is the container, the old and new
/// details are the two sides, and ``completeTransition(_:)`` hands back to the container.
final class FactorySwapContext: ViewControllerContextTransitioning {
    let containerView: View
    let isAnimated = true
    let isInteractive = false
    let transitionWasCancelled = false
    let presentationStyle = ModalPresentationStyle.custom
    private let from: ViewController
    private let to: ViewController
    private var completion: ((Bool) -> Void)?

    /// A swap from `from` to `to` in `containerView`; `completion` runs once, when the animator completes.
    init(from: ViewController, to: ViewController, in containerView: View, completion: @escaping (Bool) -> Void) {
        self.from = from
        self.to = to
        self.containerView = containerView
        self.completion = completion
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? from : to
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? from.view : to.view
    }

    func initialFrame(for viewController: ViewController) -> Rect {
        viewController === from ? containerView.bounds : .zero
    }

    func finalFrame(for viewController: ViewController) -> Rect {
        viewController === to ? containerView.bounds : .zero
    }

    // A swap is not interactive: nothing to update, finish or cancel.
    func updateInteractiveTransition(_ percentComplete: Double) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        let completion = self.completion
        self.completion = nil
        completion?(didComplete)
    }
}
