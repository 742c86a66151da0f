import Foundation
import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

@testable import ContainmentDemo

extension GtkTests {
    /// The demo's keys through real GDK key events into its window, and keyboard focus following
    /// what appears.
    @MainActor @Suite struct KeyboardTests {
        /// The demo app's window at the screen's corner, shown and settled.
        private func makeApp(inspector: Bool = false) async throws -> DemoApp {
            try GtkTestStage.setUp()
            var launch = DemoLaunch(usesNavigationBarAsTitleBar: false)
            launch.showsInspector = inspector
            let app = try DemoApp(launch: launch)
            #expect(await GtkTestStage.show(app.host, timeout: 10, showing: app.showWindow))
            return app
        }

        private func press(_ app: DemoApp, _ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(rawValue: 0)) async throws {
            try SyntheticInput.key(app.host.gtkWindow, keyval: UInt32(keyval), modifiers: modifiers)
            await MainLoopPump.run(for: .milliseconds(20))
            #expect(await app.host.settle(timeout: 10))
        }

        /// The focused widget of the app's window.
        private func focus(_ app: DemoApp) -> UnsafeMutablePointer<GtkWidget>? {
            gtk_window_get_focus(cgtk_window(app.host.gtkWindow))
        }

        /// Whether `widget` is `ancestor` or inside it.
        private func isInside(_ widget: UnsafeMutablePointer<GtkWidget>?, _ ancestor: UnsafeMutablePointer<GtkWidget>?) -> Bool {
            guard let widget, let ancestor else { return false }
            return widget == ancestor || gtk_widget_is_ancestor(widget, ancestor) != 0
        }

        @Test func controlMTogglesTheMenu() async throws {
            let app = try await makeApp()
            defer { app.host.close() }
            app.catalog.open(.red)
            #expect(await app.host.settle(timeout: 10))
            #expect(!app.catalog.menu.isMenuVisible)
            try await press(app, GDK_KEY_m, GDK_CONTROL_MASK)
            #expect(app.catalog.menu.isMenuVisible)
            try await press(app, GDK_KEY_m, GDK_CONTROL_MASK)
            #expect(!app.catalog.menu.isMenuVisible)
        }

        @Test func escapeClosesTheDrawerThenDismissesASheet() async throws {
            let app = try await makeApp()
            defer { app.host.close() }
            app.catalog.open(.drawer)
            #expect(await app.host.settle(timeout: 10))
            app.catalog.drawer.open(.left, animated: false)
            #expect(await app.host.settle(timeout: 10))
            #expect(app.catalog.drawer.openSide == .left)
            try await press(app, GDK_KEY_Escape)
            #expect(app.catalog.drawer.openSide == DrawerSide.none)

            app.catalog.open(.modal)
            #expect(await app.host.settle(timeout: 10))
            app.catalog.modal.present(.navigationSheet, animated: false)
            #expect(await app.host.settle(timeout: 10))
            #expect(app.catalog.menu.presentedViewController != nil)
            try await press(app, GDK_KEY_Escape)
            #expect(app.catalog.menu.presentedViewController == nil)
        }

        @Test func altLeftGoesBack() async throws {
            let app = try await makeApp()
            defer { app.host.close() }
            app.catalog.open(.nav)
            #expect(await app.host.settle(timeout: 10))
            _ = app.catalog.navTable.performSegue(forRowAt: IndexPath(row: 0, section: 0), sender: nil)
            #expect(await app.host.settle(timeout: 10))
            #expect(app.catalog.navigation.viewControllers.count == 2)
            try await press(app, GDK_KEY_Left, GDK_MOD1_MASK)
            #expect(app.catalog.navigation.viewControllers.count == 1)
        }

        @Test func controlPageDownAndUpSwitchTabsAndPages() async throws {
            let app = try await makeApp()
            defer { app.host.close() }
            app.catalog.open(.tab)
            #expect(await app.host.settle(timeout: 10))
            #expect(app.catalog.tabs.selectedIndex == 0)
            try await press(app, GDK_KEY_Page_Down, GDK_CONTROL_MASK)
            #expect(app.catalog.tabs.selectedIndex == 1)
            try await press(app, GDK_KEY_Page_Up, GDK_CONTROL_MASK)
            #expect(app.catalog.tabs.selectedIndex == 0)

            app.catalog.open(.pages)
            #expect(await app.host.settle(timeout: 10))
            #expect(app.catalog.pages.currentPageIndex == 0)
            try await press(app, GDK_KEY_Page_Down, GDK_CONTROL_MASK)
            #expect(app.catalog.pages.currentPageIndex == 1)
            try await press(app, GDK_KEY_Page_Up, GDK_CONTROL_MASK)
            #expect(app.catalog.pages.currentPageIndex == 0)
        }

        @Test func controlITogglesTheInspectorBesideTheScenario() async throws {
            let app = try await makeApp()
            defer { app.host.close() }
            let fullWidth = app.host.window.frame.width
            try await press(app, GDK_KEY_i, GDK_CONTROL_MASK)
            #expect(app.isInspectorVisible)
            #expect(await MainLoopPump.run(until: { app.host.window.frame.width < fullWidth }))
            try await press(app, GDK_KEY_i, GDK_CONTROL_MASK)
            #expect(!app.isInspectorVisible)
            #expect(await MainLoopPump.run(until: { app.host.window.frame.width == fullWidth }))
        }

        @Test func focusMovesIntoTheSwappedInRow() async throws {
            let app = try await makeApp()
            defer { app.host.close() }
            app.catalog.select(.nav)
            #expect(await app.host.settle(timeout: 10))
            let table = try #require(app.catalog.navTable.tableView.superview)
            let tableWidget = app.host.mirror.widget(for: table)
            #expect(isInside(focus(app), tableWidget), "the Nav table's first row has focus")
            // Focus does not select, in the core as in GTK.
            #expect(app.catalog.navTable.tableView.indexPathForSelectedRow == nil)
            #expect(app.catalog.navTable.tableView.visibleCells.allSatisfy { !$0.isSelected })
        }

        @Test func focusMovesIntoAPushedController() async throws {
            let app = try await makeApp()
            defer { app.host.close() }
            app.catalog.open(.modal)
            #expect(await app.host.settle(timeout: 10))
            app.catalog.modal.present(.navigationSheet, animated: true)
            #expect(await app.host.settle(timeout: 10))
            let presented = try #require(app.catalog.menu.presentedViewController)
            #expect(isInside(focus(app), app.host.mirror.widget(for: presented.view)), "focus went into the sheet")
        }

        @Test func focusMovesIntoTheNewTab() async throws {
            let app = try await makeApp()
            defer { app.host.close() }
            app.catalog.open(.tab)
            #expect(await app.host.settle(timeout: 10))
            try await press(app, GDK_KEY_Page_Down, GDK_CONTROL_MASK)
            let selected = try #require(app.catalog.tabs.selectedViewController)
            #expect(isInside(focus(app), app.host.mirror.widget(for: selected.view)), "focus is in Tab Two's stack")
        }

        @Test func tabNeverLandsOnTheHiddenMenu() async throws {
            let app = try await makeApp()
            defer { app.host.close() }
            app.catalog.open(.nav)
            #expect(await app.host.settle(timeout: 10))
            #expect(!app.catalog.menu.isMenuVisible)
            let menuWidget = app.host.mirror.widget(for: app.catalog.menu.menuTableView)
            var visited: [UnsafeMutablePointer<GtkWidget>] = []
            for _ in 0..<8 {
                try await press(app, GDK_KEY_Tab)
                if let widget = focus(app) { visited.append(widget) }
            }
            #expect(!visited.isEmpty)
            #expect(!visited.contains { isInside($0, menuWidget) }, "Tab skipped the menu under the content")

            // Shown again, the menu takes part.
            try await press(app, GDK_KEY_m, GDK_CONTROL_MASK)
            visited = []
            for _ in 0..<8 {
                try await press(app, GDK_KEY_Tab)
                if let widget = focus(app) { visited.append(widget) }
            }
            #expect(visited.contains { isInside($0, menuWidget) }, "the shown menu is reachable")
        }
    }
}
