import CGtk
import ContainmentGtk

/// GTK 3's own table: a `GtkTreeView` in fixed-height mode over a `GtkListStore` of three
/// columns (the icon's `GdkPixbuf`, the title, the detail), filled before it is attached (GTK's
/// advice for large stores), showing four columns of fixed widths: icon, title, detail and a
/// disclosure arrow. It makes no widget per row: it draws the rows in view.
@MainActor
final class TreeViewSubject: TableSubject {
    let toplevel: UnsafeMutablePointer<GtkWidget>
    let rowCount: Int
    var liveCells: Int? { nil }
    let scroller: TableScroller?

    init(rows: Int, icon: OpaquePointer, budget: TableBudget) throws {
        let stringType = g_type_from_name("gchararray")
        var types = [gdk_pixbuf_get_type(), stringType, stringType]
        let store = gtk_list_store_newv(3, &types)!
        var columns: [Int32] = [0, 1, 2]
        var values = [GValue](repeating: GValue(), count: 3)
        g_value_init(&values[0], gdk_pixbuf_get_type())
        g_value_set_object(&values[0], UnsafeMutableRawPointer(icon))
        g_value_init(&values[1], stringType)
        g_value_init(&values[2], stringType)
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        var iter = GtkTreeIter()
        for row in 0..<rows {
            if row % 4096 == 0 {
                do { try budget.check(made: row) } catch {
                    g_object_unref(UnsafeMutableRawPointer(store))
                    throw error
                }
            }
            TableRows.title(row).withCString { title in
                TableRows.detail(row).withCString { detail in
                    // The store copies the strings: the values only lend them.
                    g_value_set_static_string(&values[1], title)
                    g_value_set_static_string(&values[2], detail)
                    gtk_list_store_insert_with_valuesv(store, &iter, -1, &columns, &values, 3)
                }
            }
        }
        rowCount = rows

        let view = gtk_tree_view_new()!
        let tree = cgtk_tree_view(view)
        gtk_tree_view_set_headers_visible(tree, 0)
        let height = Int32(TableRows.rowHeight)
        func addColumn(_ renderer: UnsafeMutablePointer<GtkCellRenderer>, _ attribute: String?, _ column: Int32, width: Int32) {
            gtk_cell_renderer_set_fixed_size(renderer, -1, height)
            let treeColumn = gtk_tree_view_column_new()!
            gtk_tree_view_column_pack_start(treeColumn, renderer, 1)
            if let attribute { gtk_tree_view_column_add_attribute(treeColumn, renderer, attribute, column) }
            gtk_tree_view_column_set_sizing(treeColumn, GTK_TREE_VIEW_COLUMN_FIXED)
            gtk_tree_view_column_set_fixed_width(treeColumn, width)
            gtk_tree_view_append_column(tree, treeColumn)
        }
        addColumn(gtk_cell_renderer_pixbuf_new(), "pixbuf", 0, width: 48)
        addColumn(gtk_cell_renderer_text_new(), "text", 1, width: 280)
        addColumn(gtk_cell_renderer_text_new(), "text", 2, width: 380)
        let accessory = gtk_cell_renderer_pixbuf_new()!
        var name = GValue()
        g_value_init(&name, stringType)
        g_value_set_static_string(&name, TableRows.accessoryIconName)
        g_object_set_property(UnsafeMutablePointer(OpaquePointer(accessory)), "icon-name", &name)
        g_value_unset(&name)
        addColumn(accessory, nil, 0, width: 40)
        gtk_tree_view_set_fixed_height_mode(tree, 1)
        gtk_tree_view_set_model(tree, cgtk_tree_model(store))
        g_object_unref(UnsafeMutableRawPointer(store))

        let (window, scrolled) = TableWindow.make(title: "GtkTreeView", scrolling: view)
        toplevel = window
        scroller = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))
            .map { TableScroller.adjustment($0, how: "its GtkScrolledWindow's vertical adjustment") }
    }

    func show() { gtk_widget_show_all(toplevel) }
}
