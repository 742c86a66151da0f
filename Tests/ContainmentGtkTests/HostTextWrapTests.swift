import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import ContainmentTestSupport
import Testing

extension GtkTests {
    /// A text view wraps its text at its width whenever that width changes, as a `UITextView`
    /// lays its text out again in its new bounds: after a split view collapses its column into
    /// a narrower (or wider) one, no line runs past the right edge.
    @Suite @MainActor struct HostTextWrap {
        private static let paragraph = Array(
            repeating: "The quick brown fox jumps over the lazy dog while the note goes on and on.", count: 8
        ).joined(separator: " ")

        /// Resizes the window to `width` and waits until the host settled at that size.
        private func resize(_ host: GtkHost, to width: Int32) async -> Bool {
            let count = host.resizeCount
            gtk_window_resize(cgtk_window(host.gtkWindow), width, 600)
            guard await MainLoopPump.run(until: { host.resizeCount > count && host.isIdle }) else { return false }
            return await host.settle(timeout: 5)
        }

        /// How far right the text's laid-out characters reach, in the text view's coordinates
        /// (its left margin included), and the width GTK gave the text view.
        private func textReach(_ textView: UnsafeMutablePointer<GtkWidget>) -> (right: Double, allocated: Double) {
            let view = cgtk_text_view(textView)
            let buffer = gtk_text_view_get_buffer(view)
            var iter = GtkTextIter()
            gtk_text_buffer_get_start_iter(buffer, &iter)
            var right = 0.0
            repeat {
                var location = GdkRectangle()
                gtk_text_view_get_iter_location(view, &iter, &location)
                var x: Int32 = 0
                var y: Int32 = 0
                gtk_text_view_buffer_to_window_coords(view, GTK_TEXT_WINDOW_WIDGET, location.x + location.width, location.y, &x, &y)
                right = max(right, Double(x))
            } while gtk_text_iter_forward_char(&iter) != 0
            return (right, allocation(of: textView).width)
        }

        @Test func aCollapsedColumnsTextWrapsAtItsNewWidth() async throws {
            let host = try await makeHost(width: 1000, height: 600)
            defer { host.close() }
            let list = ViewController(title: "List")
            let note = ViewController(title: "Note")
            note.view.backgroundColor = .white
            let text = TextView(frame: Rect(x: 10, y: 10, width: note.view.bounds.width - 20, height: 300))
            text.autoresizingMask = [.flexibleWidth]
            text.text = Self.paragraph
            note.view.addSubview(text)
            let split = SplitViewController()
            split.viewControllers = [NavigationController(rootViewController: list), NavigationController(rootViewController: note)]
            host.window.rootViewController = split
            #expect(await host.settle(timeout: 5))
            let textView = try #require(host.mirror.contentWidget(for: text))
            let wide = textReach(textView)
            #expect(wide.allocated <= text.frame.width)
            #expect(wide.right <= text.frame.width, "wide: the text wraps inside the view")

            #expect(await resize(host, to: 400))
            #expect(split.isCollapsed)
            #expect(text.frame.width == 380)
            let narrow = textReach(textView)
            #expect(narrow.allocated <= text.frame.width, "the text view is as narrow as its view")
            #expect(narrow.right <= text.frame.width, "collapsed: no line runs past the right edge (\(narrow))")
            let shots = try TemporaryFolder("text-wrap")
            defer { shots.remove() }
            try? WindowSnapshot.capture(host.gtkWindow).savePNG(to: shots.shotPath("text-wrap-collapsed.png"))

            #expect(await resize(host, to: 1000))
            #expect(!split.isCollapsed)
            let again = textReach(textView)
            #expect(again.allocated <= text.frame.width)
            #expect(again.right <= text.frame.width, "separated: the text wraps inside the view")
            #expect(again.right > narrow.allocated, "and uses the width it has again")
        }
    }
}
