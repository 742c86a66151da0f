#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one tiling covered: a layout pass that would cover the same needs nothing.
struct TilingKey: Equatable {
    var visible: Rect
    var width: Double
}

/// Tiling: the cells, headers and footers for the visible rectangle, laid out in content
/// coordinates, as `UITableView.layoutSubviews` does. The rule:
///
/// 1. The rows whose span meets the visible rectangle, widened by a quarter of a screen above
///    and below, are the wanted rows; a row coming on screen is measured first (the delegate's
///    height, if it gives one), so that the rows after it move.
/// 2. Cells of rows no longer wanted leave the hierarchy, tell the delegate
///    (`didEndDisplaying`) and go to their identifier's queue.
/// 3. Each wanted row without a cell gets one from the data source (which dequeues one), with
///    its selection and editing state, and the delegate hears `willDisplay`.
/// 4. Every wanted cell goes to its row's rectangle (sliding there on the window's clock while an
///    update animates); sections' headers and footers follow, pinned in the plain style.
extension TableView {
    /// The content on screen: the scroll view's bounds, in content coordinates.
    var visibleRect: Rect { bounds }

    /// How far beyond the visible rectangle rows keep or get cells.
    var tilingMargin: Double { max(44, bounds.height / 4) }

    func tile() {
        let visible = visibleRect
        let key = TilingKey(visible: visible, width: bounds.width)
        if key == lastTiling, pendingInsertions.isEmpty, !animatesNextTiling { return }
        lastTiling = key
        if contentSize.width != bounds.width { updateContentSize() }
        let minY = visible.minY - tilingMargin
        let maxY = visible.maxY + tilingMargin
        let delegate = tableDelegate

        // 1. The wanted rows, measuring those coming on screen. The first cell at or below the
        // top stays where it shows when rows above it get their heights (UIKit keeps the
        // content still as estimated rows are measured).
        let anchor = delegate == nil ? nil : cellsByIndexPath.keys
            .filter { geometry.contains($0) && geometry.rowSpan($0).y >= visible.minY }.min()
        let anchorY = anchor.map { geometry.rowSpan($0).y }
        var wanted: [IndexPath] = []
        var measured = false
        var sizedByDelegate: Set<IndexPath> = []
        geometry.forEachRow(from: minY, to: maxY) { indexPath in
            wanted.append(indexPath)
            if cellsByIndexPath[indexPath] == nil, let delegate {
                let height = delegate.tableView(self, heightForRowAt: indexPath)
                if height >= 0 { sizedByDelegate.insert(indexPath) }
                if height >= 0, geometry.setHeight(height, of: indexPath) { measured = true }
            }
        }
        if measured {
            updateContentSize()
            if let anchor, let anchorY, geometry.contains(anchor) {
                let shift = geometry.rowSpan(anchor).y - anchorY
                if shift != 0 {
                    // The offset's change marks the table for another layout, which tiles the
                    // rows the shifted rectangle shows.
                    bounds.origin.y += shift
                    lastTiling = nil
                }
            }
        }

        // 2. Cells of rows no longer wanted go back to their queues, which keep as many as the
        // screen showed before (a fling replaces every cell: all of them come back at step 3).
        let wantedSet = Set(wanted)
        let shownBefore = cellsByIndexPath.count
        for (indexPath, cell) in cellsByIndexPath where !wantedSet.contains(indexPath) {
            cellsByIndexPath[indexPath] = nil
            recycle(cell, from: indexPath, cellsOnScreen: max(shownBefore, wanted.count))
        }
        if let open = swipe, !wantedSet.contains(open.indexPath) { closeSwipe(animated: false) }

        // 3. New cells for the rows that have none; a self-sizing row is measured by its cell.
        if let dataSource {
            var selfSized = false
            for indexPath in wanted where cellsByIndexPath[indexPath] == nil {
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cellsByIndexPath[indexPath] = cell
                cell.setSelected(selection.contains(indexPath), animated: false)
                if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
                cell.setEditingControl(shownEditingStyle(for: indexPath), animated: false)
                cell.setReorderControlShown(showsReorderControl(for: indexPath))
                cell.showsSeparator = separatorStyle != .none && !appearsAsSidebar
                cell.appearsInSidebar = appearsAsSidebar
                cell.separatorColor = separatorColor
                if rowsSizeThemselves, !sizedByDelegate.contains(indexPath),
                   geometry.setHeight(selfSizedHeight(of: cell), of: indexPath) {
                    selfSized = true
                }
                let frame = cellFrame(for: indexPath)
                if let animation = pendingInsertions[indexPath]
                    ?? (insertedSectionsAnimating.contains(indexPath.section) ? insertedSectionsAnimation : nil) {
                    let start = Self.entrance(of: frame, animation: animation, width: bounds.width)
                    cell.frame = start.frame
                    cell.alpha = start.alpha
                } else {
                    cell.frame = frame
                    cell.alpha = 1
                }
                if cell.superview !== self { insertCellInRowOrder(cell, at: indexPath) }
                cell.setNeedsLayout()
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            if selfSized {
                // Rows after the measured ones moved: the content's height follows, and the next
                // layout tiles what the measured heights now show.
                updateContentSize()
                lastTiling = nil
                setNeedsLayout()
            }
        }

        // 4. Every cell to its row, then the headers and footers.
        let place = {
            for indexPath in wanted {
                guard let cell = self.cellsByIndexPath[indexPath] else { continue }
                cell.frame = self.cellFrame(for: indexPath)
                cell.alpha = 1
            }
        }
        if animatesNextTiling {
            let leaving = pendingLeaving
            let completions = pendingCompletions
            pendingLeaving = ([], .automatic)
            pendingCompletions = []
            let width = bounds.width
            View.animate(withDuration: Self.updateAnimationDuration, options: .curveEaseInOut) {
                place()
                for entry in leaving.cells {
                    let exit = Self.exit(of: entry.cell.frame, animation: leaving.animation, width: width)
                    entry.cell.frame = exit.frame
                    entry.cell.alpha = leaving.animation == .none ? 1 : exit.alpha
                }
            } completion: { [weak self] finished in
                for entry in leaving.cells { self?.finishLeaving(entry.cell) }
                for completion in completions { completion(finished) }
            }
        } else {
            place()
        }
        animatesNextTiling = false
        pendingInsertions.removeAll()
        insertedSectionsAnimating = SectionIndexes()
        layoutHeadersAndFooters(in: visible, from: minY, to: maxY)
        layoutSwipeActions()
    }

    /// Adds a cell among the others in row order, behind the headers, so that the subviews (and
    /// what assistive technologies read of them) list the rows top to bottom. Costs the cells on
    /// screen.
    private func insertCellInRowOrder(_ cell: TableViewCell, at indexPath: IndexPath) {
        var after: (IndexPath, TableViewCell)?
        var before: (IndexPath, TableViewCell)?
        for (other, shown) in cellsByIndexPath where shown !== cell && shown.superview === self {
            if other > indexPath, before.map({ other < $0.0 }) ?? true { before = (other, shown) }
            if other < indexPath, after.map({ other > $0.0 }) ?? true { after = (other, shown) }
        }
        if let before {
            insertSubview(cell, belowSubview: before.1)
        } else if let after {
            insertSubview(cell, aboveSubview: after.1)
        } else {
            insertSubview(cell, at: 0)
        }
    }

    /// Where a row's cell goes: its rectangle, moved aside while its swipe actions show.
    func cellFrame(for indexPath: IndexPath) -> Rect {
        var frame = rectForRow(at: indexPath)
        if let swipe, swipe.indexPath == indexPath { frame.origin.x += swipe.offset }
        return frame
    }

    /// Where an inserted row's cell starts, and its opacity, for an animation.
    static func entrance(of frame: Rect, animation: RowAnimation, width: Double) -> (frame: Rect, alpha: Double) {
        var start = frame
        switch animation {
        case .none: return (frame, 1)
        case .fade, .automatic, .middle: return (frame, 0)
        case .left: start.origin.x -= width
        case .right: start.origin.x += width
        case .top: start.origin.y -= frame.height
        case .bottom: start.origin.y += frame.height
        }
        return (start, animation == .top || animation == .bottom ? 0 : 1)
    }

    /// Takes a cell off screen: out of the hierarchy, the delegate told, into its queue (a queue
    /// keeps at most twice the cells on screen, `cellsOnScreen` when the caller is taking them
    /// off one by one; a cell with no identifier is let go).
    func recycle(_ cell: TableViewCell, from indexPath: IndexPath, cellsOnScreen: Int? = nil) {
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        guard let identifier = cell.reuseIdentifier else { return }
        var queue = reuseQueues[identifier] ?? []
        guard queue.count < max(16, 2 * (cellsOnScreen ?? cellsByIndexPath.count)), !queue.contains(where: { $0 === cell }) else { return }
        queue.append(cell)
        cell.isWaitingForReuse = true
        reuseQueues[identifier] = queue
    }

    // MARK: Headers and footers

    private func layoutHeadersAndFooters(in visible: Rect, from minY: Double, to maxY: Double) {
        let range = geometry.sections(from: minY, to: maxY)
        for section in Array(headerViews.keys) where !range.contains(section) { removeHeader(of: section) }
        for section in Array(footerViews.keys) where !range.contains(section) { removeFooter(of: section) }
        let pins = style == .plain
        for section in range {
            let record = geometry.sections[section]
            let start = geometry.start(ofSection: section)
            let rowsEnd = start + record.headerHeight + record.rows.total
            if record.headerHeight > 0, let header = headerViews[section] ?? makeHeaderFooter(section, header: true) {
                var y = start
                if pins { y = min(max(start, visible.minY), max(start, rowsEnd - record.headerHeight)) }
                header.frame = Rect(x: 0, y: y, width: bounds.width, height: record.headerHeight)
            }
            if record.footerHeight > 0, let footer = footerViews[section] ?? makeHeaderFooter(section, header: false) {
                var y = rowsEnd
                if pins { y = max(min(rowsEnd, visible.maxY - record.footerHeight), start + record.headerHeight) }
                footer.frame = Rect(x: 0, y: y, width: bounds.width, height: record.footerHeight)
            }
        }
    }

    /// The header or footer view of a section coming on screen: the delegate's, else a default
    /// one showing the data source's title, else none.
    private func makeHeaderFooter(_ section: Int, header: Bool) -> View? {
        let own = header
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        var made = own
        if made == nil {
            let title = header
                ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section)
            if let title {
                let view = idleHeaderFooterViews.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
                view.isTableDefault = true
                view.prepareForReuse()
                view.isFooter = !header
                view.textLabel?.text = title
                view.opaqueBackground = style == .plain
                made = view
            }
        }
        guard let view = made else { return nil }
        if header { headerViews[section] = view } else { footerViews[section] = view }
        addSubview(view)
        return view
    }

    func removeHeader(of section: Int) {
        guard let view = headerViews.removeValue(forKey: section) else { return }
        let stillShown = footerViews.values.contains { $0 === view }
        if !stillShown { retire(view) }
    }

    func removeFooter(of section: Int) {
        guard let view = footerViews.removeValue(forKey: section) else { return }
        let stillShown = headerViews.values.contains { $0 === view }
        if !stillShown { retire(view) }
    }

    private func retire(_ view: View) {
        view.removeFromSuperview()
        if let own = view as? TableViewHeaderFooterView, own.isTableDefault, idleHeaderFooterViews.count < 16 {
            idleHeaderFooterViews.append(own)
        }
    }
}
