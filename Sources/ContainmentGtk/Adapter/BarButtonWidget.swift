import CGtk
@_spi(Adapter) import Containment

/// The GTK widget of one bar item, shared by the bars drawn in the window (``BarContent``) and
/// the window's header bar (``WindowTitleBar``), as `UIBarButtonItem` draws its button: a text
/// button, an icon button with the icon theme's symbolic icon for a system item (GNOME's
/// `image-button`), a picture, or empty space in a toolbar. The prominent style is GNOME's
/// suggested action (blue); an item whose click opens its menu looks like GNOME's menu buttons
/// (a text button gets a down arrow). What changes without a new look (whether it is enabled, its tooltip)
/// is applied to the widget in place by ``applyState(of:to:)``, so a disabled item greys out at
/// once and keeps its place, focus and hover.
@MainActor
enum BarButtonWidget {
    /// The size icons and pictures are drawn at, as GNOME's header bar and action bar buttons.
    static let iconPixelSize: Int32 = 16

    /// Makes the (floating) widget for `item`: a `GtkToggleButton` when `toggle` (tabs), a
    /// `GtkButton` otherwise, or an empty box for a space.
    static func make(_ item: BarModel.Item, toggle: Bool) -> UnsafeMutablePointer<GtkWidget> {
        switch item.kind {
        case .flexibleSpace:
            return gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        case .fixedSpace(let width):
            let space = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_widget_set_size_request(space, Int32(max(0, width.rounded())), -1)
            return space
        case .button:
            break
        }
        let widget = toggle ? gtk_toggle_button_new()! : gtk_button_new()!
        // Before any handler is connected: setting a toggle's state emits "clicked".
        if toggle { gtk_toggle_button_set_active(cgtk_toggle_button(widget), item.isSelected ? 1 : 0) }
        let context = gtk_widget_get_style_context(widget)
        if let picture = picture(for: item) {
            gtk_button_set_image(cgtk_button(widget), picture)
            gtk_button_set_always_show_image(cgtk_button(widget), 1)
            gtk_style_context_add_class(context, "image-button")
        } else if item.showsMenuAsPrimaryAction {
            // GNOME's menu button: the title, then an arrow saying a menu drops down.
            let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
            gtk_box_pack_start(cgtk_box(content), gtk_label_new(item.title), 0, 0, 0)
            gtk_box_pack_start(cgtk_box(content), gtk_image_new_from_icon_name("pan-down-symbolic", GTK_ICON_SIZE_BUTTON), 0, 0, 0)
            gtk_container_add(cgtk_container(widget), content)
            gtk_style_context_add_class(context, "text-button")
        } else {
            gtk_button_set_label(cgtk_button(widget), item.title)
            gtk_style_context_add_class(context, "text-button")
        }
        if item.isProminent { gtk_style_context_add_class(context, "suggested-action") }
        if let tint = item.tintColor { tintWidget(widget, with: tint) }
        if let accessible = gtk_widget_get_accessible(widget) {
            atk_object_set_role(accessible, toggle ? ATK_ROLE_PAGE_TAB : ATK_ROLE_PUSH_BUTTON)
        }
        applyState(of: item, to: widget)
        return widget
    }

    /// Applies what may change while the button stays: whether it takes clicks (greyed out when
    /// not), its tooltip (an icon button without one shows what it does, as GNOME's icon buttons
    /// do), its accessible name.
    static func applyState(of item: BarModel.Item, to widget: UnsafeMutablePointer<GtkWidget>) {
        guard item.kind == .button else { return }
        gtk_widget_set_sensitive(widget, item.isEnabled ? 1 : 0)
        let showsText = !item.title.isEmpty && picture(isNeededFor: item) == false
        let tip = item.toolTip ?? (showsText ? nil : item.accessibilityLabel.isEmpty ? nil : item.accessibilityLabel)
        gtk_widget_set_tooltip_text(widget, tip)
        if let accessible = gtk_widget_get_accessible(widget) {
            let name = item.accessibilityLabel.isEmpty ? item.title : item.accessibilityLabel
            atk_object_set_name(accessible, name)
        }
    }

    /// The symbolic icon name GNOME's icon theme has for a system item, `nil` for a text item or
    /// a space.
    nonisolated static func iconName(for item: BarButtonItem.SystemItem) -> String? {
        switch item {
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: nil
        case .add: "list-add-symbolic"
        case .compose: "document-edit-symbolic"
        case .reply: "mail-reply-sender-symbolic"
        case .action: "emblem-shared-symbolic"
        case .organize: "folder-symbolic"
        case .bookmarks: "user-bookmarks-symbolic"
        case .search: "edit-find-symbolic"
        case .refresh: "view-refresh-symbolic"
        case .stop: "process-stop-symbolic"
        case .camera: "camera-photo-symbolic"
        case .trash: "user-trash-symbolic"
        case .play: "media-playback-start-symbolic"
        case .pause: "media-playback-pause-symbolic"
        case .rewind: "media-seek-backward-symbolic"
        case .fastForward: "media-seek-forward-symbolic"
        case .undo: "edit-undo-symbolic"
        case .redo: "edit-redo-symbolic"
        case .close: "window-close-symbolic"
        }
    }

    /// Whether the item shows a picture (a system icon or its image) rather than its title.
    private static func picture(isNeededFor item: BarModel.Item) -> Bool {
        item.systemItem.flatMap(iconName(for:)) != nil || item.image != nil
    }

    /// The `GtkImage` the button shows: the system item's symbolic icon, or the item's picture
    /// scaled to ``iconPixelSize`` high; `nil` for a text button (or a picture gdk-pixbuf refuses).
    private static func picture(for item: BarModel.Item) -> UnsafeMutablePointer<GtkWidget>? {
        if let name = item.systemItem.flatMap(iconName(for:)) {
            return gtk_image_new_from_icon_name(name, GTK_ICON_SIZE_BUTTON)
        }
        guard let image = item.image, let decoded = ImageContent.decode(image).0 else { return nil }
        let source = OpaquePointer(decoded.pointer)
        let height = Double(iconPixelSize)
        let width = image.size.height > 0 ? max(1, (image.size.width * height / image.size.height).rounded()) : height
        guard let scaled = gdk_pixbuf_scale_simple(source, Int32(width), iconPixelSize, GDK_INTERP_BILINEAR) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        return gtk_image_new_from_pixbuf(scaled)
    }

    /// Colours the button's text or symbolic icon, as `tintColor`.
    private static func tintWidget(_ widget: UnsafeMutablePointer<GtkWidget>, with color: Color) {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let css = "button { color: rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), \(min(max(color.alpha, 0), 1))); }"
        guard let provider = gtk_css_provider_new() else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        guard gtk_css_provider_load_from_data(provider, css, -1, nil) != 0 else { return }
        gtk_style_context_add_provider(
            gtk_widget_get_style_context(widget), cgtk_style_provider(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// The widget named for `slot` among the descendants of `bar` (buttons sit in a box, an
    /// action bar or a header bar), if any.
    static func widget(inSlot slot: Int, of bar: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        let name = ViewMirror.barButtonName(slot)
        var pending = [bar]
        while let widget = pending.popLast() {
            if widget != bar, String(cString: gtk_widget_get_name(widget)) == name { return widget }
            if cgtk_is_container(widget) != 0 { pending += ViewMirror.children(of: widget) }
        }
        return nil
    }
}
