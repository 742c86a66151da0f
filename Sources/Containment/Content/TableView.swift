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

/// Hears about row selection, as `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// A row was selected by the user.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

/// A list of rows, as `UITableView`. The GTK adapter renders it as a `GtkListBox`; a click or
/// Enter on a row calls ``selectRowFromUser(at:)``.
@MainActor
open class TableView: View {
    /// Where the rows come from.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Who hears about selection.
    public weak var delegate: TableViewDelegate?

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
        setNeedsDisplay()
    }

    /// Whether the index path names a loaded row: a section and a row (two indexes) in range.
    public func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && cells.indices.contains(indexPath.section)
            && cells[indexPath.section].indices.contains(indexPath.row)
    }

    /// Selects a row without telling the delegate, as `selectRow(at:animated:scrollPosition:)`.
    public func selectRow(at indexPath: IndexPath?) {
        guard indexPath.map(contains) ?? true else { return }
        indexPathForSelectedRow = indexPath
        setNeedsDisplay()
    }

    /// Deselects a row, as `deselectRow(at:animated:)`.
    public func deselectRow(at indexPath: IndexPath) {
        if indexPathForSelectedRow == indexPath { selectRow(at: nil) }
    }

    /// Selects a row as the user does and tells the delegate: what the adapter calls on a click
    /// or Enter. Ignored for rows that do not exist or while input is ignored.
    public func selectRowFromUser(at indexPath: IndexPath) {
        guard contains(indexPath), !Application.shared.isIgnoringInteractionEvents else { return }
        indexPathForSelectedRow = indexPath
        setNeedsDisplay()
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}
