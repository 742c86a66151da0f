/// Context menus, found as UIKit finds a `UIContextMenuInteraction`: the view under the pointer
/// first, then each superview, until one answers a configuration.
///
/// 1. A right-click (`handleContextClick(at:)`) asks, from the view under the pointer up: the
///    view's ``ContextMenuInteraction``s, then (a table) the delegate's configuration for the
///    row there, which selects the row first as desktop lists do; a view without a menu may
///    still take the click itself (a table offers the row's swipe actions).
/// 2. The Menu key or Shift+F10 (``handleContextMenuKey(focusedView:)``) asks the same, from the
///    first responder (or, when there is none, the view whose widget has the keyboard focus, or
///    the deepest controller's view) up, at the view's centre or, for a table, its selected row;
///    the menu opens below that view or row.
/// 3. The menu comes from the configuration's action provider, made after the row was selected;
///    one with nothing to show passes the click on. The host shows it through
///    ``contextMenuPresenter``; the delegate hears `willDisplayMenuFor` before and `willEndFor`
///    when the host says it closed.
extension Window {
    /// The Menu key or Shift+F10: opens the context menu of the focused view (see the rule
    /// above) and returns whether one opened (or a table offered a row's swipe actions). Ignored
    /// while input is ignored.
    ///
    /// - Parameter focusedView: the view whose native widget has the keyboard focus, which the
    ///   host knows when no view is first responder (a click in a table that does not take focus
    ///   as a responder); asked after the first responder, before the deepest controller's view.
    @discardableResult
    @_spi(Adapter) public func handleContextMenuKey(focusedView: View? = nil) -> Bool {
        guard !Application.shared.isIgnoringInteractionEvents else { return false }
        for view in contextMenuKeyStart(focusedView: focusedView).selfAndAncestors {
            let place = view.contextMenuKeyPlace
            if let source = view.contextMenuSource(at: place.point),
                presentContextMenu(source, anchor: rectInWindow(place.anchor, of: view), belowAnchor: true)
            {
                return true
            }
            if view.takeContextClick(at: place.point) { return true }
        }
        return false
    }

    /// A context menu for a right-click at `point` (window coordinates), if a view there or
    /// around it answers one; whether it opened.
    func presentContextMenu(at point: Point, from hit: View) -> Bool {
        for view in hit.selfAndAncestors {
            let local = view.convert(point, from: nil)
            if let source = view.contextMenuSource(at: local),
                presentContextMenu(source, anchor: Rect(origin: point, size: .zero), belowAnchor: false)
            {
                return true
            }
            if view.takeContextClick(at: local) { return true }
        }
        return false
    }

    /// Where the Menu key looks first: the first responder, else the focused view the host
    /// names, else the view of the deepest controller on screen, else the window.
    private func contextMenuKeyStart(focusedView: View?) -> View {
        if let firstResponder { return firstResponder }
        if let focusedView, focusedView.window === self { return focusedView }
        if case .controller(let controller) = keyChainStart, let view = controller.viewIfLoaded, view.window === self {
            return view
        }
        return self
    }

    private func rectInWindow(_ rect: Rect, of view: View) -> Rect {
        Rect(origin: view.convert(rect.origin, to: nil), size: rect.size)
    }

    /// Makes the source's menu and hands it to the host; whether it shows.
    private func presentContextMenu(_ source: ContextMenuSource, anchor: Rect, belowAnchor: Bool) -> Bool {
        guard let presenter = contextMenuPresenter else { return false }
        source.prepare()
        guard let menu = source.configuration.makeMenu() else { return false }
        let request = ContextMenuRequest(menu: menu, anchor: anchor, opensBelowAnchor: belowAnchor, sender: source.sender,
                                         onEnd: source.didEnd)
        source.willDisplay { [weak request] in request?.dismissHandler?() }
        if presenter(request) { return true }
        request.didEnd()
        return false
    }
}

extension View {
    /// Where the Menu key asks this view for a menu, in its coordinates: its centre, the menu
    /// opening below its bounds.
    var defaultContextMenuKeyPlace: (point: Point, anchor: Rect) {
        (Point(x: bounds.midX, y: bounds.midY), bounds)
    }
}
