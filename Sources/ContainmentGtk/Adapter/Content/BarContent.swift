import CGtk
@_spi(Adapter) import Containment

/// A bar's horizontal `GtkBox` of buttons and title, drawn from the ``BarModel`` that
/// ``ViewMirror/barProvider`` gives for its view, as `UINavigationBar`, `UITabBar` and
/// `UIToolbar` draw their items: a navigation bar's back and bar buttons around a bold title, a
/// tab bar's toggle buttons sharing its width, or a toolbar's buttons and spaces in a
/// `GtkActionBar` (GNOME's bottom bar). A bar is not chosen by its view's class but by the
/// provider, before the registered kinds (``ContentMirrors``). It keeps the look it was built
/// for; its buttons (``BarButtons``) take the newest actions and state at every update.
/// Main-actor isolated, so its buttons' handlers may capture it.
@MainActor final class BarContent: ContentMirror {
    let box: UnsafeMutablePointer<GtkWidget>
    var signature: [String]?
    /// The layout direction the bar was built in: GTK 3 widgets do not take their parent's, so
    /// a toolbar's action bar is built again in a new one.
    private var builtDirection: GtkTextDirection?
    /// The buttons by slot: their items, actions and state.
    private let buttons = BarButtons()
    /// The mirror whose ``ViewMirror/barProvider`` says what the bar shows.
    private weak var mirror: ViewMirror?

    var widget: UnsafeMutablePointer<GtkWidget> { box }
    /// None: the box paints the theme's background itself (light or dark, as GTK's bars).
    var defaultBackground: Color? { nil }
    /// A native bar paints all of its frame.
    var paintsOpaque: Bool { true }

    init(view: View, mirror: ViewMirror) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        self.box = box
        self.mirror = mirror
        Self.paintThemeBackground(on: box)
        buttons.frameInBar = { widget in ViewMirror.frame(of: widget, relativeTo: box) }
        buttons.presentMenu = { [weak mirror] menu, widget in mirror?.barMenuPresenter?(menu, widget) }
    }

    func update(_ view: View) {
        guard let model = mirror?.barProvider?(view) else { return }
        buttons.update(model.slottedItems)
        let direction = gtk_widget_get_direction(box)
        guard signature != model.signature || (model.style == .toolbar && builtDirection != direction) else {
            // Same look: the widgets stay (their state was just applied); items that are new
            // objects learn where their buttons are.
            buttons.reportFrames()
            return
        }
        signature = model.signature
        builtDirection = direction
        build(model, of: view)
    }

    /// Gives the bar's box the theme's window background and a border line on its content side
    /// (below a navigation bar, above a tab bar or a toolbar; the style class says which), as a
    /// GNOME header bar and action bar stand apart from the content in light and dark themes.
    private static func paintThemeBackground(on box: UnsafeMutablePointer<GtkWidget>) {
        let css = """
            box.containment-bar { background-color: @theme_bg_color; }
            box.containment-bar.top { border-bottom: 1px solid @borders; }
            box.containment-bar.bottom { border-top: 1px solid @borders; }
            """
        guard let provider = gtk_css_provider_new() else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        guard gtk_css_provider_load_from_data(provider, css, -1, nil) != 0 else { return }
        let context = gtk_widget_get_style_context(box)
        gtk_style_context_add_provider(context, cgtk_style_provider(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        gtk_style_context_add_class(context, "containment-bar")
    }

    func accessibleRole(for view: View) -> AtkRole {
        mirror?.barProvider?(view)?.style == .tabs ? ATK_ROLE_PAGE_TAB_LIST : ATK_ROLE_TOOL_BAR
    }

    /// Rebuilds a bar's buttons and title in its box (a horizontal `GtkBox`).
    private func build(_ model: BarModel, of view: View) {
        buttons.removeAll()
        for child in ViewMirror.children(of: box) { gtk_widget_destroy(child) }
        let bar = cgtk_box(box)
        let back = [model.backItem].compactMap { $0 }
        let leftCount = back.count + model.leftItems.count
        let rightRange = leftCount..<(leftCount + model.rightItems.count)
        let tabsStart = rightRange.upperBound
        let context = gtk_widget_get_style_context(box)
        gtk_style_context_remove_class(context, model.style == .navigation ? "bottom" : "top")
        gtk_style_context_add_class(context, model.style == .navigation ? "top" : "bottom")
        switch model.style {
        case .navigation:
            gtk_box_set_homogeneous(bar, 0)
            // Buttons centred in the bar's height with room at its ends, as in a header bar.
            func navigationButton(_ slot: Int) -> UnsafeMutablePointer<GtkWidget> {
                let widget = buttons.makeWidget(slot: slot, toggle: false)
                gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
                if slot == 0 { gtk_widget_set_margin_start(widget, 6) }
                if slot == rightRange.lowerBound { gtk_widget_set_margin_end(widget, 6) }
                return widget
            }
            for slot in 0..<leftCount {
                gtk_box_pack_start(bar, navigationButton(slot), 0, 0, 0)
            }
            let title = gtk_label_new(nil)!
            let text = g_markup_escape_text(model.title ?? "", -1).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            } ?? ""
            gtk_label_set_markup(cgtk_label(title), "<b>\(text)</b>")
            gtk_label_set_ellipsize(cgtk_label(title), PANGO_ELLIPSIZE_END)
            gtk_box_set_center_widget(bar, title)
            // Packed from the trailing edge in the model's order: the first item is the one
            // nearest the edge, as in `UINavigationItem.rightBarButtonItems`.
            for slot in rightRange {
                gtk_box_pack_end(bar, navigationButton(slot), 0, 0, 0)
            }
        case .tabs:
            gtk_box_set_homogeneous(bar, 1)
            for slot in tabsStart..<(tabsStart + model.tabs.count) {
                let widget = buttons.makeWidget(slot: slot, toggle: true) { [weak self, weak view] in
                    // GTK flipped the toggle, but the selection is the model's: rebuild from it
                    // on the next sync.
                    self?.signature = nil
                    view?.setNeedsDisplay()
                }
                gtk_box_pack_start(bar, widget, 1, 1, 0)
            }
        case .toolbar:
            gtk_box_set_homogeneous(bar, 0)
            let actionBar = gtk_action_bar_new()!
            gtk_box_pack_start(bar, actionBar, 1, 1, 0)
            for slot in tabsStart..<(tabsStart + model.tabs.count) {
                let widget = buttons.makeWidget(slot: slot, toggle: false)
                gtk_action_bar_pack_start(cgtk_action_bar(actionBar), widget)
                if model.tabs[slot - tabsStart].kind == .flexibleSpace, let row = gtk_widget_get_parent(widget) {
                    // The action bar packs without expanding: a flexible space takes its share.
                    gtk_box_set_child_packing(cgtk_box(row), widget, 1, 1, 0, GTK_PACK_START)
                }
            }
            // Laid out from the leading edge: the action bar and the rows inside it (its own,
            // which GTK keeps to itself, reached from an item) take the bar's direction.
            let direction = gtk_widget_get_direction(box)
            gtk_widget_set_direction(actionBar, direction)
            var node = ViewMirror.children(of: actionBar).first.flatMap { gtk_widget_get_parent($0) }
            while let widget = node, widget != actionBar {
                gtk_widget_set_direction(widget, direction)
                node = gtk_widget_get_parent(widget)
            }
        }
        gtk_widget_show_all(box)
    }
}
