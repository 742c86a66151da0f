import CGtk
@_spi(Adapter) import Containment

/// The window's title bar drawn from the top navigation bar: a `GtkHeaderBar` set as the
/// GtkWindow's title bar (client-side decoration, as libadwaita apps have) showing the bar's
/// title, back button and bar button items beside the window's own buttons. GTK gives it the
/// window's close, maximize and minimize buttons, drag to move and double-click to maximize.
///
/// The top navigation bar is the one offered (`BarProviding.navigationBarForWindowTitle`) by the
/// controller whose view is frontmost at the top of the window and starts at its top edge: it
/// follows pushes, pops, tab switches and presentations. That bar is marked
/// `NavigationBar.isInWindowTitleBar`, so its container gives the bar's place to the content; a
/// bar that stops being the top one gets its place back. What the header shows is the bar's
/// `BarModel`, as in the window.
@MainActor
final class WindowTitleBar {
    /// The `GtkHeaderBar`, owned by the GtkWindow once set as its title bar.
    let headerBar: UnsafeMutablePointer<GtkWidget>
    /// The bar shown in the header now.
    private(set) weak var shownBar: NavigationBar?
    /// What the header's buttons were built from, to rebuild only when it changes.
    private var signature: [String]?
    /// The buttons by slot (back, left, right): their items, taken fresh at every sync, tell
    /// where their buttons are in the shown bar's view after each layout and click.
    private let buttons = BarButtons()
    /// The widget the core window is drawn in: buttons are placed relative to it.
    var contentCanvas: UnsafeMutablePointer<GtkWidget>?
    /// Shows a bar button's menu under its header button (set by the host).
    var menuPresenter: (@MainActor (Menu, UnsafeMutablePointer<GtkWidget>) -> Void)? {
        get { buttons.presentMenu }
        set { buttons.presentMenu = newValue }
    }

    /// GNOME's primary menu button (☰) at the header's trailing end, showing the window's menu
    /// bar (`Window.primaryMenu`); it stays while the bar's buttons are rebuilt.
    let primaryMenuButton: UnsafeMutablePointer<GtkWidget>
    /// The menu the primary menu button shows (set by the host).
    var primaryMenu: (@MainActor () -> Menu?)?

    /// Makes the header bar and sets it as `gtkWindow`'s title bar (before the window is
    /// realized, as `gtk_window_set_titlebar` wants).
    init(in gtkWindow: UnsafeMutablePointer<GtkWidget>, title: String) {
        headerBar = gtk_header_bar_new()!
        gtk_header_bar_set_show_close_button(cgtk_header_bar(headerBar), 1)
        gtk_header_bar_set_title(cgtk_header_bar(headerBar), title)
        primaryMenuButton = gtk_button_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON)!
        gtk_widget_set_tooltip_text(primaryMenuButton, "Main Menu")
        gtk_header_bar_pack_end(cgtk_header_bar(headerBar), primaryMenuButton)
        gtk_widget_show(primaryMenuButton)
        gtk_widget_show(headerBar)
        gtk_window_set_titlebar(cgtk_window(gtkWindow), headerBar)
        buttons.frameInBar = { [weak self] widget in self?.frameInShownBar(of: widget) }
        SignalConnection.connect(primaryMenuButton, "clicked") { [weak self] in
            guard let self, let menu = primaryMenu?() else { return }
            menuPresenter?(menu, primaryMenuButton)
        }
    }

    /// Finds the top navigation bar of `window`, moves it into the header, and shows its title
    /// and buttons; the header shows `windowTitle` alone when there is none.
    func sync(_ window: Window, windowTitle: String) {
        let found = Self.topNavigationBar(in: window)
        // Nothing at the top for a moment (a swap sliding content away): the bar stays while
        // its view is still in the window.
        let bar = found ?? (shownBar?.view.window === window ? shownBar : nil)
        if bar !== shownBar {
            shownBar?.isInWindowTitleBar = false
            bar?.isInWindowTitleBar = true
            shownBar = bar
        }
        let model = bar.flatMap { BarModel.provided(for: $0.view) }
        gtk_header_bar_set_title(cgtk_header_bar(headerBar), model?.title ?? windowTitle)
        buttons.update(model.map { [$0.backItem].compactMap { $0 } + $0.leftItems + $0.rightItems } ?? [])
        let next = model?.signature ?? []
        if next != signature {
            signature = next
            rebuildButtons(model)
        }
        // Where GTK laid the buttons out, for popovers presented from their items by code too
        // (each allocation and each click report it again).
        buttons.reportFrames()
    }

    /// Where a header button is, in the coordinates of the shown bar's view (above the content,
    /// since the bar's place went to it), so that a popover from its item points at it.
    private func frameInShownBar(of widget: UnsafeMutablePointer<GtkWidget>) -> Rect? {
        guard let canvas = contentCanvas, let barView = shownBar?.view,
              let frame = ViewMirror.frame(of: widget, relativeTo: canvas) else { return nil }
        return Rect(origin: barView.convert(frame.origin, from: nil), size: frame.size)
    }

    /// Gives the shown bar its place in the window back (the host is closing).
    func release() {
        shownBar?.isInWindowTitleBar = false
        shownBar = nil
    }

    private func rebuildButtons(_ model: BarModel?) {
        let header = cgtk_header_bar(headerBar)
        buttons.removeAll()
        for child in ViewMirror.children(of: headerBar) where child != primaryMenuButton { gtk_widget_destroy(child) }
        guard let model else { return }
        let leftCount = (model.backItem == nil ? 0 : 1) + model.leftItems.count
        for slot in 0..<leftCount {
            gtk_header_bar_pack_start(header, buttons.makeWidget(slot: slot, toggle: false))
        }
        // Packed from the trailing edge in the model's order: the first item is the one nearest
        // the edge, as in `UINavigationItem.rightBarButtonItems`.
        for slot in leftCount..<(leftCount + model.rightItems.count) {
            gtk_header_bar_pack_end(header, buttons.makeWidget(slot: slot, toggle: false))
        }
        for child in ViewMirror.children(of: headerBar) where child != primaryMenuButton { gtk_widget_show_all(child) }
    }

    /// The navigation bar offered for the window's title (`BarProviding.navigationBarForWindowTitle`)
    /// by the controller frontmost at the middle of the window's top edge whose view starts at
    /// that edge, if any.
    static func topNavigationBar(in window: Window) -> NavigationBar? {
        let point = Point(x: window.bounds.width / 2, y: 0.5)
        var node = frontmostView(at: point, in: window)
        while let view = node {
            if let bar = (view.owningViewController as? any BarProviding)?.navigationBarForWindowTitle,
               view.convert(Point.zero, to: nil).y <= 0.5 {
                return bar
            }
            node = view.superview
        }
        return nil
    }

    /// The frontmost shown view containing `point` (in `view`'s coordinates): as hit testing,
    /// but also through views that take no input (content ignoring input during a swap).
    private static func frontmostView(at point: Point, in view: View) -> View? {
        guard !view.isHidden, view.alpha > 0.01, view.bounds.contains(point) else { return nil }
        for subview in view.subviews.reversed() {
            let frame = subview.presentation.frame
            if let found = frontmostView(at: Point(x: point.x - frame.minX, y: point.y - frame.minY), in: subview) {
                return found
            }
        }
        return view
    }
}
