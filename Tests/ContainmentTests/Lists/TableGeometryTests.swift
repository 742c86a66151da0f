import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Sections, headers, footers and row heights placed as UIKit places them.
@MainActor @Suite struct TableGeometryTests {
    /// Three sections of 10, 0 and 20 rows, titled, with 30-point headers and 10-point footers.
    private func sectioned(style: TableView.Style = .plain) -> TableStage {
        let model = TableModel(sections: [Array(0..<10), [], Array(10..<30)])
        model.headerTitles = ["A", "B", "C"]
        return TableStage(model: model, style: style) { table in
            table.sectionHeaderHeight = 30
            table.sectionFooterHeight = 10
        }
    }

    @Test func rowsSectionsHeadersAndFootersFollowOneAnother() {
        let stage = sectioned()
        let table = stage.table
        #expect(table.numberOfSections == 3)
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 0, y: 30, width: 320, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == Rect(x: 0, y: 30 + 9 * 44, width: 320, height: 44))
        // Section 0: 30 + 440 + 10 = 480; section 1: 30 + 10 = 40; section 2 starts at 520.
        #expect(table.rect(forSection: 1) == Rect(x: 0, y: 480, width: 320, height: 40))
        #expect(table.rectForHeader(inSection: 2) == Rect(x: 0, y: 520, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 2)) == Rect(x: 0, y: 550 + 88, width: 320, height: 44))
        #expect(table.rectForFooter(inSection: 2) == Rect(x: 0, y: 550 + 880, width: 320, height: 10))
        #expect(table.contentSize.height == 1_440)
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 1)) == .zero)
        #expect(table.indexPathForRow(at: Point(x: 10, y: 31)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 30 + 44 * 9 + 43)) == IndexPath(row: 9, section: 0))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 10)) == nil, "over a header")
        #expect(table.indexPathForRow(at: Point(x: 10, y: 475)) == nil, "over a footer")
        #expect(table.indexPathForRow(at: Point(x: 10, y: 560)) == IndexPath(row: 0, section: 2))
        #expect(table.indexPathForRow(at: Point(x: 10, y: 9_999)) == nil)
    }

    @Test func plainHeadersStayPinnedWhileTheirSectionScrolls() throws {
        let stage = sectioned()
        let table = stage.table
        let header = try #require(table.headerViews[0] as? TableViewHeaderFooterView)
        #expect(header.textLabel?.text == "A")
        #expect(header.frame.minY == 0)
        stage.scroll(to: 200)
        #expect(table.headerViews[0]?.frame.minY == 200, "pinned at the top of the visible rows")
        // Near its section's end the next section pushes it up: it ends where the rows end.
        stage.scroll(to: 450)
        let pushed = try #require(table.headerViews[0]?.frame.minY)
        #expect(pushed == 440)
        #expect(table.headerViews[2]?.frame.minY == 520)
    }

    @Test func groupedHeadersScrollWithTheirRows() {
        let stage = sectioned(style: .grouped)
        stage.scroll(to: 200)
        #expect(stage.table.headerViews[0]?.frame.minY == 0, "off screen above, not pinned")
    }

    @Test func automaticHeadersAreTitledOrGaps() {
        let model = TableModel(sections: [[1, 2], [3]])
        model.headerTitles = ["Title", nil]
        let plain = TableStage(model: model)
        #expect(plain.table.rectForHeader(inSection: 0).height == TableView.defaultHeaderHeight)
        #expect(plain.table.rectForHeader(inSection: 1).height == 0, "plain: no title, no header")
        let grouped = TableStage(model: model, style: .insetGrouped)
        #expect(grouped.table.rectForHeader(inSection: 1).height == TableView.groupedGap)
        #expect(grouped.table.rectForRow(at: IndexPath(row: 0, section: 1)).minX == TableView.insetGroupedMargin)
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let model = TableModel(rows: 100)
        let stage = TableStage(model: model)
        let table = stage.table
        let row = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 50 * 44)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == 50 * 44 + 22 - 220)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 51 * 44 - 440)
        table.scrollToRow(at: IndexPath(row: 48, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 51 * 44 - 440, "already visible: no scrolling")
        table.scrollToRow(at: IndexPath(row: 70, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 71 * 44 - 440, "as little as shows it")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 100 * 44 - 440, "kept within the content")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 0)
        table.layoutIfNeeded()
        #expect(stage.mismatches() == [])
    }

    @Test func scrollToTopLeavesRoomForAPinnedHeader() {
        let stage = sectioned()
        stage.table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        #expect(stage.table.contentOffset.y == 30 + 5 * 44 - 30)
    }

    @Test func variableHeightsAreAskedOnlyForRowsOnScreen() {
        let model = TableModel(rows: 100_000)
        for item in 0..<20 { model.heights[item] = item.isMultiple(of: 2) ? 60 : 30 }
        let stage = TableStage(model: model)
        let table = stage.table
        #expect(model.heightQuestions < 40, "\(model.heightQuestions) heights asked for 100,000 rows")
        // Rows 0...: 60, 30, 60, 30, ...
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == Rect(x: 0, y: 60, width: 320, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).minY == 180)
        #expect(table.indexPathForRow(at: Point(x: 1, y: 185)) == IndexPath(row: 4, section: 0))
        #expect(table.indexPathForRow(at: Point(x: 1, y: 179)) == IndexPath(row: 3, section: 0))
        // Rows not measured count at the row height.
        let measured = table.geometry.sections[0].rows
        #expect(measured.height(ofRow: 50_000) == 44)
        #expect(stage.mismatches() == [])
        stage.scroll(to: 4_000_000)
        #expect(stage.mismatches() == [])
        #expect(model.heightQuestions < 80)
    }

    @Test func rowHeightsKeepTheirPrefixSumsThroughInsertsAndDeletes() {
        let heights = RowHeights(count: 10, uniformHeight: 10)
        #expect(heights.total == 100)
        #expect(heights.row(atOffset: 55) == 5)
        heights.setHeight(50, ofRow: 3)
        #expect(heights.offset(ofRow: 4) == 80)
        #expect(heights.row(atOffset: 45) == 3)
        #expect(heights.row(atOffset: 79) == 3)
        #expect(heights.row(atOffset: 80) == 4)
        let after = heights.applying(removed: [0, 1], inserted: [0, 9])
        #expect(after.count == 10)
        #expect(after.height(ofRow: 2) == 50, "row 3 became row 1, then row 2 after the insert at 0")
        #expect(after.total == 140)
    }
}

@MainActor @Suite struct TableEstimateTests {
    @Test func measuringRowsAboveKeepsTheContentStill() throws {
        let model = TableModel(rows: 2_000)
        for item in 0..<2_000 { model.heights[item] = 100 }
        let stage = TableStage(model: model) { $0.estimatedRowHeight = 44 }
        let table = stage.table
        stage.scroll(to: 40_000)
        stage.table.layoutIfNeeded()
        let offset = table.contentOffset.y
        let cell = try #require(table.visibleCells.first { $0.frame.minY >= offset })
        let shownAt = cell.frame.minY - offset
        stage.scroll(to: offset - 50)
        stage.table.layoutIfNeeded()
        #expect(cell.superview === table)
        #expect(cell.frame.minY - table.contentOffset.y == shownAt + 50, "moved by the scroll, not by the rows measured above it")
        #expect(stage.mismatches() == [])
    }
}
