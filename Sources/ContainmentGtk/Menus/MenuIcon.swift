import CGtk
@_spi(Adapter) import Containment

/// A menu element's image as the icon beside its title: the image's pixels (decoded by
/// gdk-pixbuf, scaled to the menu icon size of 16 points at the widget's scale).
@MainActor
enum MenuIcon {
    /// The icon's side, in points (GTK_ICON_SIZE_MENU).
    static let side: Int32 = 16

    /// A `GtkImage` of `image`, or `nil` when gdk-pixbuf cannot decode it.
    static func widget(for image: Image) -> UnsafeMutablePointer<GtkWidget>? {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let written = image.data.withUnsafeBufferPointer { buffer in
            gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), nil)
        }
        let closed = gdk_pixbuf_loader_close(loader, nil)
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        let width = max(1, gdk_pixbuf_get_width(pixbuf))
        let height = max(1, gdk_pixbuf_get_height(pixbuf))
        let scale = min(Double(side) / Double(width), Double(side) / Double(height))
        guard let scaled = gdk_pixbuf_scale_simple(
            pixbuf, max(1, Int32((Double(width) * scale).rounded())), max(1, Int32((Double(height) * scale).rounded())),
            GDK_INTERP_BILINEAR)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        return gtk_image_new_from_pixbuf(scaled)
    }
}
