import CGtk
@_spi(Adapter) import Containment

/// One menu on screen (``MenuRenderer``): its root `GtkMenu`, filled from a `MenuPresentation`,
/// its submenus filled when they first show, and its end.
///
/// Lifetime: the root menu's `deactivate` handler holds this object, and this object holds the
/// root menu; the handler goes when the menu is destroyed, which happens on the idle after it
/// closed (GTK runs the chosen item's `activate` after `deactivate`), so nothing outlives a
/// closed menu: its widgets, handlers and this object are freed together.
@MainActor
final class OpenMenu {
    private let root: WidgetRef
    private let presentation: MenuPresentation
    private var onClose: (() -> Void)?
    private var state = State.building
    /// What makes its rows (and its submenus' rows as they show).
    private let rows = MenuRows()
    /// The handler that closes the menu when the widget it is attached to goes off screen.
    private var attachedUnmap: SignalConnection?

    private enum State {
        case building, open, closing, destroyed
    }

    init(_ presentation: MenuPresentation, attachedTo widget: UnsafeMutablePointer<GtkWidget>, onClose: (() -> Void)?) {
        self.presentation = presentation
        self.onClose = onClose
        let menu = gtk_menu_new()!
        root = WidgetRef(menu)
        gtk_menu_attach_to_widget(cgtk_menu(menu), widget, nil)
        // Themes style a context menu by this class (Adwaita rounds it and gives it a margin).
        gtk_style_context_add_class(gtk_widget_get_style_context(menu), "context-menu")
        rows.isShowing = { [weak self] in self?.state == .open || self?.state == .building }
        rows.fill(menu, with: presentation.items, at: nil)
        SignalConnection.connect(menu, "deactivate") { [self] in closed() }
        // A window that goes (closed, hidden) while its menu shows takes the menu with it.
        attachedUnmap = SignalConnection.connect(widget, "unmap") { [weak self] in self?.dismiss() }
    }

    /// Shows the menu through `popUp` (one of GTK's `gtk_menu_popup_at_…`, given the menu and the
    /// event being handled), and returns whether it shows; a menu GTK refused is destroyed.
    func popUp(_ popUp: (UnsafeMutablePointer<GtkMenu>, UnsafeMutablePointer<GdkEvent>?) -> Void) -> Bool {
        let menu = root.widget
        gtk_widget_show_all(menu)
        let trigger = gtk_get_current_event()
        popUp(cgtk_menu(menu), trigger)
        if let trigger { gdk_event_free(trigger) }
        guard gtk_widget_get_visible(menu) != 0 else {
            onClose = nil
            destroy()
            return false
        }
        state = .open
        return true
    }

    /// Closes the menu, as Escape would.
    func dismiss() {
        guard state == .open else { return }
        gtk_menu_shell_cancel(cgtk_menu_shell(root.widget))
    }

    /// The menu closed: on the next idle, after the chosen item ran, the owner hears it and the
    /// widgets go.
    private func closed() {
        guard state == .open else { return }
        state = .closing
        MainLoopSource.idle(priority: G_PRIORITY_DEFAULT_IDLE) { [self] in
            let onClose = onClose
            self.onClose = nil
            destroy()
            onClose?()
        }
    }

    private func destroy() {
        guard state != .destroyed else { return }
        state = .destroyed
        attachedUnmap?.disconnect()
        attachedUnmap = nil
        root.destroy()
    }
}
