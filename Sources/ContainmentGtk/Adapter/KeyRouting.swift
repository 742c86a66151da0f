import CGtk
@_spi(Adapter) import Containment

/// Hands GTK's keys and the mouse's back button to the core's responder chain
/// (`Window.handleKeyCommand(input:modifierFlags:)`), and keyboard focus to the
/// core's first responder.
///
/// A key press goes, in order: to the host's ``GtkHost/keyHandler``; to the focused widget
/// when it takes typed text (an editable `GtkEntry` or `GtkTextView`: ``TypedTextWidgets``), so that
/// arrows, Escape and Ctrl+Page Up/Down edit text there as desktop users expect; to the core's
/// key commands; and, when none wants it, back to GTK (Tab and Shift+Tab move focus through
/// the widgets in order, mnemonics, the focused widget's own keys). The Menu key and Shift+F10
/// open the focused view's context menu (`Window.handleContextMenuKey()`) before the key
/// commands see them.
@MainActor
enum KeyRouting {
    /// Offers a key press that the host's key handler left to the focused text widget, then to
    /// the core's key commands. Returns whether one of them took it.
    static func route(
        _ event: UnsafeMutablePointer<GdkEvent>, to window: Window, in gtkWindow: UnsafeMutablePointer<GtkWidget>, mirror: ViewMirror
    ) -> Bool {
        let toplevel = cgtk_window(gtkWindow)
        if let focus = gtk_window_get_focus(toplevel), TypedTextWidgets.takesTypedText(focus),
            gtk_window_propagate_key_event(toplevel, cgtk_event_key(event)) != 0
        {
            return true
        }
        let key = event.pointee.key
        if isContextMenuKey(keyval: key.keyval, state: key.state),
            window.handleContextMenuKey(focusedView: focusedView(in: window, of: toplevel, mirror: mirror))
        {
            return true
        }
        guard let input = input(forKeyval: key.keyval) else { return false }
        return window.handleKeyCommand(input: input, modifierFlags: modifierFlags(forState: key.state))
    }

    /// Whether a key asks for the focused view's context menu, as in every GTK app: the Menu key,
    /// or Shift+F10 (without Control or Alt).
    static func isContextMenuKey(keyval: UInt32, state: UInt32) -> Bool {
        let keyval = Int32(bitPattern: keyval)
        if keyval == GDK_KEY_Menu { return true }
        let others = GDK_CONTROL_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue
        return keyval == GDK_KEY_F10 && state & GDK_SHIFT_MASK.rawValue != 0 && state & others == 0
    }

    /// The deepest view whose widget holds the GTK window's focus widget, if any (only the
    /// branches holding it are walked).
    static func focusedView(in window: Window, of toplevel: UnsafeMutablePointer<GtkWindow>?, mirror: ViewMirror) -> View? {
        guard let focus = gtk_window_get_focus(toplevel) else { return nil }
        func deepest(_ view: View) -> View? {
            guard let widget = mirror.widget(for: view), focus == widget || gtk_widget_is_ancestor(focus, widget) != 0 else { return nil }
            for subview in view.subviews.reversed() {
                if let found = deepest(subview) { return found }
            }
            return view
        }
        return deepest(window)
    }

    /// The core's input string for a GDK key value (see `KeyCommand.input`): the
    /// `KeyCommand.input…` constant for keys that type nothing, else the character the key types
    /// (letters in lower case; Tab "\t", Return "\r", Escape "\u{1B}"); `nil` for keys that are
    /// neither, such as a modifier alone.
    static func input(forKeyval keyval: UInt32) -> String? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: return KeyCommand.inputLeftArrow
        case GDK_KEY_Right, GDK_KEY_KP_Right: return KeyCommand.inputRightArrow
        case GDK_KEY_Up, GDK_KEY_KP_Up: return KeyCommand.inputUpArrow
        case GDK_KEY_Down, GDK_KEY_KP_Down: return KeyCommand.inputDownArrow
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return KeyCommand.inputPageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return KeyCommand.inputPageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: return KeyCommand.inputHome
        case GDK_KEY_End, GDK_KEY_KP_End: return KeyCommand.inputEnd
        case GDK_KEY_F10: return KeyCommand.f10
        case GDK_KEY_ISO_Left_Tab: return "\t"
        case GDK_KEY_KP_Enter: return "\r"
        default:
            let code = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
            guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
            return String(Character(scalar))
        }
    }

    /// The core's modifier flags for a GDK event state: Shift, Control, Alt (Mod1), Super
    /// (as `KeyModifierFlags.command`) and Caps Lock.
    static func modifierFlags(forState state: UInt32) -> KeyModifierFlags {
        var flags: KeyModifierFlags = []
        if state & GDK_SHIFT_MASK.rawValue != 0 { flags.insert(.shift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { flags.insert(.control) }
        if state & GDK_MOD1_MASK.rawValue != 0 { flags.insert(.alternate) }
        if state & (GDK_SUPER_MASK.rawValue | GDK_MOD4_MASK.rawValue) != 0 { flags.insert(.command) }
        if state & GDK_LOCK_MASK.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }
}

/// Keeps GTK's keyboard focus and the core window's first responder together: focus moves to
/// the widget of a view that became first responder, as UIKit's `becomeFirstResponder()`
/// focuses a text field; and when the user moves focus (a click, Tab, Shift+Tab) into the
/// widget of a view that can become first responder, that view becomes it, or, out of the first
/// responder's focusable widget, the first responder resigns.
@MainActor
final class FirstResponderFocus {
    private weak var focused: View?

    /// After GTK's focus moved to `widget` (`nil`: no focus).
    func focusDidMove(to widget: UnsafeMutablePointer<GtkWidget>?, in window: Window, mirror: ViewMirror) {
        if let widget, let view = Self.deepestResponder(containing: widget, under: window, mirror: mirror) {
            guard view !== window.firstResponder else { return }
            focused = view
            view.becomeFirstResponder()
            return
        }
        guard let current = window.firstResponder, let content = mirror.contentWidget(for: current),
            gtk_widget_get_can_focus(content) != 0, !Self.isInside(widget, content)
        else { return }
        if current.resignFirstResponder() { focused = nil }
    }

    /// The deepest view under `root` that can become first responder and whose widget holds
    /// `widget`.
    private static func deepestResponder(
        containing widget: UnsafeMutablePointer<GtkWidget>, under root: View, mirror: ViewMirror
    ) -> View? {
        guard let container = mirror.widget(for: root), isInside(widget, container) || isInside(widget, mirror.contentWidget(for: root))
        else { return nil }
        for subview in root.subviews.reversed() {
            if let found = deepestResponder(containing: widget, under: subview, mirror: mirror) { return found }
        }
        return root.canBecomeFirstResponder ? root : nil
    }

    private static func isInside(_ widget: UnsafeMutablePointer<GtkWidget>?, _ ancestor: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let widget, let ancestor else { return false }
        return widget == ancestor || gtk_widget_is_ancestor(widget, ancestor) != 0
    }

    /// Whether `window` has a first responder that the app chose and GTK has not focused yet.
    func hasPendingRequest(in window: Window) -> Bool {
        guard let responder = window.firstResponder else { return false }
        return responder !== focused
    }

    /// After a sync: when the first responder changed and its widget is on screen, focuses its
    /// native widget (or the first focusable widget inside its view). A first responder whose
    /// widget is not mapped yet is tried again on the next sync.
    func sync(_ window: Window, mirror: ViewMirror, gtkWindow: UnsafeMutablePointer<GtkWidget>) {
        guard let responder = window.firstResponder else {
            focused = nil
            return
        }
        guard responder !== focused, gtk_widget_get_mapped(gtkWindow) != 0 else { return }
        if let content = mirror.contentWidget(for: responder), gtk_widget_get_mapped(content) != 0 {
            focused = responder
            if gtk_widget_get_can_focus(content) != 0 {
                gtk_widget_grab_focus(content)
            } else {
                _ = gtk_widget_child_focus(content, GTK_DIR_TAB_FORWARD)
            }
        } else if let container = mirror.widget(for: responder), gtk_widget_get_mapped(container) != 0 {
            focused = responder
            _ = gtk_widget_child_focus(container, GTK_DIR_TAB_FORWARD)
        }
    }
}
