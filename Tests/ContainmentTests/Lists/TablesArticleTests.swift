import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

// The example of the Tables article, compiled and run.

final class MailboxController: TableViewController {
    var messages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Message")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func delete(at indexPath: IndexPath) {
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}

@MainActor @Suite struct TablesArticleTests {
    @Test func theInboxShowsTenThousandMessagesWithAScreenOfCells() {
        let inbox = MailboxController()
        inbox.messages = (0..<10_000).map { "Message \($0)" }
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600), clock: ManualClock())
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        inbox.view.layoutIfNeeded()
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 10_000)
        #expect(inbox.tableView.visibleCells.count < 20)
        #expect(inbox.tableView.visibleCells.first?.textLabel?.text == "Message 0")
        inbox.delete(at: IndexPath(row: 0, section: 0))
        window.finishAllAnimations()
        inbox.view.layoutIfNeeded()
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 9_999)
        #expect(inbox.tableView.visibleCells.first?.textLabel?.text == "Message 1")
    }
}
