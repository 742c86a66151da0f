import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `TableView`'s `GtkListBox` in its scrolled window (see ``ScrollContent``), with the cells,
/// row height and selection it shows: a row activated with one click or Enter selects it, as a
/// tap on a `UITableView` row does. Main-actor isolated, so its row-activated handler may
/// capture it.
@MainActor final class TableContent: ContentMirror {
    let list: UnsafeMutablePointer<GtkWidget>
    let scroll: ScrollContent
    var appliedCells: [[TableViewCell]]?
    var appliedRowHeight: Double?
    var appliedSelection: IndexPath??
    /// The index path of each row, in the list's order.
    var rowIndexPaths: [IndexPath] = []
    private var ownConnections: [SignalConnection] = []

    var widget: UnsafeMutablePointer<GtkWidget> { scroll.scrolled }
    var contentWidget: UnsafeMutablePointer<GtkWidget> { list }
    var scrolledWindow: UnsafeMutablePointer<GtkWidget>? { scroll.scrolled }
    var connections: [SignalConnection] { scroll.connections + ownConnections }
    var clipsFromStart: Bool { true }

    init(view: TableView, mirror: ViewMirror) {
        list = gtk_list_box_new()!
        gtk_list_box_set_activate_on_single_click(cgtk_list_box(list), 1)
        gtk_list_box_set_selection_mode(cgtk_list_box(list), GTK_SELECTION_SINGLE)
        scroll = ScrollContent(document: list, of: view, scrollsHorizontally: false)
        ownConnections.append(SignalConnection.connectPointer(list, "row-activated") { [weak view, weak self] row in
            guard let row, let self, let view else { return }
            let index = Int(gtk_list_box_row_get_index(cgtk_list_box_row(row)))
            guard rowIndexPaths.indices.contains(index) else { return }
            view.selectRowFromUser(at: rowIndexPaths[index])
        })
    }

    func update(_ table: TableView) {
        if appliedCells != table.cells || appliedRowHeight != table.rowHeight {
            appliedCells = table.cells
            appliedRowHeight = table.rowHeight
            reloadRows(table)
            appliedSelection = nil
        }
        if appliedSelection != .some(table.indexPathForSelectedRow) {
            appliedSelection = .some(table.indexPathForSelectedRow)
            let listBox = cgtk_list_box(list)
            if let selected = table.indexPathForSelectedRow,
                let index = rowIndexPaths.firstIndex(of: selected),
                let row = gtk_list_box_get_row_at_index(listBox, Int32(index)) {
                gtk_list_box_select_row(listBox, row)
            } else {
                gtk_list_box_unselect_all(listBox)
            }
        }
        scroll.update(table, sizesDocument: false)
    }

    func accessibleRole(for view: TableView) -> AtkRole { ATK_ROLE_LIST }

    /// Puts the list's selection back to the table's: GTK selects the row that keyboard focus
    /// moves into, but in the core (as in UIKit) focus does not select.
    func restoreSelection(of table: TableView) {
        appliedSelection = nil
        update(table)
    }

    private func reloadRows(_ table: TableView) {
        for row in ViewMirror.children(of: list) { gtk_widget_destroy(row) }
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
                ViewMirror.applyDirection(of: table, to: label)
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
        rowIndexPaths = paths
        gtk_widget_show_all(list)
    }
}
