import Foundation
import Testing
@testable import Containment

/// The fuzzer's table steps (``FuzzTableUpdate``) and the table invariants of
/// ``InvariantChecker/checkTable(_:)``: sequences of updates, selection and scrolling replayed
/// with every invariant checked after every step, and the checker seen to catch what it claims.
@MainActor
@Suite struct FuzzTableTests {
    @Test("updates, a selection that follows its row, and lies the table refuses")
    func updatesKeepEveryCellOnItsRow() {
        let steps: (FuzzWorld) -> [FuzzStep] = { w in [
            .content(w.root, .select([0, 2], fromUser: false)),
            .content(w.root, .update(.delete([[0, 0]], animated: true))),
            .content(w.root, .update(.insert([[0, 0], [1, 1]], animated: true))),
            .advance(0.1),
            .content(w.root, .update(.move(from: [0, 1], to: [1, 0]))),
            .content(w.root, .update(.batch(delete: [[0, 3], [1, 2]], insert: [[1, 2]]))),
            .content(w.root, .update(.reload([[0, 0]]))),
            .content(w.root, .update(.insertSection(0, rows: 2))),
            .content(w.root, .update(.deleteSection(2))),
            .advance(0.5),
            // The table is told of a deletion, an insertion and a row far out of range that the
            // model never made: each refused, nothing changes.
            .content(w.root, .update(.lie(delete: [[0, 0]], insert: []))),
            .content(w.root, .update(.lie(delete: [], insert: [[1, 0]]))),
            .content(w.root, .update(.lie(delete: [[0, 70]], insert: []))),
            .content(w.root, .update(.delete([[0, 0], [0, 1]], animated: false))),
            .advance(1),
        ] }
        #expect(FuzzRunner.replay(steps(FuzzWorld())) == nil)
    }

    @Test("a thousand-row table scrolled end to end keeps its cells few and on their rows")
    func longTableScrolledEndToEnd() {
        let frame = 1.0 / 60
        let steps: (FuzzWorld) -> [FuzzStep] = { w in
            var steps: [FuzzStep] = [.content(w.root, .reload([1_000])), .content(w.root, .select([0, 500], fromUser: false))]
            for step in 0...150 {
                steps.append(.content(w.root, .scroll(table: true, x: 0, y: Double(step) * 300, animated: step % 10 == 0)))
                steps.append(.advance(frame))
            }
            steps += [.advance(0.5), .content(w.root, .update(.delete([[0, 499]], animated: true))), .advance(0.5)]
            for step in 0...15 {
                steps.append(.content(w.root, .scroll(table: true, x: 0, y: 44_000 - Double(step) * 3_000, animated: false)))
                steps.append(.advance(frame))
            }
            return steps
        }
        #expect(FuzzRunner.replay(steps(FuzzWorld())) == nil)

        // The same scroll, looked at: the rows on screen are those at the offset, and the cells
        // alive stay about a screen's worth.
        let world = FuzzWorld()
        guard let content = world.content(world.root) else {
            Issue.record("the root holds no content")
            return
        }
        content.rowCounts = [1_000]
        content.table.reloadData()
        var mostLive = 0
        for step in 0...150 {
            content.table.contentOffset = Point(x: 0, y: Double(step) * 300)
            world.apply(.advance(frame))
            #expect(InvariantChecker.checkTable(content) == nil)
            // The rows at the top and the bottom of the screen have their cells (past the end,
            // the offset is kept as set and no row is there).
            let table = content.table
            for y in [table.contentOffset.y, table.contentOffset.y + table.bounds.height - 1] where y < table.contentSize.height {
                let row = table.indexPathForRow(at: Point(x: 1, y: y))
                #expect(row?.row == Int(y / 44), "at offset \(table.contentOffset.y): the row at \(y) is \(row.map { Array($0) } ?? [])")
                #expect(row.flatMap(table.cellForRow(at:))?.textLabel?.text == row.flatMap(content.identity(at:)).map(FuzzContent.text(ofRow:)))
            }
            mostLive = max(mostLive, content.liveCells)
        }
        let screen = Int((content.table.bounds.height / 44).rounded(.up)) + 1
        #expect(mostLive > 0 && mostLive <= 3 * screen, "\(mostLive) cells alive for a screen of \(screen) rows")
    }

    @Test("the checker sees a cell that shows another row than the model's")
    func checkerCatchesACellOnTheWrongRow() throws {
        let world = FuzzWorld()
        let content = try #require(world.content(world.root))
        content.table.layoutIfNeeded()
        #expect(InvariantChecker.checkTable(content) == nil)
        try #require(!(content.table.indexPathsForVisibleRows ?? []).isEmpty)
        // The model changes and the table is not told.
        content.rows[0][0] = content.freshIdentity()
        let violation = try #require(InvariantChecker.checkTable(content))
        #expect(violation.contains("shows \"Row 0\" at [0, 0]"))
    }

    @Test("the selection follows its row through an update step, and goes with it when it is deleted")
    func selectionFollowsItsRow() throws {
        let world = FuzzWorld()
        let content = try #require(world.content(world.root))
        content.table.layoutIfNeeded()
        content.table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(content.perform(.insert([[0, 0]], animated: false)) == false)
        #expect(content.violation == nil)
        #expect(content.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(content.perform(.move(from: [0, 3], to: [1, 0])) == false)
        #expect(content.table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
        #expect(content.perform(.delete([[1, 0]], animated: true)) == false)
        #expect(content.table.indexPathForSelectedRow == nil)
        #expect(content.violation == nil)
        // A lie is refused: the rows and the selection stay.
        content.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let rows = content.rows
        #expect(content.perform(.lie(delete: [[0, 0]], insert: [])))
        #expect(content.rows == rows)
        #expect(content.table.numberOfRows(inSection: 0) == rows[0].count)
        #expect(content.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(content.violation == nil)
    }
}
