/// The geometry of a split view's two columns, as pure functions so that layout, size
/// forwarding and tests agree on one answer.
public enum SplitViewLayout {
    /// The frames of the primary and the secondary column.
    public struct ColumnFrames: Equatable, Sendable {
        /// Where the primary column's view goes.
        public var primary: Rect
        /// Where the secondary column's view goes (off the right edge when collapsed).
        public var secondary: Rect
    }

    /// The width of the primary column, as UIKit derives `primaryColumnWidth` from
    /// `preferredPrimaryColumnWidthFraction`, `minimumPrimaryColumnWidth` and
    /// `maximumPrimaryColumnWidth`: the fraction of the total width, clamped to the range, and
    /// never wider than the total width.
    ///
    /// A fraction outside 0...1 is clamped into it; when the minimum exceeds the maximum the
    /// maximum wins; non-finite or negative inputs count as 0 (a non-finite maximum as no
    /// maximum).
    public static func primaryColumnWidth(forWidth totalWidth: Double, fraction: Double, minimum: Double, maximum: Double) -> Double {
        let total = totalWidth.isFinite ? max(0, totalWidth) : 0
        let share = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let lower = minimum.isFinite ? max(0, minimum) : 0
        let upper = maximum.isFinite ? max(0, maximum) : total
        return min(min(max(total * share, lower), upper), total)
    }

    /// The frames of the two columns in `bounds`.
    ///
    /// Collapsed, the primary fills the bounds. Expanded: `.oneBesideSecondary` puts the primary
    /// on the left and the secondary in the rest; `.oneOverSecondary` lays the primary over a
    /// secondary that fills the bounds; `.secondaryOnly` fills the bounds with the secondary and
    /// parks the primary just off the left edge. `.automatic` counts as `.oneBesideSecondary`, and the
    /// triple-column modes as their one-sidebar forms (the classic form has one sidebar).
    public static func columnFrames(
        in bounds: Rect, primaryWidth: Double, displayMode: SplitViewController.DisplayMode, isCollapsed: Bool
    ) -> ColumnFrames {
        let width = bounds.width, height = bounds.height
        let offRight = Rect(x: bounds.minX + width, y: bounds.minY, width: width, height: height)
        if isCollapsed { return ColumnFrames(primary: bounds, secondary: offRight) }
        let column = Rect(x: bounds.minX, y: bounds.minY, width: primaryWidth, height: height)
        switch displayMode {
        case .automatic, .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary:
            return ColumnFrames(
                primary: column,
                secondary: Rect(x: bounds.minX + primaryWidth, y: bounds.minY, width: max(0, width - primaryWidth), height: height))
        case .oneOverSecondary, .twoOverSecondary:
            return ColumnFrames(primary: column, secondary: bounds)
        case .secondaryOnly:
            return ColumnFrames(primary: column.offsetBy(dx: -primaryWidth, dy: 0), secondary: bounds)
        }
    }
}
