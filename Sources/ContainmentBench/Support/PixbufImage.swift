import CGtk
import Containment

/// A picture the bench made with gdk-pixbuf, as an ``Image`` read from PNG bytes (as an app's
/// asset is read), so that no part needs a resource file.
enum PixbufImage {
    /// `pixbuf` saved to PNG bytes and read back, or `nil` if gdk-pixbuf fails.
    @MainActor
    static func image(from pixbuf: OpaquePointer) -> Image? {
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        var keys: [UnsafeMutablePointer<CChar>?] = [nil]
        var values: [UnsafeMutablePointer<CChar>?] = [nil]
        let saved = gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", &keys, &values, &error)
        if let error { g_error_free(error) }
        guard saved != 0, let buffer else { return nil }
        defer { g_free(buffer) }
        return Image(data: UnsafeRawBufferPointer(start: buffer, count: Int(size)).map { $0 })
    }
}
