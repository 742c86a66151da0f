/// Where a ``DrawingView`` draws, as the `CGContext` UIKit makes current around `draw(_:)`.
///
/// A context performs ``DrawingCommand``s in order; the methods in the extension are the
/// `CGContext`-style spelling of each command. The GTK adapter's context draws with cairo;
/// ``RecordingGraphicsContext`` keeps the commands.
@MainActor
public protocol GraphicsContext {
    /// Performs one command.
    func perform(_ command: DrawingCommand)
}

extension GraphicsContext {
    /// Starts a new subpath, as `CGContext.move(to:)`.
    public func move(to point: Point) { perform(.move(to: point)) }

    /// Adds a line from the current point, as `CGContext.addLine(to:)`.
    public func addLine(to point: Point) { perform(.addLine(to: point)) }

    /// Adds a circular arc, as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        perform(.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }

    /// Adds a rectangle, as `CGContext.addRect(_:)`.
    public func addRect(_ rect: Rect) { perform(.addRect(rect)) }

    /// Adds an ellipse inscribed in `rect`, as `CGContext.addEllipse(in:)`.
    public func addEllipse(in rect: Rect) { perform(.addEllipse(in: rect)) }

    /// Closes the current subpath, as `CGContext.closePath()`.
    public func closePath() { perform(.closePath) }

    /// Sets the fill colour, as `CGContext.setFillColor(_:)`.
    public func setFillColor(_ color: Color) { perform(.setFillColor(color)) }

    /// Sets the stroke colour, as `CGContext.setStrokeColor(_:)`.
    public func setStrokeColor(_ color: Color) { perform(.setStrokeColor(color)) }

    /// Sets the line width, as `CGContext.setLineWidth(_:)`.
    public func setLineWidth(_ width: Double) { perform(.setLineWidth(width)) }

    /// Fills the current path, as `CGContext.fillPath()`.
    public func fillPath() { perform(.fillPath) }

    /// Strokes the current path, as `CGContext.strokePath()`.
    public func strokePath() { perform(.strokePath) }

    /// Fills a rectangle with the fill colour, as `CGContext.fill(_:)`.
    public func fill(_ rect: Rect) {
        perform(.addRect(rect))
        perform(.fillPath)
    }

    /// Strokes a rectangle's outline, as `CGContext.stroke(_:)`.
    public func stroke(_ rect: Rect) {
        perform(.addRect(rect))
        perform(.strokePath)
    }

    /// Strokes a line between two points, as `CGContext.strokeLineSegments(between:)` with one pair.
    public func strokeLine(from start: Point, to end: Point) {
        perform(.move(to: start))
        perform(.addLine(to: end))
        perform(.strokePath)
    }

    /// Intersects the clip with a rectangle, as `CGContext.clip(to:)`.
    public func clip(to rect: Rect) { perform(.clip(to: rect)) }

    /// Saves the graphics state, as `CGContext.saveGState()`.
    public func saveGState() { perform(.saveGState) }

    /// Restores the graphics state, as `CGContext.restoreGState()`.
    public func restoreGState() { perform(.restoreGState) }

    /// Draws text with its top-left corner at `point`, as `NSString.draw(at:withAttributes:)`.
    public func drawText(_ text: String, at point: Point, fontSize: Double = 12, color: Color = .black) {
        perform(.drawText(text, at: point, fontSize: fontSize, color: color))
    }
}
