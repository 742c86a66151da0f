import CGtk
@_spi(Adapter) import Containment

/// A key command's key as GTK draws it beside a menu item (`gtk_accel_label_set_accel`): the
/// GDK key value of `KeyCommand.input` and the modifier mask of its flags, so the item reads
/// "Ctrl+N" or "Shift+F10" as GNOME menus do.
@MainActor
struct MenuAccelerator: Equatable {
    /// The GDK key value.
    let keyval: guint
    /// Shift, Control, Alt (Mod1) and Super.
    let modifiers: GdkModifierType

    /// The key of `input` with `modifiers`; `nil` for an input no key types.
    init?(input: String, modifiers flags: KeyModifierFlags) {
        guard let keyval = Self.keyval(for: input) else { return nil }
        self.keyval = keyval
        var mask: UInt32 = 0
        if flags.contains(.shift) { mask |= GDK_SHIFT_MASK.rawValue }
        if flags.contains(.control) { mask |= GDK_CONTROL_MASK.rawValue }
        if flags.contains(.alternate) { mask |= GDK_MOD1_MASK.rawValue }
        if flags.contains(.command) { mask |= GDK_SUPER_MASK.rawValue }
        modifiers = GdkModifierType(rawValue: mask)
    }

    /// The key of `command`; `nil` for a command without one.
    init?(_ command: KeyCommand) {
        guard let input = command.input else { return nil }
        self.init(input: input, modifiers: command.modifierFlags)
    }

    /// The keys as users read them, as `gtk_accelerator_get_label` makes it (`Ctrl+N`).
    var label: String {
        guard let label = gtk_accelerator_get_label(keyval, modifiers) else { return "" }
        defer { g_free(label) }
        return String(cString: label)
    }

    /// The GDK key value of a `KeyCommand.input`: the named keys, else the one character's.
    static func keyval(for input: String) -> guint? {
        let named: [String: Int32] = [
            KeyCommand.inputLeftArrow: GDK_KEY_Left, KeyCommand.inputRightArrow: GDK_KEY_Right,
            KeyCommand.inputUpArrow: GDK_KEY_Up, KeyCommand.inputDownArrow: GDK_KEY_Down,
            KeyCommand.inputPageUp: GDK_KEY_Page_Up, KeyCommand.inputPageDown: GDK_KEY_Page_Down,
            KeyCommand.inputHome: GDK_KEY_Home, KeyCommand.inputEnd: GDK_KEY_End,
            KeyCommand.inputEscape: GDK_KEY_Escape, KeyCommand.inputDelete: GDK_KEY_Delete,
            "\r": GDK_KEY_Return, "\t": GDK_KEY_Tab, " ": GDK_KEY_space, "\u{8}": GDK_KEY_BackSpace,
        ]
        if let key = named[input] { return guint(bitPattern: key) }
        if input.hasPrefix("UIKeyInputF"), let number = Int(input.dropFirst("UIKeyInputF".count)), (1...12).contains(number) {
            return guint(bitPattern: GDK_KEY_F1) + guint(number - 1)
        }
        let scalars = input.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        let keyval = gdk_unicode_to_keyval(scalar.value)
        // GDK marks a character it has no key for with this bit.
        return keyval & 0x0100_0000 != 0 && scalar.value < 0x100 ? nil : keyval
    }
}
