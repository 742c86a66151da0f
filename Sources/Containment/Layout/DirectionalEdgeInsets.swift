/// Distances inward from each edge, named by leading and trailing instead of left and right, as
/// `NSDirectionalEdgeInsets`: in a right-to-left layout the leading inset is on the right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Creates insets, as `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge, as `NSDirectionalEdgeInsets.zero`.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets by left and right, in a layout of that direction.
    func edgeInsets(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// Left-and-right insets by leading and trailing, in a layout of that direction.
    init(_ insets: EdgeInsets, in direction: UserInterfaceLayoutDirection) {
        self = direction == .rightToLeft
            ? DirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
            : DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
