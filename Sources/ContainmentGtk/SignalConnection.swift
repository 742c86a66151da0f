import CGtk

/// One handler connected to a GObject signal, and the means to disconnect it.
///
/// The Swift closure lives in a box whose only strong reference belongs to GLib: disconnecting,
/// or the instance being finalized, releases it (and whatever it captured). Dropping the
/// `SignalConnection` itself leaves the handler connected, as `g_signal_connect` would; keep it
/// to disconnect later. The connection holds its instance weakly, so ``disconnect()`` is safe
/// after the instance is gone.
///
/// Handlers run on the main actor: GTK emits signals on the thread that runs its loop, which
/// is the one running the main actor. Capture widgets weakly or by pointer: a closure that
/// keeps the owner of the instance alive makes a cycle GLib cannot see.
///
/// The instance is passed as `g_signal_connect` takes it, a `gpointer`: a typed GTK pointer
/// (`UnsafeMutablePointer<GtkWidget>`, `UnsafeMutablePointer<GtkSettings>`) converts by itself,
/// an opaque one (`GtkGesture`, `GdkFrameClock`) is passed as `UnsafeMutableRawPointer(pointer)`
/// or as an ``ObjectRef``'s ``ObjectRef/pointer``. The widget signals (`…-event`,
/// `size-allocate`, `draw`) take a `GtkWidget` pointer.
@MainActor
public final class SignalConnection {
    /// The handler id `g_signal_connect_data` returned; 0 when the connection failed.
    public let handlerID: gulong
    /// The detailed signal name, such as `"clicked"` or `"notify::visible"`.
    public let signal: String
    private let instance: UnsafeMutablePointer<GWeakRef>

    init(instance object: gpointer, signal: String, handlerID: gulong) {
        self.signal = signal
        self.handlerID = handlerID
        instance = .allocate(capacity: 1)
        instance.initialize(to: GWeakRef())
        g_weak_ref_init(instance, object)
    }

    isolated deinit {
        g_weak_ref_clear(instance)
        instance.deallocate()
    }

    /// Whether the handler is still connected to a live instance.
    public var isConnected: Bool {
        withInstance { g_signal_handler_is_connected($0, handlerID) != 0 } ?? false
    }

    /// Disconnects the handler, which releases its closure; does nothing if already disconnected
    /// or if the instance is gone.
    public func disconnect() {
        withInstance { object in
            if g_signal_handler_is_connected(object, handlerID) != 0 {
                g_signal_handler_disconnect(object, handlerID)
            }
        }
    }

    private func withInstance<T>(_ body: (gpointer) -> T) -> T? {
        guard handlerID != 0, let object = g_weak_ref_get(instance) else { return nil }
        defer { g_object_unref(object) }
        return body(object)
    }
}

// MARK: - Connecting, one method per handler shape

extension SignalConnection {
    /// The flags for running before or after the class handler.
    fileprivate static func flags(after: Bool) -> GConnectFlags {
        after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)
    }

    /// Wraps a C connect call: checks the instance and the signal name, boxes the handler, and
    /// releases the box if GLib refused it anyway.
    ///
    /// A wrong instance or a misspelt signal is a programming error, refused at once with a
    /// message that names both, rather than a handler that silently never runs.
    fileprivate static func make<Body>(
        _ object: gpointer, _ signal: String, _ handler: Body,
        connect: (gpointer, gpointer) -> gulong
    ) -> SignalConnection {
        precondition(cgtk_is_object(object) != 0, "connecting \"\(signal)\" to something that is not a GObject")
        var signalID: guint = 0
        var detail: GQuark = 0
        precondition(
            g_signal_parse_name(signal, cgtk_object_type(object), &signalID, &detail, 1) != 0,
            "\(String(cString: g_type_name(cgtk_object_type(object)))) has no signal \"\(signal)\"")
        let userData = ClosureBox(handler).retainedPointer()
        let id = connect(object, userData)
        if id == 0 { ClosureBox<Body>.release(userData) }
        return SignalConnection(instance: object, signal: signal, handlerID: id)
    }

    /// Connects a handler that gets no arguments besides the instance:
    /// `void (*)(GtkWidget *, gpointer)`, as `clicked`, `destroy`, `map`, `unmap`, `realize`.
    @discardableResult
    public static func connect(
        _ instance: gpointer, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        typealias Body = @MainActor () -> Void
        return make(instance, signal, handler as Body) { object, userData in
            cgtk_connect_void(
                object, signal,
                { _, userData in
                    guard let userData else { return }
                    MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body() }
                }, userData,
                { userData, _ in if let userData { ClosureBox<Body>.release(userData) } },
                flags(after: after))
        }
    }

    /// Connects a `GdkEvent` handler: `gboolean (*)(GtkWidget *, GdkEvent *, gpointer)`, as
    /// `key-press-event`, `button-press-event`, `configure-event`. Return `true` to stop the event.
    @discardableResult
    public static func connectEvent(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
    ) -> SignalConnection {
        typealias Body = @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
        return make(widget, signal, handler as Body) { object, userData in
            cgtk_connect_event(
                object, signal,
                { _, event, userData in
                    guard let event, let userData else { return CGTK_EVENT_PROPAGATE }
                    let stop = MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body(event) }
                    return stop ? CGTK_EVENT_STOP : CGTK_EVENT_PROPAGATE
                }, userData,
                { userData, _ in if let userData { ClosureBox<Body>.release(userData) } },
                flags(after: after))
        }
    }

    /// Connects a `size-allocate` handler: `void (*)(GtkWidget *, GdkRectangle *, gpointer)`.
    @discardableResult
    public static func connectAllocation(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String = "size-allocate", after: Bool = false,
        handler: @escaping @MainActor (GdkRectangle) -> Void
    ) -> SignalConnection {
        typealias Body = @MainActor (GdkRectangle) -> Void
        return make(widget, signal, handler as Body) { object, userData in
            cgtk_connect_allocation(
                object, signal,
                { _, allocation, userData in
                    guard let allocation, let userData else { return }
                    let rectangle = allocation.pointee
                    MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body(rectangle) }
                }, userData,
                { userData, _ in if let userData { ClosureBox<Body>.release(userData) } },
                flags(after: after))
        }
    }

    /// Connects a `draw` handler: `gboolean (*)(GtkWidget *, cairo_t *, gpointer)`; the handler
    /// gets the `cairo_t` and returns `true` to stop other handlers drawing.
    @discardableResult
    public static func connectDraw(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String = "draw", after: Bool = false,
        handler: @escaping @MainActor (OpaquePointer) -> Bool
    ) -> SignalConnection {
        typealias Body = @MainActor (OpaquePointer) -> Bool
        return make(widget, signal, handler as Body) { object, userData in
            cgtk_connect_draw(
                object, signal,
                { _, cairo, userData in
                    guard let cairo, let userData else { return CGTK_EVENT_PROPAGATE }
                    let stop = MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body(cairo) }
                    return stop ? CGTK_EVENT_STOP : CGTK_EVENT_PROPAGATE
                }, userData,
                { userData, _ in if let userData { ClosureBox<Body>.release(userData) } },
                flags(after: after))
        }
    }

    /// Connects a handler that gets two doubles: `void (*)(gpointer, gdouble, gdouble, gpointer)`,
    /// as `GtkGestureDrag`'s `drag-begin` (start point), `drag-update` and `drag-end` (offsets).
    @discardableResult
    public static func connectPoint(
        _ instance: gpointer, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (Double, Double) -> Void
    ) -> SignalConnection {
        typealias Body = @MainActor (Double, Double) -> Void
        return make(instance, signal, handler as Body) { object, userData in
            cgtk_connect_point(
                object, signal,
                { _, x, y, userData in
                    guard let userData else { return }
                    MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body(x, y) }
                }, userData,
                { userData, _ in if let userData { ClosureBox<Body>.release(userData) } },
                flags(after: after))
        }
    }

    /// Connects a press handler: `void (*)(gpointer, gint, gdouble, gdouble, gpointer)`, as
    /// `GtkGestureMultiPress`'s `pressed` and `released` (press count, then position).
    @discardableResult
    public static func connectPress(
        _ instance: gpointer, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (Int, Double, Double) -> Void
    ) -> SignalConnection {
        typealias Body = @MainActor (Int, Double, Double) -> Void
        return make(instance, signal, handler as Body) { object, userData in
            cgtk_connect_press(
                object, signal,
                { _, count, x, y, userData in
                    guard let userData else { return }
                    MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body(Int(count), x, y) }
                }, userData,
                { userData, _ in if let userData { ClosureBox<Body>.release(userData) } },
                flags(after: after))
        }
    }
}

extension SignalConnection {
    /// Connects a handler that gets one pointer argument: `void (*)(gpointer, gpointer, gpointer)`,
    /// as `notify::…` (a `GParamSpec *`) or `GtkListBox`'s `row-activated` (the row).
    @discardableResult
    public static func connectPointer(
        _ instance: gpointer, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (gpointer?) -> Void
    ) -> SignalConnection {
        typealias Body = @MainActor (gpointer?) -> Void
        return make(instance, signal, handler as Body) { object, userData in
            cgtk_connect_pointer(
                object, signal,
                { _, argument, userData in
                    guard let userData else { return }
                    nonisolated(unsafe) let argument = argument
                    MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body(argument) }
                }, userData,
                { userData, _ in if let userData { ClosureBox<Body>.release(userData) } },
                flags(after: after))
        }
    }
}

extension SignalConnection {
    /// Connects a handler that gets one int: `void (*)(gpointer, gint, gpointer)`, as
    /// `GtkNativeDialog`'s and `GtkDialog`'s `response` (the response id).
    @discardableResult
    public static func connectInt(
        _ instance: gpointer, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (Int) -> Void
    ) -> SignalConnection {
        typealias Body = @MainActor (Int) -> Void
        return make(instance, signal, handler as Body) { object, userData in
            cgtk_connect_int(
                object, signal,
                { _, value, userData in
                    guard let userData else { return }
                    MainActor.assumeIsolated { ClosureBox<Body>.borrow(userData).body(Int(value)) }
                }, userData,
                { userData, _ in if let userData { ClosureBox<Body>.release(userData) } },
                flags(after: after))
        }
    }

    /// Connects a `query-tooltip` handler: `gboolean (*)(GtkWidget *, gint, gint, gboolean,
    /// GtkTooltip *, gpointer)`; the handler gets the place in the widget, whether the keyboard
    /// asked, and the tooltip to fill, and returns whether a tooltip shows.
    @discardableResult
    public static func connectQueryTooltip(
        _ widget: UnsafeMutablePointer<GtkWidget>,
        handler: @escaping @MainActor (_ x: Int, _ y: Int, _ keyboardMode: Bool, OpaquePointer) -> Bool
    ) -> SignalConnection {
        typealias Body = @MainActor (Int, Int, Bool, OpaquePointer) -> Bool
        return make(widget, "query-tooltip", handler as Body) { object, userData in
            cgtk_connect_query_tooltip(
                object,
                { _, x, y, keyboardMode, tooltip, userData in
                    guard let tooltip, let userData else { return 0 }
                    let shows = MainActor.assumeIsolated {
                        ClosureBox<Body>.borrow(userData).body(Int(x), Int(y), keyboardMode != 0, tooltip)
                    }
                    return shows ? 1 : 0
                }, userData,
                { userData, _ in if let userData { ClosureBox<Body>.release(userData) } })
        }
    }
}
