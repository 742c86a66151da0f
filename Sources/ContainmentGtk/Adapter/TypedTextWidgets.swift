import CGtk

/// Which native widgets take typed text: an editable `GtkEditable` (a `GtkEntry`) or an editable
/// `GtkTextView`, as a `UITextField` or an editable `UITextView` takes the keyboard. A read-only
/// one (`TextView.isEditable = false`) shows text to read and select: it gets keys only after
/// the app's key commands (so Delete reaches the app's command), and the focus moves into it
/// only when the user puts it there.
@MainActor
enum TypedTextWidgets {
    /// Whether `widget` takes typed text now.
    static func takesTypedText(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if cgtk_is_text_view(widget) != 0 { return gtk_text_view_get_editable(cgtk_text_view(widget)) != 0 }
        if cgtk_is_editable(widget) != 0 { return gtk_editable_get_editable(OpaquePointer(widget)) != 0 }
        return false
    }

    /// Whether `widget` shows text that cannot be edited (a read-only text view or entry).
    static func isReadOnlyText(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        (cgtk_is_text_view(widget) != 0 || cgtk_is_editable(widget) != 0) && !takesTypedText(widget)
    }
}
