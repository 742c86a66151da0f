import CGtk
@_spi(Adapter) import Containment

/// Hands a right-click on the host's event box to the core window
/// (`Window.handleContextClick(at:)`) before the widget under the pointer sees it: a table offers
/// the row's swipe actions there, as a right-click in a GNOME list offers the row's actions. A
/// click no core view takes goes on to GTK (an entry's own menu).
@MainActor
final class ContextClickGesture {
    /// The mouse button of a context click.
    static let secondaryButton: UInt32 = 3

    private let gesture: ObjectRef
    private var connection: SignalConnection?

    init(on widget: UnsafeMutablePointer<GtkWidget>, window: Window) {
        let gesture = ObjectRef(adopting: gtk_gesture_multi_press_new(widget)!)
        self.gesture = gesture
        gtk_event_controller_set_propagation_phase(cgtk_event_controller(gesture.pointer), GTK_PHASE_CAPTURE)
        gtk_gesture_single_set_button(cgtk_gesture_single(gesture.pointer), Self.secondaryButton)
        connection = SignalConnection.connectPress(gesture.pointer, "pressed") { [weak window] _, x, y in
            guard let window else { return }
            if window.handleContextClick(at: Point(x: x, y: y)) {
                gtk_gesture_set_state(cgtk_gesture(gesture.pointer), GTK_EVENT_SEQUENCE_CLAIMED)
            }
        }
    }

    /// Disconnects the handler (the gesture goes with this object).
    func disconnect() {
        connection?.disconnect()
        connection = nil
    }
}
