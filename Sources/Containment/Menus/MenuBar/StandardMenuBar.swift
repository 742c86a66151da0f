extension Selector {
    /// Shows the window listing the keyboard shortcuts (Ctrl+?), GNOME's Keyboard Shortcuts
    /// item; the window performs it.
    public static let showKeyboardShortcuts = Selector("showKeyboardShortcuts:")
    /// Closes the window (Ctrl+W), as AppKit's `performClose:`; the window performs it.
    public static let performClose = Selector("performClose:")
    /// Quits the app (Ctrl+Q), as AppKit's `terminate:`; the window performs it.
    public static let terminate = Selector("terminate:")
    /// Cuts the selection, as `UIResponderStandardEditActions.cut(_:)`.
    public static let cut = Selector("cut:")
    /// Copies the selection, as `UIResponderStandardEditActions.copy(_:)`.
    public static let copy = Selector("copy:")
    /// Pastes, as `UIResponderStandardEditActions.paste(_:)`.
    public static let paste = Selector("paste:")
    /// Deletes the selection, as `UIResponderStandardEditActions.delete(_:)`.
    public static let delete = Selector("delete:")
    /// Selects everything, as `UIResponderStandardEditActions.selectAll(_:)`.
    public static let selectAll = Selector("selectAll:")
}

/// The menu bar every window starts from before the app's ``ViewController/buildMenu(with:)``
/// edits it: the standard menus by identifier, holding the commands a GNOME app has (Keyboard
/// Shortcuts, Close Window, Quit; Cut, Copy, Paste, Delete, Select All, which are enabled
/// only while a responder performs them).
@MainActor
enum StandardMenuBar {
    static func make(appName: String) -> Menu {
        func section(_ identifier: Menu.Identifier, _ children: [MenuElement]) -> Menu {
            Menu(identifier: identifier, options: .displayInline, children: children)
        }
        func key(_ title: String, _ action: Selector, _ input: String, _ flags: KeyModifierFlags = .control) -> KeyCommand {
            KeyCommand(title: title, action: action, input: input, modifierFlags: flags)
        }
        return Menu(identifier: .root, children: [
            Menu(title: appName, identifier: .application, children: [
                section(.about, []),
                section(.preferences, []),
                section(.services, []),
                section(.hide, []),
                section(.quit, [key("Quit", .terminate, "q")]),
            ]),
            Menu(title: "File", identifier: .file, children: [
                section(.newScene, Application.shared.supportsMultipleScenes ? [key("New Window", .newWindow, "n")] : []),
                section(.document, []),
                section(.print, []),
                section(.close, [key("Close Window", .performClose, "w")]),
            ]),
            Menu(title: "Edit", identifier: .edit, children: [
                section(.undoRedo, []),
                section(.standardEdit, [
                    key("Cut", .cut, "x"), key("Copy", .copy, "c"), key("Paste", .paste, "v"),
                    KeyCommand(title: "Delete", action: .delete, input: KeyCommand.inputDelete),
                    key("Select All", .selectAll, "a"),
                ]),
                Menu(title: "Find", identifier: .find, children: []),
            ]),
            Menu(title: "Format", identifier: .format, children: [
                Menu(title: "Font", identifier: .font, children: []),
                Menu(title: "Text", identifier: .text, children: []),
            ]),
            Menu(title: "View", identifier: .view, children: [
                section(.toolbar, []),
                section(.sidebar, []),
                section(.fullscreen, []),
            ]),
            Menu(title: "Window", identifier: .window, children: [
                section(.minimizeAndZoom, []),
                section(.bringAllToFront, []),
            ]),
            Menu(title: "Help", identifier: .help, children: [
                key("Keyboard Shortcuts", .showKeyboardShortcuts, "?"),
            ]),
        ])
    }
}
