import Testing
@_spi(Adapter) import Containment
import ContainmentTestSupport
import NotesApp

/// Examples/Notes' bars, headless: system items where iOS apps use them and the list's toolbar.
@MainActor
@Suite("Notes bars")
struct NotesBarsTests {
    @Test("the list's toolbar shows Compose at its trailing end; it writes a new note")
    func composeInTheToolbar() throws {
        let app = NotesApp()
        let stage = TestStage(size: Size(width: 1000, height: 640))
        stage.show(app.rootViewController)
        stage.settle(step: 1.0 / 60)
        #expect(!app.listNavigation.isToolbarHidden)
        #expect(!app.listNavigation.toolbar.isHidden)
        let toolbar = try #require(BarModel.provided(for: app.listNavigation.toolbar))
        #expect(toolbar.tabs.map(\.kind) == [.flexibleSpace, .button])
        let compose = try #require(toolbar.tabs.last)
        #expect(compose.systemItem == .compose && compose.toolTip == "New Note")
        let count = app.store.notes.count
        compose.action()
        #expect(app.store.notes.count == count + 1)
        #expect(app.noteController?.note?.title == "New note")
    }

    @Test("a note's Delete is the trash item; the settings' Done is the prominent Done item")
    func systemItems() throws {
        let app = NotesApp()
        let stage = TestStage(size: Size(width: 1000, height: 640))
        stage.show(app.rootViewController)
        stage.settle(step: 1.0 / 60)
        let note = try #require(app.noteController)
        #expect(note.navigationItem.rightBarButtonItem?.systemItem == .trash)
        #expect(BarModel.item(try #require(note.navigationItem.rightBarButtonItem)).accessibilityLabel == "Delete")
        let settings = SettingsController(settings: app.settings)
        let done = try #require(settings.navigationItem.rightBarButtonItem)
        #expect(done.systemItem == .done && done.style == .done)
    }
}
