import CGtk
import CGtkCanvas

/// The pictures one host's canvases keep of their sliding views (a `ContainmentPictureCache`, see
/// `containment-picture-cache.h`), as each `CALayer` tree keeps its own backing stores: the host
/// makes one, hands it to its root canvas (every canvas inside finds it there), and lets the
/// cache watch the redraws in the window its views draw in. Two hosts share no picture, no
/// counter and no redraw in progress.
@MainActor final class PictureCache {
    /// The cache; this object holds one reference, the root canvas another.
    let pointer: OpaquePointer

    /// A new cache for the canvases under `rootCanvas`, watching the redraws GDK reports in
    /// `drawingWidget`'s own window (the host's event box, which cuts off what is past the
    /// window's edge before the toplevel hears of it).
    init(rootCanvas: UnsafeMutablePointer<GtkWidget>, drawingWidget: UnsafeMutablePointer<GtkWidget>) {
        pointer = containment_picture_cache_new()
        containment_canvas_set_picture_cache(rootCanvas, pointer)
        containment_picture_cache_watch_redraws_in(pointer, drawingWidget)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }
}
