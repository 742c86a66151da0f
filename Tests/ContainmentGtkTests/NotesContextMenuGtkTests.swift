import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import NotesApp
import Testing

extension GtkTests {
    /// Examples/Notes' context menu in a real window: a right-click on a note selects it and
    /// opens a GTK menu of Pinned, Duplicate, Copy and a red Delete, whose items run when clicked.
    @Suite @MainActor struct NotesContextMenuGtk {
        private typealias Menus = GtkTests.ContextMenuGtk

        @Test func aRightClickOnANoteOpensItsMenuWhoseItemsRun() async throws {
            let app = NotesApp()
            let host = try GtkTestStage.makeHost(
                applicationID: "org.containment.NotesTests", title: "Notes", size: Size(width: 1000, height: 640),
                root: app.rootViewController)
            #expect(await GtkTestStage.show(host, timeout: 10))
            defer { host.close() }
            let cell = try #require(app.list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
            let rowWidget = try #require(host.mirror.widget(for: cell))
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(rowWidget), button: 3)
            let menu = try await Menus.openMenu(of: host)
            #expect(app.list.selectedNoteID == 3, "the note was selected first")
            #expect(Menus.items(of: menu).map { cgtk_is_separator_menu_item($0) != 0 ? "-" : Menus.title(of: $0) }
                == ["Pinned", "-", "Duplicate", "Copy", "-", "Delete"])
            if let shots = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"] {
                await MainLoopPump.run(for: .milliseconds(200))
                try Menus.saveScreen(to: "\(shots)/notes-context-menu-\(Menus.themeName).png", width: 1000, height: 640)
            }
            try SyntheticInput.click(try #require(gtk_widget_get_toplevel(menu)), at: Menus.centre(of: try Menus.item("Duplicate", in: menu)))
            #expect(await Menus.waitClosed(host))
            #expect(await host.settle(timeout: 10))
            #expect(app.store.notes.count == 21)
            #expect(app.store.notes[3].title == "Trip to the coast copy")

            // Pinned, chosen with the keyboard: the note moves to the Pinned section.
            try SyntheticInput.click(host.gtkWindow, at: centreInWindow(rowWidget), button: 3)
            _ = try await Menus.openMenu(of: host)
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Down))
            try SyntheticInput.key(host.gtkWindow, keyval: UInt32(GDK_KEY_Return))
            #expect(await Menus.waitClosed(host))
            #expect(await host.settle(timeout: 10))
            #expect(app.store.notes.filter(\.isPinned).map(\.id) == [3])
        }
    }
}
