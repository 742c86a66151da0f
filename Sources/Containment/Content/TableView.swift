#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One row's content, as `UITableViewCell` with its `textLabel` and `detailTextLabel`.
public struct TableViewCell: Hashable, Sendable {
    /// The main text.
    public var text: String
    /// A smaller second line, if any.
    public var detailText: String?
    /// Whether the row shows a disclosure indicator (it pushes something).
    public var showsDisclosureIndicator: Bool

    /// Creates a cell.
    public init(text: String, detailText: String? = nil, showsDisclosureIndicator: Bool = false) {
        self.text = text
        self.detailText = detailText
        self.showsDisclosureIndicator = showsDisclosureIndicator
    }
}

/// Supplies a table's rows, as `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows the section has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// How many sections; one by default.
    func numberOfSections(in tableView: TableView) -> Int
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// Hears about row selection, as `UITableViewDelegate`, and about scrolling, as that protocol
/// inherits `UIScrollViewDelegate`.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row was selected by the user.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

/// A list of rows, as `UITableView`: a ``ScrollView`` whose content is its rows, each
/// ``rowHeight`` tall, so that ``ScrollView/contentSize`` is known without drawing anything.
/// Selecting a row scrolls as little as needed to show it.
///
/// The ``ScrollView/delegate`` is the table's delegate, as `UITableView.delegate`: set a
/// ``TableViewDelegate`` there to hear about selection and scrolling (Swift cannot narrow an
/// inherited property's type as Objective-C redeclares it, so the property keeps the scroll
/// view's type).
///
/// The GTK adapter renders it as a `GtkListBox` in a `GtkScrolledWindow`; long rows are
/// ellipsized; a click or Enter on a row calls `selectRowFromUser(at:)`.
@MainActor
open class TableView: ScrollView {
    /// Where the rows come from.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }

    /// The height of every row in points, as `UITableView.rowHeight` (UIKit's default, 44).
    public var rowHeight: Double = 44 {
        didSet {
            guard rowHeight != oldValue else { return }
            updateContentSize()
            setNeedsDisplay()
        }
    }

    /// The selected row, if any, as `indexPathForSelectedRow`.
    public private(set) var indexPathForSelectedRow: IndexPath?

    /// The rows as last loaded from the data source, section by section.
    public private(set) var cells: [[TableViewCell]] = []

    /// Reloads every row from the data source, as `reloadData()`.
    public func reloadData() {
        guard let dataSource else {
            cells = []
            setNeedsDisplay()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        cells = (0..<sections).map { section in
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            return (0..<rows).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)) }
        }
        if let selected = indexPathForSelectedRow, !contains(selected) { indexPathForSelectedRow = nil }
        updateContentSize()
        setNeedsDisplay()
    }

    /// The rows' rectangle in content coordinates, as `UITableView.rectForRow(at:)`; zero for a
    /// row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard contains(indexPath) else { return .zero }
        let before = cells[..<indexPath.section].reduce(0) { $0 + $1.count } + indexPath.row
        return Rect(x: 0, y: Double(before) * rowHeight, width: frame.width, height: rowHeight)
    }

    /// Keeps the content as wide as the table when its size changes.
    open override var frame: Rect {
        didSet { if frame.width != oldValue.width { updateContentSize() } }
    }

    private func updateContentSize() {
        let rows = cells.reduce(0) { $0 + $1.count }
        contentSize = Size(width: frame.width, height: Double(rows) * max(0, rowHeight))
    }

    private func scrollSelectedRowToVisible() {
        if let selected = indexPathForSelectedRow { scrollRectToVisible(rectForRow(at: selected), animated: false) }
    }

    /// Whether the index path names a loaded row: a section and a row (two indexes) in range.
    public func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && cells.indices.contains(indexPath.section)
            && cells[indexPath.section].indices.contains(indexPath.row)
    }

    /// Selects a row without telling the delegate, as `selectRow(at:animated:scrollPosition:)`
    /// with `.none`: the table scrolls as little as needed to show it.
    public func selectRow(at indexPath: IndexPath?) {
        guard indexPath.map(contains) ?? true else { return }
        indexPathForSelectedRow = indexPath
        setNeedsDisplay()
        scrollSelectedRowToVisible()
    }

    /// Deselects a row, as `deselectRow(at:animated:)`.
    public func deselectRow(at indexPath: IndexPath) {
        if indexPathForSelectedRow == indexPath { selectRow(at: nil) }
    }

    /// Selects a row as the user does and tells the delegate: what the adapter calls on a click
    /// or Enter. Ignored for rows that do not exist or while input is ignored.
    @_spi(Adapter) public func selectRowFromUser(at indexPath: IndexPath) {
        guard contains(indexPath), !Application.shared.isIgnoringInteractionEvents else { return }
        indexPathForSelectedRow = indexPath
        setNeedsDisplay()
        scrollSelectedRowToVisible()
        (delegate as? TableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
    }
}
