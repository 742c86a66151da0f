import CGtk
@_spi(Adapter) import Containment

/// An `ImageView`'s `GtkImage`, showing the image decoded once (gdk-pixbuf) and scaled once per
/// size and content mode, as a `UIImageView` draws its image by its `contentMode`; with the image
/// it decoded and the size and mode it last scaled for.
@MainActor final class ImageContent: ContentMirror {
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The image last decoded, and its full-size pixels (`nil` if gdk-pixbuf refused them).
    weak var decodedImage: Image?
    var decoded: ObjectRef?
    /// What the shown pixbuf was scaled for.
    var scaledFor: (size: Size, mode: View.ContentMode, scale: Int32)?
    /// Why gdk-pixbuf refused the image last decoded (logged), `nil` when it took it.
    var refusal: String?
    /// How many times an image was decoded, and scaled (for tests).
    var decodeCount = 0
    var scaleCount = 0

    init(view: ImageView, mirror: ViewMirror) {
        widget = gtk_image_new()!
    }

    func accessibleRole(for view: ImageView) -> AtkRole { ATK_ROLE_IMAGE }

    /// Shows the view's image scaled for its size and content mode, decoding it first if it is
    /// new; both only when what they depend on changed.
    func update(_ imageView: ImageView) {
        guard let image = imageView.image else {
            decodedImage = nil
            decoded = nil
            refusal = nil
            scaledFor = nil
            gtk_image_clear(cgtk_image(widget))
            return
        }
        if decodedImage !== image {
            decodedImage = image
            (decoded, refusal) = Self.decode(image)
            decodeCount += 1
            scaledFor = nil
        }
        let bounds = imageView.frame.size
        // Scaled for the device pixels (GDK_SCALE=2: twice as many each way), not scaled up by GTK.
        let scale = max(gtk_widget_get_scale_factor(widget), 1)
        if let scaled = scaledFor, scaled.size == bounds, scaled.mode == imageView.contentMode, scaled.scale == scale {
            return
        }
        scaledFor = (bounds, imageView.contentMode, scale)
        guard let decoded = decoded, let rect = imageView.imageRect(for: bounds) else {
            gtk_image_clear(cgtk_image(widget))
            return
        }
        let factor = Double(scale)
        let width = Int32(max(1, (rect.width * factor).rounded()))
        let height = Int32(max(1, (rect.height * factor).rounded()))
        let source = OpaquePointer(decoded.pointer)
        guard let scaled = gdk_pixbuf_scale_simple(source, width, height, GDK_INTERP_BILINEAR) else {
            gtk_image_clear(cgtk_image(widget))
            return
        }
        scaleCount += 1
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        // Only the part inside the bounds: the image widget centres what it is given.
        let visibleX = Int32(max(0, (-rect.minX * factor).rounded()))
        let visibleY = Int32(max(0, (-rect.minY * factor).rounded()))
        let visibleWidth = min(width - visibleX, Int32(max(1, (bounds.width * factor).rounded())))
        let visibleHeight = min(height - visibleY, Int32(max(1, (bounds.height * factor).rounded())))
        guard visibleWidth > 0, visibleHeight > 0,
            let cropped = gdk_pixbuf_new_subpixbuf(scaled, visibleX, visibleY, visibleWidth, visibleHeight)
        else {
            gtk_image_clear(cgtk_image(widget))
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(cropped)) }
        guard scale > 1, let surface = gdk_cairo_surface_create_from_pixbuf(cropped, scale, nil) else {
            gtk_image_set_from_pixbuf(cgtk_image(widget), cropped)
            return
        }
        // A surface with the device scale: GTK paints its pixels one to one.
        gtk_image_set_from_surface(cgtk_image(widget), surface)
        cairo_surface_destroy(surface)
    }

    /// The image's pixels, decoded by gdk-pixbuf from its bytes; `nil` and gdk-pixbuf's reason
    /// (logged in one line) if it refuses what the core's structural checks let through (pixels
    /// whose compressed data is broken, or cut short).
    static func decode(_ image: Image) -> (ObjectRef?, refusal: String?) {
        guard let loader = loader(for: image) else { return (nil, refuse(image, "no loader for \(image.format)")) }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let written = image.data.withUnsafeBufferPointer { buffer in
            gdk_pixbuf_loader_write(loader, buffer.baseAddress, gsize(buffer.count), &error)
        }
        // Closed in every case: a loader finalized open warns.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        if error == nil {
            error = closeError
        } else if let closeError {
            g_error_free(closeError)
        }
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "no image"
            if let error { g_error_free(error) }
            return (nil, refuse(image, reason))
        }
        if let error { g_error_free(error) }
        return (ObjectRef(retaining: pixbuf), nil)
    }

    /// Logs, in one line, that gdk-pixbuf refused `image`, and returns what was logged.
    private static func refuse(_ image: Image, _ reason: String) -> String {
        let oneLine = reason.split(whereSeparator: \.isNewline).joined(separator: " ")
        let message = "ImageView: gdk-pixbuf cannot decode \(image.path ?? "the image"): \(oneLine)"
        containmentGtkLogger.warning("\(message)")
        return message
    }

    /// A loader for the format the core already read from the file's signature. Named, so
    /// gdk-pixbuf need not sniff the bytes through GIO's MIME database (files it reads the first
    /// time, before the first frame that shows an image); an unnamed loader if the name is refused.
    private static func loader(for image: Image) -> UnsafeMutablePointer<GdkPixbufLoader>? {
        let type: String? = switch image.format {
        case "PNG": "png"
        case "JPEG": "jpeg"
        default: nil
        }
        if let type, let loader = gdk_pixbuf_loader_new_with_type(type, nil) { return loader }
        return gdk_pixbuf_loader_new()
    }
}
