import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

// Views drawn from pictures while they slide, and where their widgets are placed meanwhile.
extension ViewMirror {
    /// Puts the view's widget where it shows, or, while it is drawn from a picture, where its
    /// slide ends (its model frame, where UIKit hit-tests a moving view) with the picture painted
    /// where it shows: the widgets are then allocated once per slide, not once per frame.
    func place(_ record: Record, _ view: View, in parent: UnsafeMutablePointer<GtkWidget>, at shown: Point) {
        let rasterized = record.raster == .rasterized
        let placement = rasterized ? view.frame.origin : shown
        if record.placement.origin != placement {
            move(record.container.widget, in: parent, to: placement)
            record.placement.origin = placement
        }
        guard rasterized else { return }
        containment_canvas_set_child_raster_offset(
            parent, record.container.widget,
            Int32(shown.x.rounded()) - Int32(placement.x.rounded()), Int32(shown.y.rounded()) - Int32(placement.y.rounded()))
    }

    /// Whether a view is drawn from a picture (``RasterState``).
    enum RasterState {
        /// Drawn live, widget by widget.
        case live
        /// Sliding, or beside a sliding sibling, with nothing in it changing: drawn from a picture
        /// taken when the slide began.
        case rasterized
        /// Something in it changed during the slide: drawn live until the slide ends.
        case spoiled
    }

    /// Whether `view`'s presentation frame slides: its origin animates, its size does not.
    static func slides(_ view: View) -> Bool {
        let presented = view.presentation.frame
        return presented.origin != view.frame.origin && presented.size == view.frame.size
    }

    /// A view that slides is drawn from a picture of it, as Core Animation composites a moving
    /// layer without redrawing it and as `GtkStack` slides the page it leaves: one paint per
    /// frame instead of every widget in it. So are its siblings while it slides over or off
    /// them (`besideSlide`), such as the drawer the center uncovers. When anything in a view
    /// changes meanwhile, it is drawn live again until the slide ends, so no change is ever
    /// hidden by a picture (what GTK alone redraws, such as a button's hover highlight, the
    /// canvas draws into the picture).
    func updateRaster(
        _ record: Record, _ view: View, in parent: UnsafeMutablePointer<GtkWidget>, besideSlide: Bool, looksChanged: Bool
    ) {
        let wanted = besideSlide || Self.slides(view)
        let next: RasterState = switch (wanted, record.raster) {
        case (true, .live): .rasterized
        case (true, .rasterized): looksChanged ? .spoiled : .rasterized
        case (true, .spoiled): .spoiled
        case (false, _): .live
        }
        guard next != record.raster else { return }
        let wasRasterized = record.raster == .rasterized
        record.raster = next
        if wasRasterized != (next == .rasterized) {
            containment_canvas_set_child_rasterized(parent, record.container.widget, next == .rasterized ? 1 : 0)
        }
    }
}
