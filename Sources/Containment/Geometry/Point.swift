/// A location in a two-dimensional coordinate system, mirroring UIKit's `CGPoint`.
///
/// Coordinates are in points; y grows downwards, as in UIKit and GTK.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point, as `CGPoint(x:y:)` does.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`, as `CGPoint.zero`.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x.compact), \(y.compact))" }
}

extension Double {
    /// A short rendering for descriptions: integers without a fractional part.
    var compact: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
