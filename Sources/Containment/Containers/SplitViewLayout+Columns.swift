/// The geometry and the display-mode rules of a column-style split view (two or three columns),
/// as pure functions so that layout, size forwarding and tests agree on one answer.
extension SplitViewLayout {
    /// A preferred width clamped to a minimum and a maximum and never wider than the total
    /// width, as UIKit clamps `preferredPrimaryColumnWidth`. Non-finite or negative inputs count
    /// as 0 (a non-finite maximum as no maximum); when the minimum exceeds the maximum the
    /// maximum wins.
    public static func clampedColumnWidth(_ preferred: Double, forWidth totalWidth: Double, minimum: Double, maximum: Double) -> Double {
        let total = totalWidth.isFinite ? max(0, totalWidth) : 0
        let wanted = preferred.isFinite ? max(0, preferred) : 0
        let lower = minimum.isFinite ? max(0, minimum) : 0
        let upper = maximum.isFinite ? max(0, maximum) : total
        return min(min(max(wanted, lower), upper), total)
    }

    /// The narrowest the secondary column may get beside both sidebars before an
    /// `.automatic` triple-column split view shows one sidebar only.
    public static let minimumSecondaryColumnWidth = 480.0

    /// How far below ``minimumSecondaryColumnWidth`` the secondary may shrink while both
    /// sidebars already show, so a window resized back and forth does not flip on every pixel.
    public static let sidebarHysteresis = 24.0

    /// Whether an `.automatic` triple-column split view shows both sidebars at `width`: the
    /// secondary keeps ``minimumSecondaryColumnWidth`` beside them, with ``sidebarHysteresis``
    /// once they show (`showing`).
    public static func fitsBothSidebars(width: Double, primaryWidth: Double, supplementaryWidth: Double, showing: Bool) -> Bool {
        let need = primaryWidth + supplementaryWidth + minimumSecondaryColumnWidth - (showing ? sidebarHysteresis : 0)
        return width >= need
    }

    /// How many sidebars a display mode shows: 0 for `.secondaryOnly`, 1 for the `one…`
    /// modes, 2 for the `two…` modes, `nil` for `.automatic`.
    public static func sidebarCount(of mode: SplitViewController.DisplayMode) -> Int? {
        switch mode {
        case .automatic: nil
        case .secondaryOnly: 0
        case .oneBesideSecondary, .oneOverSecondary: 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
        }
    }

    /// The display mode showing `sidebars` sidebars that a split behavior allows, as UIKit's
    /// rules: `.tile` allows `.secondaryOnly`, `.oneBesideSecondary`, `.twoBesideSecondary`;
    /// `.overlay` allows `.secondaryOnly`, `.oneOverSecondary`, `.twoOverSecondary`;
    /// `.displace` allows `.secondaryOnly`, `.oneBesideSecondary`, `.twoDisplaceSecondary`.
    /// `.automatic` counts as `.tile`.
    public static func displayMode(sidebars: Int, behavior: SplitViewController.SplitBehavior) -> SplitViewController.DisplayMode {
        switch (min(max(sidebars, 0), 2), behavior) {
        case (0, _): .secondaryOnly
        case (1, .overlay): .oneOverSecondary
        case (1, _): .oneBesideSecondary
        case (_, .overlay): .twoOverSecondary
        case (_, .displace): .twoDisplaceSecondary
        default: .twoBesideSecondary
        }
    }

    /// The split behavior a display mode belongs to: `nil` for `.automatic` and
    /// `.secondaryOnly` (which every behavior allows) and for `.oneBesideSecondary` (which
    /// `.tile` and `.displace` share).
    public static func splitBehavior(of mode: SplitViewController.DisplayMode) -> SplitViewController.SplitBehavior? {
        switch mode {
        case .oneOverSecondary, .twoOverSecondary: .overlay
        case .twoBesideSecondary: .tile
        case .twoDisplaceSecondary: .displace
        default: nil
        }
    }

    /// The columns a display mode shows, in order: the secondary alone, the sidebar nearest it
    /// (the primary with two columns, the supplementary with three) and the secondary, or all.
    public static func visibleColumns(
        for mode: SplitViewController.DisplayMode, style: SplitViewController.Style
    ) -> [SplitViewController.Column] {
        let sidebars = min(sidebarCount(of: mode) ?? 1, style == .tripleColumn ? 2 : 1)
        switch (sidebars, style) {
        case (0, _): return [.secondary]
        case (1, .tripleColumn): return [.supplementary, .secondary]
        case (1, _): return [.primary, .secondary]
        default: return [.primary, .supplementary, .secondary]
        }
    }

    /// The frames of an expanded column-style split view's columns in `bounds`, left to right,
    /// for a display mode (resolved, never `.automatic`). A hidden sidebar is parked just off the
    /// leading edge, where it slides in from. Beside modes tile the columns; over modes lay the
    /// sidebars over a full-width secondary; `.twoDisplaceSecondary` keeps the secondary as wide
    /// as beside one sidebar and pushes it partly off the trailing edge.
    public static func columnFrames(
        in bounds: Rect, style: SplitViewController.Style, displayMode: SplitViewController.DisplayMode,
        primaryWidth: Double, supplementaryWidth: Double
    ) -> [SplitViewController.Column: Rect] {
        let x = bounds.minX, y = bounds.minY, width = bounds.width, height = bounds.height
        func column(_ minX: Double, _ columnWidth: Double) -> Rect {
            Rect(x: x + minX, y: y, width: max(0, columnWidth), height: height)
        }
        let sidebars = min(sidebarCount(of: displayMode) ?? 1, style == .tripleColumn ? 2 : 1)
        guard style == .tripleColumn else {
            let p = primaryWidth
            switch (sidebars, displayMode) {
            case (0, _): return [.primary: column(-p, p), .secondary: bounds]
            case (_, .oneOverSecondary), (_, .twoOverSecondary): return [.primary: column(0, p), .secondary: bounds]
            default: return [.primary: column(0, p), .secondary: column(p, width - p)]
            }
        }
        let p = primaryWidth, s = supplementaryWidth
        switch (sidebars, displayMode) {
        case (0, _):
            return [.primary: column(-p - s, p), .supplementary: column(-s, s), .secondary: bounds]
        case (1, .oneOverSecondary):
            return [.primary: column(-p, p), .supplementary: column(0, s), .secondary: bounds]
        case (1, _):
            return [.primary: column(-p, p), .supplementary: column(0, s), .secondary: column(s, width - s)]
        case (_, .twoOverSecondary):
            return [.primary: column(0, p), .supplementary: column(p, s), .secondary: bounds]
        case (_, .twoDisplaceSecondary):
            return [.primary: column(0, p), .supplementary: column(p, s), .secondary: column(p + s, width - s)]
        default:
            return [.primary: column(0, p), .supplementary: column(p, s), .secondary: column(p + s, width - p - s)]
        }
    }
}
