extension Rect {
    /// The smallest rectangle containing both, as `CGRect.union(_:)` (for two rectangles with
    /// an origin and a size; there is no null rectangle here).
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX)
        let minY = Swift.min(self.minY, other.minY)
        return Rect(
            x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// Whether the two share an area that is not empty, as `CGRect.intersects(_:)`: rectangles
    /// that only touch at an edge do not intersect.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
