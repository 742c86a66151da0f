import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

// The steps of a drag in which only dragged views moved: their pictures move, as a slide's do,
// and nothing else in the tree is visited.
extension ViewMirror {
    /// A step of a drag (an interactive pop, a drawer's pan, a page drag) moves views already
    /// drawn from pictures because they are dragged (``isDragged(_:_:)``), and nothing else: when
    /// the views marked changed since the last sync (`changed`, from `Window.viewsChanged(since:)`)
    /// are all such views, each of which only moved, their pictures move and their siblings are
    /// looked at again for what covers them, as in a slide's frame (``syncAnimationsOnly()``),
    /// instead of walking the whole tree. A full sync would do the same to them and find nothing
    /// else to do. Returns `false`, having changed nothing, when that does not hold.
    func syncDragStep(_ changed: [View]) -> Bool {
        guard !changed.isEmpty, animating.isEmpty, !sawTransition, !sawNestedAnimation, !sawBoundsAnimation else { return false }
        // Everything is checked before anything changes.
        var parents: [Record] = []
        for view in changed {
            guard let record = record(for: view), let parent = record.superRecord, onlyMoved(record, view, in: parent) else {
                return false
            }
            var listed = false
            for earlier in parents where earlier === parent {
                listed = true
                break
            }
            if listed { continue }
            guard siblingsStand(of: parent, besides: changed) else { return false }
            parents.append(parent)
        }
        for parent in parents { stepDrag(in: parent, moved: changed) }
        return true
    }

    /// Whether `view`, marked changed, is dragged and drawn from its picture, and moved without
    /// changing in any other way the last sync applied (its size, opacity, background, clipping,
    /// bounds origin, subviews), inside `parent`'s view as then, with every ancestor drawn live
    /// (a change inside a picture spoils it, which the full sync sees to).
    private func onlyMoved(_ record: Record, _ view: View, in parent: Record) -> Bool {
        let presentation = view.presentation
        let frame = view.frame
        guard !record.isRoot, !(view is Window), record.raster == .rasterized, record.motion.isDragged,
            record.content == nil, record.transition == nil, view.activeTransition == nil, !view.isHidden,
            let parentView = parent.view, view.superview === parentView, self.record(for: parentView) === parent,
            let applied = record.placement.frame, presentation.frame == frame, applied.size == frame.size,
            applied.origin != frame.origin, presentation.alpha == record.paint.alpha,
            (presentation.backgroundColor ?? record.paint.defaultBackground) == record.paint.background,
            view.clipsToBounds == record.paint.clips, presentation.boundsOrigin == view.bounds.origin,
            view.bounds.origin == record.placement.boundsOrigin, stacksAsLast(record, view.subviews)
        else { return false }
        var ancestor: Record? = parent
        while let current = ancestor {
            guard current.raster == .live else { return false }
            ancestor = current.superRecord
        }
        return true
    }

    /// Whether `subviews` are the ones the last sync stacked in `record`'s canvas, in that order.
    private func stacksAsLast(_ record: Record, _ subviews: [View]) -> Bool {
        guard let stacked = record.stacking.views, stacked.count == subviews.count else { return false }
        for index in subviews.indices where stacked[index] != ObjectIdentifier(subviews[index]) { return false }
        return true
    }

    /// Whether every subview of `parent`'s view that is not in `moved` has its widgets and is not
    /// dragged: a dragged view that stopped is placed live by a full sync.
    private func siblingsStand(of parent: Record, besides moved: [View]) -> Bool {
        guard let parentView = parent.view else { return false }
        for subview in parentView.subviews {
            guard let child = record(for: subview), child.superRecord === parent else { return false }
            if child.motion.isDragged, !Self.contains(moved, subview) { return false }
        }
        return true
    }

    private static func contains(_ views: [View], _ view: View) -> Bool {
        for candidate in views where candidate === view { return true }
        return false
    }

    /// Moves the pictures of the views of `moved` in `parent`'s view, and shows or hides each of
    /// their siblings as it is now covered or not, as the full sync's visit of `parent` would.
    private func stepDrag(in parent: Record, moved: [View]) {
        guard let parentView = parent.view else { return }
        let subviews = parentView.subviews
        let parentWidget = parent.subviewParent
        let checksCover = parentView.activeTransition == nil
        var context = SyncContext(generation: generation, visibleArea: syncedBounds ?? .zero)
        for subview in subviews where Self.slides(subview) {
            context.isBesideSlide = true
            break
        }
        for (index, subview) in subviews.enumerated() {
            guard let child = record(for: subview) else { continue }
            context.superviewOrigin = child.placement.superviewOrigin
            context.isCovered = checksCover
                && Occlusion.isCovered(subview, by: subviews[(index + 1)...], isOpaque: paintsOpaque)
            if Self.contains(moved, subview) {
                stepDragged(child, subview, in: parentWidget, context)
            } else {
                // It stands still: the visit a full sync would make finds it not dragged.
                _ = isDragged(child, subview)
                refreshStanding(child, subview, in: parentWidget, context)
            }
        }
    }

    /// What the full sync's visit of a dragged view that only moved does: its picture moves
    /// (the widgets stay where the drag took them, see ``place(_:_:in:at:)``), and it shows or
    /// hides as it now meets the window and is covered.
    private func stepDragged(_ record: Record, _ view: View, in parent: UnsafeMutablePointer<GtkWidget>, _ context: SyncContext) {
        let frame = view.frame
        var change: ViewChange = .place
        if gtk_widget_get_mapped(record.container.widget) == 0 { change.insert(.unseen) }
        record.placement.frame = frame
        record.appliedVersion = view.displayVersion
        updateAccessibleName(record, view)
        _ = isDragged(record, view)
        let absolute = frame.offsetBy(dx: context.superviewOrigin.x, dy: context.superviewOrigin.y)
        record.placement.isOnScreen = absolute.intersects(context.visibleArea)
        if setVisible(record, view, onScreen: record.placement.isOnScreen, covered: context.isCovered) {
            change.insert(.visibility)
        }
        lastSyncUpdatedViews += 1
        let cacheChange = change.cacheChange
        if cacheChange != CONTAINMENT_CHANGE_NONE { containment_picture_cache_changed(record.container.widget, cacheChange) }
        // Already counted by the full sync that found it dragged.
        let held = draggedPictures
        updateRaster(record, view, in: parent, besideSlide: context.isBesideSlide, dragged: true, change: change)
        draggedPictures = held
        place(record, view, in: parent, at: frame.origin)
    }
}
