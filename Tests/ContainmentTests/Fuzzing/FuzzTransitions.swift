@_spi(Testing) import Containment

/// The fuzzed world's custom transitions: the transitioning delegate of controllers presented
/// with `.custom` and the delegate of the main navigation controller, handing out one sliding
/// animator and, when the next transition is to be interactive, a percent-driven interaction
/// that ``FuzzStep/interact(progress:end:)`` steps drive.
@MainActor
final class FuzzTransitions: ViewControllerTransitioningDelegate, NavigationControllerDelegate {
    private let animator = SlideUpAnimator(log: CallLog(), duration: 0.3)
    /// Whether the next transition asked for gets an interaction.
    var nextIsInteractive = false
    /// Whether the navigation controller pushes and pops through the animator.
    var navigationAnimates = false
    /// The interaction handed out last (it does nothing once its transition ended).
    private(set) var interaction: PercentDrivenInteractiveTransition?

    private func interactionIfWanted() -> ViewControllerInteractiveTransitioning? {
        guard nextIsInteractive else { return nil }
        nextIsInteractive = false
        let made = PercentDrivenInteractiveTransition()
        interaction = made
        return made
    }

    /// Ends an interaction left hanging, as the settle at the end of a sequence must.
    func endInteraction(finishing: Bool) {
        if finishing { interaction?.finish() } else { interaction?.cancel() }
        interaction = nil
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { interactionIfWanted() }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { interactionIfWanted() }

    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        navigationAnimates ? animator : nil
    }
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        interactionIfWanted()
    }
}
