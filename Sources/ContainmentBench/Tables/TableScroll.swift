import CGtk
import ContainmentGtk

/// The two scrolls of part 8, the same for every subject: the vertical position is set once per
/// frame, from a tick callback on the window, along a fixed path.
///
/// - A fling: 100,000 rows in 1.5 s, fast at first and slowing to a stop (a cubic ease-out, as a
///   kinetic scroll decelerates).
/// - A drag of the scrollbar's thumb from the top to the bottom in 2 s at an even speed: the
///   whole range, as the thumb is dragged by a hand.
///
/// GTK's subjects are moved through the vertical `GtkAdjustment` of their `GtkScrolledWindow`,
/// as its scrollbar moves it; ours through the adjustment of the scrollbar the adapter shows for
/// the table, or, when it shows none, through `contentOffset`.
struct TableScrollPath: Equatable {
    /// Frames from the first step to the last.
    var frames: Int
    /// Whether it slows down (a fling) or keeps its speed (a thumb drag).
    var decelerates: Bool

    /// The fraction of the distance reached at frame `frame` (1 ... `frames`).
    func progress(atFrame frame: Int) -> Double {
        let t = min(1, max(0, Double(frame) / Double(frames)))
        guard decelerates else { return t }
        let rest = 1 - t
        return 1 - rest * rest * rest
    }
}

/// Something whose vertical position part 8 can set: a `GtkAdjustment`, or our table's offset.
@MainActor
struct TableScroller {
    /// How it is moved, for the table's notes.
    var how: String
    /// The largest position.
    var maximum: () -> Double
    /// Sets the position.
    var set: (Double) -> Void

    /// Moves `adjustment` (a `GtkScrolledWindow`'s or a scrollbar's).
    static func adjustment(_ adjustment: UnsafeMutablePointer<GtkAdjustment>, how: String) -> TableScroller {
        TableScroller(
            how: how,
            maximum: { gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) },
            set: { gtk_adjustment_set_value(adjustment, $0) })
    }

    /// The adjustment of the first vertical `GtkScrollbar` (or `GtkScrolledWindow`) under
    /// `widget`, if any.
    static func firstVerticalAdjustment(under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkAdjustment>? {
        if cgtk_is_scrolled_window(widget) != 0 {
            return gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(widget))
        }
        if cgtk_is_range(widget) != 0, gtk_orientable_get_orientation(OpaquePointer(widget)) == GTK_ORIENTATION_VERTICAL {
            return gtk_range_get_adjustment(cgtk_range(widget))
        }
        guard cgtk_is_container(widget) != 0 else { return nil }
        var found: UnsafeMutablePointer<GtkAdjustment>?
        var children = gtk_container_get_children(cgtk_container(widget))
        let list = children
        defer { g_list_free(list) }
        while let node = children, found == nil {
            if let child = node.pointee.data?.assumingMemoryBound(to: GtkWidget.self) {
                found = firstVerticalAdjustment(under: child)
            }
            children = node.pointee.next
        }
        return found
    }
}

/// Runs one scroll along a path on a window and measures its frames with a ``FrameRecorder``.
@MainActor
enum TableScrollRun {
    /// Scrolls `scroller` from `start` by `distance` along `path`, one step per frame of
    /// `toplevel`; returns the frames and, sampled at every step, the most live cells
    /// `liveCells` reported.
    static func run(
        _ path: TableScrollPath, from start: Double, by distance: Double, scroller: TableScroller,
        toplevel: UnsafeMutablePointer<GtkWidget>, liveCells: @escaping () -> Int?
    ) -> (AnimationSample, mostLiveCells: Int?) {
        var scrolling = false
        var mostLive: Int?
        let recorder = FrameRecorder(toplevel: toplevel) { scrolling }
        defer { recorder.stop() }
        var tick: TickCallback?
        let sample = recorder.measure(timeout: Double(path.frames) / 60 * 4 + 5) {
            scrolling = true
            var frame = 0
            tick = TickCallback.add(to: toplevel) { _ in
                frame += 1
                scroller.set(start + distance * path.progress(atFrame: frame))
                if let live = liveCells() { mostLive = max(mostLive ?? 0, live) }
                guard frame >= path.frames else { return .continue }
                scrolling = false
                return .remove
            }
        }
        tick?.remove()
        if let live = liveCells() { mostLive = max(mostLive ?? 0, live) }
        return (sample, mostLive)
    }
}
