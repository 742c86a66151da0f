import CGtk
@_spi(Adapter) import Containment

// Text fields and text views: a `GtkEntry`, and a `GtkTextView` in a `GtkScrolledWindow`,
// whose edits come back to the core.
extension ViewMirror {
    /// A `TextField`'s `GtkEntry`. Main-actor isolated, so its handlers may
    /// capture it.
    @MainActor final class TextFieldContent {
        let entry: UnsafeMutablePointer<GtkWidget>
        /// Whether the adapter is putting the model's text in the entry: `gtk_entry_set_text`
        /// reports a deletion and an insertion, neither of them the user's.
        var isApplyingModel = false

        init(entry: UnsafeMutablePointer<GtkWidget>) {
            self.entry = entry
        }

        var text: String {
            gtk_entry_get_text(cgtk_entry(entry)).map { String(cString: $0) } ?? ""
        }
    }

    /// A `TextView`'s `GtkTextView` in its scrolled window. Main-actor isolated,
    /// so its buffer's handler may capture it.
    @MainActor final class TextViewContent {
        let scrolled: UnsafeMutablePointer<GtkWidget>
        let textView: UnsafeMutablePointer<GtkWidget>
        /// Whether the adapter is putting the model's text in the buffer (see
        /// ``TextFieldContent/isApplyingModel``).
        var isApplyingModel = false

        init(scrolled: UnsafeMutablePointer<GtkWidget>, textView: UnsafeMutablePointer<GtkWidget>) {
            self.scrolled = scrolled
            self.textView = textView
        }

        var buffer: UnsafeMutablePointer<GtkTextBuffer> {
            gtk_text_view_get_buffer(cgtk_text_view(textView))
        }

        var text: String {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let pointer = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
            defer { g_free(pointer) }
            return String(cString: pointer)
        }
    }

    /// A `GtkEntry` whose edits, Enter, and focus in and out reach the field.
    func makeTextFieldContent(for view: View, record: Record) -> TextFieldContent {
        let content = TextFieldContent(entry: gtk_entry_new()!)
        let entry = content.entry
        record.connections.append(SignalConnection.connect(entry, "changed") { [weak view, weak content] in
            guard let content, !content.isApplyingModel, let field = view as? TextField else { return }
            field.setTextFromUser(content.text)
        })
        record.connections.append(SignalConnection.connect(entry, "activate") { [weak view] in
            (view as? TextField)?.returnFromUser()
        })
        record.connections.append(SignalConnection.connectEvent(entry, "focus-in-event") { [weak view] _ in
            (view as? TextField)?.beginEditingFromUser()
            return false
        })
        record.connections.append(SignalConnection.connectEvent(entry, "focus-out-event") { [weak view] _ in
            (view as? TextField)?.endEditingFromUser()
            return false
        })
        return content
    }

    /// A word-wrapping `GtkTextView` in a vertically scrolling window, whose edits reach the view.
    func makeTextViewContent(for view: View, record: Record) -> TextViewContent {
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_shadow_type(cgtk_scrolled_window(scrolled), GTK_SHADOW_IN)
        let textView = gtk_text_view_new()!
        gtk_text_view_set_wrap_mode(cgtk_text_view(textView), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(cgtk_text_view(textView), 4)
        gtk_text_view_set_right_margin(cgtk_text_view(textView), 4)
        gtk_container_add(cgtk_container(scrolled), textView)
        let content = TextViewContent(scrolled: scrolled, textView: textView)
        record.connections.append(SignalConnection.connect(content.buffer, "changed") { [weak view, weak content] in
            guard let content, !content.isApplyingModel, let textView = view as? TextView else { return }
            textView.setTextFromUser(content.text)
        })
        return content
    }

    /// Tells the entry the field's text (if it differs), placeholder and whether it is enabled.
    func updateTextField(_ content: TextFieldContent, _ field: TextField) {
        let text = field.text ?? ""
        if content.text != text {
            content.isApplyingModel = true
            gtk_entry_set_text(cgtk_entry(content.entry), text)
            content.isApplyingModel = false
        }
        gtk_entry_set_placeholder_text(cgtk_entry(content.entry), field.placeholder)
        gtk_widget_set_sensitive(content.entry, field.isEnabled ? 1 : 0)
    }

    /// Tells the text view its text (if it differs) and whether it is editable.
    func updateTextView(_ content: TextViewContent, _ textView: TextView) {
        if content.text != textView.text {
            content.isApplyingModel = true
            gtk_text_buffer_set_text(content.buffer, textView.text, -1)
            content.isApplyingModel = false
        }
        let view = cgtk_text_view(content.textView)
        gtk_text_view_set_editable(view, textView.isEditable ? 1 : 0)
        gtk_text_view_set_cursor_visible(view, textView.isEditable ? 1 : 0)
    }
}
