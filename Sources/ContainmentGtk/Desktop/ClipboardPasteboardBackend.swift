import CGtk
@_spi(Adapter) import Containment

/// `Pasteboard.general` over GTK's `CLIPBOARD` selection, the one Ctrl+C and Ctrl+V use in every
/// desktop application; installed by `GtkRuntime.initialize()`.
///
/// Strings are set as text (several joined one a line, as a desktop clipboard holds one text);
/// an image is set as a `GdkPixbuf` decoded from the image's file bytes, which GTK offers in
/// every format it can write, and read back as PNG bytes. Reading waits (in a nested main loop,
/// as `gtk_clipboard_wait_for_text` does) for the owner's answer; when this process owns the
/// clipboard, GTK answers at once. ``changeCount`` counts this app's sets at once and another
/// owner's through `owner-change`.
@MainActor
final class ClipboardPasteboardBackend: PasteboardBackend {
    private let clipboard: OpaquePointer
    private var ownerChange: SignalConnection?
    private(set) var changeCount = 0

    init?() {
        guard let display = gdk_display_get_default(),
              let clipboard = gtk_clipboard_get_for_display(display, gdk_atom_intern_static_string("CLIPBOARD"))
        else { return nil }
        self.clipboard = clipboard
        ownerChange = SignalConnection.connectPointer(UnsafeMutableRawPointer(clipboard), "owner-change") { [weak self] event in
            guard let self, let event else { return }
            // The new owner's window is known only when it is one of this process's: those
            // changes were counted as they were made.
            let change = event.assumingMemoryBound(to: GdkEventOwnerChange.self).pointee
            if change.owner == nil { changeCount += 1 }
        }
    }

    func strings() -> [String]? {
        guard let text = gtk_clipboard_wait_for_text(clipboard) else { return nil }
        defer { g_free(text) }
        return [String(cString: text)]
    }

    func imageData() -> [UInt8]? {
        guard let pixbuf = gtk_clipboard_wait_for_image(clipboard) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_free(buffer) }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: Int(size)) { Array(UnsafeBufferPointer(start: $0, count: Int(size))) }
    }

    var hasStrings: Bool { gtk_clipboard_wait_is_text_available(clipboard) != 0 }
    var hasImages: Bool { gtk_clipboard_wait_is_image_available(clipboard) != 0 }

    func setStrings(_ strings: [String]) {
        changeCount += 1
        if strings.isEmpty {
            gtk_clipboard_clear(clipboard)
        } else {
            gtk_clipboard_set_text(clipboard, strings.joined(separator: "\n"), -1)
        }
    }

    func setImageData(_ data: [UInt8]) {
        changeCount += 1
        guard let pixbuf = Self.pixbuf(from: data) else {
            gtk_clipboard_clear(clipboard)
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gtk_clipboard_set_image(clipboard, pixbuf)
    }

    /// The pixbuf of a PNG or JPEG file's bytes (a reference the caller owns).
    private static func pixbuf(from data: [UInt8]) -> OpaquePointer? {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error) }
        if let error { g_error_free(error) }
        // Closed in every case: a loader finalized open warns.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        if let closeError { g_error_free(closeError) }
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        g_object_ref(UnsafeMutableRawPointer(pixbuf))
        return pixbuf
    }
}
