import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport
import NotesApp

/// Examples/Notes' desktop touches, headless: Ctrl+Shift+C copies the note, the settings' switch
/// explains itself in a tooltip.
@MainActor
@Suite("Notes on the desktop")
struct NotesDesktopTests {
    @Test("Ctrl+Shift+C copies the shown note's title and body to the clipboard")
    func copyNote() throws {
        let saved = Pasteboard.general.backend
        Pasteboard.general.backend = Pasteboard.withUniqueName().backend
        defer { Pasteboard.general.backend = saved }
        let app = NotesApp()
        let stage = TestStage(size: Size(width: 1000, height: 640))
        stage.show(app.rootViewController)
        stage.settle(step: 1.0 / 60)
        let controller = try #require(app.noteController)
        let note = try #require(controller.note)
        controller.bodyView.becomeFirstResponder()
        #expect(stage.window.handleKeyCommand(input: "c", modifierFlags: [.control, .shift]))
        #expect(Pasteboard.general.string == "\(note.title)\n\n\(note.body)")
    }

    @Test("the previews switch has a tooltip")
    func settingsToolTip() {
        let settings = SettingsController(settings: NoteSettings())
        let stage = TestStage(size: Size(width: 600, height: 400))
        stage.show(settings)
        stage.settle()
        stage.window.layoutIfNeeded()
        let button = settings.previewButton
        let centre = button.convert(Point(x: button.bounds.width / 2, y: button.bounds.height / 2), to: nil)
        #expect(button.bounds.width > 0, "laid out: \(button.frame)")
        #expect(stage.window.toolTipConfiguration(at: centre)?.toolTip == "Show the first line of each note under its title")
    }
}
