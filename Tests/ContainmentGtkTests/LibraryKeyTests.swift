import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// The pages of a small book, made once.
@MainActor
private final class Pages: PageViewControllerDataSource {
    let pages = (0..<3).map { ViewController(title: "Page \($0)") }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func index(of controller: ViewController?) -> Int? {
        pages.firstIndex { $0 === controller }
    }
}

/// A view that takes keys, with a command of its own.
@MainActor
private final class KeyTakingView: View {
    var commands: [KeyCommand] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [KeyCommand]? { commands }
}

/// A button that can become first responder, as a focusable control an app makes.
@MainActor
private final class FocusableButton: Button {
    override var canBecomeFirstResponder: Bool { true }
}

extension GtkTests {
    /// The library's own keys and an app's key commands, through real GDK key and button events,
    /// in a plain app window built only on the public API (not the demo).
    @MainActor @Suite struct LibraryKeyTests {
        /// An app's window showing `root`, at the screen's corner, shown and settled.
        private func makeWindow(_ root: ViewController) async throws -> GtkHost {
            let host = try GtkTestStage.makeHost(
                applicationID: "org.containment.KeyTests", title: "Keys", size: Size(width: 640, height: 480), root: root)
            #expect(await GtkTestStage.show(host, timeout: 10))
            return host
        }

        /// Presses `keyval` with `modifiers` and waits for what it started to finish.
        private func press(_ host: GtkHost, _ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(rawValue: 0)) async throws {
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(keyval), modifiers: modifiers)
            #expect(await host.settle(timeout: 10))
        }

        private func combined(_ a: GdkModifierType, _ b: GdkModifierType) -> GdkModifierType {
            GdkModifierType(rawValue: a.rawValue | b.rawValue)
        }

        @Test func escapeClosesAnOpenDrawerThenDismissesASheet() async throws {
            let drawer = DrawerController(
                center: NavigationController(rootViewController: ViewController(title: "Center")),
                left: ViewController(title: "Left"))
            let host = try await makeWindow(drawer)
            defer { host.close() }
            try await press(host, GDK_KEY_Escape)
            #expect(drawer.openSide == DrawerSide.none)
            drawer.open(.left, animated: false)
            #expect(await host.settle(timeout: 10))
            try await press(host, GDK_KEY_Escape)
            #expect(drawer.openSide == DrawerSide.none)

            let sheet = ViewController(title: "Sheet")
            sheet.modalPresentationStyle = .pageSheet
            drawer.present(sheet, animated: false)
            #expect(await host.settle(timeout: 10))
            try await press(host, GDK_KEY_Escape)
            #expect(drawer.presentedViewController == nil)
        }

        @Test func altLeftAndTheBackButtonGoBack() async throws {
            let navigation = NavigationController(rootViewController: ViewController(title: "A"))
            navigation.pushViewController(ViewController(title: "B"), animated: false)
            navigation.pushViewController(ViewController(title: "C"), animated: false)
            let host = try await makeWindow(navigation)
            defer { host.close() }
            try await press(host, GDK_KEY_Left)
            #expect(navigation.viewControllers.count == 3, "a plain Left is no command")
            try await press(host, GDK_KEY_Left, GDK_MOD1_MASK)
            #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 320, y: 300), button: 1)
            #expect(await host.settle(timeout: 10))
            #expect(navigation.viewControllers.count == 2, "the primary button does not go back")
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 320, y: 300), button: 8)
            #expect(await host.settle(timeout: 10))
            #expect(navigation.viewControllers.map(\.title) == ["A"])
        }

        @Test func controlPageDownAndUpSwitchTabs() async throws {
            let tabs = TabBarController()
            tabs.viewControllers = [ViewController(title: "One"), ViewController(title: "Two"), ViewController(title: "Three")]
            let host = try await makeWindow(tabs)
            defer { host.close() }
            try await press(host, GDK_KEY_Page_Down, GDK_CONTROL_MASK)
            #expect(tabs.selectedIndex == 1)
            try await press(host, GDK_KEY_Page_Down)
            #expect(tabs.selectedIndex == 1, "Page Down alone is no command")
            try await press(host, GDK_KEY_Page_Up, GDK_CONTROL_MASK)
            try await press(host, GDK_KEY_Page_Up, GDK_CONTROL_MASK)
            #expect(tabs.selectedIndex == 2, "wraps around")
        }

        @Test func controlPageDownAndUpTurnPages() async throws {
            let book = Pages()
            let pages = PageViewController()
            pages.dataSource = book
            pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
            let host = try await makeWindow(pages)
            defer { host.close() }
            try await press(host, GDK_KEY_Page_Down, GDK_CONTROL_MASK)
            #expect(book.index(of: pages.viewControllers.first) == 1)
            try await press(host, GDK_KEY_Page_Down, GDK_CONTROL_MASK)
            #expect(book.index(of: pages.viewControllers.first) == 2)
            try await press(host, GDK_KEY_Page_Up, GDK_CONTROL_MASK)
            #expect(book.index(of: pages.viewControllers.first) == 1)
        }

        @Test func anAppsKeyCommandIsFoundAlongTheChain() async throws {
            let leaf = ViewController(title: "Leaf")
            let navigation = NavigationController(rootViewController: leaf)
            let host = try await makeWindow(navigation)
            defer { host.close() }
            var ran: [String] = []
            navigation.addKeyCommand(KeyCommand(input: "k", modifierFlags: .control) { _ in ran.append("navigation") })
            try await press(host, GDK_KEY_k, GDK_CONTROL_MASK)
            #expect(ran == ["navigation"])
            try await press(host, GDK_KEY_K, combined(GDK_CONTROL_MASK, GDK_SHIFT_MASK))
            try await press(host, GDK_KEY_k)
            #expect(ran == ["navigation"], "other modifiers are other keys")

            // The first responder comes first.
            let taker = KeyTakingView(frame: Rect(x: 0, y: 100, width: 50, height: 50))
            taker.commands = [KeyCommand(input: "k", modifierFlags: .control) { _ in ran.append("first responder") }]
            leaf.view.addSubview(taker)
            #expect(taker.becomeFirstResponder())
            try await press(host, GDK_KEY_k, GDK_CONTROL_MASK)
            #expect(ran == ["navigation", "first responder"])
            #expect(taker.resignFirstResponder())
            try await press(host, GDK_KEY_k, GDK_CONTROL_MASK)
            #expect(ran == ["navigation", "first responder", "navigation"])
        }

        @Test func aTextFieldSeesTypedKeysFirst() async throws {
            let drawer = DrawerController(center: ViewController(title: "Center"), left: ViewController(title: "Left"))
            let host = try await makeWindow(drawer)
            defer { host.close() }
            var lefts = 0
            drawer.addKeyCommand(KeyCommand(input: KeyCommand.inputLeftArrow, modifierFlags: []) { _ in lefts += 1 })
            let entry = gtk_entry_new_with_buffer(gtk_entry_buffer_new("hello", 5))!
            let buffer = gtk_text_buffer_new(nil)!
            defer { g_object_unref(buffer) }
            gtk_text_buffer_set_text(buffer, "hello", -1)
            let textView = gtk_text_view_new_with_buffer(buffer)!
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_container_add(cgtk_container(box), entry)
            gtk_container_add(cgtk_container(box), textView)
            g_object_ref_sink(box)
            defer { g_object_unref(box) }
            host.setSideWidget(box)
            // The side pane takes its width a frame later: wait for the core window to shrink.
            #expect(await MainLoopPump.run(until: { host.window.frame.width < 640 }))
            #expect(await host.settle(timeout: 10))
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_place_cursor(buffer, &end)
            let cursorOffset = { () -> Int32 in
                var cursor = GtkTextIter()
                gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
                return gtk_text_iter_get_offset(&cursor)
            }
            #expect(cursorOffset() == 5)

            gtk_widget_grab_focus(textView)
            try await press(host, GDK_KEY_Left)
            #expect(cursorOffset() == 4, "the text view moved its cursor")
            gtk_widget_grab_focus(entry)
            try await press(host, GDK_KEY_Left)
            #expect(lefts == 0, "the command saw neither key")

            // Escape means nothing to an entry: it goes on to the drawer.
            drawer.open(.left, animated: false)
            #expect(await host.settle(timeout: 10))
            gtk_widget_grab_focus(entry)
            try await press(host, GDK_KEY_Escape)
            #expect(drawer.openSide == DrawerSide.none)

            gtk_window_set_focus(cgtk_window(host.gtkWindow), nil)
            try await press(host, GDK_KEY_Left)
            #expect(lefts == 1, "without a text field focused, the command runs")
            host.setSideWidget(nil)
            gtk_widget_destroy(box)
        }

        @Test func tabMovesFocusAndAFirstResponderTakesIt() async throws {
            let root = ViewController(title: "Root")
            let first = FocusableButton(frame: Rect(x: 20, y: 20, width: 120, height: 40), title: "First")
            let second = FocusableButton(frame: Rect(x: 20, y: 80, width: 120, height: 40), title: "Second")
            root.view.addSubview(first)
            root.view.addSubview(second)
            let host = try await makeWindow(root)
            defer { host.close() }
            let toplevel = cgtk_window(host.gtkWindow)
            let focusedLabel = { () -> String? in
                guard let focus = gtk_window_get_focus(toplevel), cgtk_is_button(focus) != 0,
                    let label = gtk_button_get_label(cgtk_button(focus))
                else { return nil }
                return String(cString: label)
            }

            // GTK moves focus only in the active window (Xvfb has no window manager to activate it).
            gtk_window_present(toplevel)
            #expect(await MainLoopPump.run(until: { gtk_window_is_active(toplevel) != 0 }))

            #expect(second.becomeFirstResponder())
            #expect(await host.settle(timeout: 10))
            #expect(focusedLabel() == "Second", "GTK focus follows the first responder")
            try await press(host, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK)
            #expect(focusedLabel() == "First", "Shift+Tab goes back in view order")
            #expect(first.isFirstResponder, "the first responder follows GTK's focus")
            try await press(host, GDK_KEY_Tab)
            #expect(focusedLabel() == "Second", "Tab goes forward")
            #expect(second.isFirstResponder)
            #expect(first.becomeFirstResponder())
            #expect(await host.settle(timeout: 10))
            #expect(focusedLabel() == "First")
            gtk_window_set_focus(toplevel, nil)
            #expect(!first.isFirstResponder, "focus left its widget: it resigned")
        }
    }
}
