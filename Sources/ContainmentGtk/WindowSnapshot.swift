import CGtk
@_spi(Adapter) import Containment

/// The pixels of a realized, mapped widget's window as the X server holds them, read with
/// `gdk_pixbuf_get_from_window`.
///
/// What a person would see: it includes everything drawn into the window, and anything
/// covering it on screen. For a window just shown, pump with
/// ``MainLoopPump/runUntilDrawn(_:timeout:)`` first.
///
/// `@_spi(Testing)`: apps take a screenshot with ``GtkHost/screenshot(to:)``, which is built on
/// this; tests read pixels with it.
@_spi(Testing) @MainActor
public final class WindowSnapshot {
    private let pixbuf: OpaquePointer
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    private init(pixbuf: OpaquePointer) {
        self.pixbuf = pixbuf
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
    }

    /// Captures the whole window of `widget` (for a `GtkWindow`, the toplevel's contents).
    ///
    /// - Throws: ``GtkRuntimeError/notRealized`` without a `GdkWindow`,
    ///   ``GtkRuntimeError/captureFailed`` when GDK cannot read it.
    public static func capture(_ widget: UnsafeMutablePointer<GtkWidget>) throws -> WindowSnapshot {
        guard let window = gtk_widget_get_window(widget) else { throw GtkRuntimeError.notRealized }
        let width = gdk_window_get_width(window)
        let height = gdk_window_get_height(window)
        guard width > 0, height > 0, let pixbuf = gdk_pixbuf_get_from_window(window, 0, 0, width, height)
        else { throw GtkRuntimeError.captureFailed }
        return WindowSnapshot(pixbuf: pixbuf)
    }

    /// The colour at `point` (window coordinates, in pixels), or nil outside the image.
    public func pixel(at point: Point) -> PixelColor? {
        let x = Int(point.x.rounded(.down))
        let y = Int(point.y.rounded(.down))
        guard x >= 0, y >= 0, x < width, y < height, let base = gdk_pixbuf_read_pixels(pixbuf) else { return nil }
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixel = base + y * stride + x * channels
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0 && channels >= 4
        return PixelColor(red: pixel[0], green: pixel[1], blue: pixel[2], alpha: hasAlpha ? pixel[3] : 255)
    }

    /// Writes the snapshot as a PNG file.
    ///
    /// - Throws: ``GtkRuntimeError/saveFailed(path:message:)`` with GLib's reason.
    public func savePNG(to path: String) throws {
        var error: UnsafeMutablePointer<GError>?
        if gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) == 0 {
            let message = error.flatMap { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw GtkRuntimeError.saveFailed(path: path, message: message)
        }
    }
}
