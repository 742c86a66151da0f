import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport
import NotesApp

/// Examples/Notes' list, headless: a table view controller over a diffable data source, with
/// subtitle cells, Pinned and Notes sections, and swipe to delete.
@MainActor
@Suite("Notes list")
struct NotesListTests {
    /// The app in a wide window (list and note side by side), laid out.
    private func show(_ app: NotesApp, width: Double = 1000) -> TestStage {
        let stage = TestStage(size: Size(width: width, height: 640))
        stage.show(app.rootViewController)
        stage.settle(step: 1.0 / 60)
        app.list.tableView.layoutIfNeeded()
        return stage
    }

    /// The texts of the list's cells on screen, top to bottom.
    private func shownTitles(_ app: NotesApp) -> [String?] {
        app.list.tableView.visibleCells.map { $0.textLabel?.text }
    }

    private func settle(_ stage: TestStage, _ app: NotesApp) {
        stage.settle(step: 1.0 / 60)
        app.list.tableView.layoutIfNeeded()
    }

    @Test("the list is a table view controller whose diffable data source shows the notes in one untitled section")
    func theList() throws {
        let app = NotesApp()
        _ = show(app)
        let table = app.list.tableView
        #expect(app.list.view === table)
        let dataSource = try #require(app.list.dataSource)
        #expect(table.dataSource === dataSource)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(dataSource.sectionIdentifier(for: 0) == .notes)
        #expect(table.rectForHeader(inSection: 0).height == 0, "one section: no title")
        #expect(shownTitles(app).prefix(3) == ["Groceries", "Books to read", "Trip to the coast"])
        #expect(table.visibleCells.count < 20, "cells only for the rows on screen")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "the first note is chosen")
    }

    @Test("previews turn the rows into subtitle cells with the body's first line")
    func subtitles() throws {
        let app = NotesApp()
        _ = show(app)
        let table = app.list.tableView
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel == nil)
        app.settings.showsPreview = true
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.style == .subtitle)
        #expect(cell.textLabel?.text == "Groceries")
        #expect(cell.detailTextLabel?.text == "Notes about groceries.")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test("editing a title configures its row's cell again, in place")
    func titleEdit() throws {
        let app = NotesApp()
        _ = show(app)
        let table = app.list.tableView
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        var note = try #require(app.store.note(withID: 2))
        note.title = "Books to read this winter"
        app.store.update(note)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.textLabel?.text == "Books to read this winter")
    }

    @Test("a swipe's Delete deletes the note and its row; the selection stays on its note")
    func swipeToDelete() throws {
        let app = NotesApp()
        let stage = show(app)
        let table = app.list.tableView
        app.show(try #require(app.store.note(withID: 5)))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))

        table.showSwipeActions(at: IndexPath(row: 1, section: 0), edge: .trailing)
        settle(stage, app)
        let delete = try #require(table.swipeActionButtons.first)
        #expect(table.swipeActionButtons.map(\.title) == ["Delete"])
        let configuration = try #require(app.list.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0)))
        #expect(configuration.actions.map(\.style) == [.destructive])
        delete.sendActions()
        settle(stage, app)
        #expect(app.store.note(withID: 2) == nil)
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(shownTitles(app).prefix(2) == ["Groceries", "Trip to the coast"])
        #expect(app.noteController?.noteID == 3, "the note now in its place is shown")
        #expect(app.list.selectedNoteID == 3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("every row can be edited, and the table's commit deletes its note")
    func commitDelete() throws {
        let app = NotesApp()
        let stage = show(app)
        let table = app.list.tableView
        let dataSource = try #require(app.list.dataSource)
        #expect(dataSource.tableView(table, canEditRowAt: IndexPath(row: 7, section: 0)))
        dataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 7, section: 0))
        settle(stage, app)
        #expect(app.store.notes.count == 19)
        #expect(app.store.note(withID: 8) == nil)
        #expect(table.numberOfRows(inSection: 0) == 19)
    }

    @Test("Pin moves a note into a Pinned section above the others; Unpin puts it back")
    func pinning() throws {
        let app = NotesApp()
        let stage = show(app)
        let table = app.list.tableView
        table.showSwipeActions(at: IndexPath(row: 3, section: 0), edge: .leading)
        settle(stage, app)
        #expect(table.swipeActionButtons.map(\.title) == ["Pin"])
        try #require(table.swipeActionButtons.first).sendActions()
        settle(stage, app)
        #expect(app.store.note(withID: 4)?.isPinned == true)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.numberOfRows(inSection: 1) == 19)
        #expect(app.list.note(at: IndexPath(row: 0, section: 0))?.title == "Garden")
        let dataSource = try #require(app.list.dataSource)
        #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == "Pinned")
        #expect(dataSource.tableView(table, titleForHeaderInSection: 1) == "Notes")
        #expect(table.rectForHeader(inSection: 0).height > 0 && table.rectForHeader(inSection: 1).height > 0)
        let headers = table.subviews.compactMap { ($0 as? TableViewHeaderFooterView)?.textLabel?.text }
        #expect(headers == ["Pinned", "Notes"] || headers == ["Notes", "Pinned"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1), "Groceries stays chosen")

        table.showSwipeActions(at: IndexPath(row: 0, section: 0), edge: .leading)
        settle(stage, app)
        #expect(table.swipeActionButtons.map(\.title) == ["Unpin"])
        try #require(table.swipeActionButtons.first).sendActions()
        settle(stage, app)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(shownTitles(app).prefix(4) == ["Groceries", "Books to read", "Trip to the coast", "Garden"])
        #expect(table.subviews.compactMap { ($0 as? TableViewHeaderFooterView)?.textLabel?.text } == [])
    }
}
