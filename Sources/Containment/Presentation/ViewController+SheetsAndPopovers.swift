/// The presentation controllers of the built-in sheet and popover styles, and the flag that
/// keeps a presentation from being dismissed by the user, as UIKit's `UIViewController`
/// properties of the same names.
extension ViewController {
    /// Whether the user may not dismiss this controller's presentation (a drag down on a sheet,
    /// Escape, a click outside a popover), as `isModalInPresentation`. Code can still call
    /// `dismiss(animated:completion:)`. An attempt tells the presentation controller's delegate
    /// `presentationControllerDidAttemptToDismiss(_:)` without asking
    /// `presentationControllerShouldDismiss(_:)`, as UIKit does. A controller inside a presented
    /// container that sets it keeps the whole presentation, as UIKit honours it on the top
    /// controller of a presented navigation controller.
    public var isModalInPresentation: Bool {
        get { extras?.isModalInPresentation ?? false }
        set { if newValue || extras != nil { ensuredExtras.isModalInPresentation = newValue } }
    }

    /// Whether this controller or a controller inside it has ``isModalInPresentation`` set.
    var isModalInPresentationInTree: Bool {
        var pending: [ViewController] = [self]
        while let controller = pending.popLast() {
            if controller.isModalInPresentation { return true }
            pending += controller.children
        }
        return false
    }

    /// The sheet presentation controller of a controller presented (or about to be) as
    /// `.pageSheet` or `.formSheet`, as `sheetPresentationController`: configure its detents,
    /// grabber and undimmed detent before or while it is presented. `nil` for other styles, and
    /// for a popover adapted to a sheet (whose ``popoverPresentationController`` stays).
    public var sheetPresentationController: SheetPresentationController? {
        let style = presentationContainerView?.style ?? modalPresentationStyle
        guard style == .pageSheet || style == .formSheet else { return nil }
        return presentationController as? SheetPresentationController
    }

    /// The popover presentation controller of a controller presented (or about to be) as
    /// `.popover`, as `popoverPresentationController`: set its source (``PopoverPresentationController/barButtonItem``
    /// or ``PopoverPresentationController/sourceView``) before presenting. `nil` for other styles.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? PopoverPresentationController
    }
}
