/// How a presented controller covers its presenter, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Sendable {
    /// Covers the whole window; the presenter disappears.
    case fullScreen
    /// A sheet over part of the window; the presenter stays visible and does not disappear.
    case pageSheet
    /// Covers the whole window, but the presenter stays in place underneath and does not disappear.
    case overFullScreen
    /// Laid out and animated by the objects the controller's
    /// ``ViewController/transitioningDelegate`` supplies: a ``PresentationController`` places the
    /// presented view (``PresentationController/frameOfPresentedViewInContainerView``) and decides
    /// whether the presenter's view goes (``PresentationController/shouldRemovePresentersView``).
    case custom
}

/// The animation used to present and dismiss, as `UIModalTransitionStyle`.
public enum ModalTransitionStyle: Sendable {
    /// Slides up from the bottom edge, and back down on dismissal.
    case coverVertical
    /// Fades in, and out on dismissal.
    case crossDissolve
}
