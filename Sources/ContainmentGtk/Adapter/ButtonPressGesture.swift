import CGtk
@_spi(Adapter) import Containment

/// Presses of one mouse button anywhere over the core window, handed to the core before the
/// widget under the pointer sees them: a `GtkGestureMultiPress` on the host's event box in the
/// capture phase, which claims the press when the core took it and lets it go on to GTK's
/// widgets otherwise. The host makes two:
///
/// - ``back(on:window:)``: the mouse's back button (button 8), delivered as Alt+Left (back in the
///   window's history, else in the nearest navigation controller), as GTK apps go back on it;
/// - ``forward(on:window:)``: the mouse's forward button (button 9), delivered as Alt+Right
///   (forward in the window's history);
/// - ``contextClick(on:window:)``: the right button, offered to the view under the pointer and
///   its superviews (`Window.handleContextClick(at:)`): a table shows the row's swipe actions
///   there, as a right-click in a GNOME list offers the row's actions; a click no core view takes
///   goes on to GTK (an entry's own menu).
@MainActor
final class ButtonPressGesture {
    /// The mouse button that means "back" on X11 and Wayland.
    static let backButton: UInt32 = 8
    /// The mouse button that means "forward" on X11 and Wayland.
    static let forwardButton: UInt32 = 9
    /// The mouse button of a context click.
    static let secondaryButton: UInt32 = 3

    private let gesture: ObjectRef
    private var connection: SignalConnection?

    /// Hands presses of `button` on `widget` to `handler` (with the press's place in the
    /// widget's coordinates), which says whether the core took the press.
    init(on widget: UnsafeMutablePointer<GtkWidget>, button: UInt32, handler: @escaping @MainActor (Point) -> Bool) {
        let gesture = ObjectRef(adopting: gtk_gesture_multi_press_new(widget)!)
        self.gesture = gesture
        gtk_event_controller_set_propagation_phase(cgtk_event_controller(gesture.pointer), GTK_PHASE_CAPTURE)
        gtk_gesture_single_set_button(cgtk_gesture_single(gesture.pointer), button)
        connection = SignalConnection.connectPress(gesture.pointer, "pressed") { _, x, y in
            if handler(Point(x: x, y: y)) {
                gtk_gesture_set_state(cgtk_gesture(gesture.pointer), GTK_EVENT_SEQUENCE_CLAIMED)
            }
        }
    }

    /// The back button, as Alt+Left.
    static func back(on widget: UnsafeMutablePointer<GtkWidget>, window: Window) -> ButtonPressGesture {
        ButtonPressGesture(on: widget, button: backButton) { [weak window] _ in
            guard let window, !Application.shared.isIgnoringInteractionEvents else { return false }
            return window.handleKeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: .alternate)
        }
    }

    /// The forward button, as Alt+Right.
    static func forward(on widget: UnsafeMutablePointer<GtkWidget>, window: Window) -> ButtonPressGesture {
        ButtonPressGesture(on: widget, button: forwardButton) { [weak window] _ in
            guard let window, !Application.shared.isIgnoringInteractionEvents else { return false }
            return window.handleKeyCommand(input: KeyCommand.inputRightArrow, modifierFlags: .alternate)
        }
    }

    /// The right button, as a context click at its place.
    static func contextClick(on widget: UnsafeMutablePointer<GtkWidget>, window: Window) -> ButtonPressGesture {
        ButtonPressGesture(on: widget, button: secondaryButton) { [weak window] point in
            window?.handleContextClick(at: point) ?? false
        }
    }

    /// Disconnects the handler (the gesture goes with this object).
    func disconnect() {
        connection?.disconnect()
        connection = nil
    }
}
