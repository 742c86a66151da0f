/// The modifier keys held with a key, mirroring `UIKeyModifierFlags`.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates flags from their raw bits (UIKit's values).
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock is on, as `UIKeyModifierFlags.alphaShift`. Ignored when matching commands.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift, as `UIKeyModifierFlags.shift`.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control (Ctrl), as `UIKeyModifierFlags.control`.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Alt (Option on a Mac keyboard), as `UIKeyModifierFlags.alternate`.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// The Super ("Windows") key, as `UIKeyModifierFlags.command` stands for ⌘.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)

    /// The flags a command must match exactly: all but ``alphaShift``.
    static let significant: KeyModifierFlags = [.shift, .control, .alternate, .command]
}

/// A key combination and what it does, found along the responder chain, mirroring
/// `UIKeyCommand`: a ``Command`` with a key, so that it also shows in menus (with its shortcut
/// beside it) and in the shortcuts window.
///
/// A controller offers commands through ``ViewController/keyCommands`` (by default the ones
/// added with ``ViewController/addKeyCommand(_:)``), a view through ``View/keyCommands``. On a
/// key press the window asks the first responder, then each next responder (its superviews,
/// the controllers that own them, a presented controller's presenter, the window) in turn, as
/// UIKit does: the first command whose ``input`` and ``modifierFlags`` match runs and the key is
/// consumed. Without a first responder the chain starts at the deepest controller on screen.
/// A command made with a ``Selector`` (``init(title:image:action:input:modifierFlags:propertyList:discoverabilityTitle:attributes:state:)``)
/// is sent to the first responder on the chain that can perform it, and takes the key only when
/// one can.
///
/// ``input`` is the character the key types ("m", "1", "/", " ", "\t", "\r"; letters compared
/// without regard to case, so "m" is also Shift+M), or one of the constants for keys that type nothing
/// (``inputEscape``, ``inputLeftArrow``, ``inputPageDown``...). ``modifierFlags`` must match
/// exactly (Caps Lock aside): Ctrl+M does not run a Ctrl+Shift+M command.
@MainActor
public class KeyCommand: Command {
    /// Escape, as `UIKeyCommand.inputEscape`.
    public static let inputEscape = "\u{1B}"
    /// The up arrow, as `UIKeyCommand.inputUpArrow`.
    public static let inputUpArrow = "KeyInputUpArrow"
    /// The down arrow, as `UIKeyCommand.inputDownArrow`.
    public static let inputDownArrow = "KeyInputDownArrow"
    /// The left arrow, as `UIKeyCommand.inputLeftArrow`.
    public static let inputLeftArrow = "KeyInputLeftArrow"
    /// The right arrow, as `UIKeyCommand.inputRightArrow`.
    public static let inputRightArrow = "KeyInputRightArrow"
    /// Page Up, as `UIKeyCommand.inputPageUp`.
    public static let inputPageUp = "KeyInputPageUp"
    /// Page Down, as `UIKeyCommand.inputPageDown`.
    public static let inputPageDown = "KeyInputPageDown"
    /// Home, as `UIKeyCommand.inputHome`.
    public static let inputHome = "KeyInputHome"
    /// End, as `UIKeyCommand.inputEnd`.
    public static let inputEnd = "KeyInputEnd"
    /// Delete (forward delete), as `UIKeyCommand.inputDelete`.
    public static let inputDelete = "\u{7F}"
    /// F10 (with Shift, the context-menu key of GNOME), as `UIKeyCommand.f10`.
    public static let f10 = "UIKeyInputF10"

    /// The key, as `UIKeyCommand.input`: a character or one of the `input…` constants.
    public let input: String?
    /// The modifiers held with it, as `UIKeyCommand.modifierFlags`.
    public let modifierFlags: KeyModifierFlags

    /// Creates a command that runs `action` when `input` is pressed with exactly
    /// `modifierFlags`, as `UIKeyCommand(input:modifierFlags:action:)` (a closure, where UIKit
    /// names a selector).
    public init(
        input: String, modifierFlags: KeyModifierFlags, action: @escaping @MainActor (KeyCommand) -> Void
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: "", image: nil, discoverabilityTitle: nil) { command in
            guard let command = command as? KeyCommand else { return false }
            action(command)
            return true
        }
    }

    /// Creates a titled command, as `UIKeyCommand(title:action:input:modifierFlags:)` with a
    /// closure.
    public convenience init(
        title: String, input: String, modifierFlags: KeyModifierFlags = [],
        action: @escaping @MainActor (KeyCommand) -> Void
    ) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
    }

    /// Creates a command that may decline: `perform` returns whether it applied, and when it did
    /// not the key goes on up the responder chain, as UIKit skips a command whose target cannot
    /// perform its action (`canPerformAction(_:withSender:)`). A container's own keys are made
    /// this way (``ContainerKeyCommandProviding``): Escape closes a drawer only when one is open.
    public init(input: String, modifierFlags: KeyModifierFlags, title: String, perform: @escaping @MainActor () -> Bool) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: nil, discoverabilityTitle: nil) { _ in perform() }
    }

    /// Creates a command that sends `action` along the responder chain when `input` is pressed
    /// with exactly `modifierFlags`, as
    /// `UIKeyCommand(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`.
    public init(
        title: String = "", image: Image? = nil, action: Selector, input: String, modifierFlags: KeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Whether this command is the one for `input` pressed with `modifierFlags`.
    func matches(input pressed: String, modifierFlags pressedFlags: KeyModifierFlags) -> Bool {
        guard let input else { return false }
        // A symbol typed with Shift ("?" is Shift+/) names its key already: Shift is part of it.
        let significant: KeyModifierFlags = Self.isShiftedSymbol(input) ? [.control, .alternate, .command] : .significant
        return modifierFlags.intersection(significant) == pressedFlags.intersection(significant)
            && (input == pressed || input.lowercased() == pressed.lowercased())
    }

    /// Whether `input` is one printable character that is neither a letter, a digit nor
    /// white space: a symbol whose key may need Shift on one keyboard and not on another.
    private static func isShiftedSymbol(_ input: String) -> Bool {
        guard input.count == 1, let character = input.first, character.isASCII else { return false }
        return !character.isLetter && !character.isNumber && !character.isWhitespace && character.asciiValue.map { $0 > 32 && $0 < 127 } == true
    }
}
