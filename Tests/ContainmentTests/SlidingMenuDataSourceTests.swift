import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

/// Makes each row's recording controller on demand and notes which rows were asked for.
@MainActor
final class RecordingMenuRows: SlidingMenuControllerDataSource {
    let log: CallLog
    let titles: [String]
    private(set) var asked: [Int] = []
    private(set) var made: [ViewController] = []
    /// What to hand out instead of a fresh controller, by row (to test refusals).
    var replacements: [Int: ViewController] = [:]

    init(titles: [String], log: CallLog) {
        self.titles = titles
        self.log = log
    }

    func slidingMenuController(_ menu: SlidingMenuController, viewControllerForRowAt index: Int) -> ViewController {
        asked.append(index)
        if let replacement = replacements[index] { return replacement }
        let controller = RecordingViewController(titles[index], log: log)
        made.append(controller)
        return controller
    }
}

/// The menu of ``MenuStage`` (Red, Green, Blue), with its rows made by a data source.
@MainActor
struct LazyMenuStage {
    let testStage = TestStage()
    var clock: ManualClock { testStage.clock }
    var window: Window { testStage.window }
    let log = CallLog()
    let rows: RecordingMenuRows
    let menu: SlidingMenuController

    init(show: Bool = true) throws {
        rows = RecordingMenuRows(titles: ["Red", "Green", "Blue"], log: log)
        menu = try SlidingMenuController(menuTitles: rows.titles)
        menu.title = "Menu"
        menu.dataSource = rows
        if show {
            let log = log
            withTestWrapper(log) { testStage.show(menu) }
        }
    }

    /// Selects `row` as a click does (wrapping with test stacks) and runs the swap to its end.
    func select(_ row: Int) {
        withTestWrapper(log) {
            menu.menuTableView.selectRowFromUser(at: IndexPath(row: row, section: 0))
        }
        clock.advance(by: 1)
    }
}

@MainActor
@Suite("SlidingMenuController with a data source (rows made when first shown)")
struct SlidingMenuDataSourceTests {
    @Test("nothing is made at creation; the first row is made as the view loads and shown as an eager menu shows it")
    func firstRowIsMadeWhenTheViewLoads() throws {
        let stage = try LazyMenuStage(show: false)
        #expect(stage.rows.asked == [])
        #expect(stage.menu.viewControllerIfLoaded(at: 0) == nil)
        #expect(stage.menu.menuTableView.rowTexts() == [["Red", "Green", "Blue"]])

        withTestWrapper(stage.log) {
            stage.window.rootViewController = stage.menu
            stage.window.makeKeyAndVisible()
        }
        #expect(stage.rows.asked == [0])
        #expect(stage.log.take() == [
            // Made now: the wrapper adopts Red; then the eager menu's viewDidLoad sequence.
            "Red willMove parent=Nav(Red)",
            "Red didMove parent=Nav(Red)",
            "Nav(Red) viewDidLoad",
            "Red viewDidLoad",
            "Nav(Red) willMove parent=Menu",
            "Nav(Red) didMove parent=Menu",
            "Nav(Red) viewWillAppear animated=false",
            "Red viewWillAppear animated=false",
            "Nav(Red) viewDidAppear animated=false",
            "Red viewDidAppear animated=false",
        ])
        #expect(stage.menu.viewControllerIfLoaded(at: 1) == nil && stage.menu.viewControllerIfLoaded(at: 2) == nil)
        #expect(stage.rows.made.first?.navigationItem.leftBarButtonItems.map(\.title) == ["Menu"])
        #expect(stage.menu.menuBarButtonItems.count == 1)
        stage.clock.advance(by: 0.5)
        #expect(stage.menu.viewControllerIfLoaded(at: 0)?.view.frame.minX == 200, "the first reveal runs as before")
    }

    @Test("selecting a row not made yet makes it, then runs the tutorial's swap in its exact order")
    func selectingMakesTheRowThenSwaps() throws {
        let stage = try LazyMenuStage()
        stage.clock.advance(by: 0.5)
        _ = stage.log.take()
        withTestWrapper(stage.log) {
            stage.menu.menuTableView.selectRowFromUser(at: IndexPath(row: 1, section: 0))
        }
        #expect(stage.rows.asked == [0, 1])
        #expect(stage.log.take() == [
            "Green willMove parent=Nav(Green)",
            "Green didMove parent=Nav(Green)",
            // From here, exactly the eager menu's swap (SlidingMenuControllerTests.swapSequence).
            "Nav(Green) viewDidLoad",
            "Green viewDidLoad",
            "Nav(Red) willMove parent=nil",
            "Nav(Green) willMove parent=Menu",
            "Nav(Red) viewWillDisappear animated=true",
            "Red viewWillDisappear animated=true",
            "Nav(Green) viewWillAppear animated=true",
            "Green viewWillAppear animated=true",
        ])
        stage.clock.advance(by: 0.5)
        #expect(stage.log.take() == [
            "Nav(Red) viewDidDisappear animated=true",
            "Red viewDidDisappear animated=true",
            "Nav(Green) viewDidAppear animated=true",
            "Green viewDidAppear animated=true",
            "Nav(Green) didMove parent=Menu",
            "Nav(Red) didMove parent=nil",
        ])
        #expect(stage.menu.visibleIndex == 1)
        #expect(stage.menu.children.map(\.debugName) == ["Nav(Green)"])
        #expect(stage.rows.made.last?.navigationItem.leftBarButtonItems.map(\.title) == ["Menu"])
        #expect(stage.menu.viewControllerIfLoaded(at: 2) == nil, "Blue was never wanted")
    }

    @Test("a row is asked for once: swapping back and forth reuses it, balanced each time")
    func aRowIsMadeOnce() throws {
        let stage = try LazyMenuStage()
        stage.clock.advance(by: 0.5)
        stage.select(1)
        stage.select(0)
        _ = stage.log.take()
        stage.select(1)
        #expect(stage.rows.asked == [0, 1])
        #expect(stage.log.take() == [
            "Nav(Red) willMove parent=nil",
            "Nav(Green) willMove parent=Menu",
            "Nav(Red) viewWillDisappear animated=true",
            "Red viewWillDisappear animated=true",
            "Nav(Green) viewWillAppear animated=true",
            "Green viewWillAppear animated=true",
            "Nav(Red) viewDidDisappear animated=true",
            "Red viewDidDisappear animated=true",
            "Nav(Green) viewDidAppear animated=true",
            "Green viewDidAppear animated=true",
            "Nav(Green) didMove parent=Menu",
            "Nav(Red) didMove parent=nil",
        ])
    }

    @Test("viewController(at:) makes a row without showing it; viewControllers makes every row")
    func readingRows() throws {
        let stage = try LazyMenuStage()
        _ = stage.log.take()
        let blue = withTestWrapper(stage.log) { stage.menu.viewController(at: 2) }
        #expect((blue as? TestNavigationStack)?.root.title == "Blue")
        #expect(blue?.parent == nil, "made, not shown")
        #expect(stage.log.take() == ["Blue willMove parent=Nav(Blue)", "Blue didMove parent=Nav(Blue)"])
        #expect(stage.menu.viewController(at: 3) == nil)
        #expect(stage.menu.viewControllerIfLoaded(at: -1) == nil)
        let all = withTestWrapper(stage.log) { stage.menu.viewControllers }
        #expect(all.count == 3 && all[2] === blue)
        #expect(stage.rows.asked == [0, 2, 1])
        #expect(stage.menu.menuBarButtonItems.count == 3)
    }

    @Test("a controller that has a parent or is already a row is refused: the row stays unmade, nothing moves")
    func refusals() throws {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let stage = try LazyMenuStage()
        stage.clock.advance(by: 0.5)
        let elsewhere = NavigationController(rootViewController: ViewController(title: "Elsewhere"))
        stage.rows.replacements[1] = elsewhere.topViewController
        stage.rows.replacements[2] = stage.menu.viewControllerIfLoaded(at: 0)
        _ = stage.log.take()
        let before = treeSnapshot(stage.menu)
        stage.select(1)
        stage.select(2)
        #expect(diagnostics.refusals.map(\.kind) == [.childHasAnotherParent, .duplicateController])
        #expect(diagnostics.refusals.first?.message.contains("Elsewhere, which is a child of") == true)
        #expect(diagnostics.refusals.last?.message.contains("already one of the menu's rows") == true)
        #expect(treeSnapshot(stage.menu) == before)
        #expect(stage.log.take() == [])
        #expect(stage.menu.visibleIndex == 0 && !stage.menu.isSwapping)
        #expect(!Application.shared.isIgnoringInteractionEvents)
        #expect(elsewhere.topViewController?.parent === elsewhere)
        #expect(stage.menu.viewControllerIfLoaded(at: 1) == nil)

        // Asked again next time; a good controller then goes in.
        stage.rows.replacements[1] = nil
        stage.select(1)
        #expect(stage.rows.asked == [0, 1, 2, 1])
        #expect(stage.menu.visibleIndex == 1)
    }

    @Test("no titles are refused; a menu without a data source shows nothing and refuses nothing")
    func noTitlesAndNoDataSource() throws {
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        #expect(throws: HierarchyInconsistency.self) { _ = try SlidingMenuController(menuTitles: []) }
        #expect(diagnostics.refusals.map(\.kind) == [.invalidArgument])
        #expect(diagnostics.refusals.first?.message.contains("at least one menu title") == true)

        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: ManualClock())
        let menu = try SlidingMenuController(menuTitles: ["A", "B"])
        window.rootViewController = menu
        window.makeKeyAndVisible()
        menu.toggleMenu()
        menu.replaceVisibleViewController(withViewControllerAt: 1)
        #expect(menu.children.isEmpty)
        #expect(menu.viewControllers.isEmpty)
        #expect(diagnostics.refusals.count == 1)
    }

    @Test("a data source asking for the row it is making gets nil, not an endless loop")
    func reentrantDataSource() throws {
        final class Reentrant: SlidingMenuControllerDataSource {
            var innerAnswers: [Bool] = []
            func slidingMenuController(_ menu: SlidingMenuController, viewControllerForRowAt index: Int) -> ViewController {
                innerAnswers.append(menu.viewController(at: index) != nil)
                return ViewController(title: "Row \(index)")
            }
        }
        let source = Reentrant()
        let menu = try SlidingMenuController(menuTitles: ["A"])
        menu.dataSource = source
        #expect(menu.viewController(at: 0) != nil)
        #expect(source.innerAnswers == [false])
    }

    @Test("rows made on demand are freed with the menu")
    func madeRowsAreFreed() throws {
        weak var weakMenu: SlidingMenuController?
        var weakRows: [() -> ViewController?] = []
        do {
            let stage = try LazyMenuStage()
            stage.select(1)
            stage.select(2)
            weakMenu = stage.menu
            for index in 0..<3 {
                let row = stage.menu.viewControllerIfLoaded(at: index)
                #expect(row != nil)
                weakRows.append { [weak row] in row }
            }
            for made in stage.rows.made {
                weakRows.append { [weak made] in made }
            }
            stage.window.rootViewController = nil
        }
        #expect(weakMenu == nil)
        #expect(weakRows.allSatisfy { $0() == nil })
    }
}
