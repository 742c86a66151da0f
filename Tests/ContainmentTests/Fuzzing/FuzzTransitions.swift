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
    /// The interactions handed out, last one last (an interaction does nothing once its
    /// transition ended). Steps drive the last one; the settle ends them all, as an app's
    /// gestures all end.
    private var interactions: [PercentDrivenInteractiveTransition] = []

    /// The interaction handed out last.
    var interaction: PercentDrivenInteractiveTransition? { interactions.last }

    private func interactionIfWanted() -> ViewControllerInteractiveTransitioning? {
        guard nextIsInteractive else { return nil }
        nextIsInteractive = false
        let made = PercentDrivenInteractiveTransition()
        interactions.append(made)
        return made
    }

    /// Ends the interactions left hanging, as the settle at the end of a sequence must.
    func endInteractions(finishing: Bool) {
        let hanging = interactions
        interactions = []
        for interaction in hanging.reversed() {
            if finishing { interaction.finish() } else { interaction.cancel() }
        }
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
