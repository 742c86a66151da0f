/// How containers give their children's views room under bars, as UIKit's extended layout.
extension ViewController {
    /// Whether this controller's view extends under its container's bar along `edge`: the edge is
    /// in ``edgesForExtendedLayout`` and the bar is translucent, or the controller asks to extend
    /// under opaque bars too (``extendedLayoutIncludesOpaqueBars``).
    func extendsUnderBar(at edge: RectEdge, barIsTranslucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (barIsTranslucent || extendedLayoutIncludesOpaqueBars)
    }

    /// Sets one edge of the inset a container gives this controller's view for a bar it
    /// extends under.
    func setContainerSafeAreaInset(_ inset: Double, at edge: RectEdge) {
        var insets = containerSafeAreaInsets
        if edge.contains(.top) { insets.top = inset }
        if edge.contains(.bottom) { insets.bottom = inset }
        if edge.contains(.left) { insets.left = inset }
        if edge.contains(.right) { insets.right = inset }
        containerSafeAreaInsets = insets
    }
}
