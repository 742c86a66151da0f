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
    /// The style provider that draws destructive titles in the theme's error colour, made for
    /// the first one.
    private var destructiveStyle: ObjectRef?
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
        fill(menu, with: presentation.items, at: nil)
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

    // MARK: - Rows

    /// Adds widgets for `items` to `shell`, at `position` (appended when `nil`); returns how many.
    @discardableResult
    private func fill(_ shell: UnsafeMutablePointer<GtkWidget>, with items: [MenuPresentation.Item], at position: Int?) -> Int {
        var index = position
        var added = 0
        func insert(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if let current = index {
                gtk_menu_shell_insert(cgtk_menu_shell(shell), widget, gint(current))
                index = current + 1
            } else {
                gtk_menu_shell_append(cgtk_menu_shell(shell), widget)
            }
            gtk_widget_show_all(widget)
            added += 1
        }
        for item in items {
            guard case .deferred(let load) = item else {
                if let widget = makeWidget(for: item) { insert(widget) }
                continue
            }
            // A provider that answers at once (a cached element) shows its rows at once; one that
            // answers later replaces the "Loading…" row where it is then, if its menu still shows.
            let loading = DeferredRow()
            load.load { [weak self] answered in
                guard let self else { return }
                guard loading.isWaiting else {
                    loading.answer = answered
                    return
                }
                guard state == .open || state == .building, let row = loading.row?.widget, let parent = gtk_widget_get_parent(row)
                else { return }
                let position = Self.index(of: row, in: parent)
                gtk_widget_destroy(row)
                fill(parent, with: answered.items, at: position)
            }
            if let answer = loading.answer {
                let count = fill(shell, with: answer.items, at: index)
                if let current = index { index = current + count }
                added += count
                continue
            }
            let row = makeItem(title: MenuPresentation.loadingTitle, subtitle: nil, image: nil, indicator: .none)
            gtk_widget_set_sensitive(row, 0)
            insert(row)
            loading.row = WeakWidget(row)
            loading.isWaiting = true
        }
        return added
    }

    /// The widget of a row; `nil` for a deferred row, which `fill` makes where it goes.
    private func makeWidget(for item: MenuPresentation.Item) -> UnsafeMutablePointer<GtkWidget>? {
        switch item {
        case .separator:
            return gtk_separator_menu_item_new()!
        case .header(let title):
            let widget = makeItem(title: title, subtitle: nil, image: nil, indicator: .none)
            gtk_widget_set_sensitive(widget, 0)
            return widget
        case .entry(let entry):
            let widget = makeItem(title: entry.title, subtitle: entry.subtitle, image: entry.image, indicator: entry.indicator)
            if entry.indicator != .none {
                let check = cgtk_check_menu_item(widget)
                gtk_check_menu_item_set_draw_as_radio(check, entry.indicator == .radio ? 1 : 0)
                gtk_check_menu_item_set_active(check, entry.state == .on ? 1 : 0)
                gtk_check_menu_item_set_inconsistent(check, entry.state == .mixed ? 1 : 0)
            }
            if let input = entry.keyInput, let label = Self.titleLabel(of: widget),
                let key = MenuAccelerator(input: input, modifiers: entry.keyModifiers)
            {
                gtk_accel_label_set_accel(cgtk_accel_label(label), key.keyval, key.modifiers)
            }
            if entry.isDestructive { markDestructive(widget) }
            gtk_widget_set_sensitive(widget, entry.isEnabled ? 1 : 0)
            if entry.isEnabled {
                SignalConnection.connect(widget, "activate") { entry.perform() }
            }
            return widget
        case .submenu(let submenu):
            let widget = makeItem(title: submenu.menu.title, subtitle: submenu.menu.subtitle, image: submenu.menu.image, indicator: .none)
            if submenu.isDestructive { markDestructive(widget) }
            let menu = gtk_menu_new()!
            gtk_menu_item_set_submenu(cgtk_menu_item(widget), menu)
            // Filled when it first shows: before GTK measures and places it.
            var filled = false
            SignalConnection.connect(menu, "show") { [weak self] in
                guard let self, !filled else { return }
                filled = true
                fill(menu, with: submenu.presentation().items, at: nil)
            }
            return widget
        case .deferred:
            return nil
        }
    }

    /// A menu item (a check item when it shows a state) whose child is a box of the icon, a
    /// `GtkAccelLabel` with the title (and the key command's shortcut beside it), and the subtitle.
    private func makeItem(title: String, subtitle: String?, image: Image?, indicator: MenuEntry.Indicator) -> UnsafeMutablePointer<GtkWidget> {
        let item = indicator == .none ? gtk_menu_item_new()! : gtk_check_menu_item_new()!
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        if let image, let icon = MenuIcon.widget(for: image) {
            gtk_box_pack_start(cgtk_box(box), icon, 0, 0, 0)
        }
        let label = gtk_accel_label_new(title)!
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_accel_label_set_accel_widget(cgtk_accel_label(label), item)
        if let subtitle, !subtitle.isEmpty {
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_pack_start(cgtk_box(column), label, 0, 0, 0)
            let small = gtk_label_new(subtitle)!
            gtk_label_set_xalign(cgtk_label(small), 0)
            gtk_style_context_add_class(gtk_widget_get_style_context(small), "dim-label")
            gtk_box_pack_start(cgtk_box(column), small, 0, 0, 0)
            gtk_box_pack_start(cgtk_box(box), column, 1, 1, 0)
        } else {
            gtk_box_pack_start(cgtk_box(box), label, 1, 1, 0)
        }
        gtk_container_add(cgtk_container(item), box)
        return item
    }

    /// Draws the item's title in the theme's error colour, nudged toward the text colour so it
    /// reads on light and dark menus (white on the hover highlight, as other titles turn).
    private func markDestructive(_ item: UnsafeMutablePointer<GtkWidget>) {
        guard let label = Self.titleLabel(of: item) else { return }
        let style = destructiveStyle ?? {
            let css = gtk_css_provider_new()!
            // The theme's error red, a quarter toward the text colour: darker on a light menu,
            // lighter (readable) on a dark one.
            let rules = """
                label.destructive { color: mix(@error_color, @theme_fg_color, 0.25); }
                menuitem:hover label.destructive { color: @theme_selected_fg_color; }
                """
            _ = gtk_css_provider_load_from_data(css, rules, -1, nil)
            let provider = ObjectRef(adopting: css)
            destructiveStyle = provider
            return provider
        }()
        let context = gtk_widget_get_style_context(label)
        gtk_style_context_add_class(context, "destructive")
        gtk_style_context_add_provider(context, cgtk_style_provider(style.pointer), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// The item's title label (its `GtkAccelLabel`).
    static func titleLabel(of item: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        func find(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if cgtk_is_accel_label(widget) != 0 { return widget }
            guard cgtk_is_container(widget) != 0 else { return nil }
            let children = gtk_container_get_children(cgtk_container(widget))
            defer { g_list_free(children) }
            var link = children
            while let node = link {
                if let data = node.pointee.data, let found = find(cgtk_widget(data)) { return found }
                link = node.pointee.next
            }
            return nil
        }
        return find(item)
    }

    /// The place of `child` among `parent`'s children.
    private static func index(of child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>) -> Int {
        let children = gtk_container_get_children(cgtk_container(parent))
        defer { g_list_free(children) }
        return Int(g_list_index(children, child))
    }
}

/// A deferred element's row: whether its "Loading…" row shows and waits, and what the provider
/// answered before it was made.
@MainActor
private final class DeferredRow {
    var isWaiting = false
    var row: WeakWidget?
    var answer: MenuPresentation?
}
