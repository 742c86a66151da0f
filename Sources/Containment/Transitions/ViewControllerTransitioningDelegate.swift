/// Supplies the objects of a custom presentation or dismissal, as
/// `UIViewControllerTransitioningDelegate`. Every method has a default that returns `nil`,
/// which keeps the built-in behaviour for that part.
///
/// Set it as a controller's ``ViewController/transitioningDelegate`` before presenting it.
/// The presentation controller is asked for only when the controller's
/// ``ViewController/modalPresentationStyle`` is `.custom`; the animators for any style.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented`, as
    /// `animationController(forPresented:presenting:source:)`.
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The animator that dismisses `dismissed`, as `animationController(forDismissed:)`.
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction that drives the presentation, as `interactionControllerForPresentation(using:)`.
    /// Asked only when an animator was given.
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
    /// The interaction that drives the dismissal, as `interactionControllerForDismissal(using:)`.
    /// Asked only when an animator was given.
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
    /// The presentation controller that manages a `.custom` presentation, as
    /// `presentationController(forPresented:presenting:source:)`; `nil` makes a plain
    /// ``PresentationController``.
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    /// No custom animator.
    public func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    /// No custom animator.
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    /// Not interactive.
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
    /// Not interactive.
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
    /// A plain ``PresentationController``.
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? { nil }
}
