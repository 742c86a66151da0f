import CGtk
import Foundation
@_spi(Adapter) @_spi(Testing) import Containment
@_spi(Testing) @testable import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// Answers one menu for its whole view, made by `makeMenu`.
@MainActor
private final class FixedMenuDelegate: ContextMenuInteractionDelegate {
    var makeMenu: () -> Menu
    var ended = 0

    init(_ makeMenu: @escaping () -> Menu) {
        self.makeMenu = makeMenu
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in self?.makeMenu() }
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        ended += 1
    }
}

/// A list of rows with a context menu on each: Open, a Move submenu, Copy with Ctrl+C, a
/// disabled Archive and a red Delete.
@MainActor
private final class MenuRowsController: TableViewController {
    var chosen: [String] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: indexPath.row, previewProvider: nil) { [weak self] _ in
            let record: @MainActor (Action) -> Void = { action in self?.chosen.append("\(action.title) \(indexPath.row)") }
            return Menu(children: [
                Action(title: "Open", handler: record),
                Menu(title: "Move to", children: [Action(title: "Inbox", state: .on, handler: record), Action(title: "Archive folder", handler: record)]),
                Menu(options: .displayInline, children: [
                    KeyCommand(input: "c", modifierFlags: .control, title: "Copy") { true },
                    Action(title: "Archive", attributes: .disabled, handler: record),
                ]),
                Action(title: "Delete", attributes: .destructive, handler: record),
            ])
        }
    }
}

extension GtkTests {
    /// Context menus in a real window: a right-click, the Menu key and Shift+F10 open a `GtkMenu`
    /// whose items run their actions (chosen by a real click or Down and Return), drawn with
    /// their states, shortcuts and colours, and freed when they close.
    @Suite(.serialized) @MainActor struct ContextMenuGtk {
        /// The menu items of a menu shell, in order.
        static func items(of menu: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
            let children = gtk_container_get_children(cgtk_container(menu))
            defer { g_list_free(children) }
            var items: [UnsafeMutablePointer<GtkWidget>] = []
            var link = children
            while let node = link {
                if let data = node.pointee.data { items.append(cgtk_widget(data)) }
                link = node.pointee.next
            }
            return items
        }

        /// The first label under `widget` whose text is set, and the label.
        static func label(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if cgtk_is_label(widget) != 0 { return widget }
            guard cgtk_is_container(widget) != 0 else { return nil }
            for child in items(of: widget) {
                if let found = label(in: child) { return found }
            }
            return nil
        }

        static func title(of item: UnsafeMutablePointer<GtkWidget>) -> String {
            guard let label = label(in: item), let text = gtk_label_get_text(cgtk_label(label)) else { return "" }
            return String(cString: text)
        }

        static func item(_ title: String, in menu: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<GtkWidget> {
            try #require(items(of: menu).first { Self.title(of: $0) == title }, "no item \(title)")
        }

        /// The centre of `widget` in its toplevel's coordinates.
        static func centre(of widget: UnsafeMutablePointer<GtkWidget>) -> Point {
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(widget, &allocation)
            var x: gint = 0
            var y: gint = 0
            _ = gtk_widget_translate_coordinates(widget, gtk_widget_get_toplevel(widget), allocation.width / 2, allocation.height / 2, &x, &y)
            return Point(x: Double(x), y: Double(y))
        }

        /// The one menu open over the host, once it shows.
        static func openMenu(of host: GtkHost) async throws -> UnsafeMutablePointer<GtkWidget> {
            #expect(await MainLoopPump.run(until: { host.openMenus.count == 1 && gtk_widget_get_mapped(host.openMenus[0]) != 0 }, timeout: .seconds(5)))
            return try #require(host.openMenus.first)
        }

        static func waitClosed(_ host: GtkHost) async -> Bool {
            await MainLoopPump.run(until: { host.openMenus.isEmpty }, timeout: .seconds(5))
        }

        /// A host showing one view with a context menu of `menu`.
        fileprivate static func hostWithMenu(_ makeMenu: @escaping () -> Menu) async throws -> (GtkHost, FixedMenuDelegate, View) {
            let host = try await makeHost(width: 400, height: 300)
            let view = colouredView(testBlue, Rect(x: 0, y: 0, width: 400, height: 300))
            let delegate = FixedMenuDelegate(makeMenu)
            view.addInteraction(ContextMenuInteraction(delegate: delegate))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            return (host, delegate, view)
        }

        @Test func aRightClickOpensAMenuWhoseClickedItemRunsItsAction() async throws {
            var ran: [String] = []
            let (host, delegate, view) = try await Self.hostWithMenu {
                Menu(children: [Action(title: "Copy") { ran.append("Copy \($0.sender is ContextMenuInteraction)") }, Action(title: "Paste") { _ in ran.append("Paste") }])
            }
            defer { host.close() }
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: 80), button: 3)
            let menu = try await Self.openMenu(of: host)
            #expect(Self.items(of: menu).map { Self.title(of: $0) } == ["Copy", "Paste"])
            let toplevel = try #require(gtk_widget_get_toplevel(menu))
            let paste = try Self.item("Paste", in: menu)
            try SyntheticInput.click(toplevel, at: Self.centre(of: paste))
            #expect(await Self.waitClosed(host))
            #expect(ran == ["Paste"])
            #expect(delegate.ended == 1)

            // Down and Return choose the first item.
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: 80), button: 3)
            _ = try await Self.openMenu(of: host)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Return))
            #expect(await Self.waitClosed(host))
            #expect(ran == ["Paste", "Copy true"])
            #expect(delegate.ended == 2)
            _ = view
        }

        @Test func theMenuKeyAndShiftF10OpenTheSelectedRowsMenu() async throws {
            let controller = MenuRowsController(style: .plain)
            let host = try GtkTestStage.makeHost(size: Size(width: 400, height: 400), root: controller)
            #expect(await GtkTestStage.show(host))
            defer { host.close() }
            try SyntheticInput.focusWindow(host.gtkWindow)
            controller.tableView.selectRowFromUser(at: IndexPath(row: 2, section: 0))
            #expect(await host.settle(timeout: 5))
            for (keyval, modifiers) in [(GDK_KEY_Menu, GdkModifierType(rawValue: 0)), (GDK_KEY_F10, GDK_SHIFT_MASK)] {
                try SyntheticInput.key(host.gtkWindow, keyval: UInt32(keyval), modifiers: modifiers)
                let menu = try await Self.openMenu(of: host)
                let toplevel = try #require(gtk_widget_get_toplevel(menu))
                // Below the selected row.
                var menuX: gint = 0
                var menuY: gint = 0
                gdk_window_get_origin(gtk_widget_get_window(toplevel), &menuX, &menuY)
                var hostX: gint = 0
                var hostY: gint = 0
                gdk_window_get_origin(gtk_widget_get_window(host.rootCanvas), &hostX, &hostY)
                let row = controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
                #expect(abs(Double(menuY - hostY) - row.maxY) < 12, "the menu opens below the row")
                try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
                #expect(await Self.waitClosed(host))
            }
            #expect(controller.chosen.isEmpty)
            // A right-click on another row selects it and opens its menu; Delete runs for it.
            let centre = controller.tableView.rectForRow(at: IndexPath(row: 5, section: 0))
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: centre.midY), button: 3)
            let menu = try await Self.openMenu(of: host)
            #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
            try SyntheticInput.click(try #require(gtk_widget_get_toplevel(menu)), at: Self.centre(of: try Self.item("Delete", in: menu)))
            #expect(await Self.waitClosed(host))
            #expect(controller.chosen == ["Delete 5"])
        }

        @Test func itemsShowTheirStateShortcutColourAndGreyWhenDisabled() async throws {
            let controller = MenuRowsController(style: .plain)
            let host = try GtkTestStage.makeHost(size: Size(width: 400, height: 400), root: controller)
            #expect(await GtkTestStage.show(host))
            defer { host.close() }
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: 60), button: 3)
            let menu = try await Self.openMenu(of: host)
            #expect(Self.items(of: menu).map { cgtk_is_separator_menu_item($0) != 0 ? "-" : Self.title(of: $0) }
                == ["Open", "Move to", "-", "Copy", "Archive", "-", "Delete"])
            #expect(gtk_widget_get_sensitive(try Self.item("Archive", in: menu)) == 0, "a disabled item greys")
            #expect(gtk_widget_get_sensitive(try Self.item("Open", in: menu)) != 0)
            let copyLabel = try #require(Self.label(in: try Self.item("Copy", in: menu)))
            #expect(cgtk_is_accel_label(copyLabel) != 0)
            var key: guint = 0
            var mods = GdkModifierType(rawValue: 0)
            gtk_accel_label_get_accel(cgtk_accel_label(copyLabel), &key, &mods)
            #expect(key == guint(GDK_KEY_c) && mods.rawValue == GDK_CONTROL_MASK.rawValue, "Ctrl+C beside Copy")
            let deleteLabel = try #require(Self.label(in: try Self.item("Delete", in: menu)))
            #expect(gtk_style_context_has_class(gtk_widget_get_style_context(deleteLabel), "destructive") != 0)
            var colour = GdkRGBA()
            gtk_style_context_get_color(gtk_widget_get_style_context(deleteLabel), GTK_STATE_FLAG_NORMAL, &colour)
            #expect(colour.red > 0.6 && colour.green < 0.3, "Delete is red")
            // The submenu is filled when it opens: Inbox checked.
            let move = try Self.item("Move to", in: menu)
            let submenu = try #require(gtk_menu_item_get_submenu(cgtk_menu_item(move)))
            #expect(Self.items(of: submenu).isEmpty, "not made before it shows")
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Right))
            #expect(await MainLoopPump.run(until: { gtk_widget_get_mapped(submenu) != 0 }, timeout: .seconds(5)))
            let inbox = try Self.item("Inbox", in: submenu)
            #expect(gtk_check_menu_item_get_active(cgtk_check_menu_item(inbox)) != 0)
            if let shots = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"] {
                #expect(await host.settle(timeout: 5))
                await MainLoopPump.run(for: .milliseconds(200))
                try Self.saveScreen(to: "\(shots)/context-menu-\(Self.themeName).png", width: 640, height: 420)
            }
            // Keys go to the menu that holds the grab, whichever window they are sent to: the host's,
            // which outlives the menu (Escape destroys the menu before the key's release).
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            await MainLoopPump.run(for: .milliseconds(50))
            if !host.openMenus.isEmpty { try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape)) }
            #expect(await Self.waitClosed(host))
        }

        @Test func aMenuNested100DeepOpensLevelByLevel() async throws {
            var ran = 0
            let (host, delegate, _) = try await Self.hostWithMenu {
                var menu = Menu(title: "Level 100", children: [Action(title: "Deepest") { _ in ran += 1 }])
                for level in stride(from: 99, through: 1, by: -1) { menu = Menu(title: "Level \(level)", children: [menu]) }
                return Menu(children: [menu])
            }
            // The interaction keeps its delegate weakly, as UIKit's.
            defer { withExtendedLifetime(delegate) { host.close() } }
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: 80), button: 3)
            var menu = try await Self.openMenu(of: host)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            for level in 1...100 {
                let item = try Self.item("Level \(level)", in: menu)
                let submenu = try #require(gtk_menu_item_get_submenu(cgtk_menu_item(item)))
                try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Right))
                #expect(await MainLoopPump.run(until: { gtk_widget_get_mapped(submenu) != 0 }, timeout: .seconds(5)), "level \(level) opens")
                menu = submenu
            }
            #expect(Self.items(of: menu).map { Self.title(of: $0) } == ["Deepest"])
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Return))
            #expect(await Self.waitClosed(host))
            #expect(ran == 1)
        }

        @Test func aDeferredElementShowsLoadingUntilItsProviderAnswers() async throws {
            var answer: (([MenuElement]) -> Void)?
            let (host, delegate, _) = try await Self.hostWithMenu {
                Menu(children: [Action(title: "First") { _ in }, DeferredMenuElement.uncached { completion in answer = completion }])
            }
            defer { withExtendedLifetime(delegate) { host.close() } }
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: 80), button: 3)
            let menu = try await Self.openMenu(of: host)
            #expect(Self.items(of: menu).map { Self.title(of: $0) } == ["First", "Loading…"])
            #expect(gtk_widget_get_sensitive(try Self.item("Loading…", in: menu)) == 0)
            let provide = try #require(answer)
            provide([Action(title: "Later A") { _ in }, Action(title: "Later B") { _ in }])
            #expect(Self.items(of: menu).map { Self.title(of: $0) } == ["First", "Later A", "Later B"])
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            #expect(await Self.waitClosed(host))
        }

        @Test func closedMenusAndTheirWidgetsAreFreed() async throws {
            weak var weakAction: Action?
            let (host, delegate, _) = try await Self.hostWithMenu {
                let action = Action(title: "Only") { _ in }
                weakAction = action
                return Menu(children: [action, Menu(title: "More", children: [Action(title: "Inner") { _ in }])])
            }
            defer { withExtendedLifetime(delegate) { host.close() } }
            var watches: [GObjectWatch] = []
            for cycle in 0..<12 {
                try SyntheticInput.click(host.gtkWindow, at: Point(x: 100 + Double(cycle), y: 80), button: 3)
                let menu = try await Self.openMenu(of: host)
                let items = Self.items(of: menu)
                watches.append(GObjectWatch(menu))
                watches += items.map { GObjectWatch($0) }
                if let more = items.last, let submenu = gtk_menu_item_get_submenu(cgtk_menu_item(more)) { watches.append(GObjectWatch(submenu)) }
                try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
                #expect(await Self.waitClosed(host))
            }
            await MainLoopPump.run(for: .milliseconds(50))
            #expect(watches.count == 48)
            #expect(watches.allSatisfy { !$0.isAlive }, "every closed menu's widgets are finalized")
            #expect(weakAction == nil, "and the menu's elements freed")
        }

        @Test func dismissMenuAndAClosingWindowCloseTheMenu() async throws {
            let (host, delegate, view) = try await Self.hostWithMenu { Menu(children: [Action(title: "Stay") { _ in }]) }
            let interaction = try #require(view.interactions.first as? ContextMenuInteraction)
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: 80), button: 3)
            _ = try await Self.openMenu(of: host)
            interaction.dismissMenu()
            #expect(await Self.waitClosed(host))
            #expect(delegate.ended == 1)
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 100, y: 80), button: 3)
            let watch = GObjectWatch(try await Self.openMenu(of: host))
            host.close()
            #expect(await MainLoopPump.run(until: { !watch.isAlive }, timeout: .seconds(5)), "the menu goes with its window")
            #expect(delegate.ended == 2)
        }

        @Test func aMenuShownUnderAWidgetOpensBelowIt() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            let button = Button(frame: Rect(x: 40, y: 20, width: 120, height: 32), title: "Sort")
            host.window.addSubview(button)
            #expect(await host.settle(timeout: 5))
            let widget = try #require(host.mirror.contentWidget(for: button))
            var chosen: [String] = []
            var closed = 0
            let menu = Menu(title: "Sort", options: .singleSelection, children: [
                Action(title: "Date", state: .on) { action in chosen.append("\(action.title) \(action.sender as? String ?? "")") },
                Action(title: "Title") { action in chosen.append("\(action.title) \(action.sender as? String ?? "")") },
            ])
            #expect(MenuRenderer.show(menu, under: widget, in: host, sender: "bar button") { closed += 1 })
            let open = try await Self.openMenu(of: host)
            var menuX: gint = 0
            var menuY: gint = 0
            gdk_window_get_origin(gtk_widget_get_window(gtk_widget_get_toplevel(open)), &menuX, &menuY)
            var buttonX: gint = 0
            var buttonY: gint = 0
            gdk_window_get_origin(gtk_widget_get_window(host.gtkWindow), &buttonX, &buttonY)
            #expect(abs(Double(menuY - buttonY) - 52) < 8, "below the button's bottom edge")
            #expect(abs(Double(menuX - buttonX) - 40) < 8, "from its leading edge")
            let title = try Self.item("Title", in: open)
            #expect(gtk_check_menu_item_get_draw_as_radio(cgtk_check_menu_item(title)) != 0, "a single-selection menu's items are radio items")
            try SyntheticInput.click(try #require(gtk_widget_get_toplevel(open)), at: Self.centre(of: title))
            #expect(await Self.waitClosed(host))
            #expect(chosen == ["Title bar button"])
            #expect(closed == 1)
        }

        @Test func keyCommandsBecomeTheAcceleratorsGtkDraws() throws {
            let cases: [(String, KeyModifierFlags, Int32, UInt32)] = [
                ("n", .control, GDK_KEY_n, GDK_CONTROL_MASK.rawValue),
                (KeyCommand.inputDownArrow, [.alternate, .shift], GDK_KEY_Down, GDK_MOD1_MASK.rawValue | GDK_SHIFT_MASK.rawValue),
                (KeyCommand.f10, .shift, GDK_KEY_F10, GDK_SHIFT_MASK.rawValue),
                (KeyCommand.inputDelete, .command, GDK_KEY_Delete, GDK_SUPER_MASK.rawValue),
                ("\r", [], GDK_KEY_Return, 0),
            ]
            for (input, flags, keyval, mask) in cases {
                let accelerator = try #require(MenuAccelerator(input: input, modifiers: flags), "\(input)")
                #expect(accelerator.keyval == guint(bitPattern: keyval), "\(input)")
                #expect(accelerator.modifiers.rawValue == mask, "\(input)")
            }
            #expect(MenuAccelerator(input: "", modifiers: .control) == nil)
            #expect(MenuAccelerator(input: "ab", modifiers: .control) == nil, "not one key")
        }

        // MARK: Screenshots

        static var themeName: String {
            (ProcessInfo.processInfo.environment["GTK_THEME"] ?? "Adwaita").contains("dark") ? "dark" : "light"
        }

        /// Saves the screen's top-left `width` × `height` pixels (the window and the menus over it).
        static func saveScreen(to path: String, width: Int32, height: Int32) throws {
            let root = try #require(gdk_get_default_root_window())
            let pixbuf = try #require(gdk_pixbuf_get_from_window(root, 0, 0, width, height))
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            var error: UnsafeMutablePointer<GError>?
            if gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error) == 0 {
                Issue.record("cannot save \(path): \(error.map { String(cString: $0.pointee.message) } ?? "")")
            }
            if let error { g_error_free(error) }
        }
    }
}
