import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// The user's selection (clicks with modifiers, keys), the app's, and the controller's.
@MainActor @Suite struct TableSelectionTests {
    private let row = { (r: Int) in IndexPath(row: r, section: 0) }

    @Test func aClickSelectsOneRowAndTellsTheDelegateInUIKitsOrder() {
        let model = TableModel(rows: 50)
        let stage = TableStage(model: model)
        let table = stage.table
        table.selectRowFromUser(at: row(3))
        table.selectRowFromUser(at: row(4))
        #expect(table.indexPathsForSelectedRows == [row(4)])
        #expect(model.selected == [row(3), row(4)])
        #expect(model.deselected == [row(3)])
        #expect(table.cellForRow(at: row(4))?.isSelected == true)
        #expect(table.cellForRow(at: row(3))?.isSelected == false)
        // willSelectRowAt may redirect or refuse.
        model.willSelect = { $0.row == 6 ? IndexPath(row: 7, section: 0) : ($0.row == 9 ? nil : $0) }
        table.selectRowFromUser(at: row(6))
        #expect(table.indexPathForSelectedRow == row(7))
        table.selectRowFromUser(at: row(9))
        #expect(table.indexPathForSelectedRow == row(7), "refused by willSelectRowAt")
        table.allowsSelection = false
        table.selectRowFromUser(at: row(1))
        #expect(table.indexPathForSelectedRow == row(7))
    }

    @Test func aClickOnACellSelectsItsRowThroughTheTablesOwnTap() {
        let model = TableModel(rows: 100)
        let stage = TableStage(model: model)
        let table = stage.table
        stage.scroll(to: 1_000)
        func click(_ point: Point) {
            stage.window.handlePointer(PointerEvent(.began, at: point, time: 0))
            stage.window.handlePointer(PointerEvent(.ended, at: point, time: 0.05))
        }
        // Window y 30 is content y 1,030: row 23.
        click(Point(x: 100, y: 30))
        #expect(model.selected == [row(23)])
        #expect(table.cellForRow(at: row(23))?.isSelected == true)
        // While swipe actions show, a click closes them and selects nothing.
        model.trailing = SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "More") { _, _, done in done(true) }])
        table.showSwipeActions(at: row(25), edge: .trailing)
        click(Point(x: 100, y: 120))
        #expect(table.swipedIndexPath == nil)
        #expect(model.selected == [row(23)])
        // Ctrl+click and Shift+click extend with multiple selection.
        table.allowsMultipleSelection = true
        func click(_ point: Point, _ flags: KeyModifierFlags) {
            stage.window.handlePointer(PointerEvent(.began, at: point, time: 1, modifierFlags: flags))
            stage.window.handlePointer(PointerEvent(.ended, at: point, time: 1.05, modifierFlags: flags))
        }
        click(Point(x: 100, y: 120), .control)
        #expect(table.indexPathsForSelectedRows == [row(23), row(25)])
        click(Point(x: 100, y: 200), .shift)
        #expect(table.indexPathsForSelectedRows == [row(25), row(26), row(27)])
        // A right-click on a row shows its swipe actions; another closes them.
        #expect(stage.window.handleContextClick(at: Point(x: 100, y: 30)))
        #expect(table.swipedIndexPath == row(23))
        #expect(table.swipeActionButtons.map(\.title) == ["More"])
        #expect(stage.window.handleContextClick(at: Point(x: 100, y: 30)))
        #expect(table.swipedIndexPath == nil)
        model.trailing = nil
        #expect(!stage.window.handleContextClick(at: Point(x: 100, y: 30)), "a row without actions declines")
    }

    @Test func ctrlTogglesAndShiftExtendsWithMultipleSelection() {
        let model = TableModel(sections: [Array(0..<5), Array(5..<10)])
        let stage = TableStage(model: model)
        let table = stage.table
        table.selectRowFromUser(at: row(1), modifiers: [.control])
        #expect(table.indexPathsForSelectedRows == [row(1)], "without multiple selection Ctrl selects one row")
        table.allowsMultipleSelection = true
        table.selectRowFromUser(at: row(3), modifiers: [.control])
        #expect(table.indexPathsForSelectedRows == [row(1), row(3)])
        table.selectRowFromUser(at: row(1), modifiers: [.control])
        #expect(table.indexPathsForSelectedRows == [row(3)], "Ctrl+click on a selected row deselects it")
        #expect(model.deselected.last == row(1))
        table.selectRowFromUser(at: IndexPath(row: 1, section: 1), modifiers: [.shift])
        #expect(table.indexPathsForSelectedRows == [
            row(1), row(2), row(3), row(4), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
        ], "from the anchor (the row last Ctrl-clicked) across the section")
        table.selectRowFromUser(at: row(0))
        #expect(table.indexPathsForSelectedRows == [row(0)], "a plain click selects only its row")
        table.allowsMultipleSelection = false
        #expect(table.indexPathsForSelectedRows == [row(0)])
    }

    @Test func arrowsPagesHomeAndEndMoveTheSelectionOfTheFocusedTable() {
        let model = TableModel(sections: [Array(0..<3), [], Array(3..<200)])
        let stage = TableStage(model: model)
        let table = stage.table
        #expect(!table.becomeFirstResponder(), "a table takes no focus unless it allows it")
        table.allowsFocus = true
        #expect(table.becomeFirstResponder())
        func press(_ input: String, _ flags: KeyModifierFlags = []) {
            #expect(stage.window.handleKeyCommand(input: input, modifierFlags: flags))
            table.layoutIfNeeded()
        }
        press(KeyCommand.inputDownArrow)
        #expect(table.indexPathForSelectedRow == row(0), "the first press selects the first row")
        press(KeyCommand.inputDownArrow)
        press(KeyCommand.inputDownArrow)
        press(KeyCommand.inputDownArrow)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 2), "across the empty section")
        press(KeyCommand.inputUpArrow)
        #expect(table.indexPathForSelectedRow == row(2))
        press(KeyCommand.inputEnd)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 196, section: 2))
        #expect(table.visibleRect.maxY == table.contentSize.height, "scrolled to the end")
        press(KeyCommand.inputPageUp)
        let paged = table.indexPathForSelectedRow?.row ?? 0
        #expect(paged < 196 - 8 && paged > 196 - 12, "a page up is a screen of rows: \(paged)")
        #expect(table.visibleRect.contains(Point(x: 1, y: table.rectForRow(at: IndexPath(row: paged, section: 2)).midY)))
        press(KeyCommand.inputHome)
        #expect(table.indexPathForSelectedRow == row(0))
        #expect(table.contentOffset.y == 0)
        press(KeyCommand.inputPageDown)
        #expect((table.indexPathForSelectedRow?.section ?? 0) == 2)
        #expect(model.selected.count == 9, "the delegate hears each move")
        // Shift extends with multiple selection.
        table.allowsMultipleSelection = true
        press(KeyCommand.inputHome)
        press(KeyCommand.inputDownArrow, [.shift])
        press(KeyCommand.inputDownArrow, [.shift])
        #expect(table.indexPathsForSelectedRows == [row(0), row(1), row(2)])
        #expect(stage.mismatches() == [])
    }

    @Test func anEmptyTableLetsTheKeysGoOn() {
        let model = TableModel(rows: 0)
        let stage = TableStage(model: model)
        stage.table.allowsFocus = true
        #expect(stage.table.becomeFirstResponder())
        #expect(!stage.window.handleKeyCommand(input: KeyCommand.inputDownArrow, modifierFlags: []))
    }

    @Test func theControllerClearsTheSelectionWhenItsViewWillAppear() {
        final class List: TableViewController {
            var items = (0..<40).map { "Row \($0)" }
            var tapped: [IndexPath] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(TableViewCell.self, forCellReuseIdentifier: "Row")
            }
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
            override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { tapped.append(indexPath) }
        }
        let list = List(style: .grouped)
        #expect(list.tableView === list.view)
        #expect(list.tableView.style == .grouped)
        #expect(list.tableView.dataSource === list)
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), clock: clock)
        window.rootViewController = list
        window.makeKeyAndVisible()
        list.view.layoutIfNeeded()
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Row 0")
        list.tableView.selectRowFromUser(at: IndexPath(row: 2, section: 0))
        #expect(list.tapped == [IndexPath(row: 2, section: 0)], "a subclass's override is called")
        list.beginAppearanceTransition(false, animated: false)
        list.endAppearanceTransition()
        list.beginAppearanceTransition(true, animated: false)
        #expect(list.tableView.indexPathForSelectedRow == nil, "cleared as the view will appear")
        list.endAppearanceTransition()
        list.clearsSelectionOnViewWillAppear = false
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.beginAppearanceTransition(false, animated: false)
        list.endAppearanceTransition()
        list.beginAppearanceTransition(true, animated: false)
        list.endAppearanceTransition()
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        // The controller answers the table's keys, with no focus taken.
        #expect(window.firstResponder == nil)
        #expect(window.handleKeyCommand(input: KeyCommand.inputDownArrow, modifierFlags: []))
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        list.setEditing(true, animated: false)
        #expect(list.tableView.isEditing)
        #expect(list.tableView.visibleCells.allSatisfy { $0.isEditing })
    }
}
