/// A rectangle given by its origin and size, mirroring UIKit's `CGRect`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle, as `CGRect(x:y:width:height:)` does.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin, as `CGRect.zero`.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x, as `minX`.
    public var minX: Double { origin.x }
    /// The smallest y, as `minY`.
    public var minY: Double { origin.y }
    /// The largest x, as `maxX`.
    public var maxX: Double { origin.x + size.width }
    /// The largest y, as `maxY`.
    public var maxY: Double { origin.y + size.height }
    /// The centre's x, as `midX`.
    public var midX: Double { origin.x + size.width / 2 }
    /// The centre's y, as `midY`.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, as `CGRect.width`.
    public var width: Double { size.width }
    /// The height, as `CGRect.height`.
    public var height: Double { size.height }

    /// Whether the point lies inside: the minimum edges are inside, the maximum edges outside,
    /// as `CGRect.contains(_:)`.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `dx`, `dy`, as `offsetBy(dx:dy:)`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by the insets on each edge, as `inset(by:)`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "\(origin) \(size)" }
}
