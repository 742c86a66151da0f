#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Moving rows by hand in editing mode, as UIKit's table does: a row the data source lets move
/// (`tableView(_:canMoveRowAt:)`) shows its reorder control at the trailing edge; dragging it
/// lifts the row, which follows the pointer; where it is let go the data source hears
/// `tableView(_:moveRowAt:to:)` (to update its model; it calls no update of the table) and the
/// table moves the row there itself, the others sliding aside on the window's clock.
extension TableView {
    /// Whether a row shows its reorder control now.
    func showsReorderControl(for indexPath: IndexPath) -> Bool {
        isEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
    }

    /// Tells the cells on screen whether to show their reorder control.
    func updateReorderControls() {
        for (indexPath, cell) in cellsByIndexPath { cell.setReorderControlShown(showsReorderControl(for: indexPath)) }
    }

    /// The recognizer of drags on a reorder control.
    func makeReorderPanRecognizer() -> PanGestureRecognizer {
        let pan = PanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            followReorder(pan)
        }
        pan.minimumMovement = 2
        pan.shouldBegin = { [weak self] recognizer in
            guard let self, let row = reorderableRow(at: recognizer.startLocation(in: self)) else { return false }
            return showsReorderControl(for: row)
        }
        return pan
    }

    /// The row whose reorder control is under `point` (table coordinates).
    private func reorderableRow(at point: Point) -> IndexPath? {
        guard isEditing, let indexPath = indexPathForRow(at: point), let cell = cellForRow(at: indexPath),
              let control = cell.reorderControl, !control.isHidden else { return nil }
        let local = control.convert(point, from: self)
        // A generous target: the control's height and a margin around it.
        return Rect(x: -8, y: -8, width: control.bounds.width + 16, height: control.bounds.height + 16).contains(local)
            ? indexPath : nil
    }

    private func followReorder(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let source = reorderableRow(at: pan.startLocation(in: self)), let cell = cellForRow(at: source) else { return }
            reorder = TableReorder(source: source, cell: cell, startY: cell.frame.minY)
            bringSubviewToFront(cell)
        case .changed:
            guard let reorder, let cell = reorder.cell else { return }
            let y = min(max(reorder.startY + pan.translation(in: self).y, 0), max(0, contentSize.height - cell.frame.height))
            cell.frame.origin.y = y
        case .ended:
            finishReorder(cancelled: false)
        case .cancelled, .failed:
            finishReorder(cancelled: true)
        default:
            break
        }
    }

    /// Drops the lifted row: where its middle is, or back where it was.
    private func finishReorder(cancelled: Bool) {
        guard let current = reorder else { return }
        reorder = nil
        guard let cell = current.cell else { return }
        let middle = Point(x: bounds.midX, y: cell.frame.midY)
        var destination = cancelled ? current.source : indexPathForRow(at: middle) ?? lastRow(near: middle.y, from: current.source)
        if destination.section != current.source.section, numberOfRows(inSection: destination.section) == 0 {
            destination = current.source
        }
        guard destination != current.source, let dataSource else {
            View.animate(withDuration: Self.updateAnimationDuration) { cell.frame = self.rectForRow(at: current.source) }
            return
        }
        dataSource.tableView(self, moveRowAt: current.source, to: destination)
        moveRow(at: current.source, to: destination)
    }

    /// The first or last row of the table when the drop is above or below every row.
    private func lastRow(near y: Double, from source: IndexPath) -> IndexPath {
        let sections = numberOfSections
        if y <= 0 { return IndexPath(row: 0, section: 0) }
        for section in stride(from: sections - 1, through: 0, by: -1) where numberOfRows(inSection: section) > 0 {
            return IndexPath(row: numberOfRows(inSection: section) - 1, section: section)
        }
        return source
    }
}

/// A row lifted by its reorder control: where it came from, its cell, and where the cell was.
struct TableReorder {
    let source: IndexPath
    weak var cell: TableViewCell?
    let startY: Double
}
