import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// Records what a field or text view tells its delegate, for the GTK tests.
@MainActor
final class TextEditingLog: TextFieldDelegate, TextViewDelegate {
    var events: [String] = []
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        events.append("return \(textField.text ?? "")")
        return true
    }
    func textFieldDidBeginEditing(_ textField: TextField) { events.append("begin \(textField.placeholder ?? "")") }
    func textFieldDidEndEditing(_ textField: TextField) { events.append("end \(textField.placeholder ?? "")") }
    func textViewDidChange(_ textView: TextView) { events.append("change \(textView.text)") }
}

extension GtkTests {
    /// Text fields and text views are a `GtkEntry` and a `GtkTextView`; real key presses reach
    /// the core's text and delegates.
    @Suite @MainActor struct HostText {
        @Test func typingInAFieldReachesItsTextActionsAndDelegate() async throws {
            let host = try await makeHost(width: 300, height: 200)
            defer { host.close() }
            let log = TextEditingLog()
            let first = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 36), text: nil, placeholder: "First")
            let second = TextField(frame: Rect(x: 10, y: 60, width: 200, height: 36), text: "Set", placeholder: "Second")
            first.delegate = log
            second.delegate = log
            var edits: [String] = []
            first.addAction(for: .editingChanged) { edits.append(first.text ?? "") }
            host.window.addSubview(first)
            host.window.addSubview(second)
            #expect(await host.settle(timeout: 5))
            try SyntheticInput.focusWindow(host.gtkWindow)
            let entry = try #require(host.mirror.contentWidget(for: first))
            #expect(String(cString: gtk_entry_get_placeholder_text(cgtk_entry(entry))) == "First")
            let secondEntry = try #require(host.mirror.contentWidget(for: second))
            #expect(String(cString: gtk_entry_get_text(cgtk_entry(secondEntry))) == "Set")

            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(entry))
            #expect(gtk_widget_has_focus(entry) != 0)
            try SyntheticInput.type(host.gtkWindow, "Hi there")
            #expect(first.text == "Hi there")
            #expect(edits.last == "Hi there")
            #expect(edits.count == 8, "one .editingChanged per typed character")
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_BackSpace))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Return))
            #expect(first.text == "Hi ther")

            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(secondEntry))
            #expect(log.events == ["begin First", "return Hi ther", "end First", "begin Second"])

            second.text = "From code"
            #expect(await host.settle(timeout: 5))
            #expect(String(cString: gtk_entry_get_text(cgtk_entry(secondEntry))) == "From code")
            #expect(edits.count == 9, "the model's text shown in GTK is no user edit")
        }

        @Test func typingInATextViewReachesItsTextAndDelegateAndTheTextScrolls() async throws {
            let host = try await makeHost(width: 300, height: 200)
            defer { host.close() }
            let log = TextEditingLog()
            let textView = TextView(frame: Rect(x: 10, y: 10, width: 200, height: 100), text: "Line")
            textView.delegate = log
            host.window.addSubview(textView)
            #expect(await host.settle(timeout: 5))
            let widget = try #require(host.mirror.contentWidget(for: textView))
            #expect(try #require(host.mirror.scrolledWindow(for: textView)) != widget)

            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(widget))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_End), modifiers: GDK_CONTROL_MASK)
            try SyntheticInput.type(host.gtkWindow, " one")
            #expect(textView.text == "Line one")
            #expect(log.events.last == "change Line one")
            for _ in 0..<12 { try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Return)) }
            try SyntheticInput.type(host.gtkWindow, "end")
            #expect(textView.text == "Line one" + String(repeating: "\n", count: 12) + "end")
            #expect(await host.settle(timeout: 5))
            let scrolled = try #require(host.mirror.scrolledWindow(for: textView))
            let vadjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))!
            #expect(gtk_adjustment_get_upper(vadjustment) > gtk_adjustment_get_page_size(vadjustment), "the text overflows and scrolls")

            textView.isEditable = false
            #expect(await host.settle(timeout: 5))
            try SyntheticInput.type(host.gtkWindow, "x")
            #expect(!textView.text.hasSuffix("x"), "a read-only text view takes no typing")
        }

        @Test func aFieldThatBecomesFirstResponderTakesFocusAndTypedKeysBeforeTheLibrarysCommands() async throws {
            let host = try await makeHost(width: 300, height: 200)
            defer { host.close() }
            let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 36))
            let other = TextField(frame: Rect(x: 10, y: 60, width: 200, height: 36))
            host.window.addSubview(field)
            host.window.addSubview(other)
            #expect(await host.settle(timeout: 5))
            try SyntheticInput.focusWindow(host.gtkWindow)
            let entry = try #require(host.mirror.contentWidget(for: field))
            let otherEntry = try #require(host.mirror.contentWidget(for: other))

            #expect(field.canBecomeFirstResponder)
            #expect(field.becomeFirstResponder())
            #expect(host.window.firstResponder === field && field.isFirstResponder)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_has_focus(entry) != 0, "GTK focus follows the first responder")
            try SyntheticInput.type(host.gtkWindow, "ab")
            // Left is an editing key here: the entry moves its cursor, nothing else hears it.
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Left))
            try SyntheticInput.type(host.gtkWindow, "c")
            #expect(field.text == "acb")
            #expect(other.text == "")

            // A click moves GTK's focus, and the first responder follows it.
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(otherEntry))
            #expect(gtk_widget_has_focus(otherEntry) != 0)
            #expect(host.window.firstResponder === other)
            #expect(!field.isFirstResponder)

            // A disabled field cannot become first responder.
            field.isEnabled = false
            #expect(!field.becomeFirstResponder())
            #expect(host.window.firstResponder === other)
        }
    }
}
