import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Inserts, deletes, moves and reloads: checked as UIKit checks them, animated on the window's
/// clock, every cell showing its own row after, the selection following its item.
@MainActor @Suite struct TableUpdateTests {
    @Test func insertsDeletesAndMovesKeepEveryCellOnItsOwnRow() {
        let model = TableModel(rows: 1_000_000)
        let stage = TableStage(model: model)
        let table = stage.table
        stage.scroll(to: 500_000 * 44)
        let countsBefore = model.countQuestions
        let cellsBefore = model.cellQuestions

        // Delete a row on screen and one far away.
        model.sections[0].remove(at: 500_003)
        model.sections[0].remove(at: 10)
        table.deleteRows(at: [IndexPath(row: 10, section: 0), IndexPath(row: 500_003, section: 0)], with: .fade)
        stage.settle()
        #expect(table.numberOfRows(inSection: 0) == 999_998)
        #expect(stage.mismatches() == [])
        #expect(model.countQuestions == countsBefore + 1, "one count per section per update")
        #expect(model.cellQuestions - cellsBefore <= 4, "only rows coming on screen are asked for")

        // Insert two rows on screen.
        model.sections[0].insert(contentsOf: [-1, -2], at: 500_001)
        table.insertRows(at: [IndexPath(row: 500_001, section: 0), IndexPath(row: 500_002, section: 0)], with: .top)
        stage.settle()
        #expect(stage.mismatches() == [])
        #expect(table.cellForRow(at: IndexPath(row: 500_001, section: 0))?.textLabel?.text == "Item -1")

        // Move a row down by three.
        let moved = model.sections[0].remove(at: 500_000)
        model.sections[0].insert(moved, at: 500_003)
        table.moveRow(at: IndexPath(row: 500_000, section: 0), to: IndexPath(row: 500_003, section: 0))
        stage.settle()
        #expect(stage.mismatches() == [])
        #expect(table.numberOfRows(inSection: 0) == 1_000_000)
        #expect(model.unbalanced == [])
        #expect(model.displayed.count == table.visibleCells.count)
    }

    @Test func aBatchWhoseCountsDoNotAddUpIsRefusedAndChangesNothing() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let model = TableModel(sections: [Array(0..<20), Array(20..<30)])
        let stage = TableStage(model: model)
        let table = stage.table
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let cellsBefore = table.visibleCells.map { ObjectIdentifier($0) }
        var finished: Bool?
        // The model loses two rows, the update tells of one.
        model.sections[0].removeLast(2)
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 19, section: 0)], with: .automatic)
        }, completion: { finished = $0 })
        #expect(diagnostics.refusals.map(\.kind) == [.invalidArgument])
        let message = diagnostics.refusals.first?.message ?? ""
        #expect(message.contains("Invalid update: invalid number of rows in section 0"))
        #expect(message.contains("after the update (18)"))
        #expect(message.contains("before the update (20)"))
        #expect(message.contains("(0 inserted, 1 deleted)"))
        #expect(finished == false)
        #expect(table.numberOfRows(inSection: 0) == 20, "the table keeps its rows")
        #expect(table.visibleCells.map { ObjectIdentifier($0) } == cellsBefore)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        // Still usable: a reload takes the model as it is.
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 18)
        #expect(stage.mismatches() == [])
    }

    @Test func indexPathsOutOfRangeAreRefused() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let model = TableModel(rows: 5)
        let stage = TableStage(model: model)
        let table = stage.table
        table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        table.reloadRows(at: [IndexPath(row: 0, section: 3)], with: .fade)
        table.insertRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        table.deleteSections(IndexSet(integer: 4), with: .fade)
        table.moveRow(at: IndexPath(indexes: [0, 1, 2]), to: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
        #expect(diagnostics.refusals.count == 7)
        #expect(diagnostics.refusals.allSatisfy { $0.kind == .invalidArgument })
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(stage.mismatches() == [])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func sectionsAreInsertedDeletedAndCheckedWithIndexSets() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let model = TableModel(sections: [[0, 1], [2, 3], [4]])
        let stage = TableStage(model: model)
        let table = stage.table
        model.sections.remove(at: 1)
        model.sections.insert([7, 8, 9], at: 0)
        table.performBatchUpdates {
            table.deleteSections(IndexSet(integer: 1), with: .fade)
            table.insertSections(IndexSet(integer: 0), with: .fade)
        }
        stage.settle()
        #expect(diagnostics.refusals == [])
        #expect(table.numberOfSections == 3)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(stage.mismatches() == [])
        // Deleting a section the model kept is refused.
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(diagnostics.refusals.first?.message.contains("invalid number of sections") == true)
        #expect(table.numberOfSections == 3)
    }

    @Test func theSelectionFollowsItsItemAcrossUpdates() {
        let model = TableModel(rows: 30)
        let stage = TableStage(model: model)
        let table = stage.table
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 8, section: 0), animated: false, scrollPosition: .none)
        model.sections[0].insert(100, at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 6, section: 0), IndexPath(row: 9, section: 0)])
        model.sections[0].remove(at: 6)
        table.deleteRows(at: [IndexPath(row: 6, section: 0)], with: .automatic)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 8, section: 0)], "the deleted item's selection goes")
        let item = model.sections[0].remove(at: 8)
        model.sections[0].insert(item, at: 1)
        table.moveRow(at: IndexPath(row: 8, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        stage.settle()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.visibleCells.filter { $0.isSelected }.count == 1)
        #expect(stage.mismatches() == [])
    }

    @Test func updatesAnimateOnTheWindowsClock() throws {
        let model = TableModel(rows: 30)
        let stage = TableStage(model: model)
        let table = stage.table
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        var finished: Bool?
        model.sections[0].insert(-1, at: 0)
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        #expect(third.frame.minY == 3 * 44, "the model value changes at once")
        #expect(third.presentation.frame.minY == 2 * 44, "on screen it starts where it was")
        let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(inserted.presentation.alpha == 0)
        stage.clock.advance(by: 0.15)
        #expect(third.presentation.frame.minY > 2 * 44 && third.presentation.frame.minY < 3 * 44)
        #expect(finished == nil)
        stage.clock.advance(by: 0.3)
        #expect(third.presentation.frame.minY == 3 * 44)
        #expect(inserted.presentation.alpha == 1)
        #expect(finished == true)

        // A deleted row's cell fades out, then goes to its queue.
        let doomed = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        model.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(doomed.superview === table, "still on screen, fading")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) !== doomed)
        stage.settle()
        #expect(doomed.superview == nil)
        #expect(table.reuseQueues["Cell"]?.contains { $0 === doomed } == true)
        #expect(stage.mismatches() == [])
        #expect(model.unbalanced == [])
    }

    @Test func reloadRowsMakesNewCellsForThoseRows() throws {
        let model = TableModel(rows: 10)
        let stage = TableStage(model: model)
        let table = stage.table
        let old = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        model.sections[0][3] = 333
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        stage.settle()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Item 333")
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) !== old || old.textLabel?.text == "Item 333")
        #expect(stage.mismatches() == [])
    }
}
