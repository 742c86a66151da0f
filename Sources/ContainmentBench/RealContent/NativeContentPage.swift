import CGtk
import Containment
import ContainmentGtk

/// GTK's own real-content page, for `GtkStack` and `HdyFlap`: a `GtkListBox` of 200 rows (title
/// and detail) in a `GtkScrolledWindow`, a `GtkTextView` in another, and a `GtkImage` of the
/// same 256 × 256 picture, placed by a `GtkFixed` where ``ContentPageLayout`` puts ours.
@MainActor
enum NativeContentPage {
    /// A page of `size` showing `picture` (a `GdkPixbuf`, not consumed).
    static func make(size: Size, picture: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
        let layout = ContentPageLayout(size: size)
        let fixed = gtk_fixed_new()!
        gtk_widget_set_size_request(fixed, Int32(size.width), Int32(size.height))
        let background = gtk_event_box_new()!
        BenchWidgets.paintWhite(background)
        gtk_container_add(cgtk_container(background), fixed)

        let list = gtk_list_box_new()!
        for row in 0..<ContentPageLayout.rowCount {
            let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
            gtk_box_pack_start(cgtk_box(box), gtk_label_new(ContentPageLayout.rowTitle(row)), 0, 0, 0)
            gtk_box_pack_end(cgtk_box(box), gtk_label_new(ContentPageLayout.rowDetail(row)), 0, 0, 0)
            gtk_widget_set_size_request(box, -1, 44)
            gtk_container_add(cgtk_container(list), box)
        }
        place(scrolled(list), in: fixed, at: layout.list)

        let textView = gtk_text_view_new()!
        gtk_text_view_set_wrap_mode(cgtk_text_view(textView), GTK_WRAP_WORD_CHAR)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(cgtk_text_view(textView)), ContentPageLayout.text, -1)
        place(scrolled(textView), in: fixed, at: layout.text)

        let image = gtk_image_new_from_pixbuf(picture)!
        place(image, in: fixed, at: layout.image)
        return background
    }

    private static func scrolled(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_container_add(cgtk_container(scrolled), child)
        return scrolled
    }

    private static func place(_ widget: UnsafeMutablePointer<GtkWidget>, in fixed: UnsafeMutablePointer<GtkWidget>, at frame: Rect) {
        gtk_widget_set_size_request(widget, Int32(frame.width), Int32(frame.height))
        gtk_fixed_put(BenchWidgets.cast(fixed, to: GtkFixed.self, gType: gtk_fixed_get_type()), widget, Int32(frame.minX), Int32(frame.minY))
    }
}
