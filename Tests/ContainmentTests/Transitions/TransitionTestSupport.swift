import Containment

/// An animator that slides the arriving view up from below the container into its final frame,
/// or the leaving view down out of it, logging what it is asked; it may "forget" to complete.
@MainActor
final class SlideUpAnimator: ViewControllerAnimatedTransitioning {
    let log: CallLog
    let duration: Double
    /// When `false`, the animator never calls `completeTransition` (a bug the container reports).
    var completes = true
    /// The last context it was handed, to call `completeTransition` again in a test. Weak: the
    /// context holds its animator.
    private(set) weak var lastContext: ViewControllerContextTransitioning?

    init(log: CallLog, duration: Double = 0.4) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { duration }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        log.append("animateTransition interactive=\(transitionContext.isInteractive)")
        lastContext = transitionContext
        let container = transitionContext.containerView
        let done: (Bool) -> Void = { [completes] _ in
            if completes { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        }
        if let toView = transitionContext.view(forKey: .to), toView.window == nil,
           let to = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: to)
            if toView.superview !== container { container.addSubview(toView) }
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            View.animate(withDuration: duration, animations: { toView.frame = final }, completion: done)
        } else if let fromView = transitionContext.view(forKey: .from) {
            let start = fromView.frame
            View.animate(withDuration: duration, animations: {
                fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
            }, completion: done)
        } else {
            transitionContext.completeTransition(true)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.append("animationEnded \(transitionCompleted)")
    }
}

/// A presentation controller that logs its hooks.
@MainActor
final class LoggingPresentationController: PresentationController {
    let log: CallLog
    init(presented: ViewController, presenting: ViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override func presentationTransitionWillBegin() { log.append("PC presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("PC presentationTransitionDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log.append("PC dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("PC dismissalTransitionDidEnd \(completed)") }
    override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        log.append("PC preferredContentSizeDidChange \(container.preferredContentSize)")
        super.preferredContentSizeDidChange(forChildContentContainer: container)
    }
}

/// A transitioning delegate handing out the test's animator, interactions and presentation
/// controller.
@MainActor
final class TestTransitioningDelegate: ViewControllerTransitioningDelegate {
    let log: CallLog
    var animator: SlideUpAnimator?
    var presentationInteraction: PercentDrivenInteractiveTransition?
    var dismissalInteraction: PercentDrivenInteractiveTransition?
    var logsPresentationController = true

    init(log: CallLog, animator: SlideUpAnimator?) {
        self.log = log
        self.animator = animator
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { presentationInteraction }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { dismissalInteraction }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        logsPresentationController ? LoggingPresentationController(presented: presented, presenting: presenting, log: log) : nil
    }
}

/// A controller that, in `viewWillAppear` and `viewWillDisappear`, animates alongside the
/// transition it takes part in and logs what the coordinator tells it.
@MainActor
final class CoordinatorProbe: RecordingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observe("appear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observe("disappear")
    }
    private func observe(_ what: String) {
        let name = title ?? "?"
        guard let coordinator = transitionCoordinator else {
            log.append("\(name) \(what): no coordinator")
            return
        }
        coordinator.animate(alongsideTransition: { [log] context in
            log.append("\(name) alongside \(what) interactive=\(context.isInteractive)")
        }, completion: { [log] context in
            log.append("\(name) coordinator completion cancelled=\(context.isCancelled)")
        })
        coordinator.notifyWhenInteractionChanges { [log] context in
            log.append("\(name) interaction ended cancelled=\(context.isCancelled)")
        }
    }
}

/// A navigation delegate that logs what it shows and hands out the test's animator and
/// interaction.
@MainActor
final class TestNavigationDelegate: NavigationControllerDelegate {
    let log: CallLog
    var animator: SlideUpAnimator?
    var interaction: PercentDrivenInteractiveTransition?
    private(set) var operations: [NavigationController.Operation] = []

    init(log: CallLog, animator: SlideUpAnimator?) {
        self.log = log
        self.animator = animator
    }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.append("willShow \(viewController.debugName)")
    }
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.append("didShow \(viewController.debugName)")
    }
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator
    }
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// A visible window of 1024×768 on a manual clock whose root is `root`.
@MainActor
func makeWindow(root: ViewController, clock: ManualClock) -> Window {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1024, height: 768), clock: clock)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
