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
    /// `adaptivePresentationStyle(for:traitCollection:)`; `nil` (UIKit's `.none`: return
    /// `.none`) keeps it. Asked when a built-in style is presented, with the window's traits,
    /// and again for a popover when its traits change. The default adapts a popover to a page
    /// sheet in a compact width, as UIKit does, and keeps every other style.
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
    /// A popover in a compact width becomes a page sheet; every other style is kept.
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle? {
        controller.defaultAdaptiveStyle(for: controller.presentedViewController.modalPresentationStyle, in: traitCollection)
    }
}
