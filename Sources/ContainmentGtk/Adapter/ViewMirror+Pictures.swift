import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

// Views drawn from pictures while they slide or are dragged, and where their widgets are placed
// meanwhile. The pictures themselves live in the host's picture cache (``PictureCache``).
extension ViewMirror {
    /// Puts the view's widget where it shows, or, while it is drawn from a picture, where its
    /// slide ends (its model frame, where UIKit hit-tests a moving view), or where it was when a
    /// drag took it, with the picture painted where it shows: the widgets are then allocated once
    /// per slide or drag, not once per frame.
    ///
    /// `shown` is in the superview's coordinates; the widget goes where that shows in the
    /// superview's canvas, moved by the superview's bounds origin (a scroll view's offset).
    func place(_ record: Record, _ view: View, in parent: UnsafeMutablePointer<GtkWidget>, at origin: Point) {
        let shown = Self.canvasPoint(origin, in: view.superview)
        let rasterized = record.raster == .rasterized
        let stays = rasterized && record.motion.isDragged && !Self.slides(view)
        let placement = stays ? record.placement.origin ?? shown
            : rasterized ? Self.canvasPoint(view.frame.origin, in: view.superview) : shown
        if record.placement.origin != placement {
            move(record.container.widget, in: parent, to: placement)
            record.placement.origin = placement
        }
        guard rasterized else { return }
        containment_canvas_set_child_raster_offset(
            parent, record.container.widget,
            Int32(shown.x.rounded()) - Int32(placement.x.rounded()), Int32(shown.y.rounded()) - Int32(placement.y.rounded()))
    }

    /// Where a point of `superview`'s coordinates shows in its canvas: moved by its bounds origin
    /// as shown now (UIKit's `bounds.origin`, a scroll view's offset).
    static func canvasPoint(_ point: Point, in superview: View?) -> Point {
        guard let shift = superview?.presentation.boundsOrigin, shift != .zero else { return point }
        return Point(x: point.x - shift.x, y: point.y - shift.y)
    }

    /// Whether a view is drawn from a picture (``RasterState``).
    enum RasterState {
        /// Drawn live, widget by widget.
        case live
        /// Sliding, dragged, or beside a sliding sibling, with nothing in it changing: drawn from
        /// a picture taken when the slide or the drag began.
        case rasterized
        /// Something in it changed during the slide or the drag: drawn live until it ends.
        case spoiled
    }

    /// Whether `view`'s presentation frame slides: its origin animates, its size does not.
    static func slides(_ view: View) -> Bool {
        let presented = view.presentation.frame
        return presented.origin != view.frame.origin && presented.size == view.frame.size
    }

    /// Whether `view` is being dragged: its model frame moved, keeping its size, at this visit of
    /// the sync, and either the container says a drag places it (`View.followsDrag`: the views
    /// of an interactive pop, a drawer's pan or a page drag, which it places at each step of the
    /// drag with no animation) or it moved at the visit before too. One move of another view,
    /// as a new layout makes, is not a drag, and neither is a move that slides (the rest of the
    /// way after a drag's release animates it). Call once per visit: it remembers this one.
    func isDragged(_ record: Record, _ view: View) -> Bool {
        let frame = view.frame
        let moves = record.motion.frame.map { $0.size == frame.size && $0.origin != frame.origin } ?? false
        let dragged = moves && (view.followsDrag || record.motion.movedAtLastVisit) && !Self.slides(view)
        record.motion = Motion(frame: frame, movedAtLastVisit: moves, isDragged: dragged)
        return dragged
    }

    /// A view's model frame at the last visit of the sync, whether it had moved then, and whether
    /// it was being dragged (see ``isDragged(_:_:)``).
    struct Motion {
        var frame: Rect?
        var movedAtLastVisit = false
        var isDragged = false
    }

    /// A view that slides is drawn from a picture of it, as Core Animation composites a moving
    /// layer without redrawing it and as `GtkStack` slides the page it leaves: one paint per
    /// frame instead of every widget in it. So is a view being dragged (an interactive pop, a
    /// drawer's pan, a page drag), whose model frame moves instead, and so are a sliding view's
    /// siblings while it slides over or off them (`besideSlide`), such as the drawer the center
    /// uncovers. When anything in a view changes meanwhile (``ViewChange/spoilsPicture``), it is
    /// drawn live again until the slide or the drag ends, so no change is ever hidden by a picture
    /// (what GTK alone redraws, such as a button's hover highlight, the canvas draws into the
    /// picture).
    func updateRaster(
        _ record: Record, _ view: View, in parent: UnsafeMutablePointer<GtkWidget>, besideSlide: Bool, dragged: Bool = false,
        change: ViewChange
    ) {
        let wanted = besideSlide || dragged || Self.slides(view)
        let next: RasterState = switch (wanted, record.raster) {
        case (true, .live): .rasterized
        case (true, .rasterized): change.spoilsPicture ? .spoiled : .rasterized
        case (true, .spoiled): .spoiled
        case (false, _): .live
        }
        if dragged, next == .rasterized { draggedPictures += 1 }
        guard next != record.raster else { return }
        let wasRasterized = record.raster == .rasterized
        record.raster = next
        if wasRasterized != (next == .rasterized) {
            containment_canvas_set_child_rasterized(parent, record.container.widget, next == .rasterized ? 1 : 0)
        }
    }
}
