import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Swipe actions: opened by a drag or a right-click through the adapter's entry points, their
/// buttons beside the moved cell, an action's handler run by a tap, closed by its completion.
@MainActor @Suite struct TableSwipeTests {
    private let row = { (r: Int) in IndexPath(row: r, section: 0) }

    @Test func aDragOpensTheTrailingActionsAndATapRunsOne() throws {
        let model = TableModel(rows: 20)
        let stage = TableStage(model: model)
        let table = stage.table
        var ran: [String] = []
        let archive = ContextualAction(style: .normal, title: "Archive") { action, source, done in
            ran.append(action.title ?? "")
            #expect(source is Button)
            done(true)
        }
        let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in
            ran.append("Flag")
            done(false)
        }
        flag.backgroundColor = .orange
        model.trailing = SwipeActionsConfiguration(actions: [archive, flag])
        model.trailing?.performsFirstActionWithFullSwipe = false

        #expect(table.beginSwipe(at: row(2)))
        table.updateSwipe(translation: -60)
        let cell = try #require(table.cellForRow(at: row(2)))
        #expect(cell.frame.minX == -60, "the cell follows the drag")
        #expect(table.swipeActionButtons.map(\.title) == ["Archive", "Flag"])
        #expect(table.swipeActionButtons[1].backgroundColor == .orange)
        #expect(table.swipeActionButtons.allSatisfy { $0.superview === table })
        table.updateSwipe(translation: -400)
        #expect(cell.frame.minX > -400 && cell.frame.minX < -148, "resisting past the buttons: \(cell.frame.minX)")
        table.endSwipe(velocity: 0)
        stage.settle()
        #expect(table.isShowingSwipeActions)
        #expect(cell.frame.minX == -148, "settled open on the buttons' width")
        let archiveButton = table.swipeActionButtons[0]
        #expect(archiveButton.frame == Rect(x: 320 - 74, y: 88, width: 74, height: 44), "the first nearest the edge")
        archiveButton.sendActions()
        #expect(ran == ["Archive"])
        stage.settle()
        #expect(table.swipedIndexPath == nil, "the completion closed it")
        #expect(cell.frame.minX == 0)
        #expect(archiveButton.superview == nil)
        #expect(stage.mismatches() == [])
    }

    @Test func aShortDragClosesAndAFlickOpens() {
        let model = TableModel(rows: 20)
        model.leading = SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Read") { _, _, done in done(true) }])
        let stage = TableStage(model: model)
        let table = stage.table
        #expect(table.beginSwipe(at: row(1)))
        table.updateSwipe(translation: 20)
        table.endSwipe(velocity: 0)
        stage.settle()
        #expect(table.swipedIndexPath == nil, "a quarter shown and let go: closed")
        #expect(table.beginSwipe(at: row(1)))
        table.updateSwipe(translation: 20)
        table.endSwipe(velocity: 800)
        stage.settle()
        #expect(table.isShowingSwipeActions)
        #expect(table.cellForRow(at: row(1))?.frame.minX == 74, "leading actions on the left, left to right")
        #expect(!table.beginSwipe(at: row(1)) || table.swipedIndexPath == row(1))
        table.hideSwipeActions(animated: false)
        #expect(table.swipeOffset == 0)
        // A row without actions on either side does not swipe.
        model.leading = nil
        #expect(!table.beginSwipe(at: row(3)))
    }

    @Test func aRightClickShowsTheActionsAndTheDefaultDeleteCommits() {
        let model = TableModel(rows: 20)
        model.editable = true
        let stage = TableStage(model: model)
        let table = stage.table
        table.showSwipeActions(at: row(4), edge: .trailing)
        stage.settle()
        #expect(table.isShowingSwipeActions)
        #expect(table.swipeActionButtons.map(\.title) == ["Delete"], "UIKit's Delete for an editable row")
        table.swipeActionButtons[0].sendActions()
        #expect(model.committed == [row(4)])
        stage.settle()
        #expect(table.numberOfRows(inSection: 0) == 19)
        #expect(table.swipedIndexPath == nil)
        #expect(stage.mismatches() == [])
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        let model = TableModel(rows: 20)
        var ran = 0
        model.trailing = SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in
            ran += 1
            done(true)
        }])
        let stage = TableStage(model: model)
        let table = stage.table
        #expect(table.beginSwipe(at: row(0)))
        table.updateSwipe(translation: -280)
        table.endSwipe(velocity: -100)
        #expect(ran == 1)
        stage.settle()
        #expect(table.swipedIndexPath == nil)
    }

    @Test func rightToLeftMirrorsTheSides() {
        let model = TableModel(rows: 20)
        model.leading = SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
        let stage = TableStage(model: model)
        stage.window.userInterfaceLayoutDirection = .rightToLeft
        let table = stage.table
        #expect(table.beginSwipe(at: row(0)))
        table.updateSwipe(translation: 60)
        #expect(table.swipeActionButtons.isEmpty, "rightwards reveals the trailing side in right to left: none")
        table.updateSwipe(translation: -60)
        #expect(table.swipeActionButtons.map(\.title) == ["Pin"])
        #expect(table.swipeActionButtons[0].frame.minX == 320 - 60)
    }
}
