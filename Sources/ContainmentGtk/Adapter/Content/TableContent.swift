import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

/// A `TableView`'s widgets: the scroll view's (``ScrollContent``: a scrolled window around a
/// scroll port, whose range is the whole table), with the canvas of the table's subviews (its
/// visible cells, headers and footers, only those) as the list assistive technologies read, as
/// `UITableView` is an accessibility container of its visible cells. The list says how many rows
/// the whole table has in its description, since only the visible rows exist as its children;
/// each cell is a list item named by its text (its `accessibilityLabel` when the app set one).
/// Clicks, keys and swipes are the core table's own: nothing here selects.
@MainActor final class TableContent: ContentMirror {
    let scroll: ScrollContent
    /// The row count the list's description says.
    private var appliedRowCount: Int?

    var widget: UnsafeMutablePointer<GtkWidget> { scroll.widget }
    var contentWidget: UnsafeMutablePointer<GtkWidget> { scroll.canvasWidget }
    var scrolledWindow: UnsafeMutablePointer<GtkWidget>? { scroll.scrolledWindow }
    var subviewCanvas: UnsafeMutablePointer<GtkWidget>? { scroll.subviewCanvas }
    var connections: [SignalConnection] { scroll.connections }
    var clipsFromStart: Bool { true }

    init(view: TableView, mirror: ViewMirror) {
        scroll = ScrollContent(view: view, mirror: mirror)
    }

    func update(_ table: TableView) {
        scroll.update(table)
        var rows = 0
        for section in 0..<table.numberOfSections { rows += table.numberOfRows(inSection: section) }
        guard appliedRowCount != rows, let accessible = gtk_widget_get_accessible(contentWidget) else { return }
        appliedRowCount = rows
        atk_object_set_description(accessible, rows == 1 ? "1 row" : "\(rows) rows")
    }

    func accessibleRole(for view: TableView) -> AtkRole { ATK_ROLE_LIST }

    func accessibleRole(ofSubview view: View) -> AtkRole? {
        view is TableViewCell ? ATK_ROLE_LIST_ITEM : nil
    }

    /// A cell's text, else its detail text, as UIKit's cells default their `accessibilityLabel`.
    func accessibleName(ofSubview view: View) -> String? {
        guard let cell = view as? TableViewCell else { return nil }
        return cell.textLabel?.text ?? cell.detailTextLabel?.text
    }
}
