import CGtk

/// A key press as the host's ``GtkHost/keyHandler`` sees it.
public struct KeyEvent: Sendable, Equatable {
    /// GDK's name for the key (`gdk_keyval_name`): "Escape", "Left", "m", "Page_Up", "Return"...
    public var name: String
    /// The raw `GDK_KEY_*` value.
    public var keyval: UInt32
    /// Whether Control was held.
    public var control: Bool
    /// Whether Alt (Mod1) was held.
    public var alt: Bool
    /// Whether Shift was held.
    public var shift: Bool

    /// Creates a key event.
    public init(name: String, keyval: UInt32, control: Bool = false, alt: Bool = false, shift: Bool = false) {
        self.name = name
        self.keyval = keyval
        self.control = control
        self.alt = alt
        self.shift = shift
    }

    /// The key event of a GDK key-press event.
    init(_ key: GdkEventKey) {
        let name = gdk_keyval_name(key.keyval).map { String(cString: $0) } ?? ""
        self.init(
            name: name, keyval: key.keyval,
            control: key.state & GDK_CONTROL_MASK.rawValue != 0,
            alt: key.state & GDK_MOD1_MASK.rawValue != 0,
            shift: key.state & GDK_SHIFT_MASK.rawValue != 0)
    }
}
