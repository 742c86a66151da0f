import CGtk
@_spi(Adapter) import Containment

/// Shows a core `Menu` as a native GTK menu: a `GtkMenu` of `GtkMenuItem`s, drawn from the
/// core's `MenuPresentation` (which decides the rows: sections, submenus, what is enabled, what
/// is checked). The entry points:
///
/// - ``show(_:under:in:sender:onClose:)``: below a widget, as a bar button's menu drops down;
/// - ``show(_:at:in:of:sender:onClose:)``: at a point of a core view, as a context menu opens at
///   the pointer;
/// - ``present(_:in:)``: a context menu the core asks for (`Window.contextMenuPresenter`), at the
///   pointer or below the focused view.
///
/// Each row is drawn as GNOME draws menus: an inline menu is a section between separators (with
/// its title as a greyed header), a submenu an item with an arrow whose own menu is filled when
/// it first shows (a menu nested 100 deep costs one level at a time), a radio or check item for
/// a state, the title in the theme's error colour for a destructive element, greyed when
/// disabled, with its icon (an icon name or the image's pixels) and a key command's shortcut
/// beside it (a `GtkAccelLabel`: Ctrl+N). A deferred element shows "Loading…" until its
/// provider answers. Choosing an item closes the menu and runs it (an action with the sender, a
/// command through the window's responder chain).
///
/// A menu that closes (an item chosen, Escape, a click elsewhere) is destroyed with all its
/// widgets on the next idle, after the chosen item ran; `onClose` runs then.
@MainActor
enum MenuRenderer {
    /// Shows `menu` below `widget` (its bottom-left corner, the bottom-right in a right-to-left
    /// layout), as a bar button's menu; `onClose` runs once the menu has closed. Returns whether
    /// it shows (GTK may refuse, when another grab holds the pointer).
    @discardableResult
    static func show(
        _ menu: Menu, under widget: UnsafeMutablePointer<GtkWidget>, in host: GtkHost, sender: Any? = nil,
        onClose: (() -> Void)? = nil
    ) -> Bool {
        let open = OpenMenu(MenuPresentation(menu, window: host.window, sender: sender), attachedTo: host.rootCanvas,
                            onClose: onClose)
        let rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        let corner = rtl ? (GDK_GRAVITY_SOUTH_EAST, GDK_GRAVITY_NORTH_EAST) : (GDK_GRAVITY_SOUTH_WEST, GDK_GRAVITY_NORTH_WEST)
        return open.popUp { gtkMenu, trigger in
            gtk_menu_popup_at_widget(gtkMenu, widget, corner.0, corner.1, trigger)
        }
    }

    /// Shows `menu` with its top-left corner at `point` of `view` (in the view's coordinates), as
    /// a context menu at the pointer; `onClose` runs once the menu has closed. Returns whether it
    /// shows.
    @discardableResult
    static func show(
        _ menu: Menu, at point: Point, in view: View, of host: GtkHost, sender: Any? = nil,
        onClose: (() -> Void)? = nil
    ) -> Bool {
        show(menu, anchor: Rect(origin: view.convert(point, to: nil), size: .zero), below: false, in: host,
             sender: sender, onClose: onClose).shown
    }

    /// Shows a context menu the core asked for: at the pointer, or below the focused view or row.
    static func present(_ request: ContextMenuRequest, in host: GtkHost) -> Bool {
        let (shown, open) = show(request.menu, anchor: request.anchor, below: request.opensBelowAnchor, in: host,
                                 sender: request.sender) { request.didEnd() }
        if shown { request.dismissHandler = { [weak open] in open?.dismiss() } }
        return shown
    }

    /// Shows `menu` at (or below) `anchor`, a rect in the core window's coordinates.
    private static func show(
        _ menu: Menu, anchor: Rect, below: Bool, in host: GtkHost, sender: Any?, onClose: (() -> Void)?
    ) -> (shown: Bool, menu: OpenMenu) {
        let open = OpenMenu(MenuPresentation(menu, window: host.window, sender: sender), attachedTo: host.rootCanvas,
                            onClose: onClose)
        let canvas = host.rootCanvas
        let shown = open.popUp { gtkMenu, trigger in
            var x: gint = 0
            var y: gint = 0
            let toplevel = gtk_widget_get_toplevel(canvas)!
            _ = gtk_widget_translate_coordinates(canvas, toplevel, gint(anchor.minX.rounded()), gint(anchor.minY.rounded()), &x, &y)
            var rect = GdkRectangle(x: x, y: y, width: max(1, gint(anchor.width.rounded())), height: max(1, gint(anchor.height.rounded())))
            let rtl = gtk_widget_get_direction(canvas) == GTK_TEXT_DIR_RTL
            let rectAnchor = below ? (rtl ? GDK_GRAVITY_SOUTH_EAST : GDK_GRAVITY_SOUTH_WEST) : (rtl ? GDK_GRAVITY_NORTH_EAST : GDK_GRAVITY_NORTH_WEST)
            let menuAnchor = rtl ? GDK_GRAVITY_NORTH_EAST : GDK_GRAVITY_NORTH_WEST
            gtk_menu_popup_at_rect(gtkMenu, gtk_widget_get_window(toplevel), &rect, rectAnchor, menuAnchor, trigger)
        }
        return (shown, open)
    }

    /// The menus open over `widget` (attached to it), topmost last.
    static func openMenus(attachedTo widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var menus: [UnsafeMutablePointer<GtkWidget>] = []
        var link = gtk_menu_get_for_attach_widget(widget)
        while let node = link {
            if let data = node.pointee.data {
                if let menu = cgtk_widget(data), gtk_widget_get_visible(menu) != 0 { menus.append(menu) }
            }
            link = node.pointee.next
        }
        return menus
    }
}

extension GtkHost {
    /// The context and bar menus open over the window (their `GtkMenu`s), for tests.
    @_spi(Testing) public var openMenus: [UnsafeMutablePointer<GtkWidget>] {
        MenuRenderer.openMenus(attachedTo: rootCanvas)
    }
}
