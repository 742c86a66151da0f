import Containment

extension Selector {
    /// File ▸ New Note.
    static let newNote = Selector("newNote:")
    /// Edit ▸ Find ▸ Search Notes.
    static let searchNotes = Selector("searchNotes:")
    /// Edit ▸ Copy Note: performed by the note on screen.
    static let copyNote = Selector("copyNote:")
    /// Edit ▸ Delete Note…: performed by the note on screen.
    static let deleteNote = Selector("deleteNote:")
}

/// The notes app's root: the split view, which also builds the window's menu bar (as a Mac
/// Catalyst app's delegate does) and performs the commands that need no note: New Note and
/// Search Notes. Copy Note and Delete Note go to the note on screen (``NoteController``), so the
/// menu greys them while none is shown.
@MainActor
final class NotesSplitViewController: SplitViewController {
    /// Adds a note and shows it.
    var newNote: (() -> Void)?
    /// Puts the keyboard in the list's search field.
    var searchNotes: (() -> Void)?

    override func buildMenu(with builder: MenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.insertChild(Menu(options: .displayInline, children: [
            KeyCommand(title: "New Note", action: .newNote, input: "n", modifierFlags: .control),
        ]), atStartOfMenu: .file)
        // Ctrl+N is New Note here: File ▸ New Window takes Shift+Ctrl+N, as in GNOME's Text Editor.
        builder.replaceChildren(ofMenu: .newScene) { children in
            children.map { element in
                guard let command = element as? KeyCommand, command.action == .newWindow else { return element }
                return KeyCommand(title: command.title, action: .newWindow, input: "n", modifierFlags: [.control, .shift])
            }
        }
        builder.insertChild(Menu(title: "Note", options: .displayInline, children: [
            KeyCommand(title: "Copy Note", action: .copyNote, input: "c", modifierFlags: [.control, .shift]),
            Command(title: "Delete Note…", action: .deleteNote, attributes: .destructive),
        ]), atEndOfMenu: .edit)
        builder.replaceChildren(ofMenu: .find) { children in
            [KeyCommand(title: "Search Notes", action: .searchNotes, input: "f", modifierFlags: .control)] + children
        }
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .newNote, .searchNotes: true
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    override func perform(_ action: Selector, with sender: Any?) {
        switch action {
        case .newNote: newNote?()
        case .searchNotes: searchNotes?()
        default: super.perform(action, with: sender)
        }
    }
}
