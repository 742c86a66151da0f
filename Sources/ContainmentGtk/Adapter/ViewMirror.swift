import CGtk
import CGtkCanvas
import Containment

/// Mirrors a core view tree onto GTK widgets: one `ContainmentCanvas` (our own GtkFixed-like
/// container, see `Sources/CGtkCanvas`) per view, placed at the view's presentation frame inside
/// its superview's canvas, with native widgets for the content
/// primitives (``Containment/Label`` → `GtkLabel`, ``Containment/Button`` → `GtkButton`,
/// ``Containment/TableView`` → `GtkListBox`, ``Containment/DrawingView`` → `GtkDrawingArea`).
///
/// ``sync(_:)`` walks the tree, updates only what changed (``Containment/View/displayVersion``
/// and the presentation values), keeps GTK's child order equal to the subview order (z-order),
/// and destroys the widgets of views that left the tree.
@MainActor
public final class ViewMirror {
    /// The widget record of one core view. Main-actor isolated (hence `Sendable`), so a signal
    /// handler may capture it: the release build's region checker refuses that otherwise.
    @MainActor final class Record {
        weak var view: View?
        let container: WidgetRef
        /// Whether this is the root view's record, whose container is the mirror's
        /// ``ViewMirror/rootParent`` itself: one canvas fewer for every frame to draw. The
        /// host owns that canvas, its size and its clip.
        let isRoot: Bool
        let paint = Paint()
        var content: Content?
        var connections: [SignalConnection] = []
        var appliedVersion = -1
        var appliedFrame: Rect?
        /// Where the widget is placed in its parent (see ``ViewMirror/place(_:_:in:at:)``).
        var appliedPlacement: Point?
        /// The record of the superview, as of the last full sync.
        weak var superRecord: Record?
        /// Whether the view's frame met the visible area at the last full sync of it.
        var onScreen = true
        var appliedAlpha: Double?
        var appliedVisible: Bool?
        var appliedCells: [[TableViewCell]]?
        var appliedSelection: IndexPath??
        var rowIndexPaths: [IndexPath] = []
        /// The subviews as last stacked (`nil`: stack again), and whether a transition's drawing
        /// was on top of them.
        var stackedViews: [ObjectIdentifier]?
        var stackedOverTransition = false
        /// The sync that last visited this record's view.
        var lastSync = 0
        var transition: TransitionOverlay?
        var barSignature: [String]?
        var defaultBackground: Color?
        var barActions: [@MainActor () -> Void] = []
        var raster = RasterState.live
        /// What the widget's accessible object was last told (see `updateAccessibleName`).
        var appliedRole: AtkRole?
        var appliedAccessibleName: String?

        init(view: View, container: WidgetRef, isRoot: Bool = false) {
            self.view = view
            self.container = container
            self.isRoot = isRoot
        }
    }

    /// What a view's canvas was last told to paint (its size is the frame's).
    final class Paint {
        var background: Color?
        var size = Size.zero
        var clips = false
    }

    /// The native widget inside a view's container, drawn below its subviews.
    enum Content {
        case label(UnsafeMutablePointer<GtkWidget>)
        case button(UnsafeMutablePointer<GtkWidget>)
        case table(UnsafeMutablePointer<GtkWidget>)
        case bar(UnsafeMutablePointer<GtkWidget>)
        case drawing(UnsafeMutablePointer<GtkWidget>)

        var widget: UnsafeMutablePointer<GtkWidget> {
            switch self {
            case .label(let w), .button(let w), .table(let w), .bar(let w), .drawing(let w): w
            }
        }
    }

    /// The canvas that draws the root view (the host's root canvas, whose size does not grow with
    /// its children): the root's subviews' widgets are its children.
    let rootParent: UnsafeMutablePointer<GtkWidget>
    private var records: [ObjectIdentifier: Record] = [:]

    /// How many views have widgets now.
    @_spi(Testing) public var mirroredViewCount: Int { records.count }
    /// How many syncs ran.
    @_spi(Testing) public private(set) var syncCount = 0
    /// How many views had a widget property changed in the last sync (the rest were skipped).
    @_spi(Testing) public internal(set) var lastSyncUpdatedViews = 0
    /// How many views' widgets were destroyed since creation.
    @_spi(Testing) public private(set) var destroyedViewCount = 0

    /// Tells which views are bars and what they show: called when a view gets its widget and
    /// whenever its ``Containment/View/displayVersion`` changes. A view it gives a model for is
    /// drawn as a navigation bar or a tab bar (GTK buttons, a title label, toggle buttons).
    public var barProvider: ((View) -> BarModel?)?

    /// Creates a mirror whose root view is drawn by `rootParent` (a `ContainmentCanvas` the caller
    /// owns, sizes and clips), with the root's subviews' widgets inside it.
    public init(rootParent: UnsafeMutablePointer<GtkWidget>) {
        self.rootParent = rootParent
    }

    /// The container widget (a `ContainmentCanvas`) mirroring `view`, if it has one.
    @_spi(Testing) public func widget(for view: View) -> UnsafeMutablePointer<GtkWidget>? {
        record(for: view)?.container.widget
    }

    /// The native content widget (`GtkLabel`, `GtkButton`, `GtkListBox`, `GtkDrawingArea`)
    /// mirroring `view`, if any.
    @_spi(Testing) public func contentWidget(for view: View) -> UnsafeMutablePointer<GtkWidget>? {
        record(for: view)?.content?.widget
    }

    func record(for view: View) -> Record? {
        guard let record = records[ObjectIdentifier(view)], record.view === view else { return nil }
        return record
    }

    /// Brings the widgets in line with `root` and everything under it; `bounds` is the visible
    /// area in root coordinates (views entirely outside it are hidden).
    public func sync(_ root: View, bounds: Rect) {
        syncCount += 1
        lastSyncUpdatedViews = 0
        let changeCount = View.displayChangeCount
        defer { syncedChangeCount = changeCount }
        if changeCount == syncedChangeCount, bounds == syncedBounds, root === syncedRoot, syncAnimationsOnly() {
            lastSyncWasAnimationsOnly = true
            restackIfStale()
            return
        }
        lastSyncWasAnimationsOnly = false
        syncedBounds = bounds
        syncedRoot = root
        animating = []
        sawTransition = false
        sawNestedAnimation = false
        var visited = 0
        syncView(root, parentWidget: rootParent, parentRecord: nil, origin: .zero, bounds: bounds, visited: &visited)
        // Views that left the tree were not visited: their records still carry an older sync.
        if visited < records.count {
            let gone = records.filter { $0.value.lastSync != syncCount }
            for (key, record) in gone {
                records.removeValue(forKey: key)
                tearDown(record)
            }
        }
        restackIfStale()
    }

    /// Whether this sync mapped a widget again or re-added children, either of which can leave
    /// a `GdkWindow` stacked above views drawn over it (see ``WindowStacking``).
    var stackingMayBeStale = false

    private func restackIfStale() {
        if stackingMayBeStale {
            stackingMayBeStale = false
            WindowStacking.restack(rootParent)
        }
    }

    // MARK: - State of the frames in which only animations moved (ViewMirror+AnimationFrames)

    /// What the last full sync found animating (outermost only: a view animating inside another
    /// is synced with it), and what it synced.
    var animating: [Animating] = []
    /// Empty storage for the next animations-only frame's list (see `syncAnimationsOnly`).
    var spareAnimating: [Animating] = []
    private var syncedChangeCount = -1
    private(set) var syncedBounds: Rect?
    private weak var syncedRoot: View?
    /// Whether the last full sync saw a running transition (drawn over its views each frame).
    var sawTransition = false
    /// Whether the last full sync saw an animating view inside another.
    var sawNestedAnimation = false

    /// Whether the last sync updated only the animating views and their siblings.
    @_spi(Testing) public private(set) var lastSyncWasAnimationsOnly = false

    /// Puts every native list's selection back to its table's: GTK selects the row that keyboard
    /// focus moves into, but in the core (as in UIKit) focus does not select.
    func restoreTableSelections() {
        for record in records.values {
            guard case .table = record.content, let table = record.view as? TableView else { continue }
            record.appliedSelection = nil
            updateContent(record, table)
        }
    }

    /// Destroys every widget (the host is closing).
    public func removeAll() {
        let all = records.values
        records.removeAll()
        for record in all { tearDown(record) }
    }

    private func tearDown(_ record: Record) {
        for connection in record.connections { connection.disconnect() }
        record.connections.removeAll()
        record.transition?.tearDown()
        record.transition = nil
        if record.isRoot {
            record.container.release()
        } else {
            record.container.destroy()
        }
        destroyedViewCount += 1
    }

    // MARK: - One view

    /// Syncs `view` and its subtree; returns whether anything in it changed other than where
    /// `view` itself is (which decides whether a sliding view may still be drawn from its picture).
    @discardableResult
    func syncView(
        _ view: View, parentWidget: UnsafeMutablePointer<GtkWidget>, parentRecord: Record?, origin: Point,
        bounds: Rect, covered: Bool = false, besideSlide: Bool = false, insideAnimating: Bool = false,
        insideSlide: Bool = false, visited: inout Int
    ) -> Bool {
        let key = ObjectIdentifier(view)
        let record: Record
        if let existing = records[key], existing.view === view {
            record = existing
        } else {
            if let stale = records[key] { tearDown(stale) }
            record = makeRecord(for: view, isRoot: parentRecord == nil)
            records[key] = record
        }
        if record.lastSync != syncCount {
            record.lastSync = syncCount
            visited += 1
        }
        record.superRecord = parentRecord
        let container = record.container.widget
        let presentation = view.presentation
        let frame = view is Window ? Rect(origin: .zero, size: presentation.frame.size) : presentation.frame
        let absolute = Rect(origin: Point(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size)
        var updated = false
        // Anything but `view` moving: what a picture of it would not show.
        var looksChanged = false

        // Parent: a view that moved to another superview moves its widget along.
        if !record.isRoot, gtk_widget_get_parent(container) != parentWidget {
            if gtk_widget_get_parent(container) != nil {
                gtk_container_remove(cgtk_container(gtk_widget_get_parent(container)), container)
            }
            put(container, in: parentWidget, at: frame.origin)
            // Put on top: the superview's children must be stacked again.
            parentRecord?.stackedViews = nil
            gtk_widget_show(container)
            record.appliedFrame = nil
            record.appliedPlacement = frame.origin
            updated = true
        }
        let moved = record.appliedFrame?.origin != frame.origin
        if record.appliedFrame != frame {
            if record.appliedFrame?.size != frame.size { looksChanged = true }
            let width = Int32(max(0, frame.width.rounded()))
            let height = Int32(max(0, frame.height.rounded()))
            if !record.isRoot { gtk_widget_set_size_request(container, width, height) }
            if let content = record.content {
                gtk_widget_set_size_request(content.widget, width, height)
            }
            record.paint.size = frame.size
            record.appliedFrame = frame
            updated = true
        }
        if record.appliedAlpha != presentation.alpha {
            gtk_widget_set_opacity(container, presentation.alpha)
            record.appliedAlpha = presentation.alpha
            updated = true
            looksChanged = true
        }
        if record.appliedVersion != view.displayVersion {
            record.appliedVersion = view.displayVersion
            let background = presentation.backgroundColor ?? record.defaultBackground
            if record.paint.background != background {
                record.paint.background = background
                let color = background ?? .clear
                containment_canvas_set_background(
                    container, background == nil ? 0 : 1, color.red, color.green, color.blue, color.alpha)
            }
            if !record.isRoot, record.paint.clips != view.clipsToBounds {
                record.paint.clips = view.clipsToBounds
                containment_canvas_set_clips(container, view.clipsToBounds ? 1 : 0)
            }
            updateContent(record, view)
            updateAccessibleName(record, view)
            updated = true
            looksChanged = true
        }
        // Inside a sliding view everything stays mapped, so that its picture holds all of it
        // wherever the slide takes it.
        let onScreen = view is Window || insideSlide || absolute.intersects(bounds)
        record.onScreen = onScreen
        // A view entirely under an opaque sibling is not drawn either way; unmapping it also keeps
        // keyboard focus (Tab) off its widgets, as the hidden menu under a sliding menu's content.
        let visible = !view.isHidden && onScreen && !covered
        if record.appliedVisible != visible {
            gtk_widget_set_child_visible(container, visible ? 1 : 0)
            if visible { stackingMayBeStale = true }
            record.appliedVisible = visible
            updated = true
            looksChanged = true
        }
        if updated { lastSyncUpdatedViews += 1 }

        let animates = !insideAnimating && Self.animates(view)
        if animates, let parentRecord, !(view is Window) {
            animating.append(Animating(record: record, parent: parentRecord, parentOrigin: origin))
        }
        if view.activeTransition != nil { sawTransition = true }
        // An animation inside an animating view: the animations-only frames, which visit only
        // the outermost animating views, would not show it.
        if insideAnimating, Self.animates(view) { sawNestedAnimation = true }

        // Children, back to front; a running transition draws over them from snapshots.
        let subviews = view.subviews
        // While a transition draws from snapshots, every widget taking part must stay mapped.
        let checksCover = view.activeTransition == nil
        let aSubviewSlides = subviews.contains(where: Self.slides)
        for (index, subview) in subviews.enumerated() {
            let covered = checksCover
                && Occlusion.isCovered(subview, by: subviews[(index + 1)...], isOpaque: paintsOpaque)
            let subtreeChanged = syncView(
                subview, parentWidget: container, parentRecord: record, origin: absolute.origin, bounds: bounds,
                covered: covered, besideSlide: aSubviewSlides, insideAnimating: insideAnimating || animates,
                insideSlide: insideSlide || Self.slides(view), visited: &visited)
            if subtreeChanged { looksChanged = true }
        }
        if syncTransition(record, view, view.activeTransition) { looksChanged = true }
        if reorderChildren(of: record, view) { looksChanged = true }
        guard !record.isRoot else { return looksChanged || moved }
        updateRaster(record, view, in: parentWidget, besideSlide: besideSlide, looksChanged: looksChanged)
        place(record, view, in: parentWidget, at: frame.origin)
        return looksChanged || moved
    }

    private func put(_ widget: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>, at point: Point) {
        containment_canvas_put(parent, widget, Int32(point.x.rounded()), Int32(point.y.rounded()))
    }

    func move(_ widget: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>, to point: Point) {
        containment_canvas_move(parent, widget, Int32(point.x.rounded()), Int32(point.y.rounded()))
    }

    /// Makes GTK's child order (drawing order) the content widget, the subviews back to front,
    /// then a transition's drawing: in place, without re-adding anything. Nothing is asked of GTK
    /// when the subviews are those of the last sync, in the same order.
    /// Returns whether the order changed.
    @discardableResult
    private func reorderChildren(of record: Record, _ view: View) -> Bool {
        let views = view.subviews
        let hasTransition = record.transition != nil
        if let stacked = record.stackedViews, stacked.count == views.count, record.stackedOverTransition == hasTransition {
            var same = true
            for index in views.indices where stacked[index] != ObjectIdentifier(views[index]) {
                same = false
                break
            }
            if same { return false }
        }
        record.stackedViews = views.map(ObjectIdentifier.init)
        record.stackedOverTransition = hasTransition
        let subviews = views.compactMap { self.record(for: $0) }
        var desired = subviews.map(\.container.widget)
        if let content = record.content { desired.insert(content.widget, at: 0) }
        if let overlay = record.transition?.area { desired.append(overlay) }
        let changed = desired.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafeMutablePointer<GtkWidget>?.self, capacity: buffer.count) {
                    containment_canvas_restack(record.container.widget, $0, guint(buffer.count)) != 0
                }
            } ?? false
        }
        // Widgets that own GdkWindows must be stacked in the new drawing order too.
        if changed { stackingMayBeStale = true }
        return changed
    }

    /// A container's children in GTK's order (drawing order, back to front).
    static func children(of container: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        guard let list = gtk_container_get_children(cgtk_container(container)) else { return result }
        var link: UnsafeMutablePointer<GList>? = list
        while let node = link {
            if let data = node.pointee.data { result.append(data.assumingMemoryBound(to: GtkWidget.self)) }
            link = node.pointee.next
        }
        g_list_free(list)
        return result
    }

    /// Whether `view` paints its whole frame: an opaque background, or a native bar. A view
    /// mirrored already answers from its record, without building its bar model again.
    func paintsOpaque(_ view: View) -> Bool {
        if Occlusion.hasOpaqueBackground(view) { return true }
        guard let record = record(for: view) else { return barProvider?(view) != nil }
        if case .bar = record.content { return true }
        return false
    }

    // MARK: - Creating widgets

    private func makeRecord(for view: View, isRoot: Bool) -> Record {
        let fixed = WidgetRef(isRoot ? rootParent : containment_canvas_new()!)
        let record = Record(view: view, container: fixed, isRoot: isRoot)
        if let content = makeContent(for: view, record: record) {
            record.content = content
            containment_canvas_put(fixed.widget, content.widget, 0, 0)
            gtk_widget_show_all(content.widget)
        }
        return record
    }

    private func makeContent(for view: View, record: Record) -> Content? {
        if barProvider?(view) != nil {
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
            record.defaultBackground = Color(red: 0.96, green: 0.96, blue: 0.96)
            return .bar(box)
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
            record.connections.append(SignalConnection.connectPointer(list, "row-activated") { [weak view, weak record] row in
                guard let row, let record, let table = view as? TableView else { return }
                let index = Int(gtk_list_box_row_get_index(cgtk_list_box_row(row)))
                guard record.rowIndexPaths.indices.contains(index) else { return }
                table.selectRowFromUser(at: record.rowIndexPaths[index])
            })
            record.paint.clips = true
            containment_canvas_set_clips(record.container.widget, 1)
            return .table(list)
        case is DrawingView:
            return .drawing(makeDrawingArea(for: view, record: record))
        default:
            return nil
        }
    }

    // MARK: - Content

    private func updateContent(_ record: Record, _ view: View) {
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
        case .table(let widget)?:
            guard let table = view as? TableView else { return }
            if record.appliedCells != table.cells {
                record.appliedCells = table.cells
                reloadRows(record, table, list: widget)
                record.appliedSelection = nil
            }
            if record.appliedSelection != .some(table.indexPathForSelectedRow) {
                record.appliedSelection = .some(table.indexPathForSelectedRow)
                let list = cgtk_list_box(widget)
                if let selected = table.indexPathForSelectedRow,
                    let index = record.rowIndexPaths.firstIndex(of: selected),
                    let row = gtk_list_box_get_row_at_index(list, Int32(index)) {
                    gtk_list_box_select_row(list, row)
                } else {
                    gtk_list_box_unselect_all(list)
                }
            }
        case .drawing(let area)?:
            // Called once per sync however many setNeedsDisplay() calls came before it; GTK
            // merges the request with any other redraw of the frame.
            gtk_widget_queue_draw(area)
        case .bar(let box)?:
            guard let model = barProvider?(view) else { return }
            guard record.barSignature != model.signature else {
                // Same look: keep the widgets, take the newest actions.
                record.barActions = Self.actions(of: model)
                return
            }
            record.barSignature = model.signature
            record.barActions = Self.actions(of: model)
            buildBar(model, in: box, record: record)
        case nil:
            break
        }
    }

    /// A `GtkDrawingArea` whose `draw` signal runs the view's ``Containment/DrawingView/draw(_:in:)``
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

    private static func actions(of model: BarModel) -> [@MainActor () -> Void] {
        ([model.backItem].compactMap { $0 } + model.leftItems + model.rightItems + model.tabs).map(\.action)
    }

    /// Rebuilds a bar's buttons and title in `box` (a horizontal `GtkBox`).
    private func buildBar(_ model: BarModel, in box: UnsafeMutablePointer<GtkWidget>, record: Record) {
        for child in Self.children(of: box) { gtk_widget_destroy(child) }
        var index = 0
        func button(_ item: BarModel.Item, toggle: Bool) -> UnsafeMutablePointer<GtkWidget> {
            let widget = toggle ? gtk_toggle_button_new_with_label(item.title)! : gtk_button_new_with_label(item.title)!
            if toggle { gtk_toggle_button_set_active(cgtk_toggle_button(widget), item.isSelected ? 1 : 0) }
            gtk_widget_set_sensitive(widget, item.isEnabled ? 1 : 0)
            if let accessible = gtk_widget_get_accessible(widget) {
                atk_object_set_name(accessible, item.title)
                atk_object_set_role(accessible, toggle ? ATK_ROLE_PAGE_TAB : ATK_ROLE_PUSH_BUTTON)
            }
            let slot = index
            index += 1
            // Connected after setting the toggle state, so building never runs an action.
            SignalConnection.connect(widget, "clicked") { [weak record] in
                guard let record, record.barActions.indices.contains(slot) else { return }
                if toggle {
                    // GTK flipped the toggle, but the selection is the model's: rebuild from it
                    // on the next sync.
                    record.barSignature = nil
                    record.view?.setNeedsDisplay()
                }
                record.barActions[slot]()
            }
            return widget
        }
        let bar = cgtk_box(box)
        switch model.style {
        case .navigation:
            gtk_box_set_homogeneous(bar, 0)
            for item in [model.backItem].compactMap({ $0 }) + model.leftItems {
                gtk_box_pack_start(bar, button(item, toggle: false), 0, 0, 0)
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
                gtk_box_pack_end(bar, button(item, toggle: false), 0, 0, 0)
            }
        case .tabs:
            gtk_box_set_homogeneous(bar, 1)
            for item in model.tabs {
                gtk_box_pack_start(bar, button(item, toggle: true), 1, 1, 0)
            }
        }
        gtk_widget_show_all(box)
    }

    private func reloadRows(_ record: Record, _ table: TableView, list: UnsafeMutablePointer<GtkWidget>) {
        for row in Self.children(of: list) { gtk_widget_destroy(row) }
        var paths: [IndexPath] = []
        for (section, rows) in table.cells.enumerated() {
            for (row, cell) in rows.enumerated() {
                paths.append(IndexPath(row: row, section: section))
                var text = cell.text
                if let detail = cell.detailText { text += "  —  " + detail }
                if cell.showsDisclosureIndicator { text += "  ›" }
                let label = gtk_label_new(text)!
                gtk_label_set_xalign(cgtk_label(label), 0)
                gtk_widget_set_margin_start(label, 12)
                gtk_widget_set_margin_end(label, 12)
                gtk_widget_set_margin_top(label, 10)
                gtk_widget_set_margin_bottom(label, 10)
                atk_object_set_name(gtk_widget_get_accessible(label), cell.text)
                gtk_container_add(cgtk_container(list), label)
                // The list box wrapped the label in a row: that row is the list item.
                if let row = gtk_widget_get_parent(label), let accessible = gtk_widget_get_accessible(row) {
                    atk_object_set_role(accessible, ATK_ROLE_LIST_ITEM)
                    atk_object_set_name(accessible, cell.text)
                }
            }
        }
        record.rowIndexPaths = paths
        gtk_widget_show_all(list)
    }

    private func updateAccessibleName(_ record: Record, _ view: View) {
        let target = record.content?.widget ?? record.container.widget
        guard let accessible = gtk_widget_get_accessible(target) else { return }
        let role: AtkRole = switch record.content {
        case .label?: ATK_ROLE_LABEL
        case .button?: ATK_ROLE_PUSH_BUTTON
        case .table?: ATK_ROLE_LIST
        case .drawing?: ATK_ROLE_DRAWING_AREA
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

    // MARK: - Transitions

    /// Returns whether a transition draws (or just stopped drawing) over `view`'s subviews.
    @discardableResult
    private func syncTransition(_ record: Record, _ view: View, _ transition: ViewTransition?) -> Bool {
        guard let transition else {
            guard let overlay = record.transition else { return false }
            overlay.tearDown()
            record.transition = nil
            return true
        }
        let views = [transition.fromView, transition.toView].compactMap { $0 }
        let frame = views.map(\.frame).reduce(nil as Rect?) { union, next in union.map { $0.union(next) } ?? next }
            ?? Rect(origin: .zero, size: record.paint.size)
        if let overlay = record.transition, overlay.transition === transition {
            overlay.update(frame: frame)
            return true
        }
        record.transition?.tearDown()
        var cover: Color?
        var node: View? = view
        while let current = node, cover == nil {
            cover = current.presentation.backgroundColor.flatMap { $0.alpha > 0.99 ? $0 : nil }
            node = current.superview
        }
        let overlay = TransitionOverlay(
            transition: transition, frame: frame, cover: cover ?? .white,
            fromWidget: transition.fromView.flatMap { self.record(for: $0)?.container.widget },
            toWidget: transition.toView.flatMap { self.record(for: $0)?.container.widget })
        containment_canvas_put(record.container.widget, overlay.area, Int32(frame.minX), Int32(frame.minY))
        gtk_widget_show(overlay.area)
        record.transition = overlay
        return true
    }
}
