/// Distances inward from each edge of a rectangle, mirroring `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets, as `UIEdgeInsets(top:left:bottom:right:)`.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge, as `UIEdgeInsets.zero`.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
