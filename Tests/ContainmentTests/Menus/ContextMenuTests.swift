import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// A delegate that answers a menu of one action titled after it, where `answers` says, and
/// records what it heard.
@MainActor
private final class MenuDelegate: ContextMenuInteractionDelegate {
    let name: String
    var answers: (Point) -> Bool = { _ in true }
    var asked: [Point] = []
    var events: [String] = []
    var chosen: [String] = []

    init(_ name: String) {
        self.name = name
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        asked.append(location)
        guard answers(location) else { return nil }
        return ContextMenuConfiguration(identifier: name, previewProvider: nil) { [weak self, name] _ in
            Menu(title: name, children: [Action(title: "\(name) action") { action in
                self?.chosen.append("\(action.title) from \(action.sender.map { "\(type(of: $0))" } ?? "nil")")
            }])
        }
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        events.append("display \(configuration.identifier)")
        animator?.addCompletion { [weak self] in self?.events.append("displayed") }
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        events.append("end \(configuration.identifier)")
    }
}

/// A view that can become first responder, as a focused control.
private final class FocusableView: View {
    override var canBecomeFirstResponder: Bool { true }
}

/// A table controller with rows "Row 0"…, a context menu on rows whose number `menuRows` holds,
/// and what it heard.
@MainActor
private final class RowsController: TableViewController {
    var rows = 30
    var menuRows: Set<Int> = []
    var selectedWhenMenuWasMade: [IndexPath?] = []
    var selectedRows: [Int] = []
    var events: [String] = []
    var trailing: SwipeActionsConfiguration?

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? TableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath.row)
    }

    override func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        trailing
    }

    override func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: Point) -> ContextMenuConfiguration? {
        guard menuRows.contains(indexPath.row) else { return nil }
        return ContextMenuConfiguration(identifier: indexPath.row, previewProvider: nil) { [weak self] _ in
            self?.selectedWhenMenuWasMade.append(self?.tableView.indexPathForSelectedRow)
            return Menu(children: [Action(title: "Open row \(indexPath.row)") { _ in }])
        }
    }

    override func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?
    ) {
        events.append("display \(configuration.identifier)")
    }

    override func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        events.append("end \(configuration.identifier)")
    }
}

/// A window whose context menus a fake host records instead of showing.
@MainActor
private final class ContextMenuStage {
    let clock = ManualClock()
    let window: Window
    var requests: [ContextMenuRequest] = []

    init(size: Size = Size(width: 400, height: 400)) {
        window = Window(frame: Rect(origin: .zero, size: size), clock: clock)
        window.contextMenuPresenter = { [weak self] request in
            self?.requests.append(request)
            return true
        }
        window.makeKeyAndVisible()
    }

    /// The titles of the top level of the last menu shown.
    var lastTitles: [String] { requests.last.map { $0.menu.children.map(\.title) } ?? [] }

    /// Chooses the last menu's action titled `title`, as the host does, and closes the menu.
    func choose(_ title: String) {
        guard let request = requests.last else { return }
        for case let action as Action in request.menu.children where action.title == title {
            action.performWithSender(request.sender)
        }
        request.didEnd()
    }
}

/// Context menus found from the view under the pointer up its ancestors, on table rows (selected
/// first) and from the Menu key, handed to the host as a `ContextMenuRequest`.
@MainActor @Suite struct ContextMenuTests {
    @Test func theViewUnderThePointerAnswersFirstThenItsAncestors() {
        let stage = ContextMenuStage()
        let outer = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let inner = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let leaf = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        stage.window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(leaf)
        let outerDelegate = MenuDelegate("Outer")
        let innerDelegate = MenuDelegate("Inner")
        // The inner view has a menu on its left half only.
        innerDelegate.answers = { $0.x < 50 }
        let outerInteraction = ContextMenuInteraction(delegate: outerDelegate)
        outer.addInteraction(outerInteraction)
        inner.addInteraction(ContextMenuInteraction(delegate: innerDelegate))
        #expect(outerInteraction.view === outer)
        #expect(outer.interactions.count == 1)

        // On the leaf (no interaction of its own): the inner view answers, at its own coordinates.
        #expect(stage.window.handleContextClick(at: Point(x: 115, y: 115)))
        #expect(stage.lastTitles == ["Inner action"])
        #expect(innerDelegate.asked.last == Point(x: 15, y: 15))
        #expect(stage.requests.last?.anchor == Rect(x: 115, y: 115, width: 0, height: 0))
        #expect(stage.requests.last?.opensBelowAnchor == false)
        #expect(innerDelegate.events == ["display Inner", "displayed"])
        stage.choose("Inner action")
        #expect(innerDelegate.chosen == ["Inner action from ContextMenuInteraction"], "the action ran with the interaction as sender")
        #expect(innerDelegate.events == ["display Inner", "displayed", "end Inner"])
        stage.requests.last?.didEnd()
        #expect(innerDelegate.events.count == 3, "the end is told once")
        #expect(stage.requests.last?.hasEnded == true)

        // The interaction closes its menu through the host.
        var dismissed = 0
        #expect(stage.window.handleContextClick(at: Point(x: 115, y: 115)))
        stage.requests.last?.dismissHandler = { dismissed += 1 }
        (inner.interactions.first as? ContextMenuInteraction)?.dismissMenu()
        #expect(dismissed == 1)
        stage.requests.last?.didEnd()

        // On the inner view's right half it declines: the outer view answers.
        #expect(stage.window.handleContextClick(at: Point(x: 180, y: 150)))
        #expect(stage.lastTitles == ["Outer action"])
        #expect(outerInteraction.location(in: outer) == Point(x: 180, y: 150))
        #expect(outerInteraction.location(in: inner) == Point(x: 80, y: 50))
        // Outside both: nothing.
        #expect(!stage.window.handleContextClick(at: Point(x: 350, y: 350)))
        #expect(stage.requests.count == 3)

        // Removed, it no longer answers; without a host nothing opens.
        outer.removeInteraction(outerInteraction)
        #expect(outerInteraction.view == nil)
        #expect(!stage.window.handleContextClick(at: Point(x: 20, y: 20)))
        stage.window.contextMenuPresenter = nil
        #expect(!stage.window.handleContextClick(at: Point(x: 115, y: 115)))
    }

    @Test func aConfigurationWithoutAMenuPassesTheClickOn() {
        let stage = ContextMenuStage()
        let outer = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let inner = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(outer)
        outer.addSubview(inner)
        let outerDelegate = MenuDelegate("Outer")
        outer.addInteraction(ContextMenuInteraction(delegate: outerDelegate))
        final class Empty: ContextMenuInteractionDelegate {
            func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
                ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in Menu(children: [Action(title: "Hidden", attributes: .hidden) { _ in }]) }
            }
        }
        let empty = Empty()
        inner.addInteraction(ContextMenuInteraction(delegate: empty))
        #expect(stage.window.handleContextClick(at: Point(x: 50, y: 50)))
        #expect(stage.lastTitles == ["Outer action"], "a menu with nothing visible is not shown")
    }

    @Test func aRightClickOnARowSelectsItBeforeTheMenuIsMade() {
        let stage = ContextMenuStage()
        let controller = RowsController(style: .plain)
        controller.menuRows = [2, 3, 4]
        stage.window.rootViewController = controller
        stage.window.layoutIfNeeded()
        let table = controller.tableView
        let rowHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let centre = { (row: Int) in Point(x: 100, y: rowHeight * (Double(row) + 0.5)) }

        #expect(stage.window.handleContextClick(at: centre(3)))
        #expect(controller.selectedWhenMenuWasMade == [IndexPath(row: 3, section: 0)], "selected before the provider ran")
        #expect(controller.selectedRows == [3], "as the user's click, the delegate heard it")
        #expect(stage.lastTitles == ["Open row 3"])
        #expect(stage.requests.last.map { $0.sender as AnyObject } === table)
        #expect(controller.events == ["display 3"])
        stage.requests.last?.didEnd()
        #expect(controller.events == ["display 3", "end 3"])

        // A selected row in a multiple selection keeps the selection.
        table.allowsMultipleSelection = true
        table.selectRowFromUser(at: IndexPath(row: 2, section: 0), modifiers: .control)
        #expect(stage.window.handleContextClick(at: centre(2)))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)])

        // A row without a menu keeps the old right-click: its swipe actions, selecting nothing.
        controller.trailing = SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "More") { _, _, done in done(true) }])
        let requests = stage.requests.count
        #expect(stage.window.handleContextClick(at: centre(7)))
        #expect(table.swipedIndexPath == IndexPath(row: 7, section: 0))
        #expect(stage.requests.count == requests)
        #expect(!controller.selectedRows.contains(7))
        // While they show, a right-click on a row with a menu closes them first.
        #expect(stage.window.handleContextClick(at: centre(3)))
        #expect(table.swipedIndexPath == nil)
        #expect(stage.requests.count == requests)
    }

    @Test func theMenuKeyOpensAtTheFirstResponderOrTheSelectedRow() {
        let stage = ContextMenuStage()
        let controller = RowsController(style: .plain)
        controller.menuRows = [5]
        stage.window.rootViewController = controller
        stage.window.layoutIfNeeded()
        let table = controller.tableView

        // No row selected, no first responder: nothing.
        #expect(!stage.window.handleContextMenuKey())
        table.selectRowFromUser(at: IndexPath(row: 5, section: 0))
        #expect(stage.window.handleContextMenuKey())
        let rect = table.rectForRow(at: IndexPath(row: 5, section: 0))
        #expect(stage.requests.last?.anchor == Rect(origin: table.convert(rect.origin, to: nil), size: rect.size))
        #expect(stage.requests.last?.opensBelowAnchor == true)
        #expect(stage.lastTitles == ["Open row 5"])

        // A focused view with an interaction answers first, below its frame.
        let field = FocusableView(frame: Rect(x: 20, y: 30, width: 120, height: 24))
        table.addSubview(field)
        let delegate = MenuDelegate("Field")
        field.addInteraction(ContextMenuInteraction(delegate: delegate))
        #expect(field.becomeFirstResponder())
        #expect(stage.window.handleContextMenuKey())
        #expect(stage.lastTitles == ["Field action"])
        #expect(delegate.asked.last == Point(x: 60, y: 12), "asked at the view's centre")
        #expect(stage.requests.last?.anchor.size == Size(width: 120, height: 24))
        #expect(stage.requests.last?.opensBelowAnchor == true)

        // Ignored while input is.
        Application.shared.beginIgnoringInteractionEvents()
        #expect(!stage.window.handleContextMenuKey())
        Application.shared.endIgnoringInteractionEvents()
    }

    @Test func theMenuKeyAsksTheViewTheHostSaysHasTheFocusWhenNoneIsFirstResponder() {
        let stage = ContextMenuStage()
        let controller = RowsController(style: .plain)
        controller.menuRows = [4]
        // The table is in the window without its controller: no controller's view to fall back on.
        let table = controller.tableView
        table.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        stage.window.addSubview(table)
        stage.window.layoutIfNeeded()
        table.selectRowFromUser(at: IndexPath(row: 4, section: 0))
        #expect(!stage.window.handleContextMenuKey(), "nothing focused, nothing asked")
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(stage.window.handleContextMenuKey(focusedView: cell))
        #expect(stage.lastTitles == ["Open row 4"], "the focused table's selected row")
        #expect(stage.requests.last?.anchor.minY == table.rectForRow(at: IndexPath(row: 4, section: 0)).minY)
    }
}
