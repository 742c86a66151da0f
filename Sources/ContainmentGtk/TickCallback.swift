import CGtk

/// A callback run once per frame of a widget's frame clock (`gtk_widget_add_tick_callback`).
///
/// While installed, the frame clock keeps producing frames; install one only while something
/// animates. The callback ends when it returns ``TickResult/remove``, when ``remove()`` is
/// called, or when the widget is destroyed; each way GTK calls the destroy notify, which
/// releases the closure.
@MainActor
public final class TickCallback {
    /// The id `gtk_widget_add_tick_callback` returned.
    public let callbackID: guint
    private let state: InstallState
    private let widget: UnsafeMutablePointer<GWeakRef>

    /// Shared by the handle and the C side, which clears it in the destroy notify.
    final class InstallState {
        var isInstalled = true
    }

    /// What the C side owns: the closure and the flag to clear.
    private typealias Body = @MainActor (FrameTick) -> TickResult
    private typealias Payload = (body: Body, state: InstallState)

    private init(widget object: gpointer, callbackID: guint, state: InstallState) {
        self.callbackID = callbackID
        self.state = state
        widget = .allocate(capacity: 1)
        widget.initialize(to: GWeakRef())
        g_weak_ref_init(widget, object)
    }

    isolated deinit {
        g_weak_ref_clear(widget)
        widget.deallocate()
    }

    /// Installs `body` to run on each frame of `widget`'s frame clock, starting with the next.
    ///
    /// Frames come only while the widget is realized and mapped.
    public static func add(
        to widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (FrameTick) -> TickResult
    ) -> TickCallback {
        let state = InstallState()
        let payload: Payload = (body, state)
        let userData = ClosureBox(payload).retainedPointer()
        let id = gtk_widget_add_tick_callback(
            widget,
            { _, clock, userData in
                guard let clock, let userData else { return CGTK_SOURCE_REMOVE }
                let tick = FrameTick(
                    frameTime: Int64(gdk_frame_clock_get_frame_time(clock)),
                    frameCounter: Int64(gdk_frame_clock_get_frame_counter(clock)))
                let result = MainActor.assumeIsolated { ClosureBox<Payload>.borrow(userData).body.body(tick) }
                return result == .continue ? CGTK_SOURCE_CONTINUE : CGTK_SOURCE_REMOVE
            }, userData,
            { userData in
                guard let userData else { return }
                MainActor.assumeIsolated { ClosureBox<Payload>.borrow(userData).body.state.isInstalled = false }
                ClosureBox<Payload>.release(userData)
            })
        return TickCallback(widget: widget, callbackID: id, state: state)
    }

    /// Whether GTK still calls the callback each frame.
    public var isInstalled: Bool { state.isInstalled }

    /// Removes the callback (releasing its closure); does nothing if it already ended.
    public func remove() {
        guard state.isInstalled, let object = g_weak_ref_get(widget) else { return }
        defer { g_object_unref(object) }
        gtk_widget_remove_tick_callback(cgtk_widget(object), callbackID)
    }
}
