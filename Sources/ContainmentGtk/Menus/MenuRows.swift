import CGtk
@_spi(Adapter) import Containment

/// The rows of a GTK menu drawn from a core `MenuPresentation`: a menu item per entry (a check
/// item when it shows a state, an accelerator label with its key command's shortcut, the title
/// in the theme's error colour when destructive, greyed when disabled), a separator per section,
/// a submenu filled when it first shows, and "Loading…" for a deferred element until its
/// provider answers. Shared by a popped-up menu (``OpenMenu``) and the window's menu bar
/// (``MenuBarWidget``).
@MainActor
final class MenuRows {
    /// Whether the menu the rows are in still shows, so a deferred element's late answer still
    /// has somewhere to go.
    var isShowing: () -> Bool = { true }
    /// The style provider that draws destructive titles in the theme's error colour, made for
    /// the first one.
    private var destructiveStyle: ObjectRef?

    /// Adds widgets for `items` to `shell`, at `position` (appended when `nil`); returns how many.
    @discardableResult
    func fill(_ shell: UnsafeMutablePointer<GtkWidget>, with items: [MenuPresentation.Item], at position: Int?) -> Int {
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
                guard isShowing(), let row = loading.row?.widget, let parent = gtk_widget_get_parent(row)
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
