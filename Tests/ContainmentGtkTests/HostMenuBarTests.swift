import CGtk
@_spi(Adapter) @_spi(Testing) @testable import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

extension Selector {
    fileprivate static let newMessage = Selector("newMessage:")
}

/// A mailbox written as an iOS developer writes one for Mac Catalyst: a table, a key command of
/// its own (Ctrl+D deletes the selected message), and a File menu item with Ctrl+N.
@MainActor
private final class KeyedMailbox: TableViewController {
    var messages = Array(0..<30)
    var deleted: [Int] = []
    var created = 0
    /// Whether New Message can run now (the menu greys it otherwise).
    var canCreate = true

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Message")
        addKeyCommand(KeyCommand(title: "Delete Message", input: "d", modifierFlags: .control) { [weak self] _ in
            guard let self, let row = tableView.indexPathForSelectedRow?.row else { return }
            deleted.append(messages.remove(at: row))
            tableView.reloadData()
        })
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = "Message \(messages[indexPath.row])"
        return cell
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .newMessage ? canCreate : super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: Selector, with sender: Any?) {
        if action == .newMessage { created += 1 }
    }
}

/// The root that builds the menu bar, as a Catalyst app delegate would.
@MainActor
private final class MailNavigation: NavigationController {
    override func buildMenu(with builder: MenuBuilder) {
        super.buildMenu(with: builder)
        builder.insertChild(Menu(options: .displayInline, children: [
            KeyCommand(title: "New Message", action: .newMessage, input: "n", modifierFlags: .control),
        ]), atStartOfMenu: .file)
    }
}

extension GtkTests {
    /// The responder chain from the focused widget, the menu bar's keys and the shortcuts window,
    /// with real key events.
    @Suite @MainActor struct HostMenuBar {
        private func show() async throws -> (GtkHost, KeyedMailbox) {
            let mailbox = KeyedMailbox()
            let host = try GtkTestStage.makeHost(size: Size(width: 400, height: 420), root: MailNavigation(rootViewController: mailbox))
            try #require(await GtkTestStage.show(host, timeout: 10))
            return (host, mailbox)
        }

        private func press(_ host: GtkHost, _ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(rawValue: 0)) async throws {
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(keyval), modifiers: modifiers)
            await MainLoopPump.run(for: .milliseconds(20))
            #expect(await host.settle(timeout: 10))
        }

        @Test func aControllersKeyCommandFiresWhileItsTableHasTheFocus() async throws {
            // The mailbox in a split view's sidebar: the deepest controller shown is the detail.
            let mailbox = KeyedMailbox()
            let split = SplitViewController()
            split.viewControllers = [NavigationController(rootViewController: mailbox), ViewController(title: "Message")]
            let host = try GtkTestStage.makeHost(size: Size(width: 900, height: 420), root: split)
            try #require(await GtkTestStage.show(host, timeout: 10))
            defer { host.close() }
            let table = mailbox.tableView
            let rect = table.rectForRow(at: IndexPath(row: 2, section: 0))
            try SyntheticInput.click(host.gtkWindow, at: table.convert(Point(x: rect.midX, y: rect.midY), to: nil))
            #expect(await host.settle(timeout: 5))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            try await press(host, GDK_KEY_d, GDK_CONTROL_MASK)
            #expect(mailbox.deleted == [2], "the key reached the controller through the focused table")
        }

        @Test func theMenuBarsKeysReachWhoeverPerformsThem() async throws {
            let (host, mailbox) = try await show()
            defer { host.close() }
            try await press(host, GDK_KEY_n, GDK_CONTROL_MASK)
            #expect(mailbox.created == 1)
        }

        @Test func controlQuestionMarkListsTheCommandsInAShortcutsWindow() async throws {
            let (host, _) = try await show()
            defer { host.close() }
            try await press(host, GDK_KEY_question, GdkModifierType(rawValue: GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue))
            await MainLoopPump.run(for: .milliseconds(200))
            let shortcuts = try #require(Self.toplevel(named: "keyboard-shortcuts"))
            defer { gtk_widget_destroy(shortcuts) }
            #expect(gtk_widget_get_visible(shortcuts) != 0)
            let titles = allLabels(in: shortcuts)
            #expect(titles.contains("New Message") && titles.contains("Delete Message") && titles.contains("Keyboard Shortcuts"),
                    "\(titles)")
            #expect(!titles.contains("Copy"), "nothing copies here, so Copy is not offered")
            if let path = ProcessInfo.processInfo.environment["CONTAINMENT_SCREENSHOTS"] {
                try? WindowSnapshot.capture(shortcuts).savePNG(to: path + "/shortcuts-window.png")
            }
        }

        @Test func theHeaderBarsPrimaryMenuShowsTheMenuBarAndItsCommandsRun() async throws {
            let mailbox = KeyedMailbox()
            let host = try GtkTestStage.makeHost(size: Size(width: 640, height: 420), titleBar: .navigationBar,
                                                 root: MailNavigation(rootViewController: mailbox))
            try #require(await GtkTestStage.show(host, timeout: 10))
            defer { host.close() }
            let button = try #require(host.primaryMenuButton)
            #expect(gtk_widget_get_mapped(button) != 0, "the ☰ button shows at the header's end")
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(button))
            #expect(await MainLoopPump.run(until: { host.openMenus.count == 1 && gtk_widget_get_mapped(host.openMenus[0]) != 0 },
                                           timeout: .seconds(5)))
            let menu = try #require(host.openMenus.first)
            let labels = allLabels(in: menu)
            #expect(labels.contains("File") && labels.contains("Edit") && labels.contains("Help"), "\(labels)")
            #expect(!labels.contains("Format") && !labels.contains("Window"), "menus with nothing in them are left out: \(labels)")
            if let path = ProcessInfo.processInfo.environment["CONTAINMENT_SCREENSHOTS"],
               let root = gdk_get_default_root_window(), let pixbuf = gdk_pixbuf_get_from_window(root, 0, 0, 700, 460) {
                _ = gdk_pixbuf_savev(pixbuf, path + "/primary-menu.png", "png", nil, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(pixbuf))
            }
            // The commands are validated as the menu opens: New Message greys while the mailbox
            // cannot create one, and is enabled again the next time the menu opens.
            #expect(try newMessageIsSensitive(in: menu))
            gtk_menu_shell_cancel(cgtk_menu_shell(menu))
            #expect(await MainLoopPump.run(until: { host.openMenus.isEmpty }, timeout: .seconds(5)))
            mailbox.canCreate = false
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(button))
            #expect(await MainLoopPump.run(until: { host.openMenus.count == 1 && gtk_widget_get_mapped(host.openMenus[0]) != 0 },
                                           timeout: .seconds(5)))
            #expect(try !newMessageIsSensitive(in: try #require(host.openMenus.first)))
            gtk_menu_shell_cancel(cgtk_menu_shell(try #require(host.openMenus.first)))
            #expect(await MainLoopPump.run(until: { host.openMenus.isEmpty }, timeout: .seconds(5)))
            mailbox.canCreate = true
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(button))
            #expect(await MainLoopPump.run(until: { host.openMenus.count == 1 && gtk_widget_get_mapped(host.openMenus[0]) != 0 },
                                           timeout: .seconds(5)))

            // File ▸ New Message, chosen with the keys as a keyboard user would: the application
            // menu (Quit) comes first, then File.
            #expect(labels.firstIndex(of: "Test") ?? 99 < labels.firstIndex(of: "File") ?? 0)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Right))
            await MainLoopPump.run(for: .milliseconds(300))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Return))
            #expect(await MainLoopPump.run(until: { host.openMenus.isEmpty }, timeout: .seconds(5)))
            #expect(mailbox.created == 1, "File ▸ New Message ran through the responder chain")

            // F10 opens it too, as in GNOME apps.
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_F10))
            #expect(await MainLoopPump.run(until: { host.openMenus.count == 1 && gtk_widget_get_mapped(host.openMenus[0]) != 0 },
                                           timeout: .seconds(5)))
            if let open = host.openMenus.first { gtk_menu_shell_cancel(cgtk_menu_shell(open)) }
        }

        @Test func aMenuBarTheAppAsksForShowsTheMenusAndRunsTheirCommands() async throws {
            let mailbox = KeyedMailbox()
            let host = try GtkTestStage.makeHost(size: Size(width: 640, height: 420), titleBar: .navigationBar,
                                                 root: MailNavigation(rootViewController: mailbox))
            host.showsMenuBar = true
            try #require(await GtkTestStage.show(host, timeout: 10))
            defer { host.close() }
            let bar = try #require(host.menuBarWidget)
            #expect(gtk_widget_get_mapped(bar) != 0)
            #expect(gtk_widget_get_mapped(try #require(host.primaryMenuButton)) == 0, "the menus are in one place")
            let titles = descendants(of: bar).filter { gtk_widget_get_parent($0) == bar }.map { String(cString: gtk_menu_item_get_label(cgtk_menu_item($0))) }
            #expect(titles == ["Test", "File", "Edit", "Help"], "the empty standard menus are left out")
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(bar, &allocation)
            #expect(host.window.frame.height == 420 - Double(allocation.height), "the content is what is left below the bar")

            // F10 opens the first menu, as GTK's menu bars do; the arrow keys walk to File.
            let items = descendants(of: bar).filter { gtk_widget_get_parent($0) == bar }
            func submenu(_ index: Int) -> UnsafeMutablePointer<GtkWidget> { gtk_menu_item_get_submenu(cgtk_menu_item(items[index]))! }
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_F10))
            #expect(await MainLoopPump.run(until: { gtk_widget_get_mapped(submenu(0)) != 0 }, timeout: .seconds(5)))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Right))
            #expect(await MainLoopPump.run(until: { gtk_widget_get_mapped(submenu(1)) != 0 }, timeout: .seconds(5)))
            if let path = ProcessInfo.processInfo.environment["CONTAINMENT_SCREENSHOTS"],
               let root = gdk_get_default_root_window(), let pixbuf = gdk_pixbuf_get_from_window(root, 0, 0, 700, 460) {
                _ = gdk_pixbuf_savev(pixbuf, path + "/menu-bar.png", "png", nil, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(pixbuf))
            }
            let newMessage = try #require(descendants(of: submenu(1)).first {
                gtk_widget_get_parent($0) == submenu(1) && allLabels(in: $0).contains("New Message")
            })
            #expect(gtk_widget_get_sensitive(newMessage) != 0)
            gtk_menu_shell_cancel(cgtk_menu_shell(bar))
            #expect(await MainLoopPump.run(until: { gtk_widget_get_mapped(submenu(1)) == 0 }, timeout: .seconds(5)))

            // Validated each time it opens: greyed while the mailbox cannot create; a click on
            // File then on New Message runs it once it can.
            mailbox.canCreate = false
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(items[1]))
            #expect(await MainLoopPump.run(until: { gtk_widget_get_mapped(submenu(1)) != 0 }, timeout: .seconds(5)))
            #expect(descendants(of: submenu(1)).contains {
                gtk_widget_get_parent($0) == submenu(1) && allLabels(in: $0).contains("New Message") && gtk_widget_get_sensitive($0) == 0
            })
            gtk_menu_shell_cancel(cgtk_menu_shell(bar))
            #expect(await MainLoopPump.run(until: { gtk_widget_get_mapped(submenu(1)) == 0 }, timeout: .seconds(5)))
            mailbox.canCreate = true
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(items[1]))
            #expect(await MainLoopPump.run(until: { gtk_widget_get_mapped(submenu(1)) != 0 }, timeout: .seconds(5)))
            await MainLoopPump.run(for: .milliseconds(300))
            let item = try #require(descendants(of: submenu(1)).first {
                gtk_widget_get_parent($0) == submenu(1) && allLabels(in: $0).contains("New Message")
            })
            #expect(gtk_widget_get_sensitive(item) != 0)
            // Down to it with the keys (the menu is a window of its own) and Return.
            let rows = descendants(of: submenu(1)).filter {
                gtk_widget_get_parent($0) == submenu(1) && gtk_widget_get_sensitive($0) != 0 && cgtk_is_separator_menu_item($0) == 0
            }
            for _ in 0...(try #require(rows.firstIndex(of: item))) {
                try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
                await MainLoopPump.run(for: .milliseconds(50))
            }
            #expect(gtk_menu_shell_get_selected_item(cgtk_menu_shell(submenu(1))) == item)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Return))
            #expect(await MainLoopPump.run(until: { mailbox.created == 1 }, timeout: .seconds(5)), "File ▸ New Message ran")

            // Taken away, the content has the whole window again and ☰ is back.
            host.showsMenuBar = false
            #expect(host.menuBarWidget == nil)
            #expect(await MainLoopPump.run(until: { host.window.frame.height == 420 }, timeout: .seconds(5)))
            #expect(await host.settle(timeout: 10))
            #expect(host.window.frame.height == 420)
            #expect(gtk_widget_get_mapped(try #require(host.primaryMenuButton)) != 0)
        }

        /// Whether File ▸ New Message is enabled in the primary menu `menu` (its submenu built
        /// as it would be when shown).
        private func newMessageIsSensitive(in menu: UnsafeMutablePointer<GtkWidget>) throws -> Bool {
            let file = try #require(descendants(of: menu).first { gtk_widget_get_parent($0) == menu && allLabels(in: $0).contains("File") })
            let submenu = try #require(gtk_menu_item_get_submenu(cgtk_menu_item(file)))
            gtk_widget_show(submenu)
            defer { gtk_widget_hide(submenu) }
            let item = try #require(descendants(of: submenu).first { gtk_widget_get_parent($0) == submenu && allLabels(in: $0).contains("New Message") },
                                    "\(allLabels(in: submenu))")
            return gtk_widget_get_sensitive(item) != 0
        }

        /// The toplevel window whose widget name is `name`.
        static func toplevel(named name: String) -> UnsafeMutablePointer<GtkWidget>? {
            toplevelWidgets().first { String(cString: gtk_widget_get_name($0)) == name }
        }
    }
}
