import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Section updates take Foundation's `IndexSet`, as UIKit's do, or any sequence of indexes,
/// while the core links only FoundationEssentials (which has no `IndexSet`).
@MainActor @Suite struct TableSectionIndexesTests {
    @Test func theIndexesAreKeptSortedAndOnce() {
        var indexes = SectionIndexes([5, 1, 3, 1])
        #expect(Array(indexes) == [1, 3, 5])
        indexes.formUnion(IndexSet(integersIn: 2..<4))
        #expect(Array(indexes) == [1, 2, 3, 5])
        #expect(indexes.contains(2) && !indexes.contains(4))
        #expect(indexes.countBelow(3) == 2 && indexes.countBelow(0) == 0 && indexes.countBelow(9) == 4)
    }

    @Test func anArrayOrAnIndexSetInsertsSectionsAndANegativeIndexIsRefused() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let model = TableModel(sections: [[0, 1], [2]])
        let stage = TableStage(model: model)
        let table = stage.table
        model.sections.insert([7], at: 0)
        model.sections.append([8, 9])
        table.insertSections([0, 3], with: .fade)
        stage.settle()
        #expect(diagnostics.refusals == [])
        #expect(table.numberOfSections == 4)
        #expect(table.numberOfRows(inSection: 3) == 2)
        #expect(stage.mismatches() == [])

        table.deleteSections([-1], with: .fade)
        #expect(diagnostics.refusals.first?.message.contains("section -1 is out of range") == true)
        #expect(table.numberOfSections == 4, "refused: the table stays as it was")
        model.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        stage.settle()
        #expect(diagnostics.refusals.count == 1)
        #expect(table.numberOfSections == 3)
        #expect(stage.mismatches() == [])
    }
}
