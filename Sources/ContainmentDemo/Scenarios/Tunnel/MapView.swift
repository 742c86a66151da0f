import Containment

/// A world map drawn with ``Containment/DrawingView``: the ocean, a 30° graticule (equator and
/// prime meridian stronger), the places as dots, the nearest one to the marker named, the
/// marker, and a caption with the marker's coordinates. The map stands in for the tutorial's
/// `MKMapView`; it takes the size its superview gives it.
final class MapView: DrawingView {
    /// How the marker is drawn.
    enum MarkerStyle: Sendable {
        /// The digger's start: a red pin.
        case start
        /// The tunnel's exit: a dark hole ringed in yellow.
        case exit
    }

    /// The margin around the map, in points.
    static let inset = 12.0
    /// The graticule's spacing in degrees.
    static let graticuleStep = 30.0

    /// The places drawn as dots.
    var places: [Place] = [] { didSet { setNeedsDisplay() } }
    /// Where the marker is.
    var markerLocation = GeoCoordinate(latitude: 0, longitude: 0) { didSet { if markerLocation != oldValue { setNeedsDisplay() } } }
    /// The marker's look.
    var markerStyle = MarkerStyle.start { didSet { setNeedsDisplay() } }
    /// The place named next to the marker, if any.
    var highlightedPlace: Place? { didSet { if highlightedPlace != oldValue { setNeedsDisplay() } } }
    /// The caption's first words ("Start", "Exit").
    var captionTitle = "" { didSet { setNeedsDisplay() } }

    /// The projection for the current bounds.
    var projection: EquirectangularProjection { EquirectangularProjection(fitting: bounds, inset: Self.inset) }

    /// Where the marker is drawn, in the view's coordinates.
    var markerPoint: Point { projection.point(for: markerLocation) }

    static let ocean = Color(red: 0.72, green: 0.84, blue: 0.94)
    static let gridLine = Color(white: 1, alpha: 0.75)
    static let axisLine = Color(red: 0.30, green: 0.45, blue: 0.65)
    static let placeDot = Color(red: 0.20, green: 0.27, blue: 0.33)
    static let startMarker = Color(red: 0.88, green: 0.16, blue: 0.12)
    static let exitMarker = Color(red: 1.0, green: 0.82, blue: 0.10)

    override init(frame: Rect = .zero, drawHandler: ((Rect, any GraphicsContext) -> Void)? = nil) {
        super.init(frame: frame, drawHandler: drawHandler)
        backgroundColor = Color(white: 0.95)
        // West is on the left in every language: a map opts out of right-to-left mirroring.
        semanticContentAttribute = .forceLeftToRight
    }

    override func draw(_ rect: Rect, in context: any GraphicsContext) {
        let projection = EquirectangularProjection(fitting: rect, inset: Self.inset)
        let map = projection.mapRect
        guard map.width > 0 else { return }
        context.saveGState()
        context.clip(to: map)
        context.setFillColor(Self.ocean)
        context.fill(map)
        drawGraticule(projection, in: context)
        context.setFillColor(Self.placeDot)
        for place in places {
            let point = projection.point(for: place.coordinate)
            context.addEllipse(in: Rect(x: point.x - 2, y: point.y - 2, width: 4, height: 4))
        }
        context.fillPath()
        if let place = highlightedPlace { drawHighlight(place, projection, in: context) }
        drawMarker(at: projection.point(for: markerLocation), in: context)
        context.restoreGState()
        context.setStrokeColor(Self.axisLine)
        context.setLineWidth(1)
        context.stroke(map)
        context.drawText("\(captionTitle)  \(markerLocation)", at: Point(x: map.minX + 8, y: map.minY + 6),
                         fontSize: 13, color: Color(white: 0.1))
    }

    private func drawGraticule(_ projection: EquirectangularProjection, in context: any GraphicsContext) {
        let map = projection.mapRect
        context.setLineWidth(1)
        context.setStrokeColor(Self.gridLine)
        for longitude in stride(from: -180 + Self.graticuleStep, to: 180, by: Self.graticuleStep) where longitude != 0 {
            context.strokeLine(from: Point(x: projection.x(longitude: longitude), y: map.minY),
                               to: Point(x: projection.x(longitude: longitude), y: map.maxY))
        }
        for latitude in stride(from: -90 + Self.graticuleStep, to: 90, by: Self.graticuleStep) where latitude != 0 {
            context.strokeLine(from: Point(x: map.minX, y: projection.y(latitude: latitude)),
                               to: Point(x: map.maxX, y: projection.y(latitude: latitude)))
        }
        context.setLineWidth(1.5)
        context.setStrokeColor(Self.axisLine)
        context.strokeLine(from: Point(x: map.minX, y: projection.y(latitude: 0)), to: Point(x: map.maxX, y: projection.y(latitude: 0)))
        context.strokeLine(from: Point(x: projection.x(longitude: 0), y: map.minY), to: Point(x: projection.x(longitude: 0), y: map.maxY))
    }

    private func drawHighlight(_ place: Place, _ projection: EquirectangularProjection, in context: any GraphicsContext) {
        let point = projection.point(for: place.coordinate)
        context.setFillColor(Color(red: 0.05, green: 0.35, blue: 0.15))
        context.addEllipse(in: Rect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
        context.fillPath()
        // Name to the right, clear of a marker on the place, or to the left near the map's right edge.
        let estimatedWidth = Double(place.name.count) * 7.5
        let gap = 14.0
        let x = point.x + gap + estimatedWidth > projection.mapRect.maxX ? point.x - gap - estimatedWidth : point.x + gap
        context.drawText(place.name, at: Point(x: x, y: point.y - 7), fontSize: 12, color: Color(red: 0.05, green: 0.25, blue: 0.10))
    }

    private func drawMarker(at point: Point, in context: any GraphicsContext) {
        let radius = 9.0
        let circle = Rect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius)
        switch markerStyle {
        case .start:
            context.setFillColor(Self.startMarker)
            context.addEllipse(in: circle)
            context.fillPath()
            context.setStrokeColor(.white)
            context.setLineWidth(2)
            context.addEllipse(in: circle)
            context.strokePath()
            context.setFillColor(.white)
            context.addEllipse(in: Rect(x: point.x - 3, y: point.y - 3, width: 6, height: 6))
            context.fillPath()
        case .exit:
            context.setFillColor(Self.exitMarker)
            context.addEllipse(in: circle)
            context.fillPath()
            context.setFillColor(Color(white: 0.1))
            context.addEllipse(in: Rect(x: point.x - 5, y: point.y - 5, width: 10, height: 10))
            context.fillPath()
            context.setStrokeColor(Color(white: 0.1))
            context.setLineWidth(1.5)
            context.addEllipse(in: circle)
            context.strokePath()
        }
    }
}
