import CGtk
@_spi(Adapter) import Containment

extension GtkHost {
    /// Whether the window shows its menu bar as a `GtkMenuBar` across the top of the window, as
    /// GNOME apps with many commands (an editor, an office suite) do; `false` by default, where
    /// the menus show in the header bar's primary menu (☰) when the window draws its title bar
    /// (``TitleBar/navigationBar``).
    ///
    /// The menus are the window's menu bar as its root controller builds it with
    /// `buildMenu(with:)`, as Mac Catalyst's main menu; their commands are validated through the
    /// responder chain each time a menu opens, and their key commands work whether the menu bar
    /// shows or not. While it shows, the header bar's ☰ button is hidden: the menus are in one
    /// place.
    public var showsMenuBar: Bool {
        get { menuBarPlacement != nil }
        set {
            guard newValue != showsMenuBar, gtk_widget_in_destruction(gtkWindow) == 0 else { return }
            // The event box, or the paned beside a side widget: below the bar, or the window's child.
            let content = menuBarPlacement.map { ViewMirror.children(of: $0.box.widget).last } ?? gtk_bin_get_child(cgtk_bin(gtkWindow))
            if let content { g_object_ref(content) }
            defer { if let content { g_object_unref(content) } }
            if let content, let holder = gtk_widget_get_parent(content) { gtk_container_remove(cgtk_container(holder), content) }
            if newValue {
                let bar = MenuBarWidget(window: window)
                let box = WidgetRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
                gtk_box_pack_start(cgtk_box(box.widget), bar.bar.widget, 0, 0, 0)
                menuBarPlacement = (bar, box)
                gtk_container_add(cgtk_container(gtkWindow), box.widget)
                gtk_widget_show(box.widget)
                gtk_widget_show(bar.bar.widget)
            } else if let placement = menuBarPlacement {
                menuBarPlacement = nil
                gtk_container_remove(cgtk_container(gtkWindow), placement.box.widget)
                placement.bar.bar.destroy()
                placement.box.destroy()
            }
            if let content { placeContent(content) }
            if let button = primaryMenuButton {
                // Kept hidden when the window is shown (`gtk_widget_show_all`).
                gtk_widget_set_no_show_all(button, newValue ? 1 : 0)
                gtk_widget_set_visible(button, newValue ? 0 : 1)
            }
        }
    }

    /// The `GtkMenuBar` while ``showsMenuBar``, for tests.
    @_spi(Testing) public var menuBarWidget: UnsafeMutablePointer<GtkWidget>? { menuBarPlacement?.bar.bar.widget }

    /// Opens the menus for F10 (without modifiers) as GNOME apps do: the menu bar's first menu
    /// when it shows, else the header bar's primary menu; returns whether it did.
    func openMenusForF10(_ event: GdkEventKey) -> Bool {
        guard Int32(bitPattern: event.keyval) == GDK_KEY_F10,
            event.state & UInt32(gtk_accelerator_get_default_mod_mask().rawValue) == 0
        else { return false }
        if let bar = menuBarWidget {
            let items = ViewMirror.children(of: bar)
            guard let first = items.first else { return false }
            // What Alt and the item's mnemonic do: select it and open its menu, with the keys.
            return gtk_widget_mnemonic_activate(first, 0) != 0
        }
        guard let button = primaryMenuButton, gtk_widget_get_mapped(button) != 0 else { return false }
        gtk_button_clicked(cgtk_button(button))
        return true
    }

    /// Puts the window's content (the event box, or the paned beside a side widget) in the
    /// window, below the menu bar when one shows.
    func placeContent(_ content: UnsafeMutablePointer<GtkWidget>) {
        if let box = menuBarPlacement?.box.widget {
            gtk_box_pack_start(cgtk_box(box), content, 1, 1, 0)
        } else {
            gtk_container_add(cgtk_container(gtkWindow), content)
        }
    }
}
