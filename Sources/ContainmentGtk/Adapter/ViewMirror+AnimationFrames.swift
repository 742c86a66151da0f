import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

// Frames in which only animations moved: the mirror updates what animates, not the whole tree.
extension ViewMirror {
    /// A view whose presentation frame or alpha is animating, as found by the last full sync,
    /// with its superview's record.
    struct Animating {
        let record: Record
        let parent: Record
        /// Where the superview shows, in the root's coordinates, at the full sync. It holds until
        /// the next one: a view above that moved would be animating itself (and this one nested
        /// in it, which the animations-only frames decline) or marked changed.
        let parentOrigin: Point
    }

    /// When no view was marked changed since the last sync and the window kept its size, only the
    /// views with running frame or alpha animations can differ: those are synced (with their
    /// subtrees) and their siblings' cover and pictures brought up to date, instead of walking
    /// the whole tree. Returns `false` when that does not hold; the full sync that follows then
    /// brings every widget in line, including any this pass already updated.
    func syncAnimationsOnly() -> Bool {
        guard !sawTransition, !sawNestedAnimation, !sawBoundsAnimation else { return false }
        for entry in animating {
            // No view was added, removed or moved to another superview since the full sync (each
            // of those marks a view changed), so the records found then are still the views'.
            guard let view = entry.record.view, let parentView = entry.parent.view, view.superview === parentView,
                !(view is Window)
            else { return false }
            // A change inside a view drawn from a picture must spoil that picture: the full sync
            // sees to it.
            var ancestor: Record? = entry.parent
            while let current = ancestor {
                guard current.raster == .live else { return false }
                ancestor = current.superRecord
            }
        }
        // (Plain loops throughout, and no array made per frame: a closure would pay a main-actor
        // check per element, and this runs on every frame of every slide.)
        var stillAnimating = spareAnimating
        spareAnimating = []
        for (position, entry) in animating.enumerated() {
            guard let parentView = entry.parent.view else { continue }
            // Each superview once, at its first entry (there are one or two).
            var seen = false
            for earlier in animating[..<position] where earlier.parent === entry.parent {
                seen = true
                break
            }
            if seen { continue }
            let parentOrigin = entry.parentOrigin
            let subviews = parentView.subviews
            let checksCover = parentView.activeTransition == nil
            var aSubviewSlides = false
            var settling = true
            for subview in subviews {
                if Self.slides(subview) { aSubviewSlides = true }
                if Self.animates(subview) { settling = false }
            }
            let parentWidget = entry.parent.subviewParent
            // Outside any animation or slide: the full sync hands over the outermost animating
            // views only, and an ancestor that slid would be animating itself.
            var context = SyncContext(
                generation: generation, visibleArea: syncedBounds ?? .zero, superviewOrigin: parentOrigin,
                isBesideSlide: aSubviewSlides)
            for (index, subview) in subviews.enumerated() {
                guard let child = record(for: subview) else { return false }
                var isAnimating = false
                for candidate in animating where candidate.record === child {
                    isAnimating = true
                    break
                }
                // A sibling shown from its picture while the others still move stays shown: an
                // opaque view sliding over it hides it anyway, and the frame in which they come
                // to rest (`settling`) looks again whether it ended up covered. Only a sibling
                // not shown yet is looked at on every frame, to show it as soon as it is uncovered.
                if !isAnimating, !settling, child.placement.isVisible == true, child.raster == .rasterized { continue }
                context.isCovered = checksCover
                    && Occlusion.isCovered(subview, by: subviews[(index + 1)...], isOpaque: paintsOpaque)
                if isAnimating {
                    if slideOnly(child, subview, in: parentWidget, context) {
                        stillAnimating.append(Animating(record: child, parent: entry.parent, parentOrigin: parentOrigin))
                        continue
                    }
                    syncView(subview, parent: entry.parent, context)
                    if Self.animates(subview) {
                        stillAnimating.append(Animating(record: child, parent: entry.parent, parentOrigin: parentOrigin))
                    }
                } else {
                    refreshStanding(child, subview, in: parentWidget, context)
                }
            }
        }
        swap(&animating, &stillAnimating)
        // The finished list's storage is kept for the next frame, without its records.
        stillAnimating.removeAll(keepingCapacity: true)
        spareAnimating = stillAnimating
        return true
    }

    /// A view drawn from its picture that still only slides: the picture moves, nothing in it is
    /// visited. Returns `false`, having changed nothing, for anything more.
    func slideOnly(_ record: Record, _ view: View, in parent: UnsafeMutablePointer<GtkWidget>, _ context: SyncContext) -> Bool {
        let presentation = view.presentation
        let frame = presentation.frame
        guard record.raster == .rasterized, Self.slides(view), presentation.alpha == record.paint.alpha,
            let applied = record.placement.frame, applied.size == frame.size
        else { return false }
        record.placement.frame = frame
        let absolute = frame.offsetBy(dx: context.superviewOrigin.x, dy: context.superviewOrigin.y)
        record.placement.isOnScreen = absolute.intersects(context.visibleArea)
        setVisible(record, view, onScreen: record.placement.isOnScreen, covered: context.isCovered)
        lastSyncUpdatedViews += 1
        place(record, view, in: parent, at: frame.origin)
        return true
    }

    /// A view that did not change, beside animating siblings: whether it is covered by them, and
    /// whether it is drawn from a picture while they slide.
    func refreshStanding(_ record: Record, _ view: View, in parent: UnsafeMutablePointer<GtkWidget>, _ context: SyncContext) {
        let changed = setVisible(record, view, onScreen: record.placement.isOnScreen, covered: context.isCovered)
        if changed {
            lastSyncUpdatedViews += 1
        }
        updateRaster(record, view, in: parent, besideSlide: context.isBesideSlide, change: changed ? .visibility : [])
        place(record, view, in: parent, at: view.presentation.frame.origin)
    }

    /// Whether a running animation shows `view` with another frame or alpha than its model's.
    static func animates(_ view: View) -> Bool {
        let presented = view.presentation
        return presented.frame != view.frame || presented.alpha != view.alpha
    }
}
