import Containment

/// The plate carrée projection of the Tunnel maps: longitude maps linearly to x and latitude to
/// y, the whole world a 2:1 rectangle (``mapRect``) centred in the view's bounds.
struct EquirectangularProjection: Equatable, Sendable {
    /// Where the world is drawn: −180° at `minX`, 180° at `maxX`, 90° N at `minY`, 90° S at `maxY`.
    let mapRect: Rect

    /// The largest 2:1 rectangle inside `bounds` less `inset` on every side, centred.
    init(fitting bounds: Rect, inset: Double = 0) {
        let width = max(0, bounds.width - 2 * inset), height = max(0, bounds.height - 2 * inset)
        let mapWidth = min(width, height * 2)
        let size = Size(width: mapWidth, height: mapWidth / 2)
        mapRect = Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The point where `coordinate` is drawn.
    func point(for coordinate: GeoCoordinate) -> Point {
        Point(x: mapRect.minX + (coordinate.longitude + 180) / 360 * mapRect.width,
              y: mapRect.minY + (90 - coordinate.latitude) / 180 * mapRect.height)
    }

    /// The coordinate drawn at `point`, clamped to the map (a point left of the map is −180°).
    func coordinate(for point: Point) -> GeoCoordinate {
        guard mapRect.width > 0, mapRect.height > 0 else { return GeoCoordinate(latitude: 0, longitude: 0) }
        let x = min(max((point.x - mapRect.minX) / mapRect.width, 0), 1)
        let y = min(max((point.y - mapRect.minY) / mapRect.height, 0), 1)
        return GeoCoordinate(latitude: 90 - y * 180, longitude: x * 360 - 180)
    }

    /// The x of a meridian.
    func x(longitude: Double) -> Double { point(for: GeoCoordinate(latitude: 0, longitude: longitude)).x }

    /// The y of a parallel.
    func y(latitude: Double) -> Double { point(for: GeoCoordinate(latitude: latitude, longitude: 0)).y }
}
