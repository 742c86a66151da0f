/// Where presented views rest and how long their transitions take: the geometry UIKit's
/// presentation controllers compute for the built-in styles.
///
/// Pure functions of the window's size, so the GTK adapter and tests can ask where a sheet goes.
public enum PresentationLayout {
    /// How long `present` and `dismiss` animate, in seconds. UIKit's modal transitions take
    /// about a third of a second.
    public static let transitionDuration = 0.35

    /// The gap a page sheet leaves above it (and, in a regular-width window, on each side and
    /// below it), as the iPad's page sheet leaves the presenter showing around it.
    public static let sheetMargin = 40.0

    /// The widest a page sheet gets in a regular-width window, near UIKit's page sheet on a
    /// large iPad in landscape.
    public static let sheetMaximumWidth = 700.0

    /// The opacity of the black dimming view behind a page sheet.
    public static let dimmingAlpha = 0.4

    /// The size of a form sheet whose controller has no ``ViewController/preferredContentSize``,
    /// as UIKit's default form sheet (540 × 620).
    public static let formSheetDefaultSize = Size(width: 540, height: 620)

    /// The frame, in window coordinates, of a presented controller's view at rest.
    ///
    /// - `.fullScreen` and `.overFullScreen` fill the window, as `.custom` does unless its
    ///   ``PresentationController`` says otherwise.
    /// - `.pageSheet` in a regular-width window (see ``TraitCollection/compactWidthThreshold``)
    ///   is centred: width `min(window width - 2 × sheetMargin, sheetMaximumWidth)`, top at
    ///   ``sheetMargin``, height `window height - 2 × sheetMargin`.
    /// - `.pageSheet` in a compact-width window takes the full width and runs from
    ///   ``sheetMargin`` to the bottom edge, as the iPhone's sheet does (the presenter peeks out
    ///   above it).
    /// - `.formSheet` in a regular-width window is a card of ``formSheetDefaultSize`` (see
    ///   ``formSheetFrame(preferredSize:in:)`` for one sized by the controller), centred; in a
    ///   compact-width window it is a page sheet.
    /// - `.popover` without a source to point at is centred at ``formSheetDefaultSize``; its
    ///   ``PopoverPresentationController`` places it next to its source (``PopoverLayout``).
    public static func restingFrame(for style: ModalPresentationStyle, in windowSize: Size) -> Rect {
        switch style {
        case .fullScreen, .overFullScreen, .custom:
            return Rect(origin: .zero, size: windowSize)
        case .formSheet, .popover:
            return formSheetFrame(preferredSize: .zero, in: windowSize)
        case .pageSheet:
            let top = min(sheetMargin, windowSize.height)
            if TraitCollection.sizeClass(forWidth: windowSize.width) == .compact {
                return Rect(x: 0, y: top, width: windowSize.width, height: max(0, windowSize.height - top))
            }
            let width = max(0, min(windowSize.width - 2 * sheetMargin, sheetMaximumWidth))
            return Rect(x: (windowSize.width - width) / 2, y: top,
                        width: width, height: max(0, windowSize.height - 2 * sheetMargin))
        }
    }

    /// Where a cover-vertical transition starts (and a dismissal ends): the resting frame moved
    /// down so its top edge sits on the window's bottom edge.
    public static func offscreenFrame(for style: ModalPresentationStyle, in windowSize: Size) -> Rect {
        var frame = restingFrame(for: style, in: windowSize)
        frame.origin.y = windowSize.height
        return frame
    }

    /// A form sheet's frame: in a regular-width window a card of `preferredSize` (each dimension
    /// that is 0 taken from ``formSheetDefaultSize``, at most the window less ``sheetMargin`` on
    /// each side), centred, as UIKit's form sheet follows `preferredContentSize`; in a
    /// compact-width window the page sheet's frame.
    public static func formSheetFrame(preferredSize: Size, in windowSize: Size) -> Rect {
        if TraitCollection.sizeClass(forWidth: windowSize.width) == .compact {
            return restingFrame(for: .pageSheet, in: windowSize)
        }
        let wanted = Size(width: preferredSize.width > 0 ? preferredSize.width : formSheetDefaultSize.width,
                          height: preferredSize.height > 0 ? preferredSize.height : formSheetDefaultSize.height)
        let width = max(0, min(wanted.width, windowSize.width - 2 * sheetMargin))
        let height = max(0, min(wanted.height, windowSize.height - 2 * sheetMargin))
        return Rect(x: (windowSize.width - width) / 2, y: (windowSize.height - height) / 2, width: width, height: height)
    }
}
