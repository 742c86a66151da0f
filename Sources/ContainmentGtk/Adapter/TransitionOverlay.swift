import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment
#if canImport(Glibc)
import Glibc
#endif

/// Draws a running flip or cross-dissolve (`ViewTransition`) over its container.
///
/// A `GtkDrawingArea` sits above the container's children, covering the two views' area. On its
/// first draw (when both views' widgets are allocated and mapped) it captures each view's widget
/// into a cairo image surface at the widget's scale factor (device pixels) with `gtk_widget_draw`; every frame after, it paints the cover
/// colour and the snapshots: a flip as an x- or y-scale of cos(angle) about the centre (the old
/// view below 90°, the new one above), a dissolve as the two blended by progress.
@MainActor
final class TransitionOverlay {
    /// The transition drawn.
    let transition: ViewTransition
    /// The drawing area, in the container's coordinates at ``frame``.
    let area: UnsafeMutablePointer<GtkWidget>
    private let areaRef: WidgetRef
    private(set) var frame: Rect
    private let state: State

    /// What the draw handler reads.
    final class State {
        weak var transition: ViewTransition?
        var cover: Color
        var size: Size
        var fromOffset = Point.zero
        var toOffset = Point.zero
        var fromWidget: UnsafeMutablePointer<GtkWidget>?
        var toWidget: UnsafeMutablePointer<GtkWidget>?
        var fromSnapshot: OpaquePointer?
        var toSnapshot: OpaquePointer?
        var capturedBoth: Bool { (fromWidget == nil || fromSnapshot != nil) && (toWidget == nil || toSnapshot != nil) }

        init(transition: ViewTransition, cover: Color, size: Size) {
            self.transition = transition
            self.cover = cover
            self.size = size
        }
    }

    /// How many overlays are alive (for leak tests).
    static var liveCount = 0

    init(
        transition: ViewTransition, frame: Rect, cover: Color,
        fromWidget: UnsafeMutablePointer<GtkWidget>?, toWidget: UnsafeMutablePointer<GtkWidget>?
    ) {
        self.transition = transition
        self.frame = frame
        areaRef = WidgetRef(gtk_drawing_area_new()!)
        area = areaRef.widget
        state = State(transition: transition, cover: cover, size: frame.size)
        state.fromWidget = fromWidget
        state.toWidget = toWidget
        update(frame: frame)
        let state = self.state
        SignalConnection.connectDraw(area) { cairo in
            TransitionOverlay.draw(state, cairo)
            return true
        }
        TransitionOverlay.liveCount += 1
    }

    /// Follows the views' frames (the overlay stays over their union).
    func update(frame: Rect) {
        self.frame = frame
        state.size = frame.size
        state.fromOffset = offset(of: transition.fromView, in: frame)
        state.toOffset = offset(of: transition.toView, in: frame)
        gtk_widget_set_size_request(area, Int32(frame.width.rounded()), Int32(frame.height.rounded()))
        if let parent = gtk_widget_get_parent(area) {
            containment_canvas_move(parent, area, Int32(frame.minX.rounded()), Int32(frame.minY.rounded()))
        }
        gtk_widget_queue_draw(area)
    }

    private func offset(of view: View?, in frame: Rect) -> Point {
        guard let view else { return .zero }
        return Point(x: view.frame.minX - frame.minX, y: view.frame.minY - frame.minY)
    }

    /// Whether both snapshots were taken.
    var hasSnapshots: Bool { state.capturedBoth }

    /// Removes the drawing area and frees the snapshots.
    func tearDown() {
        if let surface = state.fromSnapshot { cairo_surface_destroy(surface) }
        if let surface = state.toSnapshot { cairo_surface_destroy(surface) }
        state.fromSnapshot = nil
        state.toSnapshot = nil
        state.fromWidget = nil
        state.toWidget = nil
        if areaRef.isHeld {
            areaRef.destroy()
            TransitionOverlay.liveCount -= 1
        }
    }

    // MARK: - Drawing

    /// A picture of the widget at device resolution: `GDK_SCALE=2` makes it twice as many pixels
    /// each way, with a device scale of 2 so that it is drawn and painted in points, as sharp as
    /// the widget itself (a 1× picture would be scaled up and blurred mid-flip).
    private static func capture(_ widget: UnsafeMutablePointer<GtkWidget>?) -> OpaquePointer? {
        guard let widget, gtk_widget_get_mapped(widget) != 0 else { return nil }
        let width = gtk_widget_get_allocated_width(widget)
        let height = gtk_widget_get_allocated_height(widget)
        let scale = max(gtk_widget_get_scale_factor(widget), 1)
        guard width > 0, height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale)
        else { return nil }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let cairo = cairo_create(surface)
        gtk_widget_draw(widget, cairo)
        cairo_destroy(cairo)
        return surface
    }

    private static func draw(_ state: State, _ cairo: OpaquePointer) {
        if state.fromSnapshot == nil { state.fromSnapshot = capture(state.fromWidget) }
        if state.toSnapshot == nil { state.toSnapshot = capture(state.toWidget) }
        guard let transition = state.transition else { return }
        cairo_set_source_rgba(cairo, state.cover.red, state.cover.green, state.cover.blue, 1)
        cairo_rectangle(cairo, 0, 0, state.size.width, state.size.height)
        cairo_fill(cairo)
        let progress = min(max(transition.progress, 0), 1)
        switch transition.kind {
        case .crossDissolve:
            // Old view underneath at full strength (fading only when nothing replaces it), the new
            // one over it at the progress: old × (1 − p) + new × p for opaque views.
            paint(state.fromSnapshot, at: state.fromOffset, alpha: state.toSnapshot == nil ? 1 - progress : 1, cairo)
            paint(state.toSnapshot, at: state.toOffset, alpha: progress, cairo)
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let angle = transition.flipAngle * Double.pi / 180
            let scale = max(abs(cos(angle)), 0.001)
            let showsTo = transition.showsToView
            let surface = showsTo ? state.toSnapshot : state.fromSnapshot
            let offset = showsTo ? state.toOffset : state.fromOffset
            let horizontal = transition.kind == .flipFromLeft || transition.kind == .flipFromRight
            cairo_save(cairo)
            cairo_translate(cairo, state.size.width / 2, state.size.height / 2)
            cairo_scale(cairo, horizontal ? scale : 1, horizontal ? 1 : scale)
            cairo_translate(cairo, -state.size.width / 2, -state.size.height / 2)
            paint(surface, at: offset, alpha: 1, cairo)
            cairo_restore(cairo)
        }
    }

    private static func paint(_ surface: OpaquePointer?, at offset: Point, alpha: Double, _ cairo: OpaquePointer) {
        guard let surface, alpha > 0 else { return }
        cairo_set_source_surface(cairo, surface, offset.x, offset.y)
        cairo_paint_with_alpha(cairo, alpha)
    }
}
