import CGtk
import ContainmentGtk

/// GTK 3's list of widgets: a `GtkListBox` with one `GtkListBoxRow` per row, each a box of the
/// icon (a `GtkImage` of the shared pixbuf), the title and the detail (`GtkLabel`s, one above
/// the other) and the disclosure arrow (a `GtkImage` from the icon theme), 44 px tall.
@MainActor
final class ListBoxSubject: TableSubject {
    let toplevel: UnsafeMutablePointer<GtkWidget>
    let rowCount: Int
    var liveCells: Int? { rowCount }
    let scroller: TableScroller?

    init(rows: Int, icon: OpaquePointer, budget: TableBudget) throws {
        let list = g_object_ref_sink(UnsafeMutableRawPointer(gtk_list_box_new()!))!.assumingMemoryBound(to: GtkWidget.self)
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        for row in 0..<rows {
            if row % 256 == 0 {
                do { try budget.check(made: row) } catch {
                    gtk_widget_destroy(list)
                    throw error
                }
            }
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
            gtk_box_pack_start(cgtk_box(box), gtk_image_new_from_pixbuf(icon), 0, 0, 0)
            let texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            for text in [TableRows.title(row), TableRows.detail(row)] {
                let label = gtk_label_new(text)!
                gtk_label_set_xalign(cgtk_label(label), 0)
                gtk_box_pack_start(cgtk_box(texts), label, 0, 0, 0)
            }
            gtk_box_pack_start(cgtk_box(box), texts, 1, 1, 0)
            gtk_box_pack_end(cgtk_box(box), gtk_image_new_from_icon_name(TableRows.accessoryIconName, GTK_ICON_SIZE_MENU), 0, 0, 0)
            gtk_widget_set_size_request(box, -1, Int32(TableRows.rowHeight))
            gtk_container_add(cgtk_container(list), box)
        }
        rowCount = rows
        let (window, scrolled) = TableWindow.make(title: "GtkListBox", scrolling: list)
        toplevel = window
        scroller = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))
            .map { TableScroller.adjustment($0, how: "its GtkScrolledWindow's vertical adjustment") }
    }

    func show() { gtk_widget_show_all(toplevel) }
}
