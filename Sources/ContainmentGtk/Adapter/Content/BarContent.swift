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
    /// The buttons by slot: their items, actions and state.
    private let buttons = BarButtons()
    /// The mirror whose ``ViewMirror/barProvider`` says what the bar shows.
    private weak var mirror: ViewMirror?

    var widget: UnsafeMutablePointer<GtkWidget> { box }
    var defaultBackground: Color? { Color(red: 0.96, green: 0.96, blue: 0.96) }
    /// A native bar paints all of its frame.
    var paintsOpaque: Bool { true }

    init(view: View, mirror: ViewMirror) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        self.box = box
        self.mirror = mirror
        buttons.frameInBar = { widget in ViewMirror.frame(of: widget, relativeTo: box) }
    }

    func update(_ view: View) {
        guard let model = mirror?.barProvider?(view) else { return }
        buttons.update(model.slottedItems)
        guard signature != model.signature else {
            // Same look: the widgets stay (their state was just applied); items that are new
            // objects learn where their buttons are.
            buttons.reportFrames()
            return
        }
        signature = model.signature
        build(model, of: view)
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
        switch model.style {
        case .navigation:
            gtk_box_set_homogeneous(bar, 0)
            for slot in 0..<leftCount {
                gtk_box_pack_start(bar, buttons.makeWidget(slot: slot, toggle: false), 0, 0, 0)
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
                gtk_box_pack_end(bar, buttons.makeWidget(slot: slot, toggle: false), 0, 0, 0)
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
        }
        gtk_widget_show_all(box)
    }
}
