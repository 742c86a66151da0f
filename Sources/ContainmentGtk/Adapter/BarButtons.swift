import CGtk
@_spi(Adapter) import Containment

/// The buttons of one drawn bar, by slot, for ``BarContent`` and ``WindowTitleBar`` alike.
///
/// One rule: a button's slot is the index of its item in ``BarModel/slottedItems`` (back, left,
/// right, then tabs or toolbar items, in the model's order), however the bar packs it; its click
/// runs the item of that slot, taken fresh at each update. After every allocation of a button
/// (the bar laid out, or moved), its item is told where the button is (`BarModel.Item.anchor`),
/// so a popover can point at a button nobody clicked yet. Whether an item is enabled, and its
/// tooltip, are applied to its widget in place at each update.
///
/// An item's menu opens under its button, as UIKit's bar button menus drop down: on a click
/// when the item has nothing else to run (`BarModel.Item.showsMenuAsPrimaryAction`), else on a
/// long press or a secondary click (GNOME's and UIKit's other ways to ask for more).
@MainActor
final class BarButtons {
    /// The items of the last update, by slot.
    private(set) var items: [BarModel.Item] = []
    /// The widgets made for the current look, by slot (`nil` for a slot the bar did not draw).
    /// Owned by the bar's container: dropped (``removeAll()``) before it destroys them.
    private var widgets: [UnsafeMutablePointer<GtkWidget>?] = []
    /// Where a widget is, in the coordinates of the bar's core view; `nil` before it is laid
    /// out (set by the bar).
    var frameInBar: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Rect? = { _ in nil }
    /// Shows a menu under a button (set by the bar; menus stay closed without it).
    var presentMenu: (@MainActor (Menu, UnsafeMutablePointer<GtkWidget>) -> Void)?
    /// The long-press and secondary-click gestures of the buttons whose items have a menu
    /// besides their action: GTK 3 leaves a gesture's lifetime to whoever made it.
    private var menuGestures: [ObjectRef] = []

    /// Takes the newest items (their actions, anchors and state) and applies their state to the
    /// widgets already drawn.
    func update(_ items: [BarModel.Item]) {
        self.items = items
        for (slot, widget) in widgets.enumerated() {
            guard let widget, items.indices.contains(slot) else { continue }
            BarButtonWidget.applyState(of: items[slot], to: widget)
        }
    }

    /// Forgets the widgets (the bar is about to destroy them for a new look).
    func removeAll() {
        widgets.removeAll()
        menuGestures.removeAll()
    }

    /// Makes the widget of the item in `slot`, named after its slot, with its click and its
    /// allocation connected. `beforeAction` runs first on a click (a tab's toggle state goes
    /// back to the model's).
    func makeWidget(slot: Int, toggle: Bool, beforeAction: (@MainActor () -> Void)? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let item = items[slot]
        let widget = BarButtonWidget.make(item, toggle: toggle)
        if widgets.count <= slot { widgets += Array(repeating: nil, count: slot + 1 - widgets.count) }
        widgets[slot] = widget
        guard item.kind == .button else { return widget }
        // Named by its slot: tests and the header find it again (a handler that kept the widget
        // itself would hold what holds the handler).
        gtk_widget_set_name(widget, ViewMirror.barButtonName(slot))
        SignalConnection.connectAllocation(widget, after: true) { [weak self] _ in
            self?.reportFrame(ofSlot: slot)
        }
        // Connected after the toggle state was set, so building never runs an action.
        SignalConnection.connect(widget, "clicked") { [weak self] in
            guard let self, items.indices.contains(slot) else { return }
            beforeAction?()
            reportFrame(ofSlot: slot)
            if items[slot].showsMenuAsPrimaryAction {
                openMenu(ofSlot: slot)
            } else {
                items[slot].action()
            }
        }
        if item.menu != nil, !item.showsMenuAsPrimaryAction { addMenuGestures(to: widget, slot: slot) }
        return widget
    }

    /// Opens the menu of the item in `slot` under its button, if it has one and is enabled.
    func openMenu(ofSlot slot: Int) {
        guard items.indices.contains(slot), items[slot].isEnabled, let menu = items[slot].menu,
              widgets.indices.contains(slot), let widget = widgets[slot] else { return }
        reportFrame(ofSlot: slot)
        presentMenu?(menu, widget)
    }

    /// A long press, and a secondary click, on `widget` open the menu of the item in `slot`
    /// (the press is claimed, so the button's own click does not follow).
    private func addMenuGestures(to widget: UnsafeMutablePointer<GtkWidget>, slot: Int) {
        let longPress = ObjectRef(adopting: gtk_gesture_long_press_new(widget)!)
        SignalConnection.connectPoint(longPress.pointer, "pressed") { [weak self, weak longPress] _, _ in
            if let longPress { gtk_gesture_set_state(cgtk_gesture(longPress.pointer), GTK_EVENT_SEQUENCE_CLAIMED) }
            self?.openMenu(ofSlot: slot)
        }
        let secondary = ObjectRef(adopting: gtk_gesture_multi_press_new(widget)!)
        gtk_gesture_single_set_button(cgtk_gesture_single(secondary.pointer), ButtonPressGesture.secondaryButton)
        SignalConnection.connectPress(secondary.pointer, "pressed") { [weak self, weak secondary] _, _, _ in
            if let secondary { gtk_gesture_set_state(cgtk_gesture(secondary.pointer), GTK_EVENT_SEQUENCE_CLAIMED) }
            self?.openMenu(ofSlot: slot)
        }
        menuGestures += [longPress, secondary]
    }

    /// Tells the item in `slot` where its button is, if it is laid out.
    func reportFrame(ofSlot slot: Int) {
        guard items.indices.contains(slot), let anchor = items[slot].anchor,
              widgets.indices.contains(slot), let widget = widgets[slot], let frame = frameInBar(widget) else { return }
        anchor(frame)
    }

    /// Tells every item where its button is (after a sync that kept the widgets, for items
    /// that are new objects in the same look).
    func reportFrames() {
        for slot in widgets.indices { reportFrame(ofSlot: slot) }
    }
}

extension BarModel {
    /// The items in slot order: the back item, the left items, the right items, then the tabs
    /// or the toolbar's items.
    var slottedItems: [Item] {
        [backItem].compactMap { $0 } + leftItems + rightItems + tabs
    }
}

extension ViewMirror {
    /// The GTK name of a bar's button in `slot`.
    static func barButtonName(_ slot: Int) -> String { "containment-bar-item-\(slot)" }

    /// Where `widget` is drawn, in `target`'s coordinates; `nil` if it is not laid out yet.
    static func frame(of widget: UnsafeMutablePointer<GtkWidget>, relativeTo target: UnsafeMutablePointer<GtkWidget>) -> Rect? {
        var x: Int32 = 0
        var y: Int32 = 0
        let width = gtk_widget_get_allocated_width(widget)
        guard width > 1, gtk_widget_translate_coordinates(widget, target, 0, 0, &x, &y) != 0 else { return nil }
        return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(gtk_widget_get_allocated_height(widget)))
    }
}
