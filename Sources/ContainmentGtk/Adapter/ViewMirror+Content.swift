import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The native widgets of the content views, and what they were last told.
extension ViewMirror {
    /// The native widget inside a view's container, drawn below its subviews, with what it was
    /// last told.
    @MainActor enum Content {
        case label(UnsafeMutablePointer<GtkWidget>)
        case button(UnsafeMutablePointer<GtkWidget>)
        case table(TableContent)
        case bar(BarContent)
        case drawing(UnsafeMutablePointer<GtkWidget>)
        /// A ``NativeView``'s widget, in its holder (see ``NativeContent``).
        case native(NativeContent)
        case scroll(ScrollContent)
        case textField(TextFieldContent)
        case textView(TextViewContent)
        case image(ImageContent)

        var widget: UnsafeMutablePointer<GtkWidget> {
            switch self {
            case .label(let w), .button(let w), .drawing(let w): w
            case .table(let table): table.scroll.scrolled
            case .bar(let bar): bar.box
            case .native(let native): native.holder
            case .scroll(let scroll): scroll.scrolled
            case .textField(let field): field.entry
            case .textView(let text): text.scrolled
            case .image(let image): image.widget
            }
        }

        /// The widget that holds what the view shows, the one assistive technologies read: a
        /// table's list and a text view's text, inside their scrolled windows.
        var nativeWidget: UnsafeMutablePointer<GtkWidget> {
            switch self {
            case .table(let table): table.list
            case .textView(let text): text.textView
            default: widget
            }
        }

        /// Where the subviews' widgets go: the scrolling canvas of a scroll view, else `nil`
        /// (the view's own canvas).
        var subviewCanvas: UnsafeMutablePointer<GtkWidget>? {
            if case .scroll(let scroll) = self { return scroll.document }
            return nil
        }
    }

    /// A `TableView`'s `GtkListBox` in its scrolled window, with the cells,
    /// row height and selection it shows. Main-actor isolated, so its row-activated handler may
    /// capture it.
    @MainActor final class TableContent {
        let list: UnsafeMutablePointer<GtkWidget>
        let scroll: ScrollContent
        var appliedCells: [[TableViewCell]]?
        var appliedRowHeight: Double?
        var appliedSelection: IndexPath??
        /// The index path of each row, in the list's order.
        var rowIndexPaths: [IndexPath] = []

        init(list: UnsafeMutablePointer<GtkWidget>, scroll: ScrollContent) {
            self.list = list
            self.scroll = scroll
        }
    }

    /// A bar's horizontal `GtkBox` of buttons and title, with the look it was built for and the
    /// actions of its buttons (in the order of ``ViewMirror/actions(of:)``). Main-actor
    /// isolated, so its buttons' handlers may capture it.
    @MainActor final class BarContent {
        let box: UnsafeMutablePointer<GtkWidget>
        var signature: [String]?
        /// Each is given the clicked button's rectangle in the bar.
        var actions: [@MainActor (Rect) -> Void] = []

        init(box: UnsafeMutablePointer<GtkWidget>) {
            self.box = box
        }
    }

    // MARK: - Creating content

    /// The native widget for `view`, if it is a content view (or a bar), with its signals
    /// connected on `record`.
    func makeContent(for view: View, record: Record) -> Content? {
        if barProvider?(view) != nil {
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
            record.paint.defaultBackground = Color(red: 0.96, green: 0.96, blue: 0.96)
            return .bar(BarContent(box: box))
        }
        switch view {
        case is Button:
            let button = gtk_button_new()!
            record.connections.append(SignalConnection.connect(button, "clicked") { [weak view] in
                (view as? Button)?.sendActions()
            })
            return .button(button)
        case is Label:
            let label = gtk_label_new(nil)!
            gtk_label_set_ellipsize(cgtk_label(label), PANGO_ELLIPSIZE_END)
            return .label(label)
        case is TableView:
            let list = gtk_list_box_new()!
            gtk_list_box_set_activate_on_single_click(cgtk_list_box(list), 1)
            gtk_list_box_set_selection_mode(cgtk_list_box(list), GTK_SELECTION_SINGLE)
            let scroll = makeScrollContent(for: view, document: list, record: record, scrollsHorizontally: false)
            let content = TableContent(list: list, scroll: scroll)
            record.connections.append(SignalConnection.connectPointer(list, "row-activated") { [weak view, weak content] row in
                guard let row, let content, let table = view as? TableView else { return }
                let index = Int(gtk_list_box_row_get_index(cgtk_list_box_row(row)))
                guard content.rowIndexPaths.indices.contains(index) else { return }
                table.selectRowFromUser(at: content.rowIndexPaths[index])
            })
            return .table(content)
        case is ImageView:
            return .image(makeImageContent())
        case is TextField:
            return .textField(makeTextFieldContent(for: view, record: record))
        case is TextView:
            return .textView(makeTextViewContent(for: view, record: record))
        case is ScrollView:
            let document = containment_canvas_new()!
            return .scroll(makeScrollContent(for: view, document: document, record: record, scrollsHorizontally: true))
        case is DrawingView:
            return .drawing(makeDrawingArea(for: view, record: record))
        case let native as NativeView:
            return .native(makeNativeContent(for: native))
        default:
            return nil
        }
    }

    // MARK: - Updating content

    /// Tells the content widget what `view` shows now (its display version changed).
    func updateContent(_ record: Record, _ view: View) {
        if let widget = record.content?.widget { Self.applyDirection(of: view, to: widget) }
        switch record.content {
        case .label(let widget)?:
            guard let label = view as? Label else { return }
            gtk_label_set_markup(cgtk_label(widget), Self.markup(for: label))
            let xalign: Float = switch label.textAlignment {
            case .left: 0
            case .center: 0.5
            case .right: 1
            }
            gtk_label_set_xalign(cgtk_label(widget), xalign)
            gtk_label_set_yalign(cgtk_label(widget), 0.5)
        case .button(let widget)?:
            guard let button = view as? Button else { return }
            gtk_button_set_label(cgtk_button(widget), button.title ?? "")
            gtk_widget_set_sensitive(widget, button.isEnabled ? 1 : 0)
        case .table(let content)?:
            guard let table = view as? TableView else { return }
            if content.appliedCells != table.cells || content.appliedRowHeight != table.rowHeight {
                content.appliedCells = table.cells
                content.appliedRowHeight = table.rowHeight
                reloadRows(content, table)
                content.appliedSelection = nil
            }
            if content.appliedSelection != .some(table.indexPathForSelectedRow) {
                content.appliedSelection = .some(table.indexPathForSelectedRow)
                let list = cgtk_list_box(content.list)
                if let selected = table.indexPathForSelectedRow,
                    let index = content.rowIndexPaths.firstIndex(of: selected),
                    let row = gtk_list_box_get_row_at_index(list, Int32(index)) {
                    gtk_list_box_select_row(list, row)
                } else {
                    gtk_list_box_unselect_all(list)
                }
            }
            updateScrollContent(content.scroll, table, sizesDocument: false)
        case .scroll(let content)?:
            guard let scrollView = view as? ScrollView else { return }
            updateScrollContent(content, scrollView, sizesDocument: true)
        case .image(let content)?:
            guard let imageView = view as? ImageView else { return }
            updateImage(content, imageView)
        case .textField(let content)?:
            guard let field = view as? TextField else { return }
            updateTextField(content, field)
        case .textView(let content)?:
            guard let textView = view as? TextView else { return }
            updateTextView(content, textView)
        case .drawing(let area)?:
            // Called once per sync however many setNeedsDisplay() calls came before it; GTK
            // merges the request with any other redraw of the frame.
            gtk_widget_queue_draw(area)
        case .bar(let bar)?:
            guard let model = barProvider?(view) else { return }
            guard bar.signature != model.signature else {
                // Same look: keep the widgets, take the newest actions.
                bar.actions = Self.actions(of: model)
                return
            }
            bar.signature = model.signature
            bar.actions = Self.actions(of: model)
            buildBar(model, in: bar, of: view)
        case .native?, nil:
            // A native widget shows what the app tells it.
            break
        }
    }

    /// Gives a content widget the view's layout direction (the core decides it, from the window's
    /// direction and the views' `View.semanticContentAttribute`): a bar's `GtkBox`
    /// then packs its back button and tabs from the right, a label's alignment flips, and a view
    /// forced left to right stays so under a right-to-left default.
    static func applyDirection(of view: View, to widget: UnsafeMutablePointer<GtkWidget>) {
        let direction = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
        guard gtk_widget_get_direction(widget) != direction else { return }
        gtk_widget_set_direction(widget, direction)
        // Laid out again in the new direction (GTK does not re-place a box's children otherwise).
        gtk_widget_queue_resize(widget)
    }

    /// A `GtkDrawingArea` whose `draw` signal runs the view's `DrawingView.draw(_:in:)`
    /// with a cairo-backed context over its allocated size.
    private func makeDrawingArea(for view: View, record: Record) -> UnsafeMutablePointer<GtkWidget> {
        let area = gtk_drawing_area_new()!
        record.connections.append(SignalConnection.connectDraw(area) { [weak view] cairo in
            guard let drawing = view as? DrawingView else { return false }
            let rect = Rect(x: 0, y: 0, width: Double(gtk_widget_get_allocated_width(area)),
                            height: Double(gtk_widget_get_allocated_height(area)))
            let context = CairoGraphicsContext(cairo)
            drawing.draw(rect, in: context)
            context.finish()
            return true
        })
        return area
    }

    private static func actions(of model: BarModel) -> [@MainActor (Rect) -> Void] {
        ([model.backItem].compactMap { $0 } + model.leftItems + model.rightItems + model.tabs).map { item in
            { rect in
                item.anchor?(rect)
                item.action()
            }
        }
    }

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

    /// Rebuilds a bar's buttons and title in its box (a horizontal `GtkBox`).
    private func buildBar(_ model: BarModel, in content: BarContent, of view: View) {
        let box = content.box
        for child in Self.children(of: box) { gtk_widget_destroy(child) }
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
            gtk_widget_set_name(widget, Self.barButtonName(slot))
            let grows: gboolean = expands ? 1 : 0
            if atEnd { gtk_box_pack_end(bar, widget, grows, grows, 0) } else { gtk_box_pack_start(bar, widget, grows, grows, 0) }
            // Connected after setting the toggle state, so building never runs an action; and
            // last, as the handler keeps the widget.
            SignalConnection.connect(widget, "clicked") { [weak content, weak view] in
                guard let content, content.actions.indices.contains(slot) else { return }
                if toggle {
                    // GTK flipped the toggle, but the selection is the model's: rebuild from it
                    // on the next sync.
                    content.signature = nil
                    view?.setNeedsDisplay()
                }
                content.actions[slot](Self.frameOfBarButton(slot, in: content.box, relativeTo: content.box) ?? .zero)
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

    private func reloadRows(_ content: TableContent, _ table: TableView) {
        let list = content.list
        for row in Self.children(of: list) { gtk_widget_destroy(row) }
        var paths: [IndexPath] = []
        // The disclosure chevron points the way a push goes: left when mirrored.
        let chevron = table.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "  ‹" : "  ›"
        for (section, rows) in table.cells.enumerated() {
            for (row, cell) in rows.enumerated() {
                paths.append(IndexPath(row: row, section: section))
                var text = cell.text
                if let detail = cell.detailText { text += "  —  " + detail }
                if cell.showsDisclosureIndicator { text += chevron }
                let label = gtk_label_new(text)!
                Self.applyDirection(of: table, to: label)
                gtk_label_set_xalign(cgtk_label(label), 0)
                // A long row ends in "…" rather than widening the list past the table.
                gtk_label_set_ellipsize(cgtk_label(label), PANGO_ELLIPSIZE_END)
                gtk_widget_set_margin_start(label, 12)
                gtk_widget_set_margin_end(label, 12)
                // The row is the list item, named by the cell's text (not the detail and chevron
                // the label adds), the table's row height tall (its padding included), as the
                // core's content size counts it. Its accessible object is made only when asked for.
                let row = containment_list_row_new(cell.text)!
                gtk_widget_set_size_request(row, -1, Int32(max(1, table.rowHeight.rounded())))
                gtk_container_add(cgtk_container(row), label)
                gtk_container_add(cgtk_container(list), row)
            }
        }
        content.rowIndexPaths = paths
        gtk_widget_show_all(list)
    }

    /// Tells the accessible object of the content widget (or the canvas) the view's role and name.
    func updateAccessibleName(_ record: Record, _ view: View) {
        let target = record.content?.nativeWidget ?? record.container.widget
        guard let accessible = gtk_widget_get_accessible(target) else { return }
        let role: AtkRole = switch record.content {
        case .label?: ATK_ROLE_LABEL
        case .button?: ATK_ROLE_PUSH_BUTTON
        case .table?: ATK_ROLE_LIST
        case .scroll?: ATK_ROLE_SCROLL_PANE
        case .textField?: ATK_ROLE_ENTRY
        case .textView?: ATK_ROLE_TEXT
        case .image?: ATK_ROLE_IMAGE
        case .drawing?: ATK_ROLE_DRAWING_AREA
        // The holder; the widget in it keeps its own role and name.
        case .native?: ATK_ROLE_FILLER
        case .bar?: barProvider?(view)?.style == .tabs ? ATK_ROLE_PAGE_TAB_LIST : ATK_ROLE_TOOL_BAR
        case nil: ATK_ROLE_PANEL
        }
        let name = Self.accessibleName(for: view)
        // Set only what changed: ATK notifies listeners of every set, and a view's display
        // version changes for many reasons (a slide's end, a colour) that leave both alone.
        if record.appliedRole != role {
            atk_object_set_role(accessible, role)
            record.appliedRole = role
        }
        if let name, record.appliedAccessibleName != name {
            atk_object_set_name(accessible, name)
            record.appliedAccessibleName = name
        }
    }

    /// The name assistive technologies read for `view`, as UIKit defaults `accessibilityLabel`:
    /// the label set on it, else a button's title, a label's text, or the title of the controller
    /// whose view it is.
    static func accessibleName(for view: View) -> String? {
        if let label = view.accessibilityLabel { return label }
        switch view {
        case let button as Button: return button.title
        case let label as Label: return label.text
        default: return view.owningViewController?.title
        }
    }

    /// Pango markup for a label's text, colour, size and weight.
    static func markup(for label: Label) -> String {
        let text = label.text ?? ""
        let escaped = g_markup_escape_text(text, -1).map { pointer in
            defer { g_free(pointer) }
            return String(cString: pointer)
        } ?? ""
        let colour = PixelColor(label.textColor)
        let hex = String(colour.description.prefix(7))
        let size = Int((label.fontSize * 1024 * 0.75).rounded())  // pixels to Pango points (96 dpi)
        let weight = label.isBold ? "bold" : "normal"
        return "<span foreground=\"\(hex)\" size=\"\(size)\" weight=\"\(weight)\">\(escaped)</span>"
    }
}
