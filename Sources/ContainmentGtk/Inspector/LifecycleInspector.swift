import CGtk
@_spi(Adapter) import Containment

/// A GTK panel listing lifecycle callbacks as they arrive, the way a UIKit developer watches
/// `viewWillAppear(_:)` and `didMove(toParent:)` lines scroll by in Xcode's console: time,
/// controller, callback and argument per row, newest at the bottom (followed unless the user
/// scrolled up), with a filter by controller, Clear, and Export to a text file.
///
/// The model is a `LifecycleJournal`; this class only draws it. Events are
/// recorded at once but reach GTK in one batch per main-loop turn (an idle), so a burst of a
/// hundred callbacks costs one update. Put ``widget`` beside a host with
/// ``GtkHost/setSideWidget(_:)``.
@MainActor
public final class LifecycleInspector {
    /// The recorded callbacks.
    public private(set) var journal: LifecycleJournal
    /// Called when the panel's close button is clicked.
    public var closeHandler: (() -> Void)?

    private let root: WidgetRef
    private let store: ObjectRef
    private let listStore: UnsafeMutablePointer<GtkListStore>
    private let treeView: UnsafeMutablePointer<GtkWidget>
    private let scrolled: UnsafeMutablePointer<GtkWidget>
    private let combo: UnsafeMutablePointer<GtkWidget>
    private let countLabel: UnsafeMutablePointer<GtkWidget>
    private var connections: [SignalConnection] = []
    private var observation: LifecycleEventStream.Observation?
    private let now: () -> Double
    private let startTime: Double

    /// Entries recorded but not yet shown.
    private var pending: [LifecycleJournal.Entry] = []
    private var flushScheduled = false
    /// The numbers of the entries shown as rows, top to bottom.
    private var rowNumbers: [Int] = []
    private var lastRowEntry: LifecycleJournal.Entry?
    private var band = 0
    private var comboNames: [String] = []
    private var updatingCombo = false
    private var followsNewest = true

    /// The layout view, below the callbacks: the constraints of ``selectedView``.
    public let layout = LayoutInspector()

    /// The view whose constraints the layout view shows, as Xcode's view debugger shows the
    /// selected view's; `nil` shows none.
    public var selectedView: View? {
        get { layout.selectedView }
        set { layout.selectedView = newValue }
    }

    /// Batches applied to GTK (for tests: a burst of events is one batch).
    @_spi(Testing) public private(set) var flushCount = 0

    /// The panel's preferred width in pixels.
    public static let preferredWidth: Int32 = 440

    /// Creates the panel and starts recording `stream`'s callbacks; time is `now()` minus its
    /// value at creation, in seconds.
    public convenience init(
        stream: LifecycleEventStream = .shared, capacity: Int = 5_000,
        now: @escaping () -> Double = { FrameClock.monotonicNow }
    ) {
        self.init(stream: stream, journal: LifecycleJournal(capacity: capacity), startTime: now(), now: now)
    }

    /// Creates the panel listing what `recorder` recorded so far, and goes on recording where it
    /// stops (the recorder hands over its journal and its start time).
    public convenience init(
        continuing recorder: LifecycleRecorder, stream: LifecycleEventStream = .shared,
        now: @escaping () -> Double = { FrameClock.monotonicNow }
    ) {
        let startTime = recorder.startTime
        self.init(stream: stream, journal: recorder.finish(), startTime: startTime, now: now)
    }

    private init(
        stream: LifecycleEventStream, journal: LifecycleJournal, startTime: Double, now: @escaping () -> Double
    ) {
        self.journal = journal
        self.now = now
        self.startTime = startTime

        root = WidgetRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
        gtk_widget_set_size_request(root.widget, Self.preferredWidth, -1)
        gtk_widget_set_name(root.widget, "lifecycle-inspector")
        atk_object_set_name(gtk_widget_get_accessible(root.widget), "Lifecycle inspector")

        listStore = cgtk_string_list_store_new(Int32(LifecycleRowStyle.Column.allCases.count))!
        store = ObjectRef(adopting: listStore)
        treeView = gtk_tree_view_new_with_model(cgtk_tree_model(store.pointer))!
        scrolled = gtk_scrolled_window_new(nil, nil)!
        combo = gtk_combo_box_text_new()!
        countLabel = gtk_label_new(nil)!
        build()
        observation = stream.observe { [weak self] event in self?.record(event) }
        // What a recorder handed over.
        if journal.count > 0 {
            rebuildRows()
            updateComboNames()
        }
        updateCount()
    }

    isolated deinit {
        observation?.cancel()
        for connection in connections { connection.disconnect() }
    }

    /// The panel's top widget (a vertical `GtkBox`).
    public var widget: UnsafeMutablePointer<GtkWidget> { root.widget }

    /// The `GtkTreeView` listing the rows (for tests).
    @_spi(Testing) public var listWidget: UnsafeMutablePointer<GtkWidget> { treeView }

    /// The filter's `GtkComboBoxText` (for tests).
    @_spi(Testing) public var filterWidget: UnsafeMutablePointer<GtkWidget> { combo }

    /// How many rows GTK shows now.
    @_spi(Testing) public var rowCount: Int {
        Int(gtk_tree_model_iter_n_children(cgtk_tree_model(store.pointer), nil))
    }

    /// The export line of each row GTK shows, top to bottom.
    @_spi(Testing) public var rowLines: [String] {
        (0..<rowCount).map { row in
            guard let text = cgtk_tree_model_string(cgtk_tree_model(store.pointer), Int32(row), LifecycleRowStyle.Column.line.rawValue)
            else { return "" }
            defer { g_free(text) }
            return String(cString: text)
        }
    }

    /// The text of the count label ("12 callbacks", "3 of 12 callbacks").
    @_spi(Testing) public var countText: String {
        gtk_label_get_text(cgtk_label(countLabel)).map { String(cString: $0) } ?? ""
    }

    /// Whether new rows scroll into view (the user has not scrolled up).
    @_spi(Testing) public var isFollowingNewest: Bool { followsNewest }

    /// Stops recording (the rows stay).
    public func stop() {
        observation?.cancel()
        observation = nil
    }

    // MARK: - Actions

    /// Forgets every entry and empties the list (the filter stays).
    public func clear() {
        pending.removeAll()
        journal.clear()
        rebuildRows()
        rebuildCombo()
    }

    /// Shows only `name`'s callbacks, or all when `nil`; the filter menu follows.
    public func setControllerFilter(_ name: String?) {
        flush()
        if let name, !comboNames.contains(name) {
            comboNames.append(name)
            gtk_combo_box_text_append(cgtk_combo_box_text(combo), name, name)
        }
        // The combo's changed handler applies it.
        gtk_combo_box_set_active_id(cgtk_combo_box(combo), name ?? Self.allID)
    }

    /// Writes the visible entries to `path`, one line each, as `LifecycleJournal.exportText()`.
    ///
    /// - Throws: ``GtkRuntimeError/saveFailed(path:message:)`` with GLib's message.
    public func export(toPath path: String) throws {
        flush()
        let text = journal.exportText()
        var error: UnsafeMutablePointer<GError>?
        let written = text.withCString { g_file_set_contents(path, $0, -1, &error) }
        if written == 0 {
            let message = error.flatMap { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw GtkRuntimeError.saveFailed(path: path, message: message)
        }
    }

    /// Asks the user where to export (a file chooser) and writes the file there.
    public func runExportDialog() {
        let parent = gtk_widget_get_toplevel(root.widget).flatMap { cgtk_is_window($0) != 0 ? cgtk_window($0) : nil }
        guard let chooser = gtk_file_chooser_native_new(
            "Export lifecycle callbacks", parent, GTK_FILE_CHOOSER_ACTION_SAVE, "_Export", "_Cancel")
        else { return }
        let dialog = ObjectRef(adopting: chooser)
        let fileChooser = cgtk_file_chooser(dialog.pointer)
        gtk_file_chooser_set_do_overwrite_confirmation(fileChooser, 1)
        gtk_file_chooser_set_current_name(fileChooser, "lifecycle.txt")
        let response = gtk_native_dialog_run(cgtk_native_dialog(dialog.pointer))
        guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_filename(fileChooser) else { return }
        let path = String(cString: file)
        g_free(file)
        do {
            try export(toPath: path)
        } catch {
            showExportError(error)
        }
    }

    private func showExportError(_ error: Error) {
        gtk_label_set_text(cgtk_label(countLabel), "Export failed: \(error)")
    }

    // MARK: - Recording and batching

    private func record(_ event: LifecycleEvent) {
        guard let entry = journal.append(event, at: now() - startTime) else { return }
        pending.append(entry)
        guard !flushScheduled else { return }
        flushScheduled = true
        // Below the frame clock's priorities: one batch per turn of the loop, after the frame.
        MainLoopSource.idle(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in self?.flush() }
    }

    /// Applies what arrived since the last batch to GTK now (it runs by itself from an idle).
    public func flush() {
        flushScheduled = false
        guard !pending.isEmpty else { return }
        flushCount += 1
        let oldest = journal.oldestNumber ?? Int.max
        let arrived = pending.filter { $0.number >= oldest }
        pending.removeAll()
        dropRowsOlderThan(oldest)
        for entry in arrived where journal.isVisible(entry) { appendRow(entry) }
        updateComboNames()
        updateCount()
        scrollToNewestIfFollowing()
    }

    private func appendRow(_ entry: LifecycleJournal.Entry) {
        if LifecycleRowStyle.startsBurst(entry, after: lastRowEntry), lastRowEntry != nil { band += 1 }
        lastRowEntry = entry
        let cells = LifecycleRowStyle.cells(for: entry, band: band)
        let copies = cells.map { UnsafePointer(g_strdup($0)) }
        copies.withUnsafeBufferPointer { buffer in
            cgtk_list_store_append_strings(listStore, buffer.baseAddress, Int32(buffer.count))
        }
        for copy in copies { g_free(UnsafeMutablePointer(mutating: copy)) }
        rowNumbers.append(entry.number)
    }

    private func dropRowsOlderThan(_ oldest: Int) {
        let stale = rowNumbers.prefix { $0 < oldest }.count
        guard stale > 0 else { return }
        for _ in 0..<stale { _ = cgtk_list_store_remove_first(listStore) }
        rowNumbers.removeFirst(stale)
    }

    private func rebuildRows() {
        gtk_list_store_clear(listStore)
        rowNumbers.removeAll()
        lastRowEntry = nil
        band = 0
        for entry in journal.visibleEntries { appendRow(entry) }
        updateCount()
        followsNewest = true
        scrollToNewestIfFollowing()
    }

    private func updateCount() {
        let total = journal.count
        let noun = total == 1 ? "callback" : "callbacks"
        let text = journal.controllerFilter == nil ? "\(total) \(noun)" : "\(rowNumbers.count) of \(total) \(noun)"
        gtk_label_set_text(cgtk_label(countLabel), text)
    }

    private func scrollToNewestIfFollowing() {
        guard followsNewest, !rowNumbers.isEmpty else { return }
        var index = Int32(rowNumbers.count - 1)
        guard let path = gtk_tree_path_new_from_indicesv(&index, 1) else { return }
        gtk_tree_view_scroll_to_cell(cgtk_tree_view(treeView), path, nil, 0, 0, 0)
        gtk_tree_path_free(path)
    }

    // MARK: - The filter menu

    private static let allID = "*all*"

    private func updateComboNames() {
        let names = journal.controllerNames.filter { !comboNames.contains($0) }
        for name in names {
            comboNames.append(name)
            gtk_combo_box_text_append(cgtk_combo_box_text(combo), name, name)
        }
    }

    private func rebuildCombo() {
        updatingCombo = true
        defer { updatingCombo = false }
        gtk_combo_box_text_remove_all(cgtk_combo_box_text(combo))
        gtk_combo_box_text_append(cgtk_combo_box_text(combo), Self.allID, "All controllers")
        comboNames = journal.controllerFilter.map { [$0] } ?? []
        for name in comboNames { gtk_combo_box_text_append(cgtk_combo_box_text(combo), name, name) }
        gtk_combo_box_set_active_id(cgtk_combo_box(combo), journal.controllerFilter ?? Self.allID)
    }

    private func filterChanged() {
        guard !updatingCombo else { return }
        let id = gtk_combo_box_get_active_id(cgtk_combo_box(combo)).map { String(cString: $0) }
        let filter = id == Self.allID ? nil : id
        guard filter != journal.controllerFilter else { return }
        flush()
        journal.controllerFilter = filter
        rebuildRows()
    }

    // MARK: - Building the widgets

    private func build() {
        let box = cgtk_box(root.widget)
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_margin_start(header, 10)
        gtk_widget_set_margin_end(header, 6)
        gtk_widget_set_margin_top(header, 8)
        gtk_widget_set_margin_bottom(header, 4)
        let title = gtk_label_new(nil)!
        gtk_label_set_markup(cgtk_label(title), "<b>Lifecycle</b>")
        gtk_box_pack_start(cgtk_box(header), title, 0, 0, 0)
        gtk_label_set_xalign(cgtk_label(countLabel), 0)
        gtk_style_context_add_class(gtk_widget_get_style_context(countLabel), "dim-label")
        gtk_box_pack_start(cgtk_box(header), countLabel, 1, 1, 0)
        let close = button("window-close-symbolic", tooltip: "Close the inspector (Ctrl+I)") { [weak self] in
            self?.closeHandler?()
        }
        gtk_button_set_relief(cgtk_button(close), GTK_RELIEF_NONE)
        gtk_box_pack_end(cgtk_box(header), close, 0, 0, 0)
        gtk_box_pack_start(box, header, 0, 0, 0)

        let tools = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_set_margin_start(tools, 10)
        gtk_widget_set_margin_end(tools, 10)
        gtk_widget_set_margin_bottom(tools, 8)
        gtk_widget_set_tooltip_text(combo, "Show one controller's callbacks")
        atk_object_set_name(gtk_widget_get_accessible(combo), "Filter by controller")
        gtk_box_pack_start(cgtk_box(tools), combo, 1, 1, 0)
        let clear = button(nil, label: "Clear", tooltip: "Forget every callback") { [weak self] in self?.clear() }
        gtk_box_pack_start(cgtk_box(tools), clear, 0, 0, 0)
        let export = button(nil, label: "Export…", tooltip: "Save the callbacks shown to a text file") { [weak self] in
            self?.runExportDialog()
        }
        gtk_box_pack_start(cgtk_box(tools), export, 0, 0, 0)
        gtk_box_pack_start(box, tools, 0, 0, 0)
        gtk_box_pack_start(box, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), 0, 0, 0)

        buildList()
        gtk_box_pack_start(box, scrolled, 1, 1, 0)
        gtk_box_pack_start(box, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), 0, 0, 0)
        let layoutTitle = gtk_label_new(nil)!
        gtk_label_set_markup(cgtk_label(layoutTitle), "<b>Layout</b>")
        gtk_label_set_xalign(cgtk_label(layoutTitle), 0)
        gtk_widget_set_margin_start(layoutTitle, 10)
        gtk_widget_set_margin_top(layoutTitle, 6)
        gtk_box_pack_start(box, layoutTitle, 0, 0, 0)
        gtk_box_pack_start(box, layout.widget, 0, 0, 0)
        rebuildCombo()
        connections.append(SignalConnection.connect(combo, "changed") { [weak self] in self?.filterChanged() })
    }

    private func buildList() {
        let view = cgtk_tree_view(treeView)
        gtk_tree_view_set_headers_visible(view, 1)
        gtk_tree_view_set_enable_search(view, 0)
        gtk_tree_view_set_fixed_height_mode(view, 1)
        atk_object_set_name(gtk_widget_get_accessible(treeView), "Lifecycle callbacks")
        let columns: [(String, LifecycleRowStyle.Column, Int32, Bool)] = [
            ("Time", .time, 66, false), ("Controller", .controller, 116, true),
            ("Callback", .callback, 148, false), ("Argument", .argument, 110, true),
        ]
        for (title, column, width, expands) in columns {
            let renderer = gtk_cell_renderer_text_new()!
            if column == .controller || column == .argument {
                cgtk_object_set_int(renderer, "ellipsize", Int32(PANGO_ELLIPSIZE_END.rawValue))
            }
            if column == .time { cgtk_object_set_float(renderer, "xalign", 1) }
            let treeColumn = gtk_tree_view_column_new()!
            gtk_tree_view_column_set_title(treeColumn, title)
            gtk_tree_view_column_pack_start(treeColumn, renderer, 1)
            gtk_tree_view_column_add_attribute(treeColumn, renderer, "markup", column.rawValue)
            gtk_tree_view_column_add_attribute(treeColumn, renderer, "cell-background", LifecycleRowStyle.Column.background.rawValue)
            gtk_tree_view_column_set_sizing(treeColumn, GTK_TREE_VIEW_COLUMN_FIXED)
            gtk_tree_view_column_set_fixed_width(treeColumn, width)
            gtk_tree_view_column_set_resizable(treeColumn, 1)
            gtk_tree_view_column_set_expand(treeColumn, expands ? 1 : 0)
            gtk_tree_view_append_column(view, treeColumn)
        }
        gtk_tree_view_set_tooltip_column(view, LifecycleRowStyle.Column.line.rawValue)
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(cgtk_container(scrolled), treeView)
        if let adjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled)) {
            connections.append(SignalConnection.connect(adjustment, "value-changed") { [weak self] in
                guard let self else { return }
                let value = gtk_adjustment_get_value(adjustment)
                let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                followsNewest = value >= bottom - 4
            })
        }
    }

    private func button(
        _ icon: String?, label: String? = nil, tooltip: String, action: @escaping @MainActor () -> Void
    ) -> UnsafeMutablePointer<GtkWidget> {
        let widget: UnsafeMutablePointer<GtkWidget> = if let icon {
            gtk_button_new_from_icon_name(icon, GTK_ICON_SIZE_MENU)!
        } else {
            gtk_button_new_with_label(label ?? "")!
        }
        gtk_widget_set_tooltip_text(widget, tooltip)
        atk_object_set_name(gtk_widget_get_accessible(widget), label ?? tooltip)
        connections.append(SignalConnection.connect(widget, "clicked", handler: action))
        return widget
    }
}
