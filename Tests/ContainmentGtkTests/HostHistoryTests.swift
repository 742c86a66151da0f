import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import Testing

extension GtkTests {
    /// The window's back-and-forward history through real GDK events: Alt+Left and Alt+Right,
    /// the mouse's buttons 8 and 9, and the navigation bar's back button, whose right-click lists
    /// the trail in a GTK menu.
    @MainActor @Suite(.serialized) struct HostHistory {
        private func makeWindow(_ root: ViewController, width: Double = 640, height: Double = 480) async throws -> GtkHost {
            let host = try GtkTestStage.makeHost(
                applicationID: "org.containment.HistoryTests", title: "History", size: Size(width: width, height: height), root: root)
            #expect(await GtkTestStage.show(host, timeout: 10))
            return host
        }

        private func press(_ host: GtkHost, _ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(rawValue: 0)) async throws {
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(keyval), modifiers: modifiers)
            #expect(await host.settle(timeout: 10))
        }

        private func click(_ host: GtkHost, button: UInt32) async throws {
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 320, y: 300), button: button)
            #expect(await host.settle(timeout: 10))
        }

        @Test func altArrowsAndTheMouseButtonsGoBackAndForwardAcrossContainers() async throws {
            let mail = NavigationController(rootViewController: ViewController(title: "Inbox"))
            let tabs = TabBarController()
            tabs.viewControllers = [mail, ViewController(title: "Calendar")]
            let host = try await makeWindow(tabs)
            defer { host.close() }
            let message = ViewController(title: "Message")
            mail.pushViewController(message, animated: true)
            #expect(await host.settle(timeout: 10))
            tabs.selectedIndex = 1
            #expect(await host.settle(timeout: 10))

            // The last move was the tab switch: button 8 goes back to the first tab, 9 forward.
            try await click(host, button: 8)
            #expect(tabs.selectedIndex == 0)
            #expect(mail.viewControllers.count == 2, "going back took back the tab switch, not the push")
            try await click(host, button: 9)
            #expect(tabs.selectedIndex == 1)
            // Alt+Left twice: the tab switch, then the push.
            try await press(host, GDK_KEY_Left, GDK_MOD1_MASK)
            #expect(tabs.selectedIndex == 0)
            try await press(host, GDK_KEY_Left, GDK_MOD1_MASK)
            #expect(mail.viewControllers.map(\.title) == ["Inbox"])
            #expect(!host.window.canGoBack)
            // Alt+Right pushes the same controller again.
            try await press(host, GDK_KEY_Right, GDK_MOD1_MASK)
            #expect(mail.topViewController === message)
            #expect(host.window.forwardList.map(\.title) == ["Calendar"])
        }

        /// The one menu open over the host, once it is mapped.
        private func openMenu(of host: GtkHost) async throws -> UnsafeMutablePointer<GtkWidget> {
            #expect(await MainLoopPump.run(until: { host.openMenus.count == 1 && gtk_widget_get_mapped(host.openMenus[0]) != 0 }, timeout: .seconds(5)))
            return try #require(host.openMenus.first)
        }

        /// Saves the screen's corner (the window and its open menu) to
        /// `<CONTAINMENT_SHOTS_DIR>/<name>-<theme>.png` when that directory is set.
        private func keepScreenShot(_ name: String) {
            let environment = ProcessInfo.processInfo.environment
            guard let directory = environment["CONTAINMENT_SHOTS_DIR"], let root = gdk_get_default_root_window(),
                  let pixbuf = gdk_pixbuf_get_from_window(root, 0, 0, 520, 340) else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            let theme = (environment["GTK_THEME"] ?? "default").replacingOccurrences(of: ":", with: "-")
            _ = gdk_pixbuf_savev(pixbuf, "\(directory)/\(name)-\(theme).png", "png", nil, nil, nil)
        }

        @Test func aRightClickOnTheBackButtonListsTheTrailAndAnEntryGoesBackThere() async throws {
            let mail = NavigationController(rootViewController: ViewController(title: "Inbox"))
            let drawer = DrawerController(center: mail, left: ViewController(title: "Mailboxes"))
            let host = try await makeWindow(drawer, width: 520, height: 340)
            defer { host.close() }
            mail.pushViewController(ViewController(title: "Message"), animated: false)
            #expect(await host.settle(timeout: 10))
            mail.pushViewController(ViewController(title: "Attachment"), animated: false)
            #expect(await host.settle(timeout: 10))
            drawer.open(.left, animated: false)
            #expect(await host.settle(timeout: 10))
            drawer.close(animated: false)
            #expect(await host.settle(timeout: 10))
            #expect(host.window.backList.map(\.title) == ["Inbox", "Message"])

            let bar = try #require(host.mirror.contentWidget(for: mail.navigationBar.view))
            let back = try #require(buttons(in: bar).first { allLabels(in: $0).contains { $0.contains("Message") } },
                                    "no back button: \(allLabels(in: bar))")
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(back), button: 3)
            let menu = try await openMenu(of: host)
            let items = descendants(of: menu).filter { gtk_widget_get_parent($0) == menu }
            #expect(items.map { allLabels(in: $0).joined() } == ["Message", "Inbox"], "nearest first")
            #expect(mail.viewControllers.count == 3, "the right-click did not pop")
            keepScreenShot("history-back-menu")

            let inbox = try #require(items.first { allLabels(in: $0).contains("Inbox") })
            try SyntheticInput.click(try #require(gtk_widget_get_toplevel(inbox)), at: centreInWindow(inbox))
            #expect(await MainLoopPump.run(until: { host.openMenus.isEmpty }, timeout: .seconds(5)))
            #expect(await host.settle(timeout: 10))
            #expect(mail.viewControllers.map(\.title) == ["Inbox"])
            #expect(host.window.forwardList.map(\.title) == ["Message", "Attachment"])
        }
    }
}
