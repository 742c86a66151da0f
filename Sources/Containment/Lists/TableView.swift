#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A list of rows in sections, as `UITableView`: a ``ScrollView`` whose cells are real views,
/// made only for the rows on screen and reused.
///
/// **Cells.** Register a ``TableViewCell`` class for a reuse identifier
/// (``register(_:forCellReuseIdentifier:)``) and return
/// ``dequeueReusableCell(withIdentifier:for:)`` from the data source's `cellForRowAt`. In
/// ``layoutSubviews()`` the table lays out, in content coordinates and as its own subviews, a
/// cell for each row in the visible rectangle (plus a quarter of a screen above and below); a
/// cell scrolled off leaves the hierarchy for its identifier's queue and comes back for another
/// row through ``TableViewCell/prepareForReuse()``. Nothing is made for rows no one sees.
///
/// **Geometry.** With one ``rowHeight`` for all rows, a row's place is a multiplication; a
/// delegate's ``TableViewDelegate/tableView(_:heightForRowAt:)`` is asked only for rows coming on
/// screen, the others counting at the estimate (``estimatedRowHeight``, else ``rowHeight``), as
/// UIKit does with estimated heights. The data source's counts are asked once per section per
/// load.
///
/// **Sections.** Headers and footers of ``sectionHeaderHeight`` and ``sectionFooterHeight``
/// (or the delegate's): in the `.plain` style a section's header stays pinned at the top while
/// the section scrolls, as UIKit's; the grouped styles scroll them with their rows.
///
/// **Updates.** ``insertRows(at:with:)``, ``deleteRows(at:with:)``, ``reloadRows(at:with:)``,
/// ``moveRow(at:to:)`` and the section updates, alone or in ``performBatchUpdates(_:completion:)``,
/// cost the rows on screen and the changes: the counts are checked as UIKit does (a mismatch, or
/// an index path out of range, is refused with a ``HierarchyInconsistency`` and the table keeps
/// its state), the cells on screen slide to their new places on the window's clock, and the
/// selection follows its rows.
///
/// **Delegate.** The table's delegate is its ``ScrollView/delegate``: set a
/// ``TableViewDelegate`` there (`tableView.delegate = self`), as `UITableView.delegate` narrows
/// the scroll view's (Swift cannot narrow an inherited property's type).
///
/// **Desktop.** A ``TableViewController``, and a table that ``allowsFocus`` once it is first
/// responder, answer the arrow keys, Page Up and Page Down, Home and End (moving the selection
/// and scrolling, Shift extending it when ``allowsMultipleSelection``). A click on a row selects it through the table's own tap
/// recognizer, as UIKit's table selects through its own gesture (a click while swipe actions
/// show closes them instead), Ctrl+click toggling and Shift+click extending the selection
/// (`selectRowFromUser(at:modifiers:)`); a right-click on a row shows its swipe actions, and a
/// horizontal drag or two-finger swipe on a row reveals them as it moves (its own pan
/// recognizer, and the touchpad through ``InputArbitration``).
@MainActor
open class TableView: ScrollView {
    /// The look of a table, as `UITableView.Style`.
    public enum Style: Sendable, Hashable {
        /// Rows edge to edge, headers pinned while their section scrolls, as `.plain`.
        case plain
        /// Sections as groups, headers scrolling with their rows, as `.grouped`.
        case grouped
        /// Grouped, each section's rows inset from the edges with rounded corners, as `.insetGrouped`.
        case insetGrouped
    }

    /// How inserted, deleted and reloaded rows come and go, as `UITableView.RowAnimation`.
    public enum RowAnimation: Sendable, Hashable {
        /// Fades, as `.fade`.
        case fade
        /// Slides toward or from the right, as `.right`.
        case right
        /// Slides toward or from the left, as `.left`.
        case left
        /// Slides toward or from the top, as `.top`.
        case top
        /// Slides toward or from the bottom, as `.bottom`.
        case bottom
        /// No animation of its own: the row appears or goes at once while the others slide, as `.none`.
        case none
        /// Stays in the middle while fading, as `.middle`.
        case middle
        /// The table's choice (a fade), as `.automatic`.
        case automatic
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts a row, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable, Hashable {
        /// As little scrolling as shows the whole row (none if it shows), as `.none`.
        case none
        /// The row at the top (under a pinned header), as `.top`.
        case top
        /// The row in the middle, as `.middle`.
        case middle
        /// The row at the bottom, as `.bottom`.
        case bottom
    }

    /// The value that asks for the table's default height, as `UITableView.automaticDimension`.
    /// A row's height set to it falls back to the estimate until self-sizing arrives with Auto
    /// Layout.
    public static let automaticDimension = -1.0

    /// The height of a header with a title (and of a grouped section's gap), when the heights
    /// are automatic.
    static let defaultHeaderHeight = 28.0
    /// The gap before and after a grouped section without a title.
    static let groupedGap = 18.0
    /// How far the insetGrouped style insets rows from the table's edges.
    static let insetGroupedMargin = 20.0

    /// The background of the grouped styles.
    static let groupedBackground = Color(red: 0.95, green: 0.95, blue: 0.97)

    /// Whether the table draws as a sidebar: see TableView+Sidebar.
    var appearsAsSidebar = false
    /// How long an update's animation runs, as UIKit's.
    static let updateAnimationDuration = 0.3

    /// The table's style, as `UITableView.style`.
    public let style: Style

    /// Where the sections, rows and cells come from, as `UITableView.dataSource`. Setting it
    /// reloads the table at its next layout (or at the next question about its rows).
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// The height of every row in points, as `UITableView.rowHeight` (44, UIKit's classic
    /// default); ``automaticDimension`` uses ``estimatedRowHeight``.
    public var rowHeight: Double = 44 {
        didSet { if rowHeight != oldValue { setNeedsReload() } }
    }

    /// The height assumed for rows not measured yet, as `UITableView.estimatedRowHeight`;
    /// ``automaticDimension`` (the default) or 0 means ``rowHeight``.
    public var estimatedRowHeight: Double = TableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { setNeedsReload() } }
    }

    /// The height of section headers, as `UITableView.sectionHeaderHeight`. The default,
    /// ``automaticDimension``, is 28 for a section with a title or a header view; otherwise
    /// none in the plain style and an 18-point gap in the grouped ones.
    public var sectionHeaderHeight: Double = TableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }

    /// The height of section footers, as `UITableView.sectionFooterHeight`, automatic as
    /// ``sectionHeaderHeight``.
    public var sectionFooterHeight: Double = TableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }

    /// Whether a thin line separates the rows, as `UITableView.separatorStyle` (default `.singleLine`).
    public var separatorStyle: TableViewCell.SeparatorStyle = .singleLine {
        didSet { for cell in cellsByIndexPath.values { cell.showsSeparator = separatorStyle != .none } }
    }

    /// The separators' colour, as `UITableView.separatorColor` (a light grey).
    public var separatorColor: Color = Color(white: 0.78) {
        didSet { for cell in cellsByIndexPath.values { cell.separatorColor = separatorColor } }
    }

    /// Whether the user can select rows, as `UITableView.allowsSelection` (default `true`).
    public var allowsSelection = true

    /// Whether the user can select several rows (Ctrl+click toggles, Shift+click extends), as
    /// `UITableView.allowsMultipleSelection` (default `false`). Turning it off keeps one row.
    public var allowsMultipleSelection = false {
        didSet {
            guard !allowsMultipleSelection, selection.count > 1, let keep = indexPathsForSelectedRows?.first else { return }
            for indexPath in selection where indexPath != keep { cellsByIndexPath[indexPath]?.setSelected(false, animated: false) }
            selection = [keep]
        }
    }

    /// Whether the table is in editing mode, as `UITableView.isEditing`.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    // MARK: State

    /// The sections' and rows' places, as last loaded.
    let geometry = TableGeometry()
    /// Whether the data source must be asked again before the rows are used.
    private(set) var needsReload = true
    /// The cells on screen, by the row they show.
    var cellsByIndexPath: [IndexPath: TableViewCell] = [:]
    /// Cells of deleted or reloaded rows, animating out; they go to their queue when done.
    var leavingCells: [(cell: TableViewCell, indexPath: IndexPath)] = []
    /// The cells waiting to be reused, by identifier.
    var reuseQueues: [String: [TableViewCell]] = [:]
    /// The cell class registered for each identifier.
    var registeredCellClasses: [String: TableViewCell.Type] = [:]
    /// The header and footer views on screen, by section.
    var headerViews: [Int: View] = [:]
    var footerViews: [Int: View] = [:]
    /// Default header and footer views waiting for another section.
    var idleHeaderFooterViews: [TableViewHeaderFooterView] = []
    /// The selected rows.
    var selection: Set<IndexPath> = []
    /// Where a Shift-click or Shift+arrow extends from, and where the arrow keys move from.
    var selectionAnchor: IndexPath?
    var selectionFocus: IndexPath?
    /// Rows just inserted by an update, and how they come in, for the next tiling.
    var pendingInsertions: [IndexPath: RowAnimation] = [:]
    /// Sections just inserted or reloaded by an update, and how their rows come in.
    var insertedSectionsAnimating = SectionIndexes()
    var insertedSectionsAnimation = RowAnimation.automatic
    /// Cells of deleted or reloaded rows to animate out at the next tiling, and how.
    var pendingLeaving: (cells: [(cell: TableViewCell, indexPath: IndexPath)], animation: RowAnimation) = ([], .automatic)
    /// Completions of updates, run when the next tiling's animation ends.
    var pendingCompletions: [(Bool) -> Void] = []
    /// Whether the next tiling animates cells to their new places (an update runs).
    var animatesNextTiling = false
    /// The batch being collected by ``performBatchUpdates(_:completion:)``, if any.
    var pendingBatch: TableBatch?
    /// The open or opening swipe actions, if any.
    var swipe: TableSwipe?
    /// The row lifted by its reorder control, while it is dragged.
    var reorder: TableReorder?
    /// The cell on screen that `reconfigureRows(at:)` hands back to the next dequeue.
    var cellBeingReconfigured: TableViewCell?
    private var editing = false
    /// What the last tiling covered; a layout pass with the same needs nothing.
    var lastTiling: TilingKey?

    /// Creates a table of a style, as `UITableView(frame:style:)`.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        autoresizesSubviews = false
        backgroundColor = style == .plain ? .white : Self.groupedBackground
        addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in self?.handleTap(recognizer) })
        addGestureRecognizer(makeSwipePanRecognizer())
        addGestureRecognizer(makeReorderPanRecognizer())
    }

    /// Lays out the cells, headers and footers for the rows on screen, loading the rows first if
    /// they changed, as `UITableView.layoutSubviews()` (see the tiling rule in TableView+Tiling).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateSidebarAppearance()
        reloadIfNeeded()
        tile()
    }

    /// A right-click offers the row's swipe actions (see `showSwipeActions(at:edge:)`).
    override func takeContextClick(at point: Point) -> Bool {
        showSwipeActionsForContextClick(at: point)
    }

    /// The delegate's context menu for the row at `point`, before the table's own interactions
    /// (see TableView+ContextMenu).
    override func contextMenuSource(at point: Point) -> ContextMenuSource? {
        rowContextMenuSource(at: point) ?? super.contextMenuSource(at: point)
    }

    /// The selected row, for the Menu key (see TableView+ContextMenu).
    override var contextMenuKeyPlace: (point: Point, anchor: Rect) {
        selectedRowContextMenuKeyPlace ?? super.contextMenuKeyPlace
    }

    /// Whether the table can take keyboard focus, becoming first responder, as
    /// `UITableView.allowsFocus`: it then answers the arrow keys, Page Up and Down, Home and End
    /// itself (see ``keyCommands``). Off by default: a table that kept the keys would keep them
    /// from the containers around it (a menu's table under the content would take Escape from a
    /// drawer in that content). A ``TableViewController`` answers those keys for its table either
    /// way, as the deepest controller on screen.
    public var allowsFocus = false

    /// ``allowsFocus``: a table takes the keys once focused only when it allows focus.
    open override var canBecomeFirstResponder: Bool { allowsFocus }

    /// The table's keys while it is first responder: the arrows, Page Up and Down, Home and End
    /// move the selection (with Shift, extend it when ``allowsMultipleSelection``) and scroll to it.
    open override var keyCommands: [KeyCommand]? { selectionKeyCommands }

    /// The table's delegate: its ``ScrollView/delegate`` when that is a ``TableViewDelegate``.
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    // MARK: Cells

    /// Registers the class whose cells ``dequeueReusableCell(withIdentifier:for:)`` makes for an
    /// identifier, as `UITableView.register(_:forCellReuseIdentifier:)`; `nil` unregisters it.
    /// Cells are made with `init(style: .default, reuseIdentifier:)`.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A cell for `indexPath`: one from the identifier's queue (after its
    /// ``TableViewCell/prepareForReuse()``) or a new one of the registered class, as
    /// `UITableView.dequeueReusableCell(withIdentifier:for:)`.
    ///
    /// An identifier no class was registered for is refused with a ``HierarchyInconsistency``
    /// (UIKit raises "unable to dequeue a cell with identifier …"); a plain `.default` cell that
    /// is never reused comes back, so nothing traps.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        HierarchyInconsistency.report(HierarchyInconsistency(
            .invalidArgument,
            "TableView.dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(Self.describe(indexPath))): unable to dequeue a cell with identifier \(identifier) - must register a class for the identifier (register(_:forCellReuseIdentifier:))"))
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// A cell from the identifier's queue, or a new one of the registered class, or `nil` when
    /// neither is there, as `UITableView.dequeueReusableCell(withIdentifier:)`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        if var queue = reuseQueues[identifier], let cell = queue.popLast() {
            reuseQueues[identifier] = queue
            cell.isWaitingForReuse = false
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredCellClasses[identifier] else { return nil }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Loading

    /// Marks the rows for loading at the next layout or question.
    func setNeedsReload() {
        needsReload = true
        lastTiling = nil
        setNeedsLayout()
    }

    /// Loads the rows again if the data source, a height or a style changed since.
    func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Reloads everything from the data source, as `UITableView.reloadData()`: the counts once
    /// per section, the cells only for the rows on screen (at the next layout). The cells on
    /// screen go back to their queues; the selection is cleared, as UIKit's; an open swipe closes.
    open func reloadData() {
        needsReload = false
        closeSwipe(animated: false)
        for (indexPath, cell) in cellsByIndexPath { recycle(cell, from: indexPath) }
        cellsByIndexPath.removeAll()
        for section in Array(headerViews.keys) { removeHeader(of: section) }
        for section in Array(footerViews.keys) { removeFooter(of: section) }
        selection.removeAll()
        selectionAnchor = nil
        selectionFocus = nil
        pendingInsertions.removeAll()
        geometry.replaceSections(loadSections())
        lastTiling = nil
        updateContentSize()
        setNeedsLayout()
    }

    /// Asks the data source for every section's count and the delegate for its header and footer.
    func loadSections() -> [TableGeometry.Section] {
        guard let dataSource else { return [] }
        let count = max(0, dataSource.numberOfSections(in: self))
        return (0..<count).map { section in
            makeSection(section, rows: dataSource.tableView(self, numberOfRowsInSection: section))
        }
    }

    /// One section's record: its rows at the estimate, its header's and footer's heights.
    func makeSection(_ section: Int, rows: Int) -> TableGeometry.Section {
        TableGeometry.Section(
            headerHeight: headerHeight(of: section), footerHeight: footerHeight(of: section),
            rows: RowHeights(count: max(0, rows), uniformHeight: uniformRowHeight))
    }

    /// The height of rows not measured: ``rowHeight``, or the estimate when it is automatic.
    var uniformRowHeight: Double {
        if rowHeight >= 0, rowHeight.isFinite { return rowHeight }
        return estimatedRowHeight > 0 && estimatedRowHeight.isFinite ? estimatedRowHeight : 44
    }

    func headerHeight(of section: Int) -> Double {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? Self.automaticDimension
        if asked >= 0, asked.isFinite { return asked }
        if sectionHeaderHeight >= 0, sectionHeaderHeight.isFinite { return sectionHeaderHeight }
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        if titled { return Self.defaultHeaderHeight }
        if style == .plain { return tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil ? Self.defaultHeaderHeight : 0 }
        return Self.groupedGap
    }

    func footerHeight(of section: Int) -> Double {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? Self.automaticDimension
        if asked >= 0, asked.isFinite { return asked }
        if sectionFooterHeight >= 0, sectionFooterHeight.isFinite { return sectionFooterHeight }
        let titled = dataSource?.tableView(self, titleForFooterInSection: section) != nil
        if titled { return Self.defaultHeaderHeight }
        return style == .plain ? 0 : Self.groupedGap
    }

    /// Sets the content size to the sections' total height and the table's width.
    func updateContentSize() {
        let size = Size(width: bounds.width, height: geometry.totalHeight)
        if contentSize != size { contentSize = size }
    }

    // MARK: Questions

    /// How many sections, as `UITableView.numberOfSections`.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.numberOfSections
    }

    /// How many rows a section has (0 for one out of range), as `UITableView.numberOfRows(inSection:)`.
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return geometry.numberOfRows(inSection: section)
    }

    /// Whether the index path names a row the table has: two indexes, both in range.
    public func contains(_ indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        return geometry.contains(indexPath)
    }

    /// The cell showing a row, or `nil` when the row is not on screen, as `UITableView.cellForRow(at:)`.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        cellsByIndexPath[indexPath]
    }

    /// The cells on screen, top to bottom, as `UITableView.visibleCells`.
    public var visibleCells: [TableViewCell] {
        cellsByIndexPath.keys.sorted().compactMap { cellsByIndexPath[$0] }
    }

    /// The rows whose cells are on screen, top to bottom, as `UITableView.indexPathsForVisibleRows`.
    public var indexPathsForVisibleRows: [IndexPath]? {
        cellsByIndexPath.keys.sorted()
    }

    /// The row of a cell on screen, as `UITableView.indexPath(for:)`.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        cellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The row at a point in the table's content coordinates, or `nil` over a header, a footer
    /// or no row, as `UITableView.indexPathForRow(at:)`.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.indexPath(atOffset: point.y)
    }

    /// A row's rectangle in content coordinates (inset in the `.insetGrouped` style), or
    /// `.zero` for a row the table does not have, as `UITableView.rectForRow(at:)`.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        reloadIfNeeded()
        guard geometry.contains(indexPath) else { return .zero }
        let span = geometry.rowSpan(indexPath)
        let inset = rowInset
        return Rect(x: inset, y: span.y, width: max(0, bounds.width - 2 * inset), height: span.height)
    }

    /// A section's rectangle in content coordinates, header and footer included, or `.zero`
    /// for a section out of range, as `UITableView.rect(forSection:)`.
    public func rect(forSection section: Int) -> Rect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        return Rect(x: 0, y: geometry.start(ofSection: section), width: bounds.width, height: geometry.sections[section].height)
    }

    /// A section header's rectangle where it scrolls (not where a pinned header shows), as
    /// `UITableView.rectForHeader(inSection:)`.
    public func rectForHeader(inSection section: Int) -> Rect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        return Rect(x: 0, y: geometry.start(ofSection: section), width: bounds.width, height: geometry.sections[section].headerHeight)
    }

    /// A section footer's rectangle, as `UITableView.rectForFooter(inSection:)`.
    public func rectForFooter(inSection section: Int) -> Rect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let record = geometry.sections[section]
        return Rect(
            x: 0, y: geometry.start(ofSection: section) + record.height - record.footerHeight, width: bounds.width,
            height: record.footerHeight)
    }

    /// How far rows are inset from the table's edges: 20 points in the `.insetGrouped` style.
    /// A sidebar's rows (see TableView+Sidebar) are inset 6 points, as GNOME's.
    var rowInset: Double { appearsAsSidebar ? Self.sidebarRowInset : style == .insetGrouped ? Self.insetGroupedMargin : 0 }

    // MARK: Editing

    /// Enters or leaves editing mode, as `UITableView.setEditing(_:animated:)`: the cells on
    /// screen follow, showing their editing controls, and an open swipe closes.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        closeSwipe(animated: animated)
        for cell in cellsByIndexPath.values { cell.setEditing(editing, animated: animated) }
        updateEditingControls(animated: animated)
        updateReorderControls()
    }

    // MARK: Refusals

    /// "section 2, row 5", for messages.
    static func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "[section \(indexPath.section), row \(indexPath.row)]" : "\(Array(indexPath))"
    }

    /// Reports a refusal naming the table.
    func refuse(_ message: String) {
        HierarchyInconsistency.report(HierarchyInconsistency(.invalidArgument, message))
    }
}
