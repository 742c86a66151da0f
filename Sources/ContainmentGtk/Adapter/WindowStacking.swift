import CGtk
import CGtkCanvas

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
        guard let list = gdk_window_get_children(bin) else { return }
        // One window (the event box's own input) or none: nothing to put in order.
        guard list.pointee.next != nil else {
            g_list_free(list)
            return
        }
        var windows: [(path: [Int], window: OpaquePointer)] = []
        var link: UnsafeMutablePointer<GList>? = list
        while let node = link {
            if let data = node.pointee.data {
                let window = OpaquePointer(data)
                var owner: gpointer?
                gdk_window_get_user_data(window, &owner)
                let path = owner.flatMap { drawingPath(of: $0.assumingMemoryBound(to: GtkWidget.self), under: rootCanvas) }
                windows.append((path ?? [], window))
            }
            link = node.pointee.next
        }
        g_list_free(list)
        // Windows of widgets outside the root canvas have no path: they sort first, to the bottom.
        let order = windows.enumerated().sorted(by: { first, second in
            first.element.path == second.element.path
                ? first.offset < second.offset
                : first.element.path.lexicographicallyPrecedes(second.element.path)
        }).map { Optional($0.element.window) }
        order.withUnsafeBufferPointer { buffer in
            containment_canvas_restack_windows(rootCanvas, buffer.baseAddress, guint(buffer.count))
        }
    }

    /// Where `widget` is drawn under `root`: the index of each widget on the way down in its
    /// parent's children, from `root` to it (`[0]` for root itself). GTK draws children in child
    /// order, parents before children, so comparing two paths element by element compares when
    /// the two widgets are drawn; `nil` when `widget` is not under `root`. Only the owners of the
    /// few windows are walked up, not the whole tree (a list of 200 rows is thousands of widgets).
    static func drawingPath(of widget: UnsafeMutablePointer<GtkWidget>, under root: UnsafeMutablePointer<GtkWidget>) -> [Int]? {
        var reversedPath: [Int] = []
        var current = widget
        while current != root {
            guard let parent = gtk_widget_get_parent(current),
                let index = ViewMirror.children(of: parent).firstIndex(of: current) else { return nil }
            reversedPath.append(index)
            current = parent
        }
        return [0] + reversedPath.reversed()
    }
}
