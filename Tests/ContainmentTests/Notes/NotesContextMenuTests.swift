import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport
import NotesApp

/// Examples/Notes' context menu on notes, headless: a right-click on a row selects the note and
/// opens Pinned, Duplicate, Copy and Delete; the Menu key opens it for the selected note.
@MainActor
@Suite("Notes context menu")
struct NotesContextMenuTests {
    /// The app in a wide window, with the context menus it opens recorded.
    private func show(_ app: NotesApp) -> (TestStage, () -> ContextMenuRequest?) {
        let stage = TestStage(size: Size(width: 1000, height: 640))
        var requests: [ContextMenuRequest] = []
        stage.window.contextMenuPresenter = { request in
            requests.append(request)
            return true
        }
        stage.show(app.rootViewController)
        stage.settle(step: 1.0 / 60)
        app.list.tableView.layoutIfNeeded()
        return (stage, { requests.last })
    }

    /// The menu's actions, sections flattened.
    private func actions(_ menu: Menu) -> [Action] {
        menu.children.flatMap { element -> [Action] in
            if let section = element as? Menu { return actions(section) }
            return (element as? Action).map { [$0] } ?? []
        }
    }

    private func choose(_ title: String, in request: ContextMenuRequest?) {
        guard let request else { return }
        actions(request.menu).first { $0.title == title }?.performWithSender(request.sender)
        request.didEnd()
    }

    /// The centre of a row of the list, in the window.
    private func centre(of row: Int, in app: NotesApp) -> Point {
        let table = app.list.tableView
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(Point(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test("a right-click selects the note and offers Pinned, Duplicate, Copy and a red Delete")
    func rightClick() throws {
        let app = NotesApp()
        let (stage, lastRequest) = show(app)
        #expect(stage.window.handleContextClick(at: centre(of: 2, in: app)))
        let request = try #require(lastRequest())
        #expect(app.list.selectedNoteID == 3, "the row was selected first, and its note shown")
        #expect(app.noteController?.noteID == 3)
        #expect(actions(request.menu).map(\.title) == ["Pinned", "Duplicate", "Copy", "Delete"])
        #expect(actions(request.menu).first?.state == .off)
        #expect(actions(request.menu).last?.attributes.contains(.destructive) == true)

        choose("Duplicate", in: request)
        #expect(app.store.notes.map(\.title).prefix(4) == ["Groceries", "Books to read", "Trip to the coast", "Trip to the coast copy"])
        choose("Copy", in: request)
        #expect(app.copiedText == "Notes about trip to the coast.\n")
        choose("Pinned", in: request)
        #expect(app.store.note(withID: 3)?.isPinned == true)
    }

    @Test("the Menu key on the focused list opens the selected note's menu, whose Delete deletes it")
    func menuKey() throws {
        let app = NotesApp()
        let (stage, lastRequest) = show(app)
        app.list.tableView.selectRowFromUser(at: IndexPath(row: 4, section: 0))
        settle(stage, app)
        // The list has the keyboard focus (a focused table answers the arrows and the Menu key).
        app.list.tableView.allowsFocus = true
        #expect(app.list.tableView.becomeFirstResponder())
        #expect(stage.window.handleContextMenuKey())
        let request = try #require(lastRequest())
        #expect(request.opensBelowAnchor)
        choose("Delete", in: request)
        settle(stage, app)
        #expect(app.store.note(withID: 5) == nil)
        #expect(app.store.notes.count == 19)
    }

    private func settle(_ stage: TestStage, _ app: NotesApp) {
        stage.settle(step: 1.0 / 60)
        app.list.tableView.layoutIfNeeded()
    }
}
