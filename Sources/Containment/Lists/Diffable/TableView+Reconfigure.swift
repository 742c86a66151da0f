#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TableView {
    /// Configures the cells of rows on screen again without replacing them, as
    /// `UITableView.reconfigureRows(at:)`: the data source's `cellForRowAt` runs for each, and
    /// its dequeue with the cell's own reuse identifier hands back the cell already shown
    /// (without ``TableViewCell/prepareForReuse()``), so the cell keeps its place, selection and
    /// state and nothing animates. Rows off screen have no cell and are configured when they come
    /// on screen. A data source that returns another cell (dequeued with another identifier) gets
    /// it put in the old one's place, as a reload without animation.
    ///
    /// A row the table does not have is refused with a ``HierarchyInconsistency``, and nothing
    /// is reconfigured.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        reloadIfNeeded()
        if let missing = indexPaths.first(where: { !geometry.contains($0) }) {
            refuse("TableView.reconfigureRows(at:): the table has no row \(Self.describe(missing)) (\(rowCountsDescription))")
            return
        }
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let shown = cellsByIndexPath[indexPath] else { continue }
            cellBeingReconfigured = shown
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cellBeingReconfigured = nil
            guard cell !== shown else { continue }
            // Another cell: it takes the shown one's place.
            cellsByIndexPath[indexPath] = cell
            recycle(shown, from: indexPath)
            cell.setSelected(selection.contains(indexPath), animated: false)
            if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
            cell.frame = cellFrame(for: indexPath)
            cell.alpha = 1
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.setNeedsLayout()
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }
}
