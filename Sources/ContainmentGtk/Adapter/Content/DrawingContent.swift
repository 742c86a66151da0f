import CGtk
@_spi(Adapter) import Containment

/// A `DrawingView`'s `GtkDrawingArea`, whose `draw` signal runs the view's
/// `DrawingView.draw(_:in:)` with a cairo-backed context over its allocated size, as UIKit calls
/// `UIView.draw(_:)` after `setNeedsDisplay()`.
@MainActor final class DrawingContent: ContentMirror {
    let widget: UnsafeMutablePointer<GtkWidget>
    private(set) var connections: [SignalConnection] = []

    init(view: DrawingView, mirror: ViewMirror) {
        let area = gtk_drawing_area_new()!
        widget = area
        connections.append(SignalConnection.connectDraw(area) { [weak view] cairo in
            guard let view else { return false }
            let rect = Rect(x: 0, y: 0, width: Double(gtk_widget_get_allocated_width(area)),
                            height: Double(gtk_widget_get_allocated_height(area)))
            let context = CairoGraphicsContext(cairo)
            view.draw(rect, in: context)
            context.finish()
            return true
        })
    }

    func update(_ view: DrawingView) {
        // Called once per sync however many setNeedsDisplay() calls came before it; GTK
        // merges the request with any other redraw of the frame.
        gtk_widget_queue_draw(widget)
    }

    func accessibleRole(for view: DrawingView) -> AtkRole { ATK_ROLE_DRAWING_AREA }
}
