import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport
import NotesApp

/// Examples/Notes' menu bar, headless: its commands, what enables them, and their keys.
@MainActor
@Suite("Notes' menu bar")
struct NotesMenuBarTests {
    private func commands(in menu: Menu) -> [Command] {
        var found: [Command] = []
        for child in menu.children {
            if let command = child as? Command { found.append(command) }
            if let submenu = child as? Menu { found += commands(in: submenu) }
        }
        return found
    }

    @Test("New Note and Search Notes work from anywhere; Copy and Delete Note follow the note on screen")
    func notesCommands() throws {
        let app = NotesApp()
        let stage = TestStage(size: Size(width: 1000, height: 640))
        stage.show(app.rootViewController)
        stage.settle(step: 1.0 / 60)
        let menu = stage.window.mainMenu
        let all = commands(in: menu)
        let titles = all.map(\.title)
        #expect(titles.contains("New Note") && titles.contains("Copy Note") && titles.contains("Delete Note…") && titles.contains("Search Notes"))
        let delete = try #require(all.first { $0.title == "Delete Note…" })
        #expect(stage.window.isEnabled(delete), "a note shows")

        let count = app.store.notes.count
        #expect(stage.window.handleKeyCommand(input: "n", modifierFlags: .control))
        stage.settle(step: 1.0 / 60)
        #expect(app.store.notes.count == count + 1)

        #expect(stage.window.perform(delete))
        stage.settle(step: 1.0 / 60)
        #expect(app.noteController?.presentedViewController is AlertController, "Delete Note… asks first")
    }
}
