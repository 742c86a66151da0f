import CGtk
@_spi(Adapter) import Containment

/// A `TextView`'s word-wrapping `GtkTextView` in a vertically scrolling window, whose edits
/// reach the view, as a `UITextView`'s reach its delegate. Main-actor isolated, so its buffer's
/// handler may capture it.
@MainActor final class TextViewContent: ContentMirror {
    let scrolled: UnsafeMutablePointer<GtkWidget>
    let textView: UnsafeMutablePointer<GtkWidget>
    /// Whether the adapter is putting the model's text in the buffer (see
    /// ``TextFieldContent/isApplyingModel``).
    var isApplyingModel = false
    private(set) var connections: [SignalConnection] = []

    var widget: UnsafeMutablePointer<GtkWidget> { scrolled }
    var contentWidget: UnsafeMutablePointer<GtkWidget> { textView }
    var scrolledWindow: UnsafeMutablePointer<GtkWidget>? { scrolled }

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

    init(view: TextView, mirror: ViewMirror) {
        scrolled = gtk_scrolled_window_new(nil, nil)!
        // Never a horizontal scroll bar, but not `GTK_POLICY_NEVER`: with it the scrolled window
        // asks for the text view's minimum width, which GTK 3 makes the width of the text as last
        // wrapped, so a narrower view (a split view's column after a collapse) would still get
        // the old width and show its text cut at the right edge. The text view is given the
        // scrolled window's width and wraps there.
        gtk_scrolled_window_set_policy(cgtk_scrolled_window(scrolled), GTK_POLICY_EXTERNAL, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_shadow_type(cgtk_scrolled_window(scrolled), GTK_SHADOW_IN)
        textView = gtk_text_view_new()!
        gtk_text_view_set_wrap_mode(cgtk_text_view(textView), GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(cgtk_text_view(textView), 4)
        gtk_text_view_set_right_margin(cgtk_text_view(textView), 4)
        gtk_container_add(cgtk_container(scrolled), textView)
        connections.append(SignalConnection.connect(buffer, "changed") { [weak view, weak self] in
            guard let self, !isApplyingModel, let view else { return }
            view.setTextFromUser(text)
        })
    }

    /// Tells the text view its text (if it differs) and whether it is editable.
    func update(_ view: TextView) {
        if text != view.text {
            isApplyingModel = true
            gtk_text_buffer_set_text(buffer, view.text, -1)
            isApplyingModel = false
        }
        let widget = cgtk_text_view(textView)
        gtk_text_view_set_editable(widget, view.isEditable ? 1 : 0)
        gtk_text_view_set_cursor_visible(widget, view.isEditable ? 1 : 0)
    }

    func accessibleRole(for view: TextView) -> AtkRole { ATK_ROLE_TEXT }
}
