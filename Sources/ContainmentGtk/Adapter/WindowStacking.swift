import CGtk

/// Keeps the stacking of `GdkWindow`s under the host's root canvas in the order widgets are drawn.
///
/// GTK draws a container's children in child order, but a pointer event goes to the topmost
/// `GdkWindow` under it, and mapping a widget raises its windows (`gdk_window_show`) above
/// every sibling. A widget that the mirror shows again (its view comes back on screen, or out
/// from under an opaque sibling) would then take clicks meant for the views drawn above it: the
/// sliding menu's list, shown again as the content slides back over it, would catch a click on
/// the content's Menu button. After such a sync the windows are raised again in drawing order.
@MainActor
enum WindowStacking {
    /// Raises the child windows of the window the root canvas draws in, in the drawing
    /// order of the widgets that own them, so the stacking matches what is drawn. Windows of
    /// other widgets (the host's event box) go to the bottom.
    static func restack(_ rootCanvas: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_realized(rootCanvas) != 0, let bin = gtk_widget_get_window(rootCanvas) else { return }
        var windows: [(rank: Int, window: OpaquePointer)] = []
        guard let list = gdk_window_get_children(bin) else { return }
        // One window (the event box's own input) or none: nothing to put in order.
        guard list.pointee.next != nil else {
            g_list_free(list)
            return
        }
        let order = drawingOrder(under: rootCanvas)
        var link: UnsafeMutablePointer<GList>? = list
        while let node = link {
            if let data = node.pointee.data {
                let window = OpaquePointer(data)
                var owner: gpointer?
                gdk_window_get_user_data(window, &owner)
                let rank = owner.flatMap { order[UnsafeMutableRawPointer($0)] } ?? -1
                windows.append((rank, window))
            }
            link = node.pointee.next
        }
        g_list_free(list)
        for entry in windows.enumerated().sorted(by: { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }) {
            gdk_window_raise(entry.element.window)
        }
    }

    /// Each widget under `root` (root first, then children in child order, depth first) with its
    /// position in that walk: the order GTK draws them in.
    static func drawingOrder(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutableRawPointer: Int] {
        var order: [UnsafeMutableRawPointer: Int] = [:]
        var stack = [root]
        while let widget = stack.popLast() {
            order[UnsafeMutableRawPointer(widget)] = order.count
            guard cgtk_is_container(widget) != 0 else { continue }
            stack.append(contentsOf: ViewMirror.children(of: widget).reversed())
        }
        return order
    }
}
