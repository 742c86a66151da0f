import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport
import NotesApp

/// Examples/Notes asks before deleting a note with an alert, headless: Cancel (or Escape)
/// keeps the note, Delete removes it once the alert has gone.
@MainActor
@Suite("Notes delete alert")
struct NotesDeleteAlertTests {
    private func show(_ app: NotesApp) -> TestStage {
        let stage = TestStage(size: Size(width: 1000, height: 640))
        stage.show(app.rootViewController)
        stage.settle(step: 1.0 / 60)
        return stage
    }

    @Test("Delete asks with an alert; Escape keeps the note, Delete removes it")
    func deleteAsksFirst() throws {
        let app = NotesApp()
        let stage = show(app)
        let note = try #require(app.noteController)
        let id = note.noteID
        note.askToDelete()
        stage.settle(step: 1.0 / 60)
        let alert = try #require(app.split.presentedViewController as? AlertController)
        #expect(note.presentedViewController === alert, "the note sees its ancestor's presentation")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        note.askToDelete()
        #expect(app.split.presentedViewController === alert, "asked once")

        #expect(stage.window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []))
        stage.settle(step: 1.0 / 60)
        #expect(app.split.presentedViewController == nil)
        #expect(app.store.note(withID: id) != nil, "Escape is Cancel")

        note.askToDelete()
        stage.settle(step: 1.0 / 60)
        let confirming = try #require(app.split.presentedViewController as? AlertController)
        try #require(confirming.button(for: confirming.actions[1])).sendActions()
        #expect(app.store.note(withID: id) != nil, "deleted once the alert has gone")
        stage.settle(step: 1.0 / 60)
        #expect(app.split.presentedViewController == nil)
        #expect(app.store.note(withID: id) == nil)
    }
}
