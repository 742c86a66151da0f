/// Self-sizing rows, as UIKit's: with ``TableView/rowHeight`` set to
/// ``TableView/automaticDimension``, a row coming on screen is as tall as the constraints inside
/// its cell's ``TableViewCell/contentView`` make it at the table's width.
extension TableView {
    /// Whether rows take their height from their cells' constraints.
    var rowsSizeThemselves: Bool { rowHeight == Self.automaticDimension }

    /// The height a configured cell needs: its content view fitted to the width the cell gives
    /// it, as compact as its constraints allow (UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)`).
    /// A content view with no constraints inside keeps the estimated height.
    func selfSizedHeight(of cell: TableViewCell) -> Double {
        let height = cell.frame.height > 0 ? cell.frame.height : uniformRowHeight
        cell.frame = Rect(x: 0, y: cell.frame.minY, width: bounds.width, height: height)
        // The cell places its content view (beside its accessory and editing controls); the
        // constraints inside are solved once, by the fitting below.
        cell.layoutSubviews()
        let content = cell.contentView
        guard content.hasConstraintsInside else { return uniformRowHeight }
        let fitted = content.systemLayoutSizeFitting(
            Size(width: content.frame.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return fitted.height + (height - content.frame.height)
    }
}

extension View {
    /// Whether a constraint is installed on this view or a view inside it.
    var hasConstraintsInside: Bool {
        var found = false
        walkParentsFirst { view in
            if view.layoutState?.installed.isEmpty == false { found = true }
            return !found
        }
        return found
    }
}
