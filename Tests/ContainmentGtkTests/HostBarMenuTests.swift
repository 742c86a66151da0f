import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

extension GtkTests {
    /// Bar button menus in a real window: a menu-only item opens its menu under its button on a
    /// click; an item with a primary action runs it on a click and opens its menu on a
    /// secondary click; the chosen action runs.
    @Suite(.serialized) @MainActor struct HostBarMenus {
        /// The one menu open over the host, once it is mapped.
        func openMenu(of host: GtkHost) async throws -> UnsafeMutablePointer<GtkWidget> {
            #expect(await MainLoopPump.run(until: { host.openMenus.count == 1 && gtk_widget_get_mapped(host.openMenus[0]) != 0 }, timeout: .seconds(5)))
            return try #require(host.openMenus.first)
        }

        /// The menu item of `menu` whose label reads `title`.
        func item(_ title: String, in menu: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<GtkWidget> {
            let items = descendants(of: menu).filter { gtk_widget_get_parent($0) == menu }
            return try #require(items.first { allLabels(in: $0).contains(title) }, "no item \(title): \(allLabels(in: menu))")
        }

        /// Where `widget`'s top-left corner is on the screen.
        func screenOrigin(of widget: UnsafeMutablePointer<GtkWidget>) -> Point {
            let toplevel = gtk_widget_get_toplevel(widget)!
            var x: gint = 0
            var y: gint = 0
            gdk_window_get_origin(gtk_widget_get_window(toplevel), &x, &y)
            var inToplevelX: gint = 0
            var inToplevelY: gint = 0
            _ = gtk_widget_translate_coordinates(widget, toplevel, 0, 0, &inToplevelX, &inToplevelY)
            return Point(x: Double(x + inToplevelX), y: Double(y + inToplevelY))
        }

        /// Saves the whole screen (the window and its open menu, a window of its own) to
        /// `<CONTAINMENT_SHOTS_DIR>/<name>.png` when that directory is set.
        func keepScreenShot(_ name: String) {
            guard let directory = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"],
                  let root = gdk_get_default_root_window(),
                  let pixbuf = gdk_pixbuf_get_from_window(root, 0, 0, 700, 400) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            _ = gdk_pixbuf_savev(pixbuf, "\(directory)/\(name).png", "png", nil, nil, nil)
        }

        @Test func aBarMenuOpensUnderItsButtonAndItsActionRuns() async throws {
            let host = try await makeHost(width: 480, height: 300)
            defer { host.close() }
            var chosen: [String] = []
            var composed = 0
            let sortMenu = Menu(title: "Sort By", options: .singleSelection, children: [
                Action(title: "Date", state: .on) { chosen.append($0.title) },
                Action(title: "Title") { chosen.append($0.title) },
            ])
            let sort = BarButtonItem(title: "Sort", menu: sortMenu)
            let compose = BarButtonItem(systemItem: .compose, primaryAction: Action(title: "New") { _ in composed += 1 },
                                        menu: Menu(children: [Action(title: "New Folder") { chosen.append($0.title) }]))
            let root = ViewController()
            root.title = "Notes"
            root.navigationItem.rightBarButtonItems = [compose, sort]
            let navigation = NavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            #expect(await host.settle(timeout: 5))
            try keepBarShot(host, "bar-menu-button")
            let bar = try #require(host.mirror.contentWidget(for: navigation.navigationBar.view))
            let sortButton = try #require(barItemButton(named: "Sort", in: bar))

            // A click on the menu-only item opens its menu just under the button.
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(sortButton))
            let menu = try await openMenu(of: host)
            let button = screenOrigin(of: sortButton)
            let dropped = screenOrigin(of: menu)
            #expect(dropped.y >= button.y + Double(gtk_widget_get_allocated_height(sortButton)) - 2, "under the button: \(dropped) vs \(button)")
            #expect(abs(dropped.x - button.x) < 12, "aligned with the button: \(dropped) vs \(button)")
            #expect(sort.frameInBar != nil)
            keepScreenShot("bar-menu-open")
            let title = try item("Title", in: menu)
            try SyntheticInput.click(try #require(gtk_widget_get_toplevel(title)), at: centreInWindow(title))
            #expect(await MainLoopPump.run(until: { host.openMenus.isEmpty }, timeout: .seconds(5)))
            #expect(chosen == ["Title"], "the chosen action ran")

            // An item with a primary action runs it on a click, and opens its menu on a
            // secondary click.
            let composeButton = try #require(barItemButton(named: "Compose", in: bar))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(composeButton))
            #expect(composed == 1)
            #expect(host.openMenus.isEmpty, "a click runs the primary action, no menu")
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(composeButton), button: 3)
            let more = try await openMenu(of: host)
            #expect(allLabels(in: more).contains("New Folder"))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Return))
            #expect(await MainLoopPump.run(until: { host.openMenus.isEmpty }, timeout: .seconds(5)))
            #expect(chosen == ["Title", "New Folder"])
            #expect(composed == 1, "the secondary click did not run the primary action")

            // A disabled item opens nothing.
            sort.isEnabled = false
            #expect(await host.settle(timeout: 5))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(sortButton))
            #expect(await host.settle(timeout: 5))
            #expect(host.openMenus.isEmpty)
        }
    }
}
