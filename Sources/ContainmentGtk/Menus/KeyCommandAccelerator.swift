import CGtk
@_spi(Adapter) import Containment

/// A key command's key as GTK names it: the key value and modifier mask a `GtkAccelLabel`
/// shows beside a menu item ("Ctrl+N"), and the accelerator string of a shortcuts window
/// ("<Primary>n"). The inverse of ``KeyRouting/input(forKeyval:)``.
@MainActor
struct KeyCommandAccelerator: Equatable {
    /// The GDK key value.
    let keyval: UInt32
    /// The GDK modifier mask.
    let modifiers: GdkModifierType

    /// The accelerator of `command`; `nil` for a command without a key GTK can name.
    init?(_ command: KeyCommand) {
        guard let input = command.input, let keyval = Self.keyval(forInput: input) else { return nil }
        self.keyval = keyval
        var mask: UInt32 = 0
        let flags = command.modifierFlags
        if flags.contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        if flags.contains(.control) { mask |= GDK_CONTROL_MASK.rawValue }
        if flags.contains(.alternate) { mask |= GDK_MOD1_MASK.rawValue }
        if flags.contains(.command) { mask |= GDK_SUPER_MASK.rawValue }
        modifiers = GdkModifierType(rawValue: mask)
    }

    /// GTK's accelerator string, as `gtk_accelerator_name` makes it (`<Primary>n`).
    var name: String {
        guard let name = gtk_accelerator_name(keyval, modifiers) else { return "" }
        defer { g_free(name) }
        return String(cString: name)
    }

    /// The key as shown to users, as `gtk_accelerator_get_label` makes it (`Ctrl+N`).
    var label: String {
        guard let label = gtk_accelerator_get_label(keyval, modifiers) else { return "" }
        defer { g_free(label) }
        return String(cString: label)
    }

    /// The GDK key value for a key command's input: the key of an `input…` constant, or the key
    /// that types the character.
    static func keyval(forInput input: String) -> UInt32? {
        let named: [String: Int32] = [
            KeyCommand.inputEscape: GDK_KEY_Escape, KeyCommand.inputUpArrow: GDK_KEY_Up,
            KeyCommand.inputDownArrow: GDK_KEY_Down, KeyCommand.inputLeftArrow: GDK_KEY_Left,
            KeyCommand.inputRightArrow: GDK_KEY_Right, KeyCommand.inputPageUp: GDK_KEY_Page_Up,
            KeyCommand.inputPageDown: GDK_KEY_Page_Down, KeyCommand.inputHome: GDK_KEY_Home,
            KeyCommand.inputEnd: GDK_KEY_End, KeyCommand.inputDelete: GDK_KEY_Delete, KeyCommand.f10: GDK_KEY_F10,
            "\t": GDK_KEY_Tab, "\r": GDK_KEY_Return, " ": GDK_KEY_space,
        ]
        if let key = named[input] { return UInt32(bitPattern: key) }
        guard input.unicodeScalars.count == 1, let scalar = input.unicodeScalars.first else { return nil }
        let keyval = gdk_unicode_to_keyval(scalar.value)
        // A character GDK has no key for comes back with the 0x01000000 bit set.
        return keyval & 0x0100_0000 == 0 ? keyval : nil
    }
}
