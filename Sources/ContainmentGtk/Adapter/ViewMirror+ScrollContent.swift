import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

// Scroll views: a `GtkScrolledWindow` whose adjustments and the core's `contentOffset` follow
// each other, whichever moved.
extension ViewMirror {
    /// A `ScrollView`'s `GtkScrolledWindow` around a `GtkViewport` and the
    /// document (a `ContainmentCanvas` the size of the content, holding the subviews' widgets;
    /// a `GtkListBox` for a table), with the content size and offset GTK was last told.
    /// Main-actor isolated, so the adjustments' handlers may capture it.
    @MainActor final class ScrollContent {
        let scrolled: UnsafeMutablePointer<GtkWidget>
        /// What scrolls: the subviews' canvas of a plain scroll view, a table's list.
        let document: UnsafeMutablePointer<GtkWidget>
        var appliedContentSize: Size?
        var appliedOffset: Point?
        /// Set while a sync moves the adjustments to the core's offset: their signals then
        /// report the core's own value (or half of it, one axis moved before the other), not the
        /// user scrolling, and must not take over an animated scroll.
        var isApplyingOffset = false

        init(scrolled: UnsafeMutablePointer<GtkWidget>, document: UnsafeMutablePointer<GtkWidget>) {
            self.scrolled = scrolled
            self.document = document
        }

        var hadjustment: UnsafeMutablePointer<GtkAdjustment> {
            gtk_scrolled_window_get_hadjustment(cgtk_scrolled_window(scrolled))
        }
        var vadjustment: UnsafeMutablePointer<GtkAdjustment> {
            gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))
        }
    }

    /// A scrolled window around `document` for `view`, whose adjustments move the view's
    /// `ScrollView.contentOffset` (which calls its delegate) as the user scrolls
    /// with the wheel, the touchpad or the scroll bars.
    /// A table scrolls vertically only: its rows are as wide as it is, and ellipsized.
    func makeScrollContent(
        for view: View, document: UnsafeMutablePointer<GtkWidget>, record: Record, scrollsHorizontally: Bool
    ) -> ScrollContent {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_shadow_type(cgtk_scrolled_window(scrolled), GTK_SHADOW_NONE)
        gtk_scrolled_window_set_policy(
            cgtk_scrolled_window(scrolled), scrollsHorizontally ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            GTK_POLICY_AUTOMATIC)
        let viewport = gtk_viewport_new(nil, nil)!
        gtk_viewport_set_shadow_type(cgtk_viewport(viewport), GTK_SHADOW_NONE)
        gtk_container_add(cgtk_container(viewport), document)
        gtk_container_add(cgtk_container(scrolled), viewport)
        let content = ScrollContent(scrolled: scrolled, document: document)
        for adjustment in [content.hadjustment, content.vadjustment] {
            record.connections.append(SignalConnection.connect(adjustment, "value-changed") { [weak view, weak content] in
                guard let content, !content.isApplyingOffset, let scrollView = view as? ScrollView else { return }
                let offset = Point(
                    x: gtk_adjustment_get_value(content.hadjustment), y: gtk_adjustment_get_value(content.vadjustment))
                // What GTK shows now: a sync need not move the adjustments there again.
                content.appliedOffset = offset
                scrollView.contentOffset = offset
            })
        }
        record.paint.clips = true
        containment_canvas_set_clips(record.container.widget, 1)
        return content
    }

    /// Tells the scrolled window the view's content size (for a plain scroll view, the size of
    /// its subviews' canvas) and, if it moved in the core, its offset.
    func updateScrollContent(_ content: ScrollContent, _ scrollView: ScrollView, sizesDocument: Bool) {
        let size = scrollView.contentSize
        if content.appliedContentSize != size {
            content.appliedContentSize = size
            let width = Int32(max(0, size.width.rounded()))
            let height = Int32(max(0, size.height.rounded()))
            if sizesDocument { gtk_widget_set_size_request(content.document, width, height) }
            content.appliedOffset = nil
        }
        let offset = scrollView.contentOffset
        guard content.appliedOffset != offset else { return }
        content.appliedOffset = offset
        // Configured with the core's sizes, not the viewport's: those follow at the next
        // allocation, and setting a value alone would be clamped to the old content size.
        let frame = scrollView.frame.size
        content.isApplyingOffset = true
        defer { content.isApplyingOffset = false }
        for (adjustment, value, page, extent) in [
            (content.hadjustment, offset.x, frame.width, size.width),
            (content.vadjustment, offset.y, frame.height, size.height),
        ] where gtk_adjustment_get_value(adjustment) != value {
            gtk_adjustment_configure(
                adjustment, value, 0, max(extent, page), page * 0.1, page * 0.9, page)
        }
    }
}
