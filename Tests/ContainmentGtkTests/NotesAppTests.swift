import CGtk
import ContainmentTestSupport
@_spi(Testing) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import NotesApp
import Testing

extension GtkTests {
    /// Examples/Notes in a real window, driven as a user drives it: typing, the wheel, clicks
    /// on rows and bar buttons, Escape, the back button, and window resizes across the split
    /// view's collapse threshold (700 pt, with 24 pt of hysteresis).
    @Suite @MainActor struct NotesAppTests {
        /// Where the screenshots go: a folder of each test's own, removed when it ends (or the
        /// folder `CONTAINMENT_SHOTS_DIR` names, to keep them).
        private let shots: TemporaryFolder

        init() throws {
            shots = try TemporaryFolder("notes")
        }

        /// The app in a shown, settled window of `width` × 640 at the screen's corner.
        private func open(_ app: NotesApp, width: Double) async throws -> GtkHost {
            let host = try GtkTestStage.makeHost(
                applicationID: "org.containment.NotesTests", title: "Notes", size: Size(width: width, height: 640),
                root: app.rootViewController)
            #expect(await GtkTestStage.show(host, timeout: 10))
            try SyntheticInput.focusWindow(host.gtkWindow)
            return host
        }

        /// Resizes the GTK window as a user would and waits for the layout to settle.
        private func resize(_ host: GtkHost, width: Int32) async -> Bool {
            let count = host.resizeCount
            gtk_window_resize(cgtk_window(host.gtkWindow), width, 640)
            guard await MainLoopPump.run(until: { host.resizeCount > count && host.isIdle }) else { return false }
            return await host.settle(timeout: 10)
        }

        /// Clicks the centre of `widget` and waits for what it started.
        private func click(_ host: GtkHost, _ widget: UnsafeMutablePointer<GtkWidget>) async throws {
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(widget))
            #expect(await host.settle(timeout: 10))
        }

        /// The bar button titled `title` in `navigation`'s bar.
        private func barButton(_ title: String, of navigation: NavigationController, in host: GtkHost) throws -> UnsafeMutablePointer<GtkWidget> {
            let bar = try #require(host.mirror.contentWidget(for: navigation.navigationBar.view))
            return try #require(barItemButton(named: title, in: bar), "bar buttons: \(allLabels(in: bar))")
        }

        /// How many of the app's navigation controllers have their bar mapped.
        private func mappedBars(_ app: NotesApp, in host: GtkHost) -> Int {
            var navigations = [app.listNavigation]
            for case let navigation as NavigationController in app.split.viewControllers where navigation !== app.listNavigation {
                navigations.append(navigation)
            }
            return navigations.filter { navigation in
                host.mirror.contentWidget(for: navigation.navigationBar.view).map { gtk_widget_get_mapped($0) != 0 } ?? false
            }.count
        }

        /// The widget of the cell showing row `index` of the list.
        private func row(_ index: Int32, of app: NotesApp, in host: GtkHost) throws -> UnsafeMutablePointer<GtkWidget> {
            let cell = try #require(app.list.tableView.cellForRow(at: IndexPath(row: Int(index), section: 0)))
            return try #require(host.mirror.widget(for: cell))
        }

        @Test func editingScrollingTheSheetAddAndDeleteInAWideWindow() async throws {
            defer { shots.remove() }
            let app = NotesApp()
            let host = try await open(app, width: 1000)
            defer { host.close() }
            #expect(!app.split.isCollapsed)
            #expect(mappedBars(app, in: host) == 2, "list and note side by side, each with its bar")
            #expect(app.store.notes.count == 20)
            let first = try #require(app.noteController)
            #expect(first.noteID == 1)
            #expect(first.imageView.image != nil, "the generated PNG decodes")

            // Typing in the title changes the note and its row.
            let field = try #require(host.mirror.contentWidget(for: first.titleField))
            try await click(host, field)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_End))
            try SyntheticInput.type(host.gtkWindow, " for Friday")
            #expect(await host.settle(timeout: 10))
            #expect(app.store.notes[0].title == "Groceries for Friday")
            #expect(app.list.tableView.rowTexts()[0][0] == "Groceries for Friday")
            let list = try #require(host.mirror.contentWidget(for: app.list.tableView))
            #expect(allLabels(in: list).contains("Groceries for Friday"), "the GTK row shows the new title")

            // Typing in the body.
            let body = try #require(host.mirror.contentWidget(for: first.bodyView))
            try await click(host, body)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_End), modifiers: GDK_CONTROL_MASK)
            try SyntheticInput.type(host.gtkWindow, "Milk")
            #expect(app.store.notes[0].body == "Notes about groceries.\nMilk")

            // The wheel over the list scrolls it; a row brought into view takes a click.
            let listPoint = centreInWindow(list)
            try SyntheticInput.wheel(host.gtkWindow, at: listPoint, direction: GDK_SCROLL_DOWN, count: 3)
            #expect(await host.settle(timeout: 10))
            #expect(app.list.tableView.contentOffset.y > 0, "the wheel scrolled the list")
            for _ in 0..<40 where app.list.tableView.contentOffset.y < app.list.tableView.maximumContentOffset.y {
                try SyntheticInput.wheel(host.gtkWindow, at: listPoint, direction: GDK_SCROLL_DOWN, count: 5)
                #expect(await host.settle(timeout: 10))
            }
            #expect(app.list.tableView.contentOffset.y == app.list.tableView.maximumContentOffset.y)
            try await click(host, row(18, of: app, in: host))
            #expect(app.list.selectedNoteID == 19)
            let chosen = try #require(app.noteController)
            #expect(chosen.noteID == 19 && chosen.titleField.text == "Photo album")
            try await host.screenshot(to: shots.shotPath("notes-wide.png"))

            // Settings opens a sheet from its bar button; Escape closes it.
            try await click(host, barButton("Settings", of: app.listNavigation, in: host))
            let sheet = try #require(app.split.presentedViewController as? NavigationController)
            #expect(sheet.topViewController is SettingsController)
            try await host.screenshot(to: shots.shotPath("notes-sheet.png"))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            #expect(await host.settle(timeout: 10))
            #expect(app.split.presentedViewController == nil, "Escape dismissed the sheet")

            // Compose, in the list's toolbar, makes a note and shows it.
            let toolbar = try #require(host.mirror.contentWidget(for: app.listNavigation.toolbar))
            try await click(host, try #require(barItemButton(named: "Compose", in: toolbar)))
            #expect(app.store.notes.count == 21)
            let added = try #require(app.noteController)
            #expect(added.note?.title == "New note")
            #expect(app.list.selectedNoteID == added.noteID)

            // Delete asks first with an alert: Cancel first, Delete red; Escape and Cancel keep
            // the note, Delete removes it.
            let detail = try #require(app.split.viewControllers.last as? NavigationController)
            try await click(host, barButton("Delete", of: detail, in: host))
            let cancelling = try #require(app.split.presentedViewController as? AlertController)
            #expect(await host.settle(timeout: 10))
            try await host.screenshot(to: shots.shotPath("notes-confirm.png"))
            #expect(cancelling.title == "Delete “New note”?")
            #expect(cancelling.actions.map(\.title) == ["Cancel", "Delete"])
            let cancel = try #require(cancelling.button(for: cancelling.actions[0]))
            let delete = try #require(cancelling.button(for: cancelling.actions[1]))
            #expect(delete.role == .destructive)
            let deleteWidget = try #require(host.mirror.contentWidget(for: delete))
            #expect(gtk_style_context_has_class(gtk_widget_get_style_context(deleteWidget), "destructive-action") != 0)
            let left = cancel.convert(Point(x: 0, y: 0), to: nil).x
            let right = delete.convert(Point(x: delete.bounds.width, y: 0), to: nil).x
            #expect(left < right && abs(left + right - host.window.bounds.width) <= 1, "the buttons are centred in the window, Cancel first")
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            #expect(await host.settle(timeout: 10))
            #expect(app.split.presentedViewController == nil, "Escape chose Cancel")
            #expect(app.store.notes.count == 21)
            try await click(host, barButton("Delete", of: detail, in: host))
            let again = try #require(app.split.presentedViewController as? AlertController)
            #expect(await host.settle(timeout: 10))
            let againCancel = try #require(again.button(for: again.actions[0]))
            try await click(host, try #require(host.mirror.contentWidget(for: againCancel)))
            #expect(app.split.presentedViewController == nil)
            #expect(app.store.notes.count == 21)
            try await click(host, barButton("Delete", of: detail, in: host))
            let confirming = try #require(app.split.presentedViewController as? AlertController)
            #expect(await host.settle(timeout: 10))
            let confirmDelete = try #require(confirming.button(for: confirming.actions[1]))
            try await click(host, try #require(host.mirror.contentWidget(for: confirmDelete)))
            #expect(await host.settle(timeout: 10))
            #expect(app.split.presentedViewController == nil)
            #expect(app.store.notes.count == 20)
            #expect(app.store.note(withID: added.noteID) == nil)
            #expect(app.list.tableView.numberOfRows(inSection: 0) == 20, "the row is gone")
            #expect(app.noteController?.noteID == 20, "the note now last is shown")
        }

        /// Ctrl+F puts the keyboard in the search field under the list's bar, typing filters the
        /// notes, Escape ends the search and shows them all again.
        @Test func ctrlFSearchesTheNotesAndEscapeEndsTheSearch() async throws {
            defer { shots.remove() }
            let app = NotesApp()
            let host = try await open(app, width: 1000)
            defer { host.close() }
            let search = try #require(app.list.navigationItem.searchController)
            let entry = try #require(host.mirror.contentWidget(for: search.searchBar.searchTextField))
            #expect(gtk_widget_get_mapped(entry) != 0, "the search field shows under the bar")
            let note = try #require(app.noteController)
            let body = try #require(host.mirror.contentWidget(for: note.bodyView))
            gtk_widget_grab_focus(body)
            #expect(await host.settle(timeout: 10))

            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_f), modifiers: GDK_CONTROL_MASK)
            #expect(await host.settle(timeout: 10))
            #expect(gtk_widget_is_focus(entry) != 0, "Ctrl+F focused the search field")
            #expect(search.isActive)
            try SyntheticInput.type(host.gtkWindow, "pho")
            #expect(await host.settle(timeout: 10))
            #expect(search.searchBar.text == "pho")
            #expect(app.list.tableView.numberOfRows(inSection: 0) == 1, "only Photo album is left")
            #expect(app.list.tableView.rowTexts().first?.first == "Photo album")
            try await host.screenshot(to: shots.shotPath("notes-search.png"))

            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            #expect(await host.settle(timeout: 10))
            #expect(!search.isActive)
            #expect(search.searchBar.text == "")
            #expect(gtk_widget_is_focus(entry) == 0, "the field gave the keyboard up")
            #expect(app.list.tableView.numberOfRows(inSection: 0) == 20, "every note is back")
        }

        @Test func narrowingFoldsIntoOneStackWithABackButtonAndWideningSeparates() async throws {
            defer { shots.remove() }
            let app = NotesApp()
            let host = try await open(app, width: 1000)
            defer { host.close() }
            #expect(!app.split.isCollapsed)

            #expect(await resize(host, width: 520), "below the threshold")
            #expect(app.split.isCollapsed)
            #expect(mappedBars(app, in: host) == 1, "one bar")
            #expect(app.listNavigation.viewControllers.count == 2, "the note pushed on the list")
            #expect(app.noteController?.noteID == 1)
            try await host.screenshot(to: shots.shotPath("notes-narrow.png"))

            // Alt+Left goes back to the list.
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Left), modifiers: GDK_MOD1_MASK)
            #expect(await host.settle(timeout: 10))
            #expect(app.listNavigation.viewControllers.count == 1, "Alt+Left popped the note")

            // The settings sheet, narrow: its switch turns on the rows' previews; Escape closes it.
            try await click(host, barButton("Settings", of: app.listNavigation, in: host))
            let sheet = try #require(app.split.presentedViewController as? NavigationController)
            let settings = try #require(sheet.topViewController as? SettingsController)
            try await click(host, try #require(host.mirror.contentWidget(for: settings.previewButton)))
            #expect(app.settings.showsPreview)
            #expect(settings.previewButton.title == "Previews in the list: On")
            #expect(app.list.tableView.rowDetailTexts()[0][0] == "Notes about groceries.")
            try await host.screenshot(to: shots.shotPath("notes-narrow-sheet.png"))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Escape))
            #expect(await host.settle(timeout: 10))
            #expect(app.split.presentedViewController == nil, "Escape dismissed the sheet")

            // A row pushes its note; the bar's back button returns.
            try await click(host, row(2, of: app, in: host))
            #expect(app.listNavigation.viewControllers.count == 2)
            #expect(app.noteController?.noteID == 3)
            try await click(host, barButton("‹ Notes", of: app.listNavigation, in: host))
            #expect(app.listNavigation.viewControllers.count == 1, "the back button popped the note")

            // The mouse's back button too.
            try await click(host, row(4, of: app, in: host))
            #expect(app.noteController?.noteID == 5)
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 260, y: 400), button: 8)
            #expect(await host.settle(timeout: 10))
            #expect(app.listNavigation.viewControllers.count == 1, "button 8 popped the note")

            // Wide again: two columns, the last note chosen beside the list.
            try await click(host, row(4, of: app, in: host))
            #expect(await resize(host, width: 1000))
            #expect(!app.split.isCollapsed)
            #expect(mappedBars(app, in: host) == 2)
            #expect(app.listNavigation.viewControllers.count == 1)
            #expect(app.noteController?.noteID == 5)

            // The app's own key: Ctrl+N adds a note, also with the title field focused.
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_n), modifiers: GDK_CONTROL_MASK)
            #expect(await host.settle(timeout: 10))
            #expect(app.store.notes.count == 21)
            #expect(app.noteController?.note?.title == "New note")
        }
    }
}
