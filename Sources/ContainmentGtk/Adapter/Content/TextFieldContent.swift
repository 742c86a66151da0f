import CGtk
@_spi(Adapter) import Containment

/// A `TextField`'s `GtkEntry` (a `SearchTextField`'s `GtkSearchEntry`), whose edits, Enter, and focus in and out reach the field, as a
/// `UITextField`'s editing reaches its actions and delegate. Main-actor isolated, so its handlers
/// may capture it.
@MainActor final class TextFieldContent: ContentMirror {
    let entry: UnsafeMutablePointer<GtkWidget>
    /// Whether the adapter is putting the model's text in the entry: `gtk_entry_set_text`
    /// reports a deletion and an insertion, neither of them the user's.
    var isApplyingModel = false
    private(set) var connections: [SignalConnection] = []

    var widget: UnsafeMutablePointer<GtkWidget> { entry }

    var text: String {
        gtk_entry_get_text(cgtk_entry(entry)).map { String(cString: $0) } ?? ""
    }

    init(view: TextField, mirror: ViewMirror) {
        // A search field is GTK's search entry (a magnifier, a clear icon); its Escape, which
        // the entry keeps for itself as "stop-search", goes on up the responder chain.
        let isSearch = view is SearchTextField
        entry = isSearch ? gtk_search_entry_new()! : gtk_entry_new()!
        if isSearch {
            connections.append(SignalConnection.connect(entry, "stop-search") { [weak view] in
                view?.window?.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: [])
            })
        }
        connections.append(SignalConnection.connect(entry, "changed") { [weak view, weak self] in
            guard let self, !isApplyingModel, let view else { return }
            view.setTextFromUser(text)
        })
        connections.append(SignalConnection.connect(entry, "activate") { [weak view] in
            view?.returnFromUser()
        })
        connections.append(SignalConnection.connectEvent(entry, "focus-in-event") { [weak view] _ in
            view?.beginEditingFromUser()
            return false
        })
        connections.append(SignalConnection.connectEvent(entry, "focus-out-event") { [weak view] _ in
            view?.endEditingFromUser()
            return false
        })
    }

    /// Tells the entry the field's text (if it differs), placeholder and whether it is enabled.
    func update(_ field: TextField) {
        let text = field.text ?? ""
        if self.text != text {
            isApplyingModel = true
            gtk_entry_set_text(cgtk_entry(entry), text)
            isApplyingModel = false
        }
        gtk_entry_set_placeholder_text(cgtk_entry(entry), field.placeholder)
        gtk_widget_set_sensitive(entry, field.isEnabled ? 1 : 0)
    }

    func accessibleRole(for view: TextField) -> AtkRole { ATK_ROLE_ENTRY }
}
