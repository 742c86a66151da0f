import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// A store of notes, for the article's delete alert.
@MainActor
private final class ArticleStore {
    var ids = [1, 2, 3]
    func remove(id: Int) { ids.removeAll { $0 == id } }
}

/// A note, for the article's delete alert.
private struct ArticleNote {
    let id: Int
}

/// The page the article's alerts are presented from.
@MainActor
private final class ArticlePage: ViewController {
    let store = ArticleStore()
    let note = ArticleNote(id: 2)
    var newName = ""
    var sorted = false
    let sortItem = BarButtonItem(title: "Sort") {}

    func sortByName() { sorted = true }

    func askToDelete() {
        let alert = AlertController(title: "Delete “Groceries”?", message: "The note will be deleted permanently.",
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            guard let self else { return }
            store.remove(id: note.id)
        })
        present(alert, animated: true)
    }

    func askForName() {
        let rename = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
        rename.addTextField { field in
            field.placeholder = "Name"
        }
        let save = AlertAction(title: "Rename", style: .default) { [weak self, weak rename] _ in
            self?.newName = rename?.textFields?.first?.text ?? ""
        }
        rename.addAction(AlertAction(title: "Cancel", style: .cancel))
        rename.addAction(save)
        rename.preferredAction = save
        present(rename, animated: true)
    }

    func offerSorting() {
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Sort by Name", style: .default) { [weak self] _ in self?.sortByName() })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sortItem
        present(sheet, animated: true)
    }
}

final class MessageSearchController: TableViewController, SearchResultsUpdating {
    var messages: [String] = []
    var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let search = SearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search Mail"
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: SearchController) {
        let query = (searchController.searchBar.text ?? "").lowercased()
        shown = query.isEmpty ? messages : messages.filter { $0.lowercased().contains(query) }
        tableView.reloadData()
    }
}

/// The article "Alerts and search": its examples, run.
@MainActor
@Suite("Alerts and search article")
struct AlertsAndSearchArticleTests {
    @Test("the delete alert deletes on Delete; the rename alert reads its field on Enter")
    func alerts() throws {
        let stage = TestStage()
        let page = ArticlePage()
        stage.show(page)
        page.askToDelete()
        stage.settle()
        let alert = try #require(page.presentedViewController as? AlertController)
        try #require(alert.button(for: alert.actions[1])).sendActions()
        stage.settle()
        #expect(page.store.ids == [1, 3])

        page.askForName()
        stage.settle()
        let rename = try #require(page.presentedViewController as? AlertController)
        try #require(rename.textFields?.first).setTextFromUser("Shopping")
        #expect(stage.window.handleKeyCommand(input: "\r", modifierFlags: []))
        stage.settle()
        #expect(page.newName == "Shopping")
    }

    @Test("the mailbox filters as the search text changes")
    func search() throws {
        let stage = TestStage()
        let mailbox = MessageSearchController(style: .plain)
        mailbox.messages = ["Invoice", "Lunch", "Invitation"]
        stage.show(NavigationController(rootViewController: mailbox))
        stage.settle()
        #expect(stage.window.handleKeyCommand(input: "f", modifierFlags: .control))
        let search = try #require(mailbox.navigationItem.searchController)
        search.searchBar.searchTextField.setTextFromUser("inv")
        #expect(mailbox.shown == ["Invoice", "Invitation"])
        #expect(stage.window.handleKeyCommand(input: KeyCommand.inputEscape, modifierFlags: []))
        #expect(mailbox.shown == mailbox.messages)
    }
}
