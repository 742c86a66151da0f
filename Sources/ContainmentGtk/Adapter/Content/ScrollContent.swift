import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

/// A `ScrollView`'s `GtkScrolledWindow` around a `GtkViewport` and the document (a
/// `ContainmentCanvas` the size of the content, holding the subviews' widgets; a `GtkListBox`
/// for a table, see ``TableContent``), with the content size and offset GTK was last told. Its
/// adjustments and the core's `contentOffset` follow each other, whichever moved, as a
/// `UIScrollView`'s offset follows the user's scrolling and the app's.
/// Main-actor isolated, so the adjustments' handlers may capture it.
@MainActor final class ScrollContent: ContentMirror {
    let scrolled: UnsafeMutablePointer<GtkWidget>
    /// What scrolls: the subviews' canvas of a plain scroll view, a table's list.
    let document: UnsafeMutablePointer<GtkWidget>
    /// Whether the document is the subviews' canvas (sized to the content size), not a table's list.
    private let holdsSubviews: Bool
    var appliedContentSize: Size?
    var appliedOffset: Point?
    /// Set while a sync moves the adjustments to the core's offset: their signals then
    /// report the core's own value (or half of it, one axis moved before the other), not the
    /// user scrolling, and must not take over an animated scroll.
    var isApplyingOffset = false
    private(set) var connections: [SignalConnection] = []

    var widget: UnsafeMutablePointer<GtkWidget> { scrolled }
    var scrolledWindow: UnsafeMutablePointer<GtkWidget>? { scrolled }
    var subviewCanvas: UnsafeMutablePointer<GtkWidget>? { holdsSubviews ? document : nil }
    var clipsFromStart: Bool { true }

    var hadjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_hadjustment(cgtk_scrolled_window(scrolled))
    }
    var vadjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))
    }

    /// A plain scroll view: its subviews' widgets go in a canvas that scrolls both ways.
    init(view: ScrollView, mirror: ViewMirror) {
        (scrolled, document) = Self.makeScrolledWindow(around: containment_canvas_new()!, scrollsHorizontally: true)
        holdsSubviews = true
        connectAdjustments(to: view)
    }

    /// A scrolled window around `document` for `view`, whose adjustments move the view's
    /// `ScrollView.contentOffset` (which calls its delegate) as the user scrolls
    /// with the wheel, the touchpad or the scroll bars.
    /// A table scrolls vertically only: its rows are as wide as it is, and ellipsized.
    init(document: UnsafeMutablePointer<GtkWidget>, of view: ScrollView, scrollsHorizontally: Bool) {
        (scrolled, self.document) = Self.makeScrolledWindow(around: document, scrollsHorizontally: scrollsHorizontally)
        holdsSubviews = false
        connectAdjustments(to: view)
    }

    private static func makeScrolledWindow(
        around document: UnsafeMutablePointer<GtkWidget>, scrollsHorizontally: Bool
    ) -> (UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>) {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_shadow_type(cgtk_scrolled_window(scrolled), GTK_SHADOW_NONE)
        gtk_scrolled_window_set_policy(
            cgtk_scrolled_window(scrolled), scrollsHorizontally ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            GTK_POLICY_AUTOMATIC)
        let viewport = gtk_viewport_new(nil, nil)!
        gtk_viewport_set_shadow_type(cgtk_viewport(viewport), GTK_SHADOW_NONE)
        gtk_container_add(cgtk_container(viewport), document)
        gtk_container_add(cgtk_container(scrolled), viewport)
        return (scrolled, document)
    }

    private func connectAdjustments(to view: ScrollView) {
        for adjustment in [hadjustment, vadjustment] {
            connections.append(SignalConnection.connect(adjustment, "value-changed") { [weak view, weak self] in
                guard let self, !isApplyingOffset, let view else { return }
                let offset = Point(x: gtk_adjustment_get_value(hadjustment), y: gtk_adjustment_get_value(vadjustment))
                // What GTK shows now: a sync need not move the adjustments there again.
                appliedOffset = offset
                view.contentOffset = offset
            })
        }
    }

    func update(_ scrollView: ScrollView) {
        update(scrollView, sizesDocument: true)
    }

    func accessibleRole(for view: ScrollView) -> AtkRole { ATK_ROLE_SCROLL_PANE }

    /// Tells the scrolled window the view's content size (for a plain scroll view, the size of
    /// its subviews' canvas) and, if it moved in the core, its offset.
    func update(_ scrollView: ScrollView, sizesDocument: Bool) {
        let size = scrollView.contentSize
        if appliedContentSize != size {
            appliedContentSize = size
            let width = Int32(max(0, size.width.rounded()))
            let height = Int32(max(0, size.height.rounded()))
            if sizesDocument { gtk_widget_set_size_request(document, width, height) }
            appliedOffset = nil
        }
        let offset = scrollView.contentOffset
        guard appliedOffset != offset else { return }
        appliedOffset = offset
        // Configured with the core's sizes, not the viewport's: those follow at the next
        // allocation, and setting a value alone would be clamped to the old content size.
        let frame = scrollView.frame.size
        isApplyingOffset = true
        defer { isApplyingOffset = false }
        for (adjustment, value, page, extent) in [
            (hadjustment, offset.x, frame.width, size.width),
            (vadjustment, offset.y, frame.height, size.height),
        ] where gtk_adjustment_get_value(adjustment) != value {
            gtk_adjustment_configure(
                adjustment, value, 0, max(extent, page), page * 0.1, page * 0.9, page)
        }
    }
}
