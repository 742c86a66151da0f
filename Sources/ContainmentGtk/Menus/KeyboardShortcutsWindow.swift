import CGtk
@_spi(Adapter) import Containment

/// GNOME's Keyboard Shortcuts window (Ctrl+?): every key command reachable from the focused
/// view (`Window.discoverableKeyCommands`), one group per menu of the menu bar and per
/// controller on the responder chain, each command with its `discoverabilityTitle` (else its
/// title) beside its keys drawn as key caps (Adwaita's `keycap` style), as GTK apps' help
/// overlays list theirs.
///
/// Built from plain labels in a grid rather than a `GtkShortcutsWindow`: once one of those has
/// been destroyed, GTK 3 calls into its freed widgets on the next change of the screen's style
/// (a theme switch), a critical error.
@MainActor
enum KeyboardShortcutsWindow {
    /// Makes the shortcuts window for `window`'s commands, modal and transient for `parent`, and
    /// shows it; returns it (GTK owns it; closing destroys it).
    @discardableResult
    static func show(for window: Window, parent: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let shortcuts = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        let header = gtk_header_bar_new()!
        gtk_header_bar_set_title(cgtk_header_bar(header), "Shortcuts")
        gtk_header_bar_set_show_close_button(cgtk_header_bar(header), 1)
        gtk_window_set_titlebar(cgtk_window(shortcuts), header)
        gtk_window_set_transient_for(cgtk_window(shortcuts), cgtk_window(parent))
        gtk_window_set_modal(cgtk_window(shortcuts), 1)
        gtk_window_set_type_hint(cgtk_window(shortcuts), GDK_WINDOW_TYPE_HINT_DIALOG)
        gtk_window_set_default_size(cgtk_window(shortcuts), 560, 420)
        gtk_widget_set_name(shortcuts, "keyboard-shortcuts")

        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(cgtk_grid(grid), 8)
        gtk_grid_set_column_spacing(cgtk_grid(grid), 12)
        gtk_container_set_border_width(cgtk_container(grid), 24)
        var row: gint = 0
        for group in window.discoverableKeyCommands {
            let shortcuts = group.commands.compactMap { command in
                MenuAccelerator(command).map { (command.discoverabilityTitle ?? command.title, $0) }
            }
            guard !shortcuts.isEmpty else { continue }
            let title = gtk_label_new(nil)!
            gtk_label_set_markup(cgtk_label(title), "<b>\(escaped(group.title))</b>")
            gtk_widget_set_halign(title, GTK_ALIGN_START)
            if row > 0 { gtk_widget_set_margin_top(title, 12) }
            gtk_grid_attach(cgtk_grid(grid), title, 0, row, 2, 1)
            row += 1
            for (name, accelerator) in shortcuts {
                gtk_grid_attach(cgtk_grid(grid), keys(accelerator), 0, row, 1, 1)
                let label = gtk_label_new(name)!
                gtk_widget_set_halign(label, GTK_ALIGN_START)
                gtk_grid_attach(cgtk_grid(grid), label, 1, row, 1, 1)
                row += 1
            }
        }
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(cgtk_container(scrolled), grid)
        gtk_container_add(cgtk_container(shortcuts), scrolled)
        gtk_widget_show_all(shortcuts)
        return shortcuts
    }

    /// The keys of `accelerator` as key caps joined by "+": Ctrl + N.
    private static func keys(_ accelerator: MenuAccelerator) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_widget_set_halign(box, GTK_ALIGN_END)
        for (index, key) in accelerator.label.split(separator: "+", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                let plus = gtk_label_new("+")!
                gtk_style_context_add_class(gtk_widget_get_style_context(plus), "dim-label")
                gtk_box_pack_start(cgtk_box(box), plus, 0, 0, 0)
            }
            let cap = gtk_label_new(key.isEmpty ? "+" : String(key))!
            gtk_style_context_add_class(gtk_widget_get_style_context(cap), "keycap")
            gtk_box_pack_start(cgtk_box(box), cap, 0, 0, 0)
        }
        return box
    }

    /// `text` with Pango markup's special characters escaped.
    private static func escaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
