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

    @Test("Sort opens a single-selection menu; choosing Title orders the rows by title and checks it")
    func sortMenu() throws {
        let app = NotesApp()
        let stage = TestStage(size: Size(width: 1000, height: 640))
        stage.show(app.rootViewController)
        stage.settle(step: 1.0 / 60)
        let sort = try #require(app.list.navigationItem.rightBarButtonItem)
        let model = BarModel.item(sort)
        #expect(model.title == "Sort" && model.showsMenuAsPrimaryAction)
        let menu = try #require(sort.menu)
        #expect(menu.options.contains(.singleSelection))
        let actions = menu.children.compactMap { $0 as? Action }
        #expect(actions.map(\.title) == ["Date Created", "Title"])
        #expect(actions.map(\.state) == [.on, .off])
        let before = app.list.tableView.rowTexts()
        actions[1].performWithSender(nil)
        stage.settle(step: 1.0 / 60)
        app.list.tableView.layoutIfNeeded()
        #expect(app.settings.sortOrder == .title)
        #expect(actions.map(\.state) == [.off, .on], "the menu checks the chosen order")
        let titles = app.store.notes.map(\.title).sorted { $0.lowercased() < $1.lowercased() }
        let shown = app.list.tableView.rowTexts()
        #expect(shown != before)
        #expect((shown.first?.first ?? nil) == titles.first, "the first row is the first title: \(shown.first ?? [])")
    }

    @Test("in a narrow window the note pushed on the list keeps Compose in the toolbar")
    func narrowToolbar() throws {
        let app = NotesApp()
        let stage = TestStage(size: Size(width: 500, height: 640))
        stage.show(app.rootViewController)
        stage.settle(step: 1.0 / 60)
        #expect(app.split.isCollapsed)
        #expect(app.listNavigation.topViewController is NoteController)
        let items = try #require(BarModel.provided(for: app.listNavigation.toolbar)).tabs
        #expect(items.last?.systemItem == .compose)
    }
}
