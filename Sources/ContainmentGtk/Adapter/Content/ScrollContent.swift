import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

/// A `ScrollView`'s `GtkScrolledWindow` around a ``ContainmentScrollPort`` (a scrollable widget
/// only as large as the view) and, in it, the canvas of the subviews' widgets, which the mirror
/// places at their frames less the view's `contentOffset` (UIKit's bounds origin): only what
/// shows has widgets near the port, however large the content. (A table's `GtkListBox` still
/// scrolls in a `GtkViewport` of its own, see ``TableContent``.) The scrolled window's
/// adjustments span the content and its insets, and they and the core's `contentOffset` follow
/// each other, whichever moved, as a `UIScrollView`'s offset follows the user's scrolling and
/// the app's. Main-actor isolated, so the adjustments' handlers may capture it.
@MainActor final class ScrollContent: ContentMirror {
    let scrolled: UnsafeMutablePointer<GtkWidget>
    /// What scrolls: the scroll port of a plain scroll view, a table's list.
    let document: UnsafeMutablePointer<GtkWidget>
    /// The canvas the subviews' widgets go in, inside the port (`nil` for a table's list).
    private let canvas: UnsafeMutablePointer<GtkWidget>?
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

    /// A scrolled window around `document` (a table's list) in a `GtkViewport`, for `view`,
    /// whose adjustments move the view's `ScrollView.contentOffset` as the user scrolls.
    /// A table scrolls vertically only: its rows are as wide as it is, and ellipsized.
    init(document: UnsafeMutablePointer<GtkWidget>, of view: ScrollView, scrollsHorizontally: Bool) {
        canvas = nil
        self.document = document
        scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_shadow_type(cgtk_scrolled_window(scrolled), GTK_SHADOW_NONE)
        gtk_scrolled_window_set_policy(
            cgtk_scrolled_window(scrolled), scrollsHorizontally ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            GTK_POLICY_AUTOMATIC)
        let viewport = gtk_viewport_new(nil, nil)!
        gtk_viewport_set_shadow_type(cgtk_viewport(viewport), GTK_SHADOW_NONE)
        gtk_container_add(cgtk_container(viewport), document)
        gtk_container_add(cgtk_container(scrolled), viewport)
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

    func update(_ scrollView: ScrollView) {
        update(scrollView, sizesDocument: true)
    }

    func accessibleRole(for view: ScrollView) -> AtkRole { ATK_ROLE_SCROLL_PANE }

    /// Tells the scrolled window the view's scrolling range, offset and scroll bars, when they
    /// changed. `sizesDocument` is `false` for a table's list, which sizes itself in its viewport.
    func update(_ scrollView: ScrollView, sizesDocument: Bool) {
        let wanted = Applied(
            contentSize: scrollView.contentSize, insets: scrollView.adjustedContentInset,
            offset: scrollView.contentOffset, size: scrollView.frame.size,
            showsBars: [scrollView.showsHorizontalScrollIndicator, scrollView.showsVerticalScrollIndicator],
            scrolls: scrollView.isScrollEnabled)
        guard applied != wanted else { return }
        if applied?.showsBars != wanted.showsBars || applied?.scrolls != wanted.scrolls {
            setPolicy(wanted, scrollsHorizontally: sizesDocument)
        }
        applied = wanted
        isApplyingOffset = true
        defer { isApplyingOffset = false }
        let (size, insets, offset, frame) = (wanted.contentSize, wanted.insets, wanted.offset, wanted.size)
        if canvas == nil {
            configureViewport(size: size, offset: offset, frame: frame)
            return
        }
        containment_scroll_port_configure(
            document, -insets.left, size.width + insets.right, offset.x, frame.width,
            -insets.top, size.height + insets.bottom, offset.y, frame.height)
    }

    /// Scroll bars show where the content scrolls and the view wants them; a scroll view the
    /// user cannot scroll shows none.
    private func setPolicy(_ wanted: Applied, scrollsHorizontally: Bool) {
        func policy(_ shows: Bool) -> GtkPolicyType {
            !wanted.scrolls ? GTK_POLICY_EXTERNAL : shows ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
        }
        gtk_scrolled_window_set_policy(
            cgtk_scrolled_window(scrolled), scrollsHorizontally ? policy(wanted.showsBars[0]) : GTK_POLICY_NEVER,
            policy(wanted.showsBars[1]))
    }

    /// A table's list in its viewport: the adjustments configured with the core's sizes, not the
    /// viewport's (those follow at the next allocation, and a value alone would be clamped to
    /// the old content size).
    private func configureViewport(size: Size, offset: Point, frame: Size) {
        for (adjustment, value, page, extent) in [
            (hadjustment, offset.x, frame.width, size.width),
            (vadjustment, offset.y, frame.height, size.height),
        ] where gtk_adjustment_get_value(adjustment) != value {
            gtk_adjustment_configure(
                adjustment, value, 0, max(extent, page), page * 0.1, page * 0.9, page)
        }
    }
}
