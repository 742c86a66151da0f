import CGtk
@_spi(Adapter) import Containment

/// A bar's horizontal `GtkBox` of buttons and title, drawn from the ``BarModel`` that
/// ``ViewMirror/barProvider`` gives for its view, as `UINavigationBar` and `UITabBar` draw their
/// items: a navigation bar's back and bar buttons around a bold title, or a tab bar's toggle
/// buttons sharing its width. A bar is not chosen by its view's class but by the provider, before
/// the registered kinds (``ContentMirrors``). It keeps the look it was built for and the actions of
/// its buttons (in the order of ``actions(of:)``). Main-actor isolated, so its buttons' handlers
/// may capture it.
@MainActor final class BarContent: ContentMirror {
    let box: UnsafeMutablePointer<GtkWidget>
    var signature: [String]?
    /// Each is given the clicked button's rectangle in the bar.
    var actions: [@MainActor (Rect) -> Void] = []
    /// The mirror whose ``ViewMirror/barProvider`` says what the bar shows.
    private weak var mirror: ViewMirror?

    var widget: UnsafeMutablePointer<GtkWidget> { box }
    var defaultBackground: Color? { Color(red: 0.96, green: 0.96, blue: 0.96) }
    /// A native bar paints all of its frame.
    var paintsOpaque: Bool { true }

    init(view: View, mirror: ViewMirror) {
        box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        self.mirror = mirror
    }

    func update(_ view: View) {
        guard let model = mirror?.barProvider?(view) else { return }
        guard signature != model.signature else {
            // Same look: keep the widgets, take the newest actions.
            actions = Self.actions(of: model)
            return
        }
        signature = model.signature
        actions = Self.actions(of: model)
        build(model, of: view)
    }

    func accessibleRole(for view: View) -> AtkRole {
        mirror?.barProvider?(view)?.style == .tabs ? ATK_ROLE_PAGE_TAB_LIST : ATK_ROLE_TOOL_BAR
    }

    private static func actions(of model: BarModel) -> [@MainActor (Rect) -> Void] {
        ([model.backItem].compactMap { $0 } + model.leftItems + model.rightItems + model.tabs).map { item in
            { rect in
                item.anchor?(rect)
                item.action()
            }
        }
    }

    /// Rebuilds a bar's buttons and title in its box (a horizontal `GtkBox`).
    private func build(_ model: BarModel, of view: View) {
        for child in ViewMirror.children(of: box) { gtk_widget_destroy(child) }
        var index = 0
        let bar = cgtk_box(box)
        /// Makes the item's button and packs it (at the end of the bar, or growing with it).
        func addButton(_ item: BarModel.Item, toggle: Bool, atEnd: Bool = false, expands: Bool = false) {
            let widget = toggle ? gtk_toggle_button_new_with_label(item.title)! : gtk_button_new_with_label(item.title)!
            if toggle { gtk_toggle_button_set_active(cgtk_toggle_button(widget), item.isSelected ? 1 : 0) }
            gtk_widget_set_sensitive(widget, item.isEnabled ? 1 : 0)
            if let accessible = gtk_widget_get_accessible(widget) {
                atk_object_set_name(accessible, item.title)
                atk_object_set_role(accessible, toggle ? ATK_ROLE_PAGE_TAB : ATK_ROLE_PUSH_BUTTON)
            }
            let slot = index
            index += 1
            // Named by its slot: the handler finds it in the bar again (a handler that kept the
            // widget itself would hold what holds the handler).
            gtk_widget_set_name(widget, ViewMirror.barButtonName(slot))
            let grows: gboolean = expands ? 1 : 0
            if atEnd { gtk_box_pack_end(bar, widget, grows, grows, 0) } else { gtk_box_pack_start(bar, widget, grows, grows, 0) }
            // Connected after setting the toggle state, so building never runs an action; and
            // last, as the handler keeps the widget.
            SignalConnection.connect(widget, "clicked") { [weak self, weak view] in
                guard let self, actions.indices.contains(slot) else { return }
                if toggle {
                    // GTK flipped the toggle, but the selection is the model's: rebuild from it
                    // on the next sync.
                    signature = nil
                    view?.setNeedsDisplay()
                }
                actions[slot](ViewMirror.frameOfBarButton(slot, in: box, relativeTo: box) ?? .zero)
            }
        }
        switch model.style {
        case .navigation:
            gtk_box_set_homogeneous(bar, 0)
            for item in [model.backItem].compactMap({ $0 }) + model.leftItems {
                addButton(item, toggle: false)
            }
            let title = gtk_label_new(nil)!
            let text = g_markup_escape_text(model.title ?? "", -1).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            } ?? ""
            gtk_label_set_markup(cgtk_label(title), "<b>\(text)</b>")
            gtk_label_set_ellipsize(cgtk_label(title), PANGO_ELLIPSIZE_END)
            gtk_box_set_center_widget(bar, title)
            for item in model.rightItems.reversed() {
                addButton(item, toggle: false, atEnd: true)
            }
        case .tabs:
            gtk_box_set_homogeneous(bar, 1)
            for item in model.tabs {
                addButton(item, toggle: true, expands: true)
            }
        }
        gtk_widget_show_all(box)
    }
}

extension ViewMirror {
    /// The GTK name of a bar's button in `slot`.
    static func barButtonName(_ slot: Int) -> String { "containment-bar-item-\(slot)" }

    /// Where the button in `slot` of a bar (the in-window bar's box, or the window's header bar)
    /// is drawn, in `target`'s coordinates, for a popover pointing at it; `nil` if it is gone or
    /// not laid out yet.
    static func frameOfBarButton(
        _ slot: Int, in bar: UnsafeMutablePointer<GtkWidget>, relativeTo target: UnsafeMutablePointer<GtkWidget>
    ) -> Rect? {
        let name = barButtonName(slot)
        for child in children(of: bar) where String(cString: gtk_widget_get_name(child)) == name {
            var x: Int32 = 0
            var y: Int32 = 0
            let width = gtk_widget_get_allocated_width(child)
            guard width > 1, gtk_widget_translate_coordinates(child, target, 0, 0, &x, &y) != 0 else { return nil }
            return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(gtk_widget_get_allocated_height(child)))
        }
        return nil
    }
}
