/// The toolbar at the bottom of a navigation controller, as `UINavigationController`'s: hidden
/// by default; shown, it holds the top controller's ``ViewController/toolbarItems`` and follows
/// every change of top (a push, a pop, a new stack, an interactive pop once it completes; a
/// cancelled one leaves it as it was), as the navigation bar does. The content ends above it,
/// or, under a translucent toolbar, extends under it with the toolbar's height as the bottom of
/// the children's safe area.
extension NavigationController {
    /// Whether the toolbar is hidden, as `isToolbarHidden`: `true` by default, as UIKit's.
    /// Setting it is ``setToolbarHidden(_:animated:)`` without animation.
    public var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, as `setToolbarHidden(_:animated:)`. The content area gives
    /// the toolbar 44 points at the bottom, or takes them back. Animated (and on screen), the
    /// toolbar slides down out of the view, or up into it, over
    /// ``hideShowBarDuration`` while the content follows; a hidden toolbar takes no input.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard isViewLoaded else {
            toolbar.isHidden = hidden
            return
        }
        guard animated, appearanceState == .appeared else {
            toolbar.isHidden = hidden
            placeBarAndContent()
            return
        }
        installToolbarIfNeeded()
        toolbar.isHidden = false
        View.animate(withDuration: Self.hideShowBarDuration, options: .curveEaseInOut, animations: {
            placeBarAndContent()
        }) { [weak self] _ in
            // A later call owns the toolbar if it changed it back meanwhile.
            guard let self, toolbarHidden == hidden else { return }
            toolbar.isHidden = hidden
        }
    }

    /// Puts the toolbar in the view the first time it shows, just below the bottom edge (where
    /// it slides in from), as UIKit makes its toolbar on demand: a stack that never shows one
    /// draws none.
    private func installToolbarIfNeeded() {
        guard let root = viewIfLoaded, toolbar.superview !== root else { return }
        let size = root.bounds.size
        toolbar.frame = Rect(x: 0, y: size.height, width: size.width, height: Toolbar.height)
        root.addSubview(toolbar)
    }

    /// Places the toolbar along the bottom of a view of `size` (just below it while hidden),
    /// sets the children's bottom safe-area inset, and returns how much of the bottom the
    /// content leaves to the toolbar.
    func placeToolbar(in size: Size) -> Double {
        if !toolbarHidden { installToolbarIfNeeded() }
        let height = Toolbar.height
        toolbar.frame = Rect(x: 0, y: toolbarHidden ? size.height : size.height - height, width: size.width, height: height)
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let extends = !toolbarHidden && topViewController?.extendsUnderBar(at: .bottom, barIsTranslucent: toolbar.isTranslucent) == true
        for child in children { child.setContainerSafeAreaInset(extends ? height : 0, at: .bottom) }
        return toolbarHidden || extends ? 0 : height
    }
}
