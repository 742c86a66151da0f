/// A width and a height, mirroring UIKit's `CGSize`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size, as `CGSize(width:height:)` does.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, as `CGSize.zero`.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width.compact)×\(height.compact)" }
}
