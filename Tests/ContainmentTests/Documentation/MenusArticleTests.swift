import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

// The Swift blocks of Containment.docc/Menus.md, compiled and run.

final class PhotoController: ViewController, ContextMenuInteractionDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addInteraction(ContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            Menu(children: [
                Action(title: "Copy") { _ in print("copy") },
                Action(title: "Delete", attributes: .destructive) { _ in print("delete") },
            ])
        }
    }
}

private final class MailboxMenuController: TableViewController {
    var opened: [IndexPath] = []

    func open(_ indexPath: IndexPath) { opened.append(indexPath) }
    func delete(_ indexPath: IndexPath) {}

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point
    ) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: indexPath.row, previewProvider: nil) { [weak self] _ in
            Menu(children: [
                Action(title: "Open") { _ in self?.open(indexPath) },
                Action(title: "Delete", attributes: .destructive) { _ in self?.delete(indexPath) },
            ])
        }
    }
}

@MainActor @Suite struct MenusArticleTests {
    @Test func theMenuReadsAsSectionsASingleSelectionSubmenuAndARedDelete() {
        var sortKey = "date"
        let menu = Menu(children: [
            Menu(options: .displayInline, children: [
                Action(title: "Duplicate") { _ in print("duplicate") },
                Action(title: "Pinned", state: .on) { _ in print("unpin") },
            ]),
            Menu(title: "Sort By", options: .singleSelection, children: [
                Action(title: "Date", state: sortKey == "date" ? .on : .off) { _ in sortKey = "date" },
                Action(title: "Title", state: sortKey == "title" ? .on : .off) { _ in sortKey = "title" },
            ]),
            Action(title: "Delete", attributes: .destructive) { _ in print("delete") },
        ])
        let presentation = MenuPresentation(menu, window: nil, sender: nil)
        #expect(MenuPresentationTests.describe(presentation) == ["Duplicate", "Pinned", "-", "> Sort By", "Delete"])
        let sort = MenuPresentationTests.submenus(presentation)[0].presentation()
        MenuPresentationTests.entries(sort)[1].perform()
        #expect(sortKey == "title")
    }

    @Test func thePhotosMenuAndTheRowsMenuOpenOnARightClick() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        var shown: [ContextMenuRequest] = []
        window.contextMenuPresenter = { request in
            shown.append(request)
            return true
        }
        window.handleContextClick(at: Point(x: 40, y: 40))
        #expect(shown.isEmpty, "nothing with a menu there yet")
        window.rootViewController = PhotoController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.handleContextClick(at: Point(x: 40, y: 40))
        #expect(shown.last?.menu.children.map(\.title) == ["Copy", "Delete"])

        let messages = MailboxMenuController(style: .plain)
        window.rootViewController = messages
        window.layoutIfNeeded()
        let row = messages.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        window.handleContextClick(at: Point(x: 40, y: row.midY))
        let request = try #require(shown.last)
        #expect(request.menu.children.map(\.title) == ["Open", "Delete"])
        (request.menu.children[0] as? Action)?.performWithSender(request.sender)
        #expect(messages.opened == [IndexPath(row: 1, section: 0)])
    }
}
