import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

// The diffable data source example of the Tables article, compiled and run.

enum Mailbox: Hashable, Sendable { case unread, read }

final class MessagesController: TableViewController {
    private lazy var dataSource = TableViewDiffableDataSource<Mailbox, String>(tableView: tableView) {
        tableView, indexPath, subject in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        cell.textLabel?.text = subject
        return cell
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Message")
    }

    func show(unread: [String], read: [String]) {
        var snapshot = DiffableDataSourceSnapshot<Mailbox, String>()
        snapshot.appendSections([.unread, .read])
        snapshot.appendItems(unread, toSection: .unread)
        snapshot.appendItems(read, toSection: .read)
        dataSource.apply(snapshot)
    }
}

@MainActor @Suite struct DiffableArticleTests {
    @Test func markingAMessageReadMovesItsRowWithAScreenOfCells() {
        let inbox = MessagesController()
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600), clock: clock)
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        var unread = (0..<5_000).map { "Message \($0)" }
        var read = (5_000..<10_000).map { "Message \($0)" }
        inbox.show(unread: unread, read: read)
        inbox.view.layoutIfNeeded()
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 5_000)
        #expect(inbox.tableView.visibleCells.first?.textLabel?.text == "Message 0")

        read.insert(unread.remove(at: 1), at: 0)
        inbox.show(unread: unread, read: read)
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        inbox.view.layoutIfNeeded()
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 4_999)
        #expect(inbox.tableView.numberOfRows(inSection: 1) == 5_001)
        #expect(inbox.tableView.visibleCells.prefix(2).map { $0.textLabel?.text } == ["Message 0", "Message 2"])
        #expect(inbox.tableView.visibleCells.count < 30)
    }
}
