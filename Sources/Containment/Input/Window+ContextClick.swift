extension Window {
    /// Delivers a secondary click (the right mouse button) at `point`, in window coordinates,
    /// and returns whether a view took it: the view under the pointer is asked first, then each
    /// superview, as a `UIContextMenuInteraction` is found on the view under a right-click or
    /// its ancestors: the first that answers a context menu shows it (see `Window+ContextMenu`);
    /// a table without one offers the swipe actions of the row under the pointer. Ignored while
    /// input is ignored.
    @discardableResult
    @_spi(Adapter) public func handleContextClick(at point: Point) -> Bool {
        guard !Application.shared.isIgnoringInteractionEvents, let hit = hitTest(point) else { return false }
        return presentContextMenu(at: point, from: hit)
    }
}
