import CGtk
@_spi(Testing) @_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Foundation
import NotesApp
import ContainmentTestSupport
import Testing

extension GtkTests {
    /// Examples/Notes as a scene app on a `GtkApplication`: a note's "Open in New Window" opens
    /// a second window showing that note, titled with it, beside the first.
    @Suite @MainActor struct NotesScenesGtkTests {
        private typealias Menus = GtkTests.ContextMenuGtk

        private func host(of scene: Scene?) throws -> GtkHost {
            let window = try #require((scene as? WindowScene)?.windows.first)
            return try #require(GtkHost.showing(window))
        }

        @Test func openInNewWindowShowsTheNoteInASecondWindow() async throws {
            try await SharedApplicationLock.run {
                Application.shared.resetScenesForTesting()
                try GtkTestStage.setUp()
                Application.shared.supportsMultipleScenes = true
                let delegate = NotesAppDelegate()
                try Application.startForTesting(
                    applicationID: "org.containment.tests.NotesScenes", delegate: delegate, windowSize: Size(width: 760, height: 600))
                defer {
                    for session in Application.shared.openSessionsInOrder {
                        Application.shared.requestSceneSessionDestruction(session, options: nil)
                    }
                    Application.shared.resetScenesForTesting()
                }
                let firstScene = try #require(Application.shared.openSessionsInOrder.first?.scene as? WindowScene)
                let first = try host(of: firstScene)
                let notes = try #require((firstScene.delegate as? NotesSceneDelegate)?.notes)
                gtk_window_move(cgtk_window(first.gtkWindow), 0, 0)
                #expect(await first.settle(timeout: 10))
                try SyntheticInput.focusWindow(first.gtkWindow)

                let cell = try #require(notes.list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
                let rowWidget = try #require(first.mirror.widget(for: cell))
                try SyntheticInput.click(first.gtkWindow, at: centreInWindow(rowWidget), button: 3)
                let menu = try await Menus.openMenu(of: first)
                #expect(Menus.items(of: menu).map { cgtk_is_separator_menu_item($0) != 0 ? "-" : Menus.title(of: $0) }
                    == ["Open in New Window", "-", "Pinned", "-", "Duplicate", "Copy", "-", "Delete"])
                try SyntheticInput.click(
                    try #require(gtk_widget_get_toplevel(menu)), at: Menus.centre(of: try Menus.item("Open in New Window", in: menu)))
                #expect(await Menus.waitClosed(first))
                _ = await MainLoopPump.run(until: { Application.shared.connectedScenes.count == 2 }, timeout: .seconds(3))
                try #require(Application.shared.connectedScenes.count == 2)

                let secondScene = try #require(Application.shared.openSessionsInOrder.last?.scene as? WindowScene)
                let second = try host(of: secondScene)
                // Narrow, beside the first: the note alone, on the one stack of a collapsed split.
                gtk_window_resize(cgtk_window(second.gtkWindow), 512, 600)
                gtk_window_move(cgtk_window(second.gtkWindow), 768, 0)
                #expect(await second.settle(timeout: 10))
                #expect(await first.settle(timeout: 10))
                let secondNotes = try #require((secondScene.delegate as? NotesSceneDelegate)?.notes)
                #expect(secondNotes.noteController?.noteID == 3)
                #expect(secondScene.title == "Trip to the coast")
                #expect(String(cString: gtk_window_get_title(cgtk_window(second.gtkWindow))) == "Trip to the coast")
                // One store: a change in one window shows in the other's list.
                #expect(secondNotes.store === notes.store)
                if let shots = ProcessInfo.processInfo.environment["CONTAINMENT_SHOTS_DIR"] {
                    await MainLoopPump.run(for: .milliseconds(200))
                    try Menus.saveScreen(to: "\(shots)/notes-two-windows-\(Menus.themeName).png", width: 1280, height: 640)
                }
                // Closing the second window leaves the first running.
                second.close()
                #expect(Application.shared.connectedScenes.count == 1 && firstScene.activationState != .unattached)
                #expect(await first.settle(timeout: 10))
            }
        }
    }
}
