/// Told about dismissals the user starts (Escape on a presented controller) and asked how a
/// presentation adapts, as `UIAdaptivePresentationControllerDelegate`. Every method has a
/// default.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the presentation, as `presentationControllerShouldDismiss(_:)`.
    /// Default: `true`.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user tried to dismiss and ``presentationControllerShouldDismiss(_:)`` said no, as
    /// `presentationControllerDidAttemptToDismiss(_:)`. Default: nothing.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// A dismissal the user started is about to begin, as `presentationControllerWillDismiss(_:)`.
    /// Default: nothing.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A dismissal the user started has ended, after the dismissed controller's
    /// `viewDidDisappear`, as `presentationControllerDidDismiss(_:)`. Default: nothing.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The style to use instead of the presented controller's own in `traitCollection`, as
    /// `adaptivePresentationStyle(for:traitCollection:)`; `nil` (the default) keeps it. Asked
    /// when a built-in style is presented, with the window's traits.
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle?
}

extension AdaptivePresentationControllerDelegate {
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Keeps the controller's own style.
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle? { nil }
}
