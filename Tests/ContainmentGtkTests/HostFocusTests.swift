import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// A controller whose view holds one text field (the drawer's content in the focus tests).
@MainActor
final class FieldController: ViewController {
    let field = TextField(frame: Rect(x: 10, y: 10, width: 160, height: 36), text: nil, placeholder: "Search")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = testBlue
        view.addSubview(field)
    }
}

/// A controller whose view holds a text field then a text view, and makes the text view first
/// responder in `viewDidAppear(_:)`, as an editor opening on its body does.
@MainActor
final class EditorController: ViewController {
    let titleField = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 36), text: nil, placeholder: "Title")
    let body = TextView(frame: Rect(x: 10, y: 60, width: 200, height: 100), text: "")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(titleField)
        view.addSubview(body)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = body.becomeFirstResponder()
    }
}

/// A detail page: a read-only text and a Delete key command, as a note shown for reading.
@MainActor
final class ReadOnlyDetailController: ViewController {
    let text = TextView(frame: Rect(x: 10, y: 10, width: 200, height: 100), text: "Read me")
    var deletes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        text.isEditable = false
        view.addSubview(text)
        addKeyCommand(KeyCommand(title: "Delete", input: KeyCommand.inputDelete) { [weak self] _ in self?.deletes += 1 })
    }
}

extension GtkTests {
    /// Keyboard focus follows what the app asks for, and never trips GTK's own checks.
    @Suite @MainActor struct HostFocus {
        /// A drawer whose text field took the focus as it opened, lost it as it closed: reopening
        /// it drew the field before GTK had allocated it again (`gtk_widget_draw: assertion
        /// '!widget->priv->alloc_needed_on_child' failed`, which ends the test process here).
        @Test func reopeningADrawerThatHeldTheFocusDrawsNoUnallocatedWidget() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            try SyntheticInput.focusWindow(host.gtkWindow)
            let left = FieldController()
            let drawer = DrawerController(center: ViewController(), left: left)
            host.window.rootViewController = drawer
            #expect(await host.settle(timeout: 5))
            for round in 0..<3 {
                drawer.open(.left, animated: true)
                #expect(await host.settle(timeout: 5))
                let entry = try #require(host.mirror.contentWidget(for: left.field))
                if round == 0 { #expect(gtk_widget_has_focus(entry) != 0, "the field took the focus as the drawer opened") }
                drawer.close(animated: true)
                #expect(await host.settle(timeout: 5))
            }
            #expect(drawer.openSide == DrawerSide.none)
        }

        /// An app window with `root`, active, so that GTK moves the focus in it.
        private func makeActiveHost(_ root: ViewController) async throws -> GtkHost {
            let host = try await makeHost(width: 400, height: 300)
            host.window.rootViewController = root
            let toplevel = cgtk_window(host.gtkWindow)
            gtk_window_present(toplevel)
            #expect(await MainLoopPump.run(until: { gtk_window_is_active(toplevel) != 0 }))
            #expect(await host.settle(timeout: 5))
            return host
        }

        private func press(_ host: GtkHost, _ keyval: Int32) async throws {
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(keyval))
            #expect(await host.settle(timeout: 5))
        }

        /// Escape closes a drawer whose field took the focus: the focus goes back to the field
        /// that had it before the drawer opened, as GTK gives it back when a popover pops down.
        @Test func escapeClosingADrawerGivesTheFocusBack() async throws {
            let center = FieldController()
            let left = FieldController()
            let drawer = DrawerController(center: center, left: left)
            let host = try await makeActiveHost(drawer)
            defer { host.close() }
            #expect(center.field.becomeFirstResponder())
            #expect(await host.settle(timeout: 5))
            let mainEntry = try #require(host.mirror.contentWidget(for: center.field))
            #expect(gtk_widget_is_focus(mainEntry) != 0)

            drawer.open(.left, animated: true)
            #expect(await host.settle(timeout: 5))
            let drawerEntry = try #require(host.mirror.contentWidget(for: left.field))
            #expect(gtk_widget_is_focus(drawerEntry) != 0, "the drawer's field took the focus")
            try await press(host, GDK_KEY_Escape)
            #expect(drawer.openSide == DrawerSide.none)
            #expect(gtk_widget_is_focus(mainEntry) != 0, "the focus is back in the field that had it")
            #expect(center.field.isFirstResponder)
            #expect(host.focusRestoreCount == 1)
        }

        /// Presents `presented` over a root whose field has the focus, checks that the presented
        /// field takes it, presses Escape, and checks that it goes back to the root's field.
        private func escapeGivesTheFocusBack(
            presenting presented: FieldController, configure: (_ presented: FieldController, _ root: FieldController) -> Void
        ) async throws {
            let root = FieldController()
            let host = try await makeActiveHost(root)
            defer { host.close() }
            #expect(root.field.becomeFirstResponder())
            #expect(await host.settle(timeout: 5))
            let entry = try #require(host.mirror.contentWidget(for: root.field))
            configure(presented, root)
            root.present(presented, animated: true)
            #expect(await host.settle(timeout: 5))
            let presentedEntry = try #require(host.mirror.contentWidget(for: presented.field))
            #expect(gtk_widget_is_focus(presentedEntry) != 0, "the presented field took the focus")
            try await press(host, GDK_KEY_Escape)
            #expect(root.presentedViewController == nil)
            #expect(gtk_widget_is_focus(entry) != 0, "the focus is back in the root's field")
        }

        /// Escape dismisses a sheet: the focus goes back to where it was, as a dialog gives it back
        /// to its parent window.
        @Test func escapeDismissingASheetGivesTheFocusBack() async throws {
            try await escapeGivesTheFocusBack(presenting: FieldController()) { sheet, _ in
                sheet.modalPresentationStyle = .formSheet
            }
        }

        /// Escape dismisses a popover: the focus goes back to the field it points at, as a GTK
        /// popover gives it back when it pops down.
        @Test func escapeDismissingAPopoverGivesTheFocusBack() async throws {
            try await escapeGivesTheFocusBack(presenting: FieldController()) { popover, root in
                popover.modalPresentationStyle = .popover
                popover.preferredContentSize = Size(width: 200, height: 120)
                popover.popoverPresentationController?.sourceView = root.field
            }
        }

        /// A navigation stack whose root holds a field and an Open button, the button focused,
        /// and a page with a field pushed over it (its field took the focus).
        private struct PushedOverAFocusedButton {
            let host: GtkHost
            let navigation: NavigationController
            let root: FieldController
            let button: Button
            let pushedEntry: UnsafeMutablePointer<GtkWidget>
        }

        private func pushOverAFocusedButton() async throws -> PushedOverAFocusedButton {
            let root = FieldController()
            let button = Button(frame: Rect(x: 10, y: 60, width: 120, height: 36), title: "Open") {}
            let navigation = NavigationController(rootViewController: root)
            let host = try await makeActiveHost(navigation)
            root.view.addSubview(button)
            #expect(await host.settle(timeout: 5))
            let buttonWidget = try #require(host.mirror.contentWidget(for: button))
            gtk_widget_grab_focus(buttonWidget)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_widget_is_focus(buttonWidget) != 0)
            let pushed = FieldController()
            navigation.pushViewController(pushed, animated: true)
            #expect(await host.settle(timeout: 5))
            let pushedEntry = try #require(host.mirror.contentWidget(for: pushed.field))
            #expect(gtk_widget_is_focus(pushedEntry) != 0, "the pushed page's field took the focus")
            return PushedOverAFocusedButton(host: host, navigation: navigation, root: root, button: button, pushedEntry: pushedEntry)
        }

        /// A pop gives the focus back to the button that had it before the push, rather than to
        /// the first focusable widget of the page that appeared again.
        @Test func aPopGivesTheFocusBackToTheWidgetThatHadIt() async throws {
            let stack = try await pushOverAFocusedButton()
            let host = stack.host
            defer { host.close() }
            _ = stack.navigation.popViewController(animated: true)
            #expect(await host.settle(timeout: 5))
            // The root's view left the window under the push: its widgets are new ones.
            let newButtonWidget = try #require(host.mirror.contentWidget(for: stack.button))
            #expect(gtk_widget_is_focus(newButtonWidget) != 0, "the focus is back on the button, not on the field above it")
        }

        /// A touchpad pop under way runs no animation: the focus stays on the page being dragged
        /// (the pop may still be cancelled) and goes back to the page below when it ends. It
        /// moved at the drag's first step, which also redrew the page below.
        @Test func anInteractivePopLeavesTheFocusWhereItIsUntilItEnds() async throws {
            let stack = try await pushOverAFocusedButton()
            let host = stack.host
            defer { host.close() }

            // The fingers move right a little, still on the touchpad: a few frames of the drag.
            let point = Point(x: 200, y: 150)
            try SyntheticInput.smoothScroll(host.gtkWindow, at: point, deltas: Array(repeating: (-5, 0), count: 3),
                                            interval: 0.05, endsWithStop: false)
            await MainLoopPump.runFrames(2, of: host.rootCanvas, timeout: .seconds(1))
            #expect(stack.navigation.isInteractivelyPopping, "the pop is under way")
            #expect(gtk_widget_is_focus(stack.pushedEntry) != 0, "the focus stays on the dragged page until the pop ends")

            // They go on past half and lift: the pop ends, and the focus is back.
            try SyntheticInput.smoothScroll(host.gtkWindow, at: point, deltas: Array(repeating: (-5, 0), count: 6),
                                            interval: 0.05, pause: 0.3)
            #expect(await host.settle(timeout: 5))
            #expect(stack.navigation.topViewController === stack.root)
            let newButtonWidget = try #require(host.mirror.contentWidget(for: stack.button))
            #expect(gtk_widget_is_focus(newButtonWidget) != 0, "the focus is back on the button")
        }

        /// The app's `becomeFirstResponder()` in `viewDidAppear(_:)` wins over the library's move
        /// into new content: typed text lands in the text view it chose, not in the first field.
        @Test func aFirstResponderChosenInViewDidAppearKeepsTheFocus() async throws {
            let navigation = NavigationController(rootViewController: ViewController())
            let host = try await makeActiveHost(navigation)
            defer { host.close() }
            let editor = EditorController()
            navigation.pushViewController(editor, animated: true)
            #expect(await host.settle(timeout: 5))
            #expect(editor.body.isFirstResponder)
            let bodyWidget = try #require(host.mirror.contentWidget(for: editor.body))
            #expect(gtk_widget_is_focus(bodyWidget) != 0, "GTK's focus is in the text view the app chose")
            try SyntheticInput.type(host.gtkWindow, "Hi")
            #expect(await host.settle(timeout: 5))
            #expect(editor.body.text == "Hi")
            #expect((editor.titleField.text ?? "").isEmpty)
        }

        /// New content with only a read-only text gets no focus from the library (it would take
        /// Delete from the app), and Delete reaches the app's command.
        @Test func theFocusNeverMovesIntoAReadOnlyText() async throws {
            let navigation = NavigationController(rootViewController: ViewController())
            let host = try await makeActiveHost(navigation)
            defer { host.close() }
            let detail = ReadOnlyDetailController()
            navigation.pushViewController(detail, animated: true)
            #expect(await host.settle(timeout: 5))
            let textWidget = try #require(host.mirror.contentWidget(for: detail.text))
            #expect(gtk_widget_is_focus(textWidget) == 0, "the read-only text did not take the focus")
            try await press(host, GDK_KEY_Delete)
            #expect(detail.deletes == 1, "Delete reached the app's command")
        }
    }
}
