import CGtk
import Containment
@_spi(Testing) import ContainmentGtk

/// Real GDK input events for tests, put on GDK's event queue and dispatched through
/// GTK's normal path, so signal handlers and gestures (`GtkGestureMultiPress`,
/// `GtkGestureDrag`) see what they would see from a mouse or keyboard.
///
/// Points are in the toplevel window's coordinates. Like the X server, these pick the deepest
/// visible `GdkWindow` under the point and keep sending a press's motion and release to the
/// window that got the press (the implicit grab). Every event carries the default seat's
/// device, since gestures ignore events without one. Each call returns after GTK handled its
/// events.
@MainActor
public enum SyntheticInput {
    /// Moves the pointer to `point`, presses `button` and releases it there.
    public static func click(
        _ window: UnsafeMutablePointer<GtkWidget>, at point: Point, button: UInt32 = 1,
        modifiers: GdkModifierType = GdkModifierType(rawValue: 0)
    ) throws {
        let target = try PointerTarget(window: window, point: point)
        send(.motion(buttons: GdkModifierType(rawValue: 0)), to: target, at: point, modifiers: modifiers)
        send(.press(button), to: target, at: point, modifiers: modifiers)
        send(.release(button), to: target, at: point, modifiers: combine(modifiers, mask(for: button)))
    }

    /// Presses `button` at `from`, moves in `steps` equal motion events to `to` with the button
    /// held, and releases there.
    public static func drag(
        _ window: UnsafeMutablePointer<GtkWidget>, from start: Point, to end: Point, steps: Int = 5,
        button: UInt32 = 1, modifiers: GdkModifierType = GdkModifierType(rawValue: 0)
    ) throws {
        let target = try PointerTarget(window: window, point: start)
        let held = combine(modifiers, mask(for: button))
        send(.motion(buttons: GdkModifierType(rawValue: 0)), to: target, at: start, modifiers: modifiers)
        send(.press(button), to: target, at: start, modifiers: modifiers)
        let count = max(steps, 1)
        for step in 1...count {
            let t = Double(step) / Double(count)
            let point = Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            send(.motion(buttons: mask(for: button)), to: target, at: point, modifiers: held)
        }
        send(.release(button), to: target, at: end, modifiers: held)
    }

    /// A button held down at a point of `window`, for a drag a test looks at half way: move it
    /// with ``HeldPointer/move(to:)`` (letting real time pass between moves, as a hand does) and
    /// let go with ``HeldPointer/release(at:)``. Events go to the window under the press, as the
    /// X server's implicit grab sends them.
    public static func press(
        _ window: UnsafeMutablePointer<GtkWidget>, at point: Point, button: UInt32 = 1
    ) throws -> HeldPointer {
        let target = try PointerTarget(window: window, point: point)
        let none = GdkModifierType(rawValue: 0)
        send(.motion(buttons: none), to: target, at: point, modifiers: none)
        send(.press(button), to: target, at: point, modifiers: none)
        return HeldPointer(target: target, button: button)
    }

    /// A pointer button held down by ``SyntheticInput/press(_:at:button:)``.
    @MainActor
    public struct HeldPointer {
        let target: PointerTarget
        let button: UInt32

        /// Moves the held pointer to `point` (window coordinates).
        public func move(to point: Point) {
            SyntheticInput.send(.motion(buttons: SyntheticInput.mask(for: button)), to: target, at: point,
                                modifiers: SyntheticInput.mask(for: button))
        }

        /// Lets the button go at `point`.
        public func release(at point: Point) {
            SyntheticInput.send(.release(button), to: target, at: point, modifiers: SyntheticInput.mask(for: button))
        }
    }

    /// Presses and releases the key `keyval` (a `GDK_KEY_*` value) with `modifiers` held.
    public static func key(
        _ window: UnsafeMutablePointer<GtkWidget>, keyval: UInt32, modifiers: GdkModifierType = GdkModifierType(rawValue: 0)
    ) throws {
        guard let gdkWindow = gtk_widget_get_window(window) else { throw GtkRuntimeError.notRealized }
        guard let toplevel = gdk_window_get_toplevel(gdkWindow) else { throw GtkRuntimeError.notRealized }
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            let event = gdk_event_new(type)!
            cgtk_event_set_window(event, toplevel)
            event.pointee.key.send_event = 0
            event.pointee.key.time = eventTime()
            event.pointee.key.state = modifiers.rawValue
            event.pointee.key.keyval = keyval
            event.pointee.key.hardware_keycode = keycode(for: keyval, on: toplevel)
            event.pointee.key.group = 0
            cgtk_key_event_set_empty_string(event)
            if let keyboard = seatDevices(of: toplevel).keyboard {
                gdk_event_set_device(event, keyboard)
                gdk_event_set_source_device(event, keyboard)
            }
            put(event)
        }
    }

    /// Gives the toplevel of `window` keyboard focus, as a window manager does when the user
    /// picks the window: GTK then sends focus-in to the widget that has the focus inside it
    /// (there is no window manager under Xvfb to do it).
    public static func focusWindow(_ window: UnsafeMutablePointer<GtkWidget>) throws {
        guard let gdkWindow = gtk_widget_get_window(window) else { throw GtkRuntimeError.notRealized }
        guard let toplevel = gdk_window_get_toplevel(gdkWindow) else { throw GtkRuntimeError.notRealized }
        let event = gdk_event_new(GDK_FOCUS_CHANGE)!
        cgtk_event_set_window(event, toplevel)
        event.pointee.focus_change.send_event = 1
        event.pointee.focus_change.in = 1
        if let keyboard = seatDevices(of: toplevel).keyboard { gdk_event_set_device(event, keyboard) }
        put(event)
    }

    /// Turns the mouse wheel one notch at `point` (`GDK_SCROLL_UP` … `GDK_SCROLL_RIGHT`), as X
    /// reports a wheel click, once per `count`.
    public static func wheel(
        _ window: UnsafeMutablePointer<GtkWidget>, at point: Point, direction: GdkScrollDirection, count: Int = 1
    ) throws {
        let target = try PointerTarget(window: window, point: point)
        send(.motion(buttons: GdkModifierType(rawValue: 0)), to: target, at: point, modifiers: GdkModifierType(rawValue: 0))
        for _ in 0..<max(count, 0) {
            sendScroll(to: target, at: point, direction: direction, delta: (0, 0), isStop: false)
        }
    }

    /// Scrolls smoothly at `point` as a touchpad or a precise wheel does: one `GDK_SCROLL_SMOOTH`
    /// event per delta (in scroll units; positive `dy` scrolls down, positive `dx` right), then
    /// the stop event that ends a touchpad scroll (and starts GTK's kinetic deceleration for
    /// touchpads).
    ///
    /// With an `interval` (seconds), the events carry times that many seconds apart, and the stop
    /// comes `pause` seconds after the last delta: the velocity a touchpad's fingers would have,
    /// whatever the speed of the test. Without one they carry the current time. Without
    /// `endsWithStop` no stop event follows, as GTK's X11 backend reports a touchpad scroll.
    public static func smoothScroll(
        _ window: UnsafeMutablePointer<GtkWidget>, at point: Point, deltas: [(dx: Double, dy: Double)],
        interval: Double? = nil, pause: Double = 0, endsWithStop: Bool = true
    ) throws {
        let target = try PointerTarget(window: window, point: point)
        send(.motion(buttons: GdkModifierType(rawValue: 0)), to: target, at: point, modifiers: GdkModifierType(rawValue: 0))
        let start = eventTime()
        let time = { (seconds: Double) -> UInt32? in
            interval.map { _ in start &+ UInt32(max(0, seconds * 1000).rounded()) }
        }
        for (index, delta) in deltas.enumerated() {
            sendScroll(to: target, at: point, direction: GDK_SCROLL_SMOOTH, delta: (delta.dx, delta.dy), isStop: false,
                       time: time(Double(index) * (interval ?? 0)))
        }
        guard endsWithStop else { return }
        let last = Double(max(deltas.count - 1, 0)) * (interval ?? 0)
        sendScroll(to: target, at: point, direction: GDK_SCROLL_SMOOTH, delta: (0, 0), isStop: true, time: time(last + pause))
    }

    /// Types `text` as key presses and releases of each character's keyval, as a keyboard
    /// does (what GTK's input method turns back into text).
    public static func type(_ window: UnsafeMutablePointer<GtkWidget>, _ text: String) throws {
        for scalar in text.unicodeScalars {
            try key(window, keyval: gdk_unicode_to_keyval(scalar.value))
        }
    }

    private static func sendScroll(
        to target: PointerTarget, at point: Point, direction: GdkScrollDirection, delta: (Double, Double), isStop: Bool,
        time: UInt32? = nil
    ) {
        let event = gdk_event_new(GDK_SCROLL)!
        cgtk_event_set_window(event, target.window)
        event.pointee.scroll.send_event = 0
        event.pointee.scroll.time = time ?? eventTime()
        event.pointee.scroll.x = point.x - target.offset.x
        event.pointee.scroll.y = point.y - target.offset.y
        event.pointee.scroll.x_root = point.x + target.rootOrigin.x
        event.pointee.scroll.y_root = point.y + target.rootOrigin.y
        event.pointee.scroll.direction = direction
        event.pointee.scroll.delta_x = delta.0
        event.pointee.scroll.delta_y = delta.1
        event.pointee.scroll.is_stop = isStop ? 1 : 0
        let devices = seatDevices(of: target.window)
        if let pointer = devices.pointer {
            gdk_event_set_device(event, pointer)
            gdk_event_set_source_device(event, devices.pointerSource ?? pointer)
        }
        put(event)
    }

    // MARK: - Building pointer events

    fileprivate enum PointerEvent {
        case press(UInt32)
        case release(UInt32)
        case motion(buttons: GdkModifierType)
    }

    /// Both sets of modifier bits (GdkModifierType is imported as a plain C enum, not an option set).
    private static func combine(_ a: GdkModifierType, _ b: GdkModifierType) -> GdkModifierType {
        GdkModifierType(rawValue: a.rawValue | b.rawValue)
    }

    /// The `GDK_BUTTONn_MASK` for a button number.
    fileprivate static func mask(for button: UInt32) -> GdkModifierType {
        switch button {
        case 1: GDK_BUTTON1_MASK
        case 2: GDK_BUTTON2_MASK
        case 3: GDK_BUTTON3_MASK
        case 4: GDK_BUTTON4_MASK
        case 5: GDK_BUTTON5_MASK
        default: GdkModifierType(rawValue: 0)
        }
    }

    fileprivate static func send(
        _ kind: PointerEvent, to target: PointerTarget, at point: Point, modifiers: GdkModifierType
    ) {
        let local = Point(x: point.x - target.offset.x, y: point.y - target.offset.y)
        let root = Point(x: point.x + target.rootOrigin.x, y: point.y + target.rootOrigin.y)
        let event: UnsafeMutablePointer<GdkEvent>
        switch kind {
        case .press(let button), .release(let button):
            let isPress = if case .press = kind { true } else { false }
            event = gdk_event_new(isPress ? GDK_BUTTON_PRESS : GDK_BUTTON_RELEASE)!
            cgtk_event_set_window(event, target.window)
            event.pointee.button.send_event = 0
            event.pointee.button.time = eventTime()
            event.pointee.button.x = local.x
            event.pointee.button.y = local.y
            event.pointee.button.x_root = root.x
            event.pointee.button.y_root = root.y
            event.pointee.button.state = modifiers.rawValue
            event.pointee.button.button = button
        case .motion(let buttons):
            event = gdk_event_new(GDK_MOTION_NOTIFY)!
            cgtk_event_set_window(event, target.window)
            event.pointee.motion.send_event = 0
            event.pointee.motion.time = eventTime()
            event.pointee.motion.x = local.x
            event.pointee.motion.y = local.y
            event.pointee.motion.x_root = root.x
            event.pointee.motion.y_root = root.y
            event.pointee.motion.state = combine(modifiers, buttons).rawValue
            event.pointee.motion.is_hint = 0
        }
        let devices = seatDevices(of: target.window)
        if let pointer = devices.pointer {
            gdk_event_set_device(event, pointer)
            gdk_event_set_source_device(event, devices.pointerSource ?? pointer)
        }
        put(event)
    }

    /// Queues `event` on its display like an event from X, frees it, and lets GTK handle it.
    private static func put(_ event: UnsafeMutablePointer<GdkEvent>) {
        gdk_event_put(event)
        gdk_event_free(event)
        MainLoopPump.dispatchPending()
    }

    // MARK: - Devices, keycodes and times

    private struct SeatDevices {
        var pointer: OpaquePointer?
        var pointerSource: OpaquePointer?
        var keyboard: OpaquePointer?
    }

    /// The default seat's master pointer and keyboard, and a physical (slave) pointer to name as
    /// the source device, as X would.
    private static func seatDevices(of window: OpaquePointer) -> SeatDevices {
        let display = gdk_window_get_display(window)
        guard let seat = gdk_display_get_default_seat(display) else { return SeatDevices() }
        var devices = SeatDevices(pointer: gdk_seat_get_pointer(seat), keyboard: gdk_seat_get_keyboard(seat))
        if let slaves = gdk_seat_get_slaves(seat, GDK_SEAT_CAPABILITY_POINTER) {
            if let first = slaves.pointee.data { devices.pointerSource = OpaquePointer(first) }
            g_list_free(slaves)
        }
        return devices
    }

    /// A hardware keycode that produces `keyval`, so key bindings that look at keycodes work.
    private static func keycode(for keyval: UInt32, on window: OpaquePointer) -> UInt16 {
        let keymap = gdk_keymap_get_for_display(gdk_window_get_display(window))
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        guard gdk_keymap_get_entries_for_keyval(keymap, keyval, &keys, &count) != 0, let keys else { return 0 }
        defer { g_free(keys) }
        return count > 0 ? UInt16(keys.pointee.keycode) : 0
    }

    /// Milliseconds on the monotonic clock, as GDK event times are (32 bits, wrapping).
    private static func eventTime() -> UInt32 {
        UInt32(truncatingIfNeeded: g_get_monotonic_time() / 1000)
    }
}

/// Where the X server would deliver a pointer event: the deepest visible `GdkWindow` under the
/// point, and that window's offset inside the toplevel.
@MainActor
struct PointerTarget {
    let window: OpaquePointer
    let offset: Point
    let rootOrigin: Point

    init(window widget: UnsafeMutablePointer<GtkWidget>, point: Point) throws {
        guard let widgetWindow = gtk_widget_get_window(widget) else { throw GtkRuntimeError.notRealized }
        guard let toplevel = gdk_window_get_toplevel(widgetWindow) else { throw GtkRuntimeError.notRealized }
        var rootX: gint = 0
        var rootY: gint = 0
        gdk_window_get_origin(toplevel, &rootX, &rootY)
        rootOrigin = Point(x: Double(rootX), y: Double(rootY))
        var current = toplevel
        var offset = Point.zero
        descend: while true {
            // Children are listed topmost first.
            var link = gdk_window_peek_children(current)
            while let node = link {
                link = node.pointee.next
                guard let raw = node.pointee.data else { continue }
                let child = OpaquePointer(raw)
                guard gdk_window_is_visible(child) != 0, gdk_window_get_pass_through(child) == 0 else { continue }
                var x: gint = 0
                var y: gint = 0
                gdk_window_get_position(child, &x, &y)
                let frame = Rect(
                    x: offset.x + Double(x), y: offset.y + Double(y),
                    width: Double(gdk_window_get_width(child)), height: Double(gdk_window_get_height(child)))
                if frame.contains(point) {
                    current = child
                    offset = frame.origin
                    continue descend
                }
            }
            break
        }
        window = current
        self.offset = offset
    }
}
