import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// The user's ways to a row's swipe actions: a two-finger horizontal swipe on the touchpad
/// (before the containers around the table) and a horizontal drag of the row with the pointer;
/// a vertical drag, a click, or a swipe towards a side without actions are not row swipes.
@MainActor @Suite struct TableSwipeInputTests {
    private func model(trailingTitles: [String]) -> TableModel {
        let model = TableModel(rows: 20)
        let actions = trailingTitles.map { ContextualAction(style: .destructive, title: $0) { _, _, done in done(true) } }
        model.trailing = SwipeActionsConfiguration(actions: actions)
        model.trailing?.performsFirstActionWithFullSwipe = false
        return model
    }

    /// Sends a touchpad swipe of `deltas` (GDK's sign: fingers moving left give positive x) at
    /// `point`, then its stop.
    private func swipe(_ window: Window, at point: Point, deltas: [Double], clock: ManualClock) -> Bool {
        var taken = false
        for (index, dx) in deltas.enumerated() {
            taken = window.handleScroll(ScrollEvent(.changed, at: point, delta: Point(x: dx, y: 0), time: Double(index) / 60)) || taken
        }
        window.handleScroll(ScrollEvent(.ended, at: point, time: Double(deltas.count) / 60))
        return taken
    }

    @Test func aTwoFingerSwipeLeftOpensTheTrailingActions() {
        let stage = TableStage(model: model(trailingTitles: ["Delete"]))
        // Row 2 spans y 88 to 132; fingers moving left move the content left.
        #expect(swipe(stage.window, at: Point(x: 200, y: 100), deltas: Array(repeating: 12, count: 8), clock: stage.clock))
        stage.settle()
        #expect(stage.table.isShowingSwipeActions)
        #expect(stage.table.swipedIndexPath == IndexPath(row: 2, section: 0))
        #expect(stage.table.swipeActionButtons.map(\.title) == ["Delete"])
        // The other way, on the same row, closes them.
        _ = swipe(stage.window, at: Point(x: 200, y: 100), deltas: Array(repeating: -12, count: 8), clock: stage.clock)
        stage.settle()
        #expect(!stage.table.isShowingSwipeActions)
    }

    @Test func aSwipeTowardsASideWithoutActionsIsNotTheRows() {
        let stage = TableStage(model: model(trailingTitles: ["Delete"]))
        #expect(!swipe(stage.window, at: Point(x: 200, y: 100), deltas: Array(repeating: -12, count: 8), clock: stage.clock),
                "content moving right would reveal leading actions: there are none")
        #expect(stage.table.swipedIndexPath == nil)
    }

    @Test func inANavigationStackTheRowTakesTheSwipeThatRevealsItsActionsAndThePopTheOther() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480), clock: clock)
        let root = ViewController(title: "Root")
        let list = TableViewController(style: .plain)
        let model = model(trailingTitles: ["Delete"])
        list.tableView.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        list.tableView.dataSource = model
        list.tableView.delegate = model
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        let point = list.tableView.convert(Point(x: 200, y: 100), to: nil)
        let owner = { (dx: Double) -> String in
            let start = SwipeStart(location: point, axis: .horizontal, translation: -dx, nativeViewCanScroll: false)
            switch InputArbitration.swipeOwner(for: start, in: window) {
            case .content: return "row"
            case .container(let container): return container === nav ? "pop" : "other"
            case .native, .busy: return "none"
            }
        }
        #expect(owner(12) == "row", "content moving left: the row's trailing actions")
        #expect(owner(-12) == "pop", "content moving right: the navigation controller pops")
    }

    @Test func aHorizontalDragOfARowOpensItsActionsAndAVerticalOneDoesNot() {
        let stage = TableStage(model: model(trailingTitles: ["Archive", "Delete"]))
        let window = stage.window
        func drag(from start: Point, by move: Point) {
            _ = window.handlePointer(PointerEvent(.began, at: start, time: 0))
            for step in 1...10 {
                let t = Double(step) / 10
                _ = window.handlePointer(PointerEvent(
                    .moved, at: Point(x: start.x + move.x * t, y: start.y + move.y * t), time: t * 0.2))
            }
            _ = window.handlePointer(PointerEvent(.ended, at: Point(x: start.x + move.x, y: start.y + move.y), time: 0.5))
            stage.settle()
        }
        drag(from: Point(x: 250, y: 100), by: Point(x: 0, y: 120))
        #expect(stage.table.swipedIndexPath == nil, "a vertical drag is no row swipe")
        #expect(stage.model.selected.isEmpty, "nor a click")
        drag(from: Point(x: 250, y: 100), by: Point(x: -160, y: 4))
        #expect(stage.table.isShowingSwipeActions)
        #expect(stage.table.swipedIndexPath == IndexPath(row: 2, section: 0))
        #expect(stage.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == -148)
        #expect(stage.model.selected.isEmpty, "the drag selected nothing")
    }
}
