/// A size class, as `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Sendable {
    /// Not known yet (a controller outside any window).
    case unspecified
    /// Narrow: one column.
    case compact
    /// Wide: room for side-by-side columns.
    case regular
}

/// The environment a controller's content adapts to, as `UITraitCollection`.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Compact below ``compactWidthThreshold`` points of window width, regular from it on.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// Compact below ``compactHeightThreshold`` points of window height, regular from it on.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The layout direction, as `UITraitCollection.layoutDirection`: the window's
    /// ``Window/userInterfaceLayoutDirection``, inherited by every controller in it.
    public var layoutDirection: TraitEnvironmentLayoutDirection

    /// The window width below which the horizontal size class is compact. The GTK adapter adds
    /// hysteresis around it so a window resized across it does not flap.
    public static let compactWidthThreshold = 700.0
    /// The window height below which the vertical size class is compact.
    public static let compactHeightThreshold = 400.0

    /// Traits with the given size classes and layout direction, unspecified by default.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                layoutDirection: TraitEnvironmentLayoutDirection = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
    }

    /// The traits of a window of the given size and layout direction.
    public init(windowSize size: Size, layoutDirection: UserInterfaceLayoutDirection = .leftToRight) {
        self.init(
            horizontalSizeClass: Self.sizeClass(forWidth: size.width),
            verticalSizeClass: size.height < Self.compactHeightThreshold ? .compact : .regular,
            layoutDirection: layoutDirection.traitDirection)
    }

    /// The horizontal size class of a width.
    public static func sizeClass(forWidth width: Double) -> UserInterfaceSizeClass {
        width < compactWidthThreshold ? .compact : .regular
    }

    /// These traits with the specified values of `override` put on top, as
    /// `UITraitCollection(traitsFrom:)`.
    public func overridden(by override: TraitCollection) -> TraitCollection {
        TraitCollection(
            horizontalSizeClass: override.horizontalSizeClass == .unspecified ? horizontalSizeClass : override.horizontalSizeClass,
            verticalSizeClass: override.verticalSizeClass == .unspecified ? verticalSizeClass : override.verticalSizeClass,
            layoutDirection: override.layoutDirection == .unspecified ? layoutDirection : override.layoutDirection)
    }

    /// The size classes, and `rtl` when the direction is right to left (left to right, the
    /// usual case, is not spelled out).
    public var description: String {
        "h=\(horizontalSizeClass.rawValue) v=\(verticalSizeClass.rawValue)" + (layoutDirection == .rightToLeft ? " rtl" : "")
    }
}
