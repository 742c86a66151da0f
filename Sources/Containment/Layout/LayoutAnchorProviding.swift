/// What has edges, centres and a size to constrain: ``View`` and ``LayoutGuide``, whose anchors
/// are the same as `UIView`'s and `UILayoutGuide`'s (a view adds its baselines).
@MainActor
public protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
    /// The left edge, as `leftAnchor` (not mirrored in right-to-left layouts).
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, as `rightAnchor`.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge: left, or right in a right-to-left layout, as `leadingAnchor`.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: right, or left in a right-to-left layout, as `trailingAnchor`.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre, as `centerXAnchor`.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge, as `topAnchor`.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge, as `bottomAnchor`.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre, as `centerYAnchor`.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width, as `widthAnchor`.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height, as `heightAnchor`.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
