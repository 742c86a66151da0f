/// Told about a popover's dismissals and asked how it adapts, as
/// `UIPopoverPresentationControllerDelegate`: set it as the popover's
/// ``PresentationController/delegate``. Its ``AdaptivePresentationControllerDelegate``
/// `adaptivePresentationStyle(for:traitCollection:)` decides what a popover becomes in a compact
/// width (return `.none` to keep the popover).
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The popover is about to be presented, its source set, as
    /// `prepareForPopoverPresentation(_:)`. Default: nothing.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}
