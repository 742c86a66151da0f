import CGtk
import CGtkCanvas
@_spi(Adapter) import Containment

/// Hands GDK's scroll events to the core window before the widget under the pointer sees them,
/// so that the core's one rule (`InputArbitration`) decides where a scroll goes:
/// a touchpad swipe a container drives is stopped here; anything else goes on to GTK's widgets
/// (a `GtkScrolledWindow` scrolls, a slider moves).
///
/// GTK 3 has no public capture phase for scroll events (a `GtkScrolledWindow` takes them in
/// its own private one), so the handler is installed where GTK keeps a widget's private
/// capture-phase handler, as libhandy's swipeable widgets do. It only translates: a
/// `GDK_SCROLL_SMOOTH` event is a `ScrollEvent.Phase.changed` delta (in points,
/// `ScrollEvent.pointsPerScrollUnit` per unit) or, for the stop event
/// (`gdk_event_is_scroll_stop_event`), `ScrollEvent.Phase.ended`; a discrete
/// wheel event is `ScrollEvent.Phase.wheel`.
///
/// GTK's X11 backend never sets the stop flag (only Wayland's does), so until a stop event has
/// been seen, a swipe the core took (or a touchpad scroll of a core scroll view, which is
/// `ScrollView.isDragging` meanwhile) ends after ``quietPeriod`` without deltas, as if the fingers
/// had lifted with the last delta; once stop events are known to come, only they end a swipe.
@MainActor
final class ScrollRouting {
    /// How long a swipe may go without deltas before it counts as ended, where no stop events come.
    static let quietPeriod: guint = 250

    /// Whether a stop event was seen: the backend reports the fingers lifting.
    private var seesStopEvents = false
    /// Whether the core took a delta of the scroll under way, so it waits for its stop.
    private var awaitingStop = false
    /// Tells a quiet-period timeout from those of later deltas.
    private var deltaGeneration = 0
    private var lastDelta: (location: Point, time: Double) = (.zero, 0)

    private typealias Body = @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
    /// Where the handler's box hangs on the widget (the capture handler gets no user data).
    private static let dataKey = "containment-scroll-routing"

    private let widget: UnsafeMutablePointer<GtkWidget>
    private var installed = false

    /// Routes the scroll events that reach `widget` (the host's event box, whose coordinates
    /// are the core window's) to `window`.
    init(on widget: UnsafeMutablePointer<GtkWidget>, window: Window) {
        self.widget = widget
        let body: Body = { [weak self, weak window] event in
            guard let self, let window else { return false }
            return route(event, to: window, over: widget)
        }
        cgtk_object_set_data_full(widget, Self.dataKey, ClosureBox(body).retainedPointer()) { data in
            if let data { ClosureBox<Body>.release(data) }
        }
        cgtk_widget_set_captured_event_handler(widget) { widget, event in
            guard let widget, let event, event.pointee.type == GDK_SCROLL,
                  let data = cgtk_object_get_data(widget, ScrollRouting.dataKey) else { return CGTK_EVENT_PROPAGATE }
            let stop = MainActor.assumeIsolated { ClosureBox<Body>.borrow(data).body(event) }
            return stop ? CGTK_EVENT_STOP : CGTK_EVENT_PROPAGATE
        }
        installed = true
    }

    /// Removes the handler and frees its box.
    func disconnect() {
        guard installed else { return }
        installed = false
        cgtk_widget_set_captured_event_handler(widget, nil)
        cgtk_object_set_data_full(widget, Self.dataKey, nil, nil)
    }

    /// Translates `event` and offers it to the core; returns whether the core took it.
    private func route(_ event: UnsafeMutablePointer<GdkEvent>, to window: Window, over eventBox: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let scroll = event.pointee.scroll
        guard let boxWindow = gtk_widget_get_window(eventBox) else { return false }
        var originX: gint = 0, originY: gint = 0
        gdk_window_get_origin(boxWindow, &originX, &originY)
        let location = Point(x: scroll.x_root - Double(originX), y: scroll.y_root - Double(originY))
        let time = Double(scroll.time) / 1000
        let core: ScrollEvent
        if scroll.direction != GDK_SCROLL_SMOOTH {
            core = ScrollEvent(.wheel, at: location, time: time)
        } else if gdk_event_is_scroll_stop_event(event) != 0 {
            core = ScrollEvent(.ended, at: location, time: time)
        } else {
            var dx = 0.0, dy = 0.0
            _ = gdk_event_get_scroll_deltas(event, &dx, &dy)
            let delta = Point(x: dx * ScrollEvent.pointsPerScrollUnit, y: dy * ScrollEvent.pointsPerScrollUnit)
            core = ScrollEvent(.changed, at: location, delta: delta, time: time,
                               nativeViewCanScroll: NativeInput.canScroll(under: gtk_get_event_widget(event), by: delta))
        }
        let taken = window.handleScroll(core)
        switch core.phase {
        case .ended:
            seesStopEvents = true
            awaitingStop = false
        case .changed where taken || window.scrollAwaitsStop:
            awaitingStop = true
            if !seesStopEvents { endWhenQuiet(window, after: core) }
        case .changed, .wheel:
            break
        }
        return taken
    }

    /// Ends the swipe with a stop at `event`'s time if no delta follows within ``quietPeriod``.
    private func endWhenQuiet(_ window: Window, after event: ScrollEvent) {
        deltaGeneration += 1
        let generation = deltaGeneration
        lastDelta = (event.location, event.timestamp)
        MainLoopSource.timeout(milliseconds: Self.quietPeriod) { [weak self, weak window] in
            guard let self, let window, generation == deltaGeneration, awaitingStop, !seesStopEvents else { return }
            awaitingStop = false
            window.handleScroll(ScrollEvent(.ended, at: lastDelta.location, time: lastDelta.time))
        }
    }
}

/// What native widgets under the pointer take themselves, for the facts the core's rule asks of
/// the host: the widgets inside a ``NativeView`` (or a content view's own widget), from the one
/// under the pointer up to the nearest mirrored canvas.
@MainActor
enum NativeInput {
    /// Whether a native scrolled window under the pointer can still scroll by `delta` (points, as
    /// GDK signs it), or a slider there can still move.
    static func canScroll(under widget: UnsafeMutablePointer<GtkWidget>?, by delta: Point) -> Bool {
        var current = widget
        while let node = current, cgtk_object_type(node) != containment_canvas_get_type() {
            if cgtk_is_range(node) != 0 {
                let adjustment = gtk_range_get_adjustment(cgtk_range(node))
                if gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) > gtk_adjustment_get_lower(adjustment) {
                    return true
                }
            }
            if cgtk_is_scrolled_window(node) != 0 {
                let horizontal = abs(delta.x) > abs(delta.y)
                let scrolled = cgtk_scrolled_window(node)
                let adjustment = horizontal
                    ? gtk_scrolled_window_get_hadjustment(scrolled) : gtk_scrolled_window_get_vadjustment(scrolled)
                if let adjustment {
                    let value = gtk_adjustment_get_value(adjustment)
                    let moving = horizontal ? delta.x : delta.y
                    let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                    if moving > 0, value < upper - 0.5 { return true }
                    if moving < 0, value > gtk_adjustment_get_lower(adjustment) + 0.5 { return true }
                }
            }
            current = gtk_widget_get_parent(node)
        }
        return false
    }

    /// Whether a press on `widget` starts a drag the widget takes itself: a slider's, or a text
    /// selection in an entry or text view.
    static func takesDrags(_ widget: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        var current = widget
        while let node = current, cgtk_object_type(node) != containment_canvas_get_type() {
            if cgtk_is_range(node) != 0 || cgtk_is_editable(node) != 0 || cgtk_is_text_view(node) != 0 { return true }
            current = gtk_widget_get_parent(node)
        }
        return false
    }
}
