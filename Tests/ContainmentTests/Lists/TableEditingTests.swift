import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Editing mode as UIKit shows it: a control at the leading edge of each row the data source
/// lets edit, the content moved aside, a minus that asks for confirmation before deleting, a
/// plus that inserts.
@MainActor @Suite struct TableEditingTests {
    private let row = { (r: Int) in IndexPath(row: r, section: 0) }

    @Test func editingShowsTheMinusAndTheConfirmationDeletes() throws {
        let model = TableModel(rows: 20)
        model.editable = true
        let stage = TableStage(model: model)
        let table = stage.table
        let cell = try #require(table.cellForRow(at: row(2)))
        let textX = try #require(cell.textLabel).convert(Point.zero, to: nil).x
        #expect(cell.editingControl == nil || cell.editingControl?.isHidden == true)

        table.setEditing(true, animated: true)
        stage.settle()
        let control = try #require(cell.editingControl)
        #expect(!control.isHidden && control.title == "⊖")
        #expect(try #require(cell.textLabel).convert(Point.zero, to: nil).x == textX + TableViewCell.editingControlWidth,
                "the content moved aside")
        control.sendActions()
        stage.settle()
        #expect(table.isShowingSwipeActions, "a click on the minus asks for confirmation")
        #expect(table.swipedIndexPath == row(2))
        let delete = try #require(table.swipeActionButtons.first)
        #expect(delete.title == "Delete")
        #expect(model.committed.isEmpty, "nothing deleted yet")
        delete.sendActions()
        stage.settle()
        #expect(model.committed == [row(2)])
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(stage.mismatches() == [])

        table.setEditing(false, animated: false)
        stage.table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.editingControl?.isHidden ?? true }, "out of editing mode, no controls")
        #expect(try #require(table.cellForRow(at: row(2))?.textLabel).convert(Point.zero, to: nil).x == textX)
    }

    @Test func rowsTheDataSourceDoesNotLetEditShowNoControl() throws {
        let model = TableModel(rows: 20)
        model.editable = false
        let stage = TableStage(model: model)
        stage.table.setEditing(true, animated: false)
        stage.table.layoutIfNeeded()
        #expect(stage.table.visibleCells.allSatisfy { $0.editingControl?.isHidden ?? true })
    }

    @Test func theInsertStyleShowsThePlusWhichCommitsAnInsertion() throws {
        final class Shopping: TableViewController {
            var items = ["Milk", "Bread", "Eggs"]
            var inserted: [IndexPath] = []
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
            override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(
                _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
            ) -> TableViewCell.EditingStyle {
                indexPath.row == items.count - 1 ? .insert : .delete
            }
            override func tableView(
                _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
            ) {
                guard editingStyle == .insert else { return }
                inserted.append(indexPath)
                items.insert("New", at: indexPath.row)
                tableView.insertRows(at: [indexPath], with: .automatic)
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), clock: ManualClock())
        let list = Shopping(style: .plain)
        list.tableView.register(TableViewCell.self, forCellReuseIdentifier: "Item")
        window.rootViewController = list
        window.makeKeyAndVisible()
        list.setEditing(true, animated: false)
        window.layoutIfNeeded()
        #expect(list.tableView.cellForRow(at: row(0))?.editingControl?.title == "⊖")
        let last = try #require(list.tableView.cellForRow(at: row(2))?.editingControl)
        #expect(last.title == "⊕")
        last.sendActions()
        window.layoutIfNeeded()
        #expect(list.inserted == [row(2)])
        #expect(list.tableView.numberOfRows(inSection: 0) == 4)
        #expect(!list.tableView.isShowingSwipeActions, "the plus asks for no confirmation")
    }
}

/// Moving rows by their reorder control, as UIKit's editing mode offers.
@MainActor @Suite struct TableReorderTests {
    /// A list whose rows move: the model follows `moveRowAt`, as a UIKit app's does.
    final class Playlist: TableViewController {
        var songs = (0..<20).map { "Song \($0)" }
        var moves: [(IndexPath, IndexPath)] = []
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { songs.count }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
            cell.textLabel?.text = songs[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
        override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append((sourceIndexPath, destinationIndexPath))
            songs.insert(songs.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    @Test func draggingTheReorderControlMovesTheRowAndTheModelFollows() throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), clock: clock)
        let list = Playlist(style: .plain)
        list.tableView.register(TableViewCell.self, forCellReuseIdentifier: "Song")
        window.rootViewController = list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = list.tableView
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.reorderControl == nil, "not in editing mode")
        list.setEditing(true, animated: false)
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reorderControl?.isHidden ?? true, "row 0 may not move")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let control = try #require(cell.reorderControl)
        #expect(!control.isHidden)
        let grip = control.convert(Point(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        // Down by 190 points: its middle (110 + 190) lands on row 6 (264 to 308).
        _ = window.handlePointer(PointerEvent(.began, at: grip, time: 0))
        for step in 1...10 {
            _ = window.handlePointer(PointerEvent(.moved, at: Point(x: grip.x, y: grip.y + Double(step) * 19), time: Double(step) / 60))
        }
        #expect(cell.frame.minY == 88 + 190, "the row follows the pointer: \(cell.frame.minY)")
        _ = window.handlePointer(PointerEvent(.ended, at: Point(x: grip.x, y: grip.y + 190), time: 0.3))
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
        #expect(list.moves.map { [$0.0.row, $0.1.row] } == [[2, 6]])
        #expect(list.songs[6] == "Song 2")
        for row in 0..<10 {
            #expect(table.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text == list.songs[row])
            #expect(table.cellForRow(at: IndexPath(row: row, section: 0))?.frame == table.rectForRow(at: IndexPath(row: row, section: 0)))
        }
        // A drag elsewhere on a row moves nothing.
        let text = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel)
        let start = text.convert(Point(x: 10, y: 10), to: nil)
        _ = window.handlePointer(PointerEvent(.began, at: start, time: 1))
        for step in 1...10 {
            _ = window.handlePointer(PointerEvent(.moved, at: Point(x: start.x, y: start.y + Double(step) * 20), time: 1 + Double(step) / 60))
        }
        _ = window.handlePointer(PointerEvent(.ended, at: Point(x: start.x, y: start.y + 200), time: 1.3))
        #expect(list.moves.count == 1)
    }
}
