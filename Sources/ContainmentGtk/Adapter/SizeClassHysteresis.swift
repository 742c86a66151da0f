@_spi(Adapter) import Containment

/// Hysteresis around the compact/regular width threshold, so a window dragged back and forth
/// across it does not flip the layout on every pixel. Pure: no GTK.
///
/// The size class changes only once the width is past the threshold by ``margin``; inside the
/// band the reported width is held just on the previous class's side of the threshold.
@_spi(Testing) public enum SizeClassHysteresis {
    /// How far past the threshold a width must go to change the class.
    public static let margin = 24.0

    /// The width to report to the core `Window` for a real window `width`, given
    /// the horizontal size class reported before.
    public static func reportedWidth(
        for width: Double, previous: UserInterfaceSizeClass,
        threshold: Double = TraitCollection.compactWidthThreshold, margin: Double = margin
    ) -> Double {
        switch previous {
        case .compact:
            // Stay compact until the width is clearly regular.
            return width >= threshold && width < threshold + margin ? threshold - 1 : width
        case .regular:
            // Stay regular until the width is clearly compact.
            return width < threshold && width >= threshold - margin ? threshold : width
        case .unspecified:
            return width
        }
    }

    /// The size class a width reported by ``reportedWidth(for:previous:threshold:margin:)`` gives.
    public static func sizeClass(
        for width: Double, previous: UserInterfaceSizeClass,
        threshold: Double = TraitCollection.compactWidthThreshold, margin: Double = margin
    ) -> UserInterfaceSizeClass {
        reportedWidth(for: width, previous: previous, threshold: threshold, margin: margin) < threshold
            ? .compact : .regular
    }
}
