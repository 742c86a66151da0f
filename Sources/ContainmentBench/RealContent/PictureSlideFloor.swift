import CGtk
import Containment
import ContainmentGtk

/// The least any GTK window can do per frame to show the drawer slide drawn from pictures: one
/// `GtkDrawingArea` that paints two page-sized surfaces made once (the drawer's, and the center's
/// over it where the slide has it), redrawn whole on every tick of GTK's frame clock. No widgets,
/// no layout, no hit-testing: only GTK's frame cycle, GDK's painting and the two paints, which
/// every slide drawn from pictures pays. Painting a surface like the window's costs the client
/// the same whatever it shows (the X server composites it), so the surfaces are plain colour.
final class PictureSlideFloor: SlideSubject {
    let name = "floor: two pictures painted per frame, GTK alone"
    let toplevel: UnsafeMutablePointer<GtkWidget>
    private let area: UnsafeMutablePointer<GtkWidget>
    private let size: Size
    private let drawerWidth: Double
    private let duration: Double
    private var connection: SignalConnection?
    private var tick: TickCallback?
    private var pictures: (drawer: OpaquePointer, center: OpaquePointer)?
    /// How far the drawer shows, 0 (closed) to 1 (open), and where the slide goes.
    private var progress = 0.0
    private var target = 0.0
    private var from = 0.0
    private var startTime: Int64?

    /// The slide in a window of `size` at (`x`, `y`).
    init(size: Size, x: Int32, y: Int32, drawerWidth: Double, duration: Double) {
        self.size = size
        self.drawerWidth = drawerWidth
        self.duration = duration
        area = gtk_drawing_area_new()!
        toplevel = BenchWidgets.toplevel(title: "Floor", size: size, x: x, y: y, child: area)
        connection = SignalConnection.connectDraw(area) { [weak self] cr in
            self?.draw(cr)
            return true
        }
    }

    private func draw(_ cr: OpaquePointer) {
        if pictures == nil, let window = gtk_widget_get_window(area) {
            func picture(width: Double, red: Double, green: Double, blue: Double) -> OpaquePointer {
                let surface = gdk_window_create_similar_surface(
                    window, CAIRO_CONTENT_COLOR, Int32(width), Int32(size.height))!
                let paint = cairo_create(surface)!
                cairo_set_source_rgb(paint, red, green, blue)
                cairo_paint(paint)
                cairo_destroy(paint)
                return surface
            }
            pictures = (picture(width: drawerWidth, red: 0.2, green: 0.3, blue: 0.5),
                        picture(width: size.width, red: 1, green: 1, blue: 1))
        }
        guard let pictures else { return }
        cairo_set_source_surface(cr, pictures.drawer, 0, 0)
        cairo_paint(cr)
        cairo_set_source_surface(cr, pictures.center, (progress * drawerWidth).rounded(), 0)
        cairo_paint(cr)
    }

    var isAnimating: Bool { progress != target }

    func slide(open: Bool) {
        target = open ? 1 : 0
        from = progress
        startTime = nil
        tick?.remove()
        tick = TickCallback.add(to: area) { [weak self] frame in
            guard let self else { return .remove }
            let start = startTime ?? frame.frameTime
            startTime = start
            let elapsed = Double(frame.frameTime - start) / 1_000_000
            let done = min(1, elapsed / duration)
            progress = done >= 1 ? target : from + (target - from) * done
            gtk_widget_queue_draw(area)
            if progress == target {
                tick = nil
                return .remove
            }
            return .continue
        }
    }

    func close() {
        tick?.remove()
        tick = nil
        connection?.disconnect()
        if let pictures {
            cairo_surface_destroy(pictures.drawer)
            cairo_surface_destroy(pictures.center)
        }
        pictures = nil
        gtk_widget_destroy(toplevel)
    }
}
