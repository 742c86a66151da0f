#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Selection and scrolling to rows, as UIKit's table: the app's calls (`selectRow`,
/// `deselectRow`, `scrollToRow`) tell the delegate nothing; the user's (a click, a key, through
/// the adapter) ask `willSelectRowAt` and tell `didSelectRowAt` and `didDeselectRowAt`.
extension TableView {
    /// The selected row, the first one when several are, as `UITableView.indexPathForSelectedRow`.
    public var indexPathForSelectedRow: IndexPath? {
        selection.min()
    }

    /// The selected rows in order, or `nil` when none is, as `UITableView.indexPathsForSelectedRows`.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selection.isEmpty ? nil : selection.sorted()
    }

    /// Selects a row without telling the delegate, as `UITableView.selectRow(at:animated:scrollPosition:)`:
    /// `nil` deselects every row; without ``allowsMultipleSelection`` the row replaces the
    /// selection. The table then scrolls the row to `scrollPosition` (`.none` scrolls nothing,
    /// as UIKit's). A row the table does not have is refused with a ``HierarchyInconsistency``.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let indexPath else {
            for selected in selection { cellsByIndexPath[selected]?.setSelected(false, animated: animated) }
            selection.removeAll()
            return
        }
        guard geometry.contains(indexPath) else {
            refuse("TableView.selectRow(at: \(Self.describe(indexPath))): the table has no such row (\(rowCountsDescription))")
            return
        }
        if !allowsMultipleSelection { clearSelection(except: indexPath, animated: animated) }
        select(indexPath, animated: animated)
        selectionAnchor = indexPath
        selectionFocus = indexPath
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate, as `UITableView.deselectRow(at:animated:)`.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selection.remove(indexPath) != nil else { return }
        cellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }

    func select(_ indexPath: IndexPath, animated: Bool) {
        selection.insert(indexPath)
        cellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    }

    private func clearSelection(except kept: IndexPath?, animated: Bool) {
        for selected in selection where selected != kept { deselectRow(at: selected, animated: animated) }
    }

    /// "2 sections of 3, 0 rows", for messages.
    var rowCountsDescription: String {
        let counts = geometry.sections.prefix(8).map { String($0.rows.count) }.joined(separator: ", ")
        return "\(geometry.numberOfSections) section(s) of \(counts)\(geometry.numberOfSections > 8 ? ", …" : "") row(s)"
    }

    // MARK: The user's selection

    /// Selects a row as the user does, and tells the delegate: what the adapter calls for a
    /// click (with the modifiers held) or Enter.
    ///
    /// - Without modifiers the row becomes the selection: the delegate's `willSelectRowAt` may
    ///   redirect or refuse it; rows that lose their selection hear `didDeselectRowAt`, the row
    ///   `didSelectRowAt` (again, if it was selected already, as UIKit's tap).
    /// - With ``allowsMultipleSelection``, Ctrl (or Super) toggles the row, keeping the others;
    ///   Shift selects the rows from the last clicked one to this one (with Ctrl too, adding them).
    ///
    /// The table scrolls as little as shows the row. Ignored for a row the table does not have,
    /// when ``allowsSelection`` is off, and while input is ignored.
    @_spi(Adapter) public func selectRowFromUser(at indexPath: IndexPath, modifiers: KeyModifierFlags = []) {
        guard contains(indexPath), allowsSelection, !Application.shared.isIgnoringInteractionEvents else { return }
        // A click in a list that takes the focus focuses it, as desktop lists do: the keys then
        // start their way up the responder chain here, not at whichever controller is deepest.
        if canBecomeFirstResponder, !isFirstResponder { becomeFirstResponder() }
        let toggles = !modifiers.intersection([.control, .command]).isEmpty
        let extends = modifiers.contains(.shift)
        if allowsMultipleSelection, extends, let anchor = selectionAnchor, geometry.contains(anchor) {
            if !toggles { deselectFromUser(keeping: []) }
            let (from, to) = anchor <= indexPath ? (anchor, indexPath) : (indexPath, anchor)
            var row: IndexPath? = from
            while let current = row, current <= to {
                if !selection.contains(current) { userSelect(current, deselectingOthers: false) }
                row = self.row(after: current)
            }
            selectionFocus = indexPath
        } else if allowsMultipleSelection, toggles {
            if selection.contains(indexPath) {
                deselectRow(at: indexPath, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
            } else {
                userSelect(indexPath, deselectingOthers: false)
            }
            selectionAnchor = indexPath
            selectionFocus = indexPath
        } else {
            guard let selected = userSelect(indexPath, deselectingOthers: true) else { return }
            selectionAnchor = selected
            selectionFocus = selected
        }
        scrollToRow(at: selectionFocus ?? indexPath, at: .none, animated: false)
    }

    /// A click on the table: closes open swipe actions, else selects the row under it with the
    /// modifier keys held (see `selectRowFromUser(at:modifiers:)`); not when it lands on a
    /// button of its own, such as a swipe action or a control in a cell.
    func handleTap(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let point = recognizer.location(in: self)
        var hit = hitTest(point)
        while let view = hit, view !== self {
            if view is Button { return }
            hit = view.superview
        }
        if swipe != nil {
            closeSwipe(animated: true)
            return
        }
        guard let indexPath = indexPathForRow(at: point) else { return }
        selectRowFromUser(at: indexPath, modifiers: recognizer.modifierFlags)
    }

    /// A right-click on a row offers its swipe actions, the trailing ones if it has any, as
    /// `showSwipeActions(at:edge:)` (until context menus arrive); a right-click while they show
    /// closes them. Returns whether the table took the click.
    func showSwipeActionsForContextClick(at point: Point) -> Bool {
        if swipe != nil {
            closeSwipe(animated: true)
            return true
        }
        guard let indexPath = indexPathForRow(at: point), cellsByIndexPath[indexPath] != nil else { return false }
        for edge in [SwipeActionsEdge.trailing, .leading] {
            showSwipeActions(at: indexPath, edge: edge)
            if swipe != nil { return true }
        }
        return false
    }

    /// One row selected by the user: `willSelectRowAt` (which may redirect or refuse), the
    /// others deselected when asked, `didSelectRowAt`. Returns the row selected.
    @discardableResult
    private func userSelect(_ indexPath: IndexPath, deselectingOthers: Bool) -> IndexPath? {
        let delegate = tableDelegate
        guard let chosen = delegate?.tableView(self, willSelectRowAt: indexPath) ?? (delegate == nil ? indexPath : nil),
              geometry.contains(chosen) else { return nil }
        if deselectingOthers { deselectFromUser(keeping: [chosen]) }
        select(chosen, animated: false)
        delegate?.tableView(self, didSelectRowAt: chosen)
        return chosen
    }

    /// Deselects every row but `kept`, telling the delegate.
    private func deselectFromUser(keeping kept: Set<IndexPath>) {
        for selected in selection.sorted() where !kept.contains(selected) {
            deselectRow(at: selected, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: selected)
        }
    }

    /// The row after one, across sections (empty sections skipped), or `nil` after the last.
    func row(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < geometry.numberOfRows(inSection: indexPath.section) {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.section + 1
        while section < geometry.numberOfSections {
            if geometry.numberOfRows(inSection: section) > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The row before one, across sections, or `nil` before the first.
    func row(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0 {
            let rows = geometry.numberOfRows(inSection: section)
            if rows > 0 { return IndexPath(row: rows - 1, section: section) }
            section -= 1
        }
        return nil
    }

    // MARK: Scrolling

    /// Scrolls a row to a position, as `UITableView.scrollToRow(at:at:animated:)`: `.top` puts
    /// its top under the pinned header of its section (plain style) or at the top, `.middle`
    /// its centre in the middle, `.bottom` its bottom at the bottom, `.none` as little as shows
    /// it whole. The offset stays within the scrolling range (``ScrollView/maximumContentOffset``). A row the table does not have is refused
    /// with a ``HierarchyInconsistency``.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard geometry.contains(indexPath) else {
            refuse("TableView.scrollToRow(at: \(Self.describe(indexPath))): the table has no such row (\(rowCountsDescription))")
            return
        }
        let row = rectForRow(at: indexPath)
        let height = bounds.height
        let pinned = style == .plain ? geometry.sections[indexPath.section].headerHeight : 0
        let current = contentOffset.y
        var y: Double
        switch scrollPosition {
        case .top: y = row.minY - pinned
        case .middle: y = row.midY - height / 2
        case .bottom: y = row.maxY - height
        case .none:
            y = current
            if row.maxY > current + height { y = row.maxY - height }
            if row.minY - pinned < y { y = row.minY - pinned }
        }
        y = min(max(y, minimumContentOffset.y), maximumContentOffset.y)
        guard y != current else { return }
        setContentOffset(Point(x: contentOffset.x, y: y), animated: animated)
    }
}
