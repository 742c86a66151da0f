/// How a presented controller covers its presenter, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: Sendable {
    /// Covers the whole window; the presenter disappears.
    case fullScreen
    /// A sheet over part of the window; the presenter stays visible and does not disappear.
    case pageSheet
    /// A centred card sized by the presented controller's ``ViewController/preferredContentSize``
    /// in a regular-width window (a page sheet in a compact one), the presenter dimmed and visible
    /// around it, as `formSheet`. Its ``SheetPresentationController`` is
    /// ``ViewController/sheetPresentationController``.
    case formSheet
    /// A bubble next to the view or bar button it comes from, with an arrow pointing at it, sized
    /// by ``ViewController/preferredContentSize``, as `popover`; configured through
    /// ``ViewController/popoverPresentationController``. In a compact-width window it adapts to a
    /// page sheet unless its delegate says otherwise.
    case popover
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
