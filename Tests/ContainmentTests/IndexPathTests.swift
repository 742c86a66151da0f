import Foundation
import Testing
@_spi(Adapter) @testable import Containment

/// Tables use Foundation's `IndexPath` (no namesake of ours), with UIKit's `row` and `section`.
@MainActor
@Suite("IndexPath is Foundation's, with row and section")
struct IndexPathTests {
    @Test func rowAndSectionAreTheSecondAndFirstIndexes() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path == IndexPath(indexes: [1, 3]))
        #expect(path.row == 3 && path.section == 1)
        path.row = 4
        path.section = 2
        #expect(Array(path) == [2, 4])
    }

    @Test func sectionsOrderBeforeRows() {
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
        #expect(IndexPath(row: 1, section: 1) < IndexPath(row: 2, section: 1))
    }

    @Test func aTableSelectsAndReportsFoundationIndexPaths() {
        let table = TableView()
        let source = Rows(count: 3)
        table.dataSource = source
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(indexes: [0, 2]))
        // Index paths that are not a section and a row are refused, not read.
        for bad in [IndexPath(), IndexPath(index: 1), IndexPath(indexes: [0, 1, 2])] {
            #expect(!table.contains(bad))
            table.selectRow(at: bad, animated: false, scrollPosition: .none)
            table.selectRowFromUser(at: bad)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        }
    }

    private final class Rows: TableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "row \(indexPath.row)"
            return cell
        }
    }
}
