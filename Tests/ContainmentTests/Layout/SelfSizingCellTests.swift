import Foundation
import Testing
@testable import Containment

/// Self-sizing table rows: `rowHeight = TableView.automaticDimension` and constraints inside the
/// cell's content view, written as an iOS developer writes them.
@MainActor
@Suite("Self-sizing cells")
struct SelfSizingCellTests {
    /// A cell whose wrapping label is pinned to its content view's margins.
    final class NoteCell: TableViewCell {
        let body = Label()

        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            LayoutConstraint.activate([
                body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }
    }

    final class NotesController: TableViewController {
        var notes: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
            tableView.rowHeight = TableView.automaticDimension
            tableView.estimatedRowHeight = 44
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
            cell.body.text = notes[indexPath.row]
            return cell
        }
    }

    @Test("each row is as tall as its wrapped text and margins; rows below move; reused cells measure again")
    func rowsFitTheirText() {
        // 300 wide: the content view is 300, the label 284 wide: 40 characters of 7 points a line.
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 400), clock: ManualClock())
        let controller = NotesController()
        controller.notes = [
            "One line",
            Array(repeating: "word", count: 20).joined(separator: " "),  // 99 characters: 3 lines
            "Two\nlines",
        ] + Array(repeating: "Filler", count: 40)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = controller.tableView
        // 17.5 per line, 8 above and below.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 33.5)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 68.5)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 51)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 33.5 + 68.5 + 51)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell
        #expect(cell?.frame.height == 68.5)
        #expect(cell?.body.frame == Rect(x: 8, y: 8, width: 284, height: 52.5))
        // Scrolled away and back, the reused cell is measured for its new row.
        controller.notes[1] = "Now short"
        table.contentOffset = Point(x: 0, y: 1_000)
        window.layoutIfNeeded()
        table.contentOffset = .zero
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 33.5)
    }
}
