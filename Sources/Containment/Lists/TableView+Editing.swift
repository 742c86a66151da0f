#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Editing mode, as UIKit's table shows it: each row the data source lets edit
/// (`tableView(_:canEditRowAt:)`) gets its editing control at the leading edge, the
/// minus of `.delete` or the plus of `.insert` (the delegate's
/// `tableView(_:editingStyleForRowAt:)`), and its content moves aside. A click on the minus asks
/// for confirmation, revealing the row's Delete action at the trailing edge, as UIKit does; a
/// click on the plus commits the insertion (`tableView(_:commit:forRowAt:)`).
extension TableView {
    /// The editing style a row shows now: none outside editing mode or for a row the data
    /// source does not let edit.
    func shownEditingStyle(for indexPath: IndexPath) -> TableViewCell.EditingStyle {
        guard isEditing, let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Tells the cells on screen which editing control to show.
    func updateEditingControls(animated: Bool) {
        for (indexPath, cell) in cellsByIndexPath {
            cell.setEditingControl(shownEditingStyle(for: indexPath), animated: animated)
        }
    }

    /// The editing control of `cell` was clicked.
    func editingControlClicked(in cell: TableViewCell) {
        guard isEditing, let indexPath = indexPath(for: cell), !Application.shared.isIgnoringInteractionEvents else { return }
        switch shownEditingStyle(for: indexPath) {
        case .delete:
            if swipedIndexPath == indexPath {
                closeSwipe(animated: true)
            } else {
                revealSwipeActions(at: indexPath, edge: .trailing, whileEditing: true)
            }
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }
}

extension TableViewCell {
    /// The glyph of an editing control: UIKit's minus and plus in a circle.
    static func editingControlGlyph(_ style: EditingStyle) -> String? {
        switch style {
        case .delete: "⊖"
        case .insert: "⊕"
        case .none: nil
        }
    }

    /// How far an editing control moves the content aside: room for a desktop button (GTK's
    /// narrowest push button with one glyph is about 48 pixels wide) and a margin.
    static let editingControlWidth = 64.0
}
