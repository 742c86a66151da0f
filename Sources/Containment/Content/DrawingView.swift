/// A view that draws its own content, as a `UIView` subclass overriding `draw(_:)`.
///
/// Override ``draw(_:in:)`` (or set ``drawHandler``) to issue ``DrawingCommand``s through the
/// ``GraphicsContext`` given; call ``View/setNeedsDisplay()`` when what it draws changes. The
/// core never calls ``draw(_:in:)`` itself: the GTK adapter renders the view as a
/// `GtkDrawingArea` whose `draw` signal calls it with a cairo-backed context, and redraws once
/// per frame however many times ``View/setNeedsDisplay()`` was called in between, as UIKit
/// coalesces display requests until the next display pass.
@MainActor
open class DrawingView: View {
    /// Draws when the view does not override ``draw(_:in:)``: gets the area to draw (the bounds)
    /// and the context. UIKit has no such property; it saves a subclass for a one-off drawing.
    public var drawHandler: ((_ rect: Rect, _ context: any GraphicsContext) -> Void)? {
        didSet { setNeedsDisplay() }
    }

    /// Creates a drawing view, as `UIView(frame:)`, optionally drawing with `drawHandler`.
    public init(frame: Rect = .zero, drawHandler: ((_ rect: Rect, _ context: any GraphicsContext) -> Void)? = nil) {
        self.drawHandler = drawHandler
        super.init(frame: frame)
    }

    /// Draws the view's content in `rect` (its bounds), as `UIView.draw(_:)` with the current
    /// `CGContext` passed in. The default runs ``drawHandler``.
    open func draw(_ rect: Rect, in context: any GraphicsContext) {
        drawHandler?(rect, context)
    }

    /// The commands one ``draw(_:in:)`` of the bounds issues now, recorded headless.
    public func recordDrawing() -> [DrawingCommand] {
        let recording = RecordingGraphicsContext()
        draw(bounds, in: recording)
        return recording.commands
    }
}
