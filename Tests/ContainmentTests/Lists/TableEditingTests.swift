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
