import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Only the rows on screen have cells, however many rows there are; scrolled-off cells are
/// reused; the delegate's display calls are balanced.
@MainActor @Suite struct TableVirtualizationTests {
    @Test func aMillionRowsScrolledEndToEndKeepTheLiveCellsBounded() {
        let model = TableModel(rows: 1_000_000)
        CountingCell.made = 0
        let stage = TableStage(model: model)
        let table = stage.table
        #expect(model.countQuestions == 1, "one count per section per load")
        #expect(table.contentSize.height == 44_000_000)
        let onScreen = Int((440.0 / 44).rounded(.up)) + 1
        // A quarter of a screen above and below, at most: well under three screens.
        let bound = onScreen + 2 * 3 + 2
        var maxLive = 0
        var y = 0.0
        var steps = 0
        while y < table.contentSize.height - 440 {
            stage.scroll(to: y)
            maxLive = max(maxLive, stage.liveCells.count)
            if steps % 50 == 0 { #expect(stage.mismatches() == []) }
            // Small steps near each end, huge jumps through the middle.
            y += (y < 5_000 || y > 43_990_000) ? 130 : 997_331
            steps += 1
        }
        stage.scroll(to: table.contentSize.height - 440)
        #expect(stage.mismatches() == [])
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999_999, section: 0))
        #expect(maxLive <= bound, "\(maxLive) live cells for \(onScreen) rows on screen")
        #expect(CountingCell.made <= 2 * bound, "\(CountingCell.made) cells made in all")
        #expect(model.countQuestions == 1, "scrolling asks no counts")
        #expect(model.cellQuestions < steps * bound, "cells asked only for rows coming on screen")
        #expect(table.geometry.sections[0].rows.isUniform, "no height stored per row")
        #expect(model.unbalanced == [])
        #expect(model.displayed.count == table.visibleCells.count, "willDisplay and didEndDisplaying balance")
    }

    @Test func scrolledOffCellsAreReusedThroughPrepareForReuse() {
        let model = TableModel(rows: 500)
        CountingCell.made = 0
        let stage = TableStage(model: model)
        let first = stage.liveCells.count
        for page in 1...20 { stage.scroll(to: Double(page) * 440) }
        #expect(CountingCell.made <= first + 12, "cells come back from the queue: \(CountingCell.made) made")
        let reused = stage.liveCells.compactMap { $0 as? CountingCell }.filter { $0.reuses > 0 }
        #expect(!reused.isEmpty)
        #expect(reused.allSatisfy { $0.item != nil }, "configured again after prepareForReuse")
        #expect(stage.mismatches() == [])
        stage.scroll(to: 3_000)
        let order = stage.liveCells.compactMap { stage.table.indexPath(for: $0) }
        #expect(order == order.sorted(), "the cells lie in row order among the subviews")
        #expect(model.displayed.count == stage.table.visibleCells.count)
        #expect(model.displayEvents - model.endEvents == stage.table.visibleCells.count)
        #expect(model.unbalanced == [])
    }

    @Test func cellsAreNotVisibleRowsAreNil() {
        let model = TableModel(rows: 100)
        let stage = TableStage(model: model)
        #expect(stage.table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
        #expect(stage.table.cellForRow(at: IndexPath(row: 90, section: 0)) == nil)
        let cell = stage.table.cellForRow(at: IndexPath(row: 3, section: 0))
        #expect(cell.flatMap { stage.table.indexPath(for: $0) } == IndexPath(row: 3, section: 0))
    }

    @Test func cellsAreFreedWithTheTable() {
        weak var weakTable: TableView?
        weak var weakCell: TableViewCell?
        weak var weakQueued: TableViewCell?
        do {
            let model = TableModel(rows: 200)
            let stage = TableStage(model: model)
            weakCell = stage.table.visibleCells.first
            stage.scroll(to: 2_000)
            weakQueued = stage.table.reuseQueues["Cell"]?.first
            weakTable = stage.table
            stage.table.removeFromSuperview()
        }
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakQueued == nil)
    }

    @Test func anUnregisteredIdentifierIsRefusedWithAPlainCell() {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let cell = table.dequeueReusableCell(withIdentifier: "Nobody", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == nil, "a cell that never goes to a queue")
        #expect(diagnostics.refusals.map(\.kind) == [.invalidArgument])
        #expect(diagnostics.refusals.first?.message.contains("unable to dequeue a cell with identifier Nobody") == true)
        #expect(table.dequeueReusableCell(withIdentifier: "Nobody") == nil)
    }

    @Test func cellsLayOutTheirStyleMirroredRightToLeft() throws {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Size"
        cell.detailTextLabel?.text = "12 KB"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(text.frame.minX == TableViewCell.margin)
        #expect(detail.frame.maxX <= cell.contentView.frame.width - TableViewCell.margin)
        #expect(detail.frame.minX > text.frame.minX)
        #expect(cell.contentView.frame.width < 320, "the accessory takes the trailing edge")
        #expect(cell.imageView?.isHidden == true, "no image: no room taken")
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 44), clock: ManualClock())
        window.userInterfaceLayoutDirection = .rightToLeft
        window.addSubview(cell)
        cell.setNeedsLayout()  // as the table does for each cell it shows
        cell.layoutIfNeeded()
        #expect(text.frame.maxX == cell.contentView.frame.width - TableViewCell.margin, "text at the right")
        #expect(cell.contentView.frame.minX > 0, "the accessory at the left")
        let chevron = cell.subviews.compactMap { $0 as? Label }.first
        #expect(chevron?.text == "›", "a bidi-mirrored character: the right-to-left label draws it pointing left")
        #expect(TableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    @Test func aRegisteredSubclassIsMadeThroughTheRequiredInitializer() {
        let table = TableView()
        table.register(CountingCell.self, forCellReuseIdentifier: "Counting")
        let cell = table.dequeueReusableCell(withIdentifier: "Counting", for: IndexPath(row: 0, section: 0))
        #expect(cell is CountingCell)
        #expect(cell.reuseIdentifier == "Counting")
        #expect(cell.style == .subtitle, "the subclass chose its style")
    }
}

@MainActor @Suite struct TableOddHeightsTests {
    @Test func zeroAndUnreasonableHeightsNeitherHangNorTrap() {
        let model = TableModel(rows: 1_000_000)
        let stage = TableStage(model: model) { $0.rowHeight = 0 }
        #expect(stage.liveCells.count <= TableGeometry.walkLimit)
        for unreasonable in [Double.infinity, .nan] {
            stage.table.rowHeight = unreasonable
            stage.table.layoutIfNeeded()
            #expect(stage.table.contentSize.height == 44_000_000, "not a finite height: the estimate")
        }
        #expect(stage.mismatches() == [])
    }
}
