import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

/// A `ScrollView`'s `GtkScrolledWindow` around a ``ContainmentScrollPort`` (a scrollable widget
/// only as large as the view) and, in it, the canvas of the subviews' widgets, which the mirror
/// places at their frames less the view's `contentOffset` (UIKit's bounds origin): only what
/// shows has widgets near the port, however large the content (a table's cells, see
/// ``TableContent``). The scrolled window's
/// adjustments span the content and its insets, and they and the core's `contentOffset` follow
/// each other, whichever moved, as a `UIScrollView`'s offset follows the user's scrolling and
/// the app's. Main-actor isolated, so the adjustments' handlers may capture it.
@MainActor final class ScrollContent: ContentMirror {
    let scrolled: UnsafeMutablePointer<GtkWidget>
    /// What scrolls: the scroll port.
    let document: UnsafeMutablePointer<GtkWidget>
    /// The canvas the subviews' widgets go in, inside the port.
    private let canvas: UnsafeMutablePointer<GtkWidget>
    /// What the scrolled window was last told: the range, the offset, the view's size, and
    /// which scroll bars show.
    private var applied: Applied?
    /// Set while a sync moves the adjustments to the core's offset: their signals then
    /// report the core's own value (or half of it, one axis moved before the other), not the
    /// user scrolling, and must not take over an animated scroll.
    var isApplyingOffset = false
    private(set) var connections: [SignalConnection] = []

    private struct Applied: Equatable {
        var contentSize: Size
        var insets: EdgeInsets
        var offset: Point
        var size: Size
        var showsBars: [Bool]
        var scrolls: Bool
    }

    var widget: UnsafeMutablePointer<GtkWidget> { scrolled }
    var scrolledWindow: UnsafeMutablePointer<GtkWidget>? { scrolled }
    var subviewCanvas: UnsafeMutablePointer<GtkWidget>? { canvas }

    /// The canvas of the subviews' widgets, inside the port.
    var canvasWidget: UnsafeMutablePointer<GtkWidget> { canvas }
    var clipsFromStart: Bool { true }

    var hadjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_hadjustment(cgtk_scrolled_window(scrolled))
    }
    var vadjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))
    }

    /// A plain scroll view: its subviews' widgets go in a canvas in a scroll port.
    init(view: ScrollView, mirror: ViewMirror) {
        let canvas = containment_canvas_new()!
        containment_canvas_set_clips(canvas, 1)
        self.canvas = canvas
        document = containment_scroll_port_new(canvas)!
        scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_shadow_type(cgtk_scrolled_window(scrolled), GTK_SHADOW_NONE)
        gtk_container_add(cgtk_container(scrolled), document)
        connectAdjustments(to: view)
    }

    private func connectAdjustments(to view: ScrollView) {
        for adjustment in [hadjustment, vadjustment] {
            connections.append(SignalConnection.connect(adjustment, "value-changed") { [weak view, weak self] in
                guard let self, !isApplyingOffset, let view else { return }
                let offset = Point(x: gtk_adjustment_get_value(hadjustment), y: gtk_adjustment_get_value(vadjustment))
                view.scrollFromUser(to: offset)
                // What GTK shows now: a sync need not move the adjustments there again, unless
                // the core kept another offset (scrolling disabled), which the next sync puts back.
                if view.contentOffset == offset { applied?.offset = offset } else { view.setNeedsDisplay() }
            })
        }
    }

    func accessibleRole(for view: ScrollView) -> AtkRole { ATK_ROLE_SCROLL_PANE }

    /// Tells the scrolled window the view's scrolling range, offset and scroll bars, when they
    /// changed.
    func update(_ scrollView: ScrollView) {
        let wanted = Applied(
            contentSize: scrollView.contentSize, insets: scrollView.adjustedContentInset,
            offset: scrollView.contentOffset, size: scrollView.frame.size,
            showsBars: [scrollView.showsHorizontalScrollIndicator, scrollView.showsVerticalScrollIndicator],
            scrolls: scrollView.isScrollEnabled)
        guard applied != wanted else { return }
        if applied?.showsBars != wanted.showsBars || applied?.scrolls != wanted.scrolls { setPolicy(wanted) }
        applied = wanted
        isApplyingOffset = true
        defer { isApplyingOffset = false }
        let (size, insets, offset, frame) = (wanted.contentSize, wanted.insets, wanted.offset, wanted.size)
        containment_scroll_port_configure(
            document, -insets.left, size.width + insets.right, offset.x, frame.width,
            -insets.top, size.height + insets.bottom, offset.y, frame.height)
    }

    /// Scroll bars show where the content scrolls and the view wants them; a scroll view the
    /// user cannot scroll shows none.
    private func setPolicy(_ wanted: Applied) {
        func policy(_ shows: Bool) -> GtkPolicyType {
            !wanted.scrolls ? GTK_POLICY_EXTERNAL : shows ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
        }
        gtk_scrolled_window_set_policy(
            cgtk_scrolled_window(scrolled), policy(wanted.showsBars[0]), policy(wanted.showsBars[1]))
    }
}
