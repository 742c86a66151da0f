import CGtk
@_spi(Adapter) import Containment

/// GNOME's Keyboard Shortcuts window (Ctrl+?): a `GtkShortcutsWindow` listing every key
/// command reachable from the focused view (`Window.discoverableKeyCommands`), one group per
/// menu of the menu bar and per controller on the responder chain, each command with its
/// `discoverabilityTitle` (else its title) and its keys, as GTK apps' own help overlays list
/// theirs.
@MainActor
enum KeyboardShortcutsWindow {
    /// Makes the shortcuts window for `window`'s commands, transient for `parent`, and shows it;
    /// returns it (GTK owns it; it is destroyed when closed).
    @discardableResult
    static func show(for window: Window, parent: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        let builder = gtk_builder_new()!
        defer { g_object_unref(builder) }
        let xml = interface(for: window.discoverableKeyCommands)
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, gsize.max, &error) != 0,
            let object = gtk_builder_get_object(builder, "shortcuts")
        else {
            containmentGtkLogger.warning("the shortcuts window could not be built: \(error.map { String(cString: $0.pointee.message) } ?? "unknown")")
            if let error { g_error_free(error) }
            return nil
        }
        let shortcuts = cgtk_widget(object)!
        gtk_window_set_transient_for(cgtk_window(shortcuts), cgtk_window(parent))
        gtk_window_set_modal(cgtk_window(shortcuts), 1)
        gtk_widget_show(shortcuts)
        return shortcuts
    }

    /// The GtkBuilder description of the window: one section, a group per command group.
    static func interface(for groups: [Window.KeyCommandGroup]) -> String {
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><child>"
        xml += "<object class=\"GtkShortcutsSection\"><property name=\"visible\">1</property>"
        xml += "<property name=\"section-name\">shortcuts</property>"
        for group in groups {
            let shortcuts = group.commands.compactMap { command in
                MenuAccelerator(command).map { (command.discoverabilityTitle ?? command.title, $0.name) }
            }
            guard !shortcuts.isEmpty else { continue }
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"visible\">1</property>"
            xml += "<property name=\"title\">\(escaped(group.title))</property>"
            for (title, accelerator) in shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"visible\">1</property>"
                xml += "<property name=\"title\">\(escaped(title))</property>"
                xml += "<property name=\"accelerator\">\(escaped(accelerator))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        return xml
    }

    /// `text` with XML's special characters escaped.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
