import CGtk
@_spi(Adapter) import Containment

/// The pointer's motion between presses over the core window, handed to it for hover
/// recognizers and pointer shapes (`Window.handlePointerMotion(to:time:)`).
///
/// A `GtkEventControllerMotion` on the host's event box in the capture phase sees every motion
/// over the mirrored views (also over native widgets, which may stop it before the event box's
/// own handlers) and every crossing into a widget's window (which comes without a motion when that
/// window asks for hints), in the event box's coordinates, which are the core window's. It only listens:
/// nothing is stopped. The event box's own `leave-notify-event` (not one from a widget inside)
/// says the pointer left the window. While no view of the window has a hover recognizer or a
/// cursor, a motion costs one check (`Window.followsPointerMotion`).
///
/// The cursor the core answers is set on the event box's `GdkWindow`; the windows of native
/// widgets inside that set none inherit it, and those that set their own (a text field's text
/// cursor) keep theirs.
@MainActor
final class PointerMotion {
    private let eventBox: UnsafeMutablePointer<GtkWidget>
    private let controller: ObjectRef
    private var connections: [SignalConnection] = []
    private weak var window: Window?
    private let clock: FrameClock
    /// The name of the cursor set on the event box's window (`nil`: none, the default arrow).
    private(set) var appliedCursorName: String?
    /// The cursors made so far, by name, for this window's display (`nil`: the theme lacks it).
    private var cursors: [String: ObjectRef?] = [:]

    init(on eventBox: UnsafeMutablePointer<GtkWidget>, window: Window, clock: FrameClock) {
        self.eventBox = eventBox
        self.window = window
        self.clock = clock
        gtk_widget_add_events(eventBox, Int32(GDK_POINTER_MOTION_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue))
        controller = ObjectRef(adopting: gtk_event_controller_motion_new(eventBox)!)
        gtk_event_controller_set_propagation_phase(cgtk_event_controller(controller.pointer), GTK_PHASE_CAPTURE)
        connections.append(SignalConnection.connectPoint(controller.pointer, "motion") { [weak self] x, y in
            self?.moved(to: Point(x: x, y: y))
        })
        // Crossing into a widget's own window comes without a motion when that window asks for
        // motion hints (a text field's): its entry counts as one.
        connections.append(SignalConnection.connectPoint(controller.pointer, "enter") { [weak self] x, y in
            self?.moved(to: Point(x: x, y: y))
        })
        connections.append(SignalConnection.connectEvent(eventBox, "leave-notify-event") { [weak self] event in
            self?.left(event)
            return false
        })
    }

    /// Disconnects the handlers (the controller goes with this object).
    func disconnect() {
        for connection in connections { connection.disconnect() }
        connections.removeAll()
    }

    private func moved(to point: Point) {
        guard let window, window.followsPointerMotion || appliedCursorName != nil else { return }
        // A drag belongs to the press recognizers; hover resumes at the first motion after it.
        if Self.buttonHeld() { return }
        let cursor = window.handlePointerMotion(to: point, time: clock.currentTime)
        apply(cursor)
    }

    private func left(_ event: UnsafeMutablePointer<GdkEvent>) {
        let crossing = event.pointee.crossing
        // Into a widget's window inside the event box: still over the core window.
        guard crossing.detail != GDK_NOTIFY_INFERIOR, let window, window.followsPointerMotion else { return }
        window.handlePointerMotion(to: nil, time: clock.currentTime)
    }

    /// Sets `cursor` on the event box's window, when it changed.
    private func apply(_ cursor: Cursor?) {
        let name = cursor.flatMap { $0 == .default ? nil : $0.name }
        guard name != appliedCursorName, let gdkWindow = gtk_widget_get_window(eventBox) else { return }
        appliedCursorName = name
        guard let name else {
            gdk_window_set_cursor(gdkWindow, nil)
            return
        }
        if cursors[name] == nil {
            cursors[name] = gdk_cursor_new_from_name(gdk_window_get_display(gdkWindow), name).map { ObjectRef(adopting: $0) }
        }
        let made = cursors[name] ?? nil
        gdk_window_set_cursor(gdkWindow, made.map { OpaquePointer($0.pointer) })
    }

    /// Whether a mouse button is held at the event being handled.
    private static func buttonHeld() -> Bool {
        guard let event = gtk_get_current_event() else { return false }
        defer { gdk_event_free(event) }
        var state = GdkModifierType(rawValue: 0)
        guard gdk_event_get_state(event, &state) != 0 else { return false }
        let buttons = GDK_BUTTON1_MASK.rawValue | GDK_BUTTON2_MASK.rawValue | GDK_BUTTON3_MASK.rawValue
        return state.rawValue & buttons != 0
    }
}
