/// One drawing operation a ``DrawingView`` issues, named after the `CGContext` method that
/// does the same in UIKit's `draw(_:)`. A ``GraphicsContext`` performs them; the GTK adapter
/// replays them with cairo, and ``RecordingGraphicsContext`` keeps them for tests.
///
/// Coordinates are the view's own (origin at the top-left, y down), angles are in radians.
/// A path is built with the `move`/`addLine`/`addArc`/`addRect`/`addEllipse` commands and used
/// up by ``fillPath`` or ``strokePath``, as in Core Graphics.
public enum DrawingCommand: Equatable, Sendable {
    /// Starts a new subpath at a point, as `CGContext.move(to:)`.
    case move(to: Point)
    /// Adds a straight line from the current point, as `CGContext.addLine(to:)`.
    case addLine(to: Point)
    /// Adds a circular arc, as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`:
    /// `clockwise` is as seen on screen (angles grow clockwise because y points down).
    case addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    /// Adds a closed rectangle, as `CGContext.addRect(_:)`.
    case addRect(Rect)
    /// Adds a closed ellipse inscribed in a rectangle, as `CGContext.addEllipse(in:)`.
    case addEllipse(in: Rect)
    /// Closes the current subpath, as `CGContext.closePath()`.
    case closePath
    /// Sets the colour ``fillPath`` uses, as `CGContext.setFillColor(_:)`.
    case setFillColor(Color)
    /// Sets the colour ``strokePath`` uses, as `CGContext.setStrokeColor(_:)`.
    case setStrokeColor(Color)
    /// Sets the width of stroked lines, as `CGContext.setLineWidth(_:)`.
    case setLineWidth(Double)
    /// Fills the current path with the fill colour and clears it, as `CGContext.fillPath()`.
    case fillPath
    /// Strokes the current path with the stroke colour and clears it, as `CGContext.strokePath()`.
    case strokePath
    /// Intersects the clipping area with a rectangle, leaving the current path alone, as
    /// `CGContext.clip(to:)`.
    case clip(to: Rect)
    /// Pushes the graphics state (colours, line width, clip), as `CGContext.saveGState()`.
    case saveGState
    /// Pops the graphics state pushed last, as `CGContext.restoreGState()`.
    case restoreGState
    /// Draws one line of text with its top-left corner at a point, as `NSString.draw(at:withAttributes:)`
    /// with a system font of `fontSize` points; the current path is left alone.
    case drawText(String, at: Point, fontSize: Double, color: Color)
}
