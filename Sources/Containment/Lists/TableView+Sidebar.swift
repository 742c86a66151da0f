/// The sidebar look: an `.insetGrouped` table in the primary column of a column-style
/// ``SplitViewController`` draws as GNOME's sidebars (libadwaita's `.navigation-sidebar`), the
/// part of UIKit's sidebar appearance a table can have: rows inset 6 points on the table's own
/// background, no separators, and the selected row a rounded, lightly tinted shape rather than
/// a full-width bar. Nothing to set: the table finds where it is on each layout.
extension TableView {
    /// How far a sidebar's rows are inset from its edges.
    static let sidebarRowInset = 6.0
    /// The radius of a sidebar's selected row.
    static let sidebarCornerRadius = 6.0
    /// A sidebar's selected row: a neutral tint that reads on light and dark backgrounds.
    static let sidebarSelection = Color(white: 0.5, alpha: 0.2)
    /// A sidebar's background.
    static let sidebarBackground = Color(red: 0.98, green: 0.98, blue: 0.98)

    /// Takes or leaves the sidebar look as the table enters or leaves a split view's primary
    /// column; a background the app set stays.
    func updateSidebarAppearance() {
        let sidebar = style == .insetGrouped && isInSplitViewPrimaryColumn
        guard sidebar != appearsAsSidebar else { return }
        appearsAsSidebar = sidebar
        if backgroundColor == (sidebar ? Self.groupedBackground : Self.sidebarBackground) {
            backgroundColor = sidebar ? Self.sidebarBackground : Self.groupedBackground
        }
        for cell in visibleCells {
            cell.appearsInSidebar = sidebar
            cell.showsSeparator = separatorStyle != .none && !sidebar
        }
        // The rows' inset changed: the next tiling places every cell again.
        lastTiling = nil
    }

    /// Whether the controller showing this table is the primary column's own (not a list or a
    /// detail folded onto the primary's stack by a collapse).
    private var isInSplitViewPrimaryColumn: Bool {
        var view: View? = self
        while let current = view, current.owningViewController == nil { view = current.superview }
        guard var controller = view?.owningViewController, let split = controller.splitViewController,
              let primary = split.columnState?.containers[.primary]
        else { return false }
        while let parent = controller.parent {
            if parent === primary {
                return controller === split.viewController(for: .primary)
                    || controller === (primary as? NavigationController)?.viewControllers.first
            }
            if parent === split { return controller === primary }
            controller = parent
        }
        return false
    }
}

/// A sidebar row's selection: a rounded rectangle in the sidebar tint.
final class SidebarSelectionView: DrawingView {
    init() {
        super.init(frame: .zero)
        backgroundColor = .clear
    }

    override func draw(_ rect: Rect, in context: any GraphicsContext) {
        context.setFillColor(TableView.sidebarSelection)
        Self.addRoundedRect(to: context, in: bounds, radius: TableView.sidebarCornerRadius)
        context.fillPath()
    }

    static func addRoundedRect(to context: any GraphicsContext, in rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        let quarter = Double.pi / 2
        context.move(to: Point(x: rect.minX + r, y: rect.minY))
        context.addArc(center: Point(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -quarter, endAngle: 0, clockwise: true)
        context.addArc(center: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: quarter, clockwise: true)
        context.addArc(center: Point(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: quarter, endAngle: 2 * quarter, clockwise: true)
        context.addArc(center: Point(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: 2 * quarter, endAngle: 3 * quarter, clockwise: true)
        context.closePath()
    }
}
