import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// A page that knows its number.
@MainActor
final class BookPage: RecordingViewController {
    let index: Int
    init(_ index: Int, log: CallLog) {
        self.index = index
        super.init("P\(index)", log: log)
    }
}

/// A book of `count` pages made on demand (the source keeps none of them), recording the
/// delegate calls.
@MainActor
final class Book: PageViewControllerDataSource, PageViewControllerDelegate {
    let log: CallLog
    let count: Int
    init(count: Int, log: CallLog) {
        self.count = count
        self.log = log
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let page = viewController as? BookPage, page.index > 0 else { return nil }
        return BookPage(page.index - 1, log: log)
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let page = viewController as? BookPage, page.index < count - 1 else { return nil }
        return BookPage(page.index + 1, log: log)
    }

    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
        log.append("delegate willTransitionTo \(pendingViewControllers.map(\.debugName))")
    }

    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool) {
        log.append("delegate didFinishAnimating finished=\(finished) previous=\(previousViewControllers.map(\.debugName)) completed=\(completed)")
    }
}

/// A page view controller on screen in the stage's root, showing page `start` of a book.
@MainActor
struct PageStage {
    let stage: Stage
    let pages = PageViewController(title: "Book")
    let book: Book
    var log: CallLog { stage.log }

    init(count: Int = 5, start: Int = 0) {
        stage = Stage()
        book = Book(count: count, log: stage.log)
        pages.dataSource = book
        pages.delegate = book
        stage.embed(pages)
        pages.setViewControllers([BookPage(start, log: stage.log)], direction: .forward, animated: false)
        _ = stage.log.take()
    }

    var current: String? { pages.viewControllers.first?.debugName }

    func pointer(_ phase: PointerEvent.Phase, x: Double, y: Double = 300, at time: Double) {
        stage.window.handlePointer(PointerEvent(phase, at: Point(x: x, y: y), time: time))
    }
}

@MainActor
@Suite("PageViewController")
struct PageViewControllerTests {
    @Test("the first page becomes a child and appears with its parent")
    func firstPage() {
        let stage = Stage()
        let pages = PageViewController(title: "Book")
        #expect(pages.transitionStyle == .scroll)
        #expect(pages.navigationOrientation == .horizontal)
        stage.embed(pages)
        var completions: [Bool] = []
        pages.setViewControllers([BookPage(0, log: stage.log)], direction: .forward, animated: true) { completions.append($0) }
        #expect(stage.log.take() == [
            "P0 willMove parent=Book", "P0 viewDidLoad", "P0 viewWillAppear animated=false",
            "P0 viewDidAppear animated=false", "P0 didMove parent=Book",
        ])
        #expect(completions == [true])
        #expect(pages.viewControllers.map(\.debugName) == ["P0"])
        #expect(pages.viewControllers.first?.view.frame == pages.view.bounds)
    }

    @Test("an animated forward turn slides the new page in from the right; the old page leaves after the turn")
    func forwardAnimated() {
        let book = PageStage()
        let next = BookPage(1, log: book.log)
        let previous = book.pages.viewControllers[0]
        var completions: [Bool] = []
        book.pages.setViewControllers([next], direction: .forward, animated: true) { completions.append($0) }
        #expect(book.log.take() == [
            "P1 willMove parent=Book", "P1 viewDidLoad",
            "P0 viewWillDisappear animated=true", "P1 viewWillAppear animated=true",
        ])
        #expect(next.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(previous.view.frame == Rect(x: -1024, y: 0, width: 1024, height: 768))
        book.stage.clock.advance(by: 0.15)
        #expect(next.view.presentation.frame.minX > 0 && next.view.presentation.frame.minX < 1024)
        #expect(previous.view.presentation.frame.minX < 0 && previous.view.presentation.frame.minX > -1024)
        #expect(book.log.take() == [])
        #expect(completions.isEmpty)
        book.stage.clock.advance(by: 0.15)
        #expect(book.log.take() == [
            "P0 willMove parent=nil", "P0 viewDidDisappear animated=true", "P1 viewDidAppear animated=true",
            "P0 didMove parent=nil", "P1 didMove parent=Book",
        ], "a programmatic turn does not tell the delegate, as in UIKit; completion does")
        #expect(completions == [true])
        #expect(book.current == "P1")
        #expect(book.pages.children.map(\.debugName) == ["P1"])
        #expect(previous.parent == nil && previous.viewIfLoaded?.superview == nil)
        #expect(next.view.presentation.frame == next.view.frame)
    }

    @Test("a reverse turn comes in from the left; without animation it all happens at once")
    func reverseTurns() {
        let book = PageStage(start: 3)
        let earlier = BookPage(2, log: book.log)
        book.pages.setViewControllers([earlier], direction: .reverse, animated: true)
        _ = book.log.take()
        book.stage.clock.advance(by: 0.15)
        #expect(earlier.view.presentation.frame.minX < 0 && earlier.view.presentation.frame.minX > -1024)
        book.stage.clock.advance(by: 0.15)
        _ = book.log.take()

        let first = BookPage(0, log: book.log)
        var completions: [Bool] = []
        book.pages.setViewControllers([first], direction: .reverse, animated: false) { completions.append($0) }
        #expect(book.log.take() == [
            "P0 willMove parent=Book", "P0 viewDidLoad",
            "P2 viewWillDisappear animated=false", "P0 viewWillAppear animated=false",
            "P2 willMove parent=nil", "P2 viewDidDisappear animated=false", "P0 viewDidAppear animated=false",
            "P2 didMove parent=nil", "P0 didMove parent=Book",
        ])
        #expect(completions == [true])
        #expect(book.current == "P0")
        #expect(book.stage.window.runningAnimationCount == 0)
    }

    @Test("next and previous ask the data source, tell the delegate, and do nothing at the ends of the book")
    func nextPreviousAndEnds() {
        let book = PageStage(count: 2)
        #expect(book.pages.goToPreviousPage() == false)
        #expect(book.log.take() == [])
        #expect(book.pages.goToNextPage(animated: false))
        #expect(book.log.take() == [
            "delegate willTransitionTo [\"P1\"]",
            "P1 willMove parent=Book", "P1 viewDidLoad",
            "P0 viewWillDisappear animated=false", "P1 viewWillAppear animated=false",
            "P0 willMove parent=nil", "P0 viewDidDisappear animated=false", "P1 viewDidAppear animated=false",
            "P0 didMove parent=nil", "P1 didMove parent=Book",
            "delegate didFinishAnimating finished=true previous=[\"P0\"] completed=true",
        ])
        #expect(book.pages.goToNextPage() == false)
        #expect(book.log.take() == [])
        #expect(book.current == "P1")
        #expect(book.pages.goToPreviousPage())
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == "P0")

        // A drag towards a page that does not exist does nothing.
        _ = book.log.take()
        book.pointer(.began, x: 300, at: 1)
        book.pointer(.moved, x: 500, at: 1.1)
        book.pointer(.moved, x: 900, at: 1.2)
        book.pointer(.ended, x: 900, at: 1.3)
        book.stage.clock.advance(by: 0.5)
        #expect(book.log.take() == [])
        #expect(book.current == "P0")
        #expect(book.pages.viewControllers[0].view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test("a drag past half the width turns the page; the page follows the pointer")
    func panFinished() {
        let book = PageStage()
        let current = book.pages.viewControllers[0]
        book.pointer(.began, x: 800, at: 0)
        book.pointer(.moved, x: 700, at: 0.1)
        #expect(book.log.take() == [
            "delegate willTransitionTo [\"P1\"]",
            "P1 willMove parent=Book", "P1 viewDidLoad",
            "P0 viewWillDisappear animated=true", "P1 viewWillAppear animated=true",
        ])
        #expect(book.pages.isTurningPage)
        book.pointer(.moved, x: 200, at: 0.5)
        #expect(current.view.frame.minX == -600)
        #expect(book.pages.children.last?.view.frame.minX == 424)
        book.pointer(.moved, x: 200, at: 0.7)
        book.pointer(.ended, x: 200, at: 0.8)
        #expect(book.log.take() == [])
        book.stage.clock.advance(by: 0.3)
        #expect(book.log.take() == [
            "P0 willMove parent=nil", "P0 viewDidDisappear animated=true", "P1 viewDidAppear animated=true",
            "P0 didMove parent=nil", "P1 didMove parent=Book",
            "delegate didFinishAnimating finished=true previous=[\"P0\"] completed=true",
        ])
        #expect(book.current == "P1")
        #expect(!book.pages.isTurningPage)
    }

    @Test("a short slow drag springs back with balanced callbacks: UIKit's cancelled interactive transition")
    func panCancelled() {
        let book = PageStage(start: 2)
        let current = book.pages.viewControllers[0]
        book.pointer(.began, x: 300, at: 0)
        book.pointer(.moved, x: 400, at: 0.1)
        #expect(book.log.take() == [
            "delegate willTransitionTo [\"P1\"]",
            "P1 willMove parent=Book", "P1 viewDidLoad",
            "P2 viewWillDisappear animated=true", "P1 viewWillAppear animated=true",
        ], "dragging right turns back to the page before")
        book.pointer(.moved, x: 550, at: 0.5)
        #expect(current.view.frame.minX == 250)
        book.pointer(.moved, x: 550, at: 0.7)
        book.pointer(.ended, x: 550, at: 0.8)
        #expect(book.log.take() == ["P1 viewWillDisappear animated=true", "P2 viewWillAppear animated=true"])
        book.stage.clock.advance(by: 0.3)
        #expect(book.log.take() == [
            "P1 willMove parent=nil", "P1 viewDidDisappear animated=true", "P2 viewDidAppear animated=true",
            "P1 didMove parent=nil",
            "delegate didFinishAnimating finished=true previous=[\"P2\"] completed=false",
        ])
        #expect(book.current == "P2")
        #expect(book.pages.children.map(\.debugName) == ["P2"])
        #expect(current.view.frame == Rect(x: 0, y: 0, width: 1024, height: 768))
        #expect(current.appearanceState == .appeared)
    }

    @Test("a short fast flick turns; a pointer taken away mid-drag springs back")
    func flickAndCancel() {
        let book = PageStage()
        book.pointer(.began, x: 800, at: 0)
        book.pointer(.moved, x: 790, at: 0.01)
        book.pointer(.moved, x: 650, at: 0.05)
        book.pointer(.ended, x: 650, at: 0.06)
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == "P1", "150 pt at about 2500 pt/s is a flick")
        _ = book.log.take()

        book.pointer(.began, x: 800, at: 1)
        book.pointer(.moved, x: 100, at: 1.5)
        book.stage.window.handlePointer(PointerEvent(.cancelled, at: Point(x: 100, y: 300), time: 1.6))
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == "P1", "a cancelled gesture never turns, however far it went")
        #expect(book.log.take().last == "delegate didFinishAnimating finished=true previous=[\"P1\"] completed=false")
    }

    @Test("a fast flick back springs the page back even past half the page")
    func flickBackSpringsBack() {
        let book = PageStage()
        let before = book.current
        book.pointer(.began, x: 900, at: 0)
        book.pointer(.moved, x: 890, at: 0.1)
        book.pointer(.moved, x: 300, at: 1.0)
        book.pointer(.moved, x: 340, at: 1.03)
        book.pointer(.moved, x: 360, at: 1.05)
        // 540 of 1024 pt towards the next page (past half), released at about 1,000 pt/s back.
        book.pointer(.ended, x: 360, at: 1.06)
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == before, "a flick against the turn springs back")
        #expect(book.log.take().last?.hasSuffix("completed=false") == true)
    }

    @Test("a turn during a running turn finishes the running one at once first")
    func turnDuringTurn() {
        let book = PageStage()
        #expect(book.pages.goToNextPage())
        book.stage.clock.advance(by: 0.1)
        _ = book.log.take()
        #expect(book.pages.goToNextPage())
        #expect(book.log.take() == [
            "P0 willMove parent=nil", "P0 viewDidDisappear animated=true", "P1 viewDidAppear animated=true",
            "P0 didMove parent=nil", "P1 didMove parent=Book",
            "delegate didFinishAnimating finished=true previous=[\"P0\"] completed=true",
            "delegate willTransitionTo [\"P2\"]",
            "P2 willMove parent=Book", "P2 viewDidLoad",
            "P1 viewWillDisappear animated=true", "P2 viewWillAppear animated=true",
        ])
        book.stage.clock.advance(by: 0.3)
        #expect(book.log.take() == [
            "P1 willMove parent=nil", "P1 viewDidDisappear animated=true", "P2 viewDidAppear animated=true",
            "P1 didMove parent=nil", "P2 didMove parent=Book",
            "delegate didFinishAnimating finished=true previous=[\"P1\"] completed=true",
        ], "the first turn's animation ending later sends nothing twice")
        #expect(book.current == "P2")
        #expect(book.pages.children.map(\.debugName) == ["P2"])

        // A drag that starts during an animated turn finishes it first too.
        #expect(book.pages.goToNextPage())
        book.stage.clock.advance(by: 0.1)
        _ = book.log.take()
        book.pointer(.began, x: 800, at: 5)
        book.pointer(.moved, x: 700, at: 5.1)
        let entries = book.log.take()
        #expect(entries.prefix(5) == [
            "P2 willMove parent=nil", "P2 viewDidDisappear animated=true", "P3 viewDidAppear animated=true",
            "P2 didMove parent=nil", "P3 didMove parent=Book",
        ])
        #expect(entries.contains("P4 viewWillAppear animated=true"))
    }

    @Test("pages turned away are freed")
    func turnedAwayPagesAreFreed() {
        let book = PageStage()
        weak let first = book.pages.viewControllers.first
        #expect(first != nil)
        book.pages.goToNextPage()
        book.stage.clock.advance(by: 0.3)
        weak let second = book.pages.viewControllers.first
        book.pointer(.began, x: 800, at: 1)
        book.pointer(.moved, x: 100, at: 1.5)
        book.pointer(.ended, x: 100, at: 1.6)
        book.stage.clock.advance(by: 0.3)
        #expect(book.current == "P2")
        #expect(first == nil)
        #expect(second == nil)

        // A page dragged in and sprung back is freed too.
        weak var sprungBack: ViewController?
        book.pointer(.began, x: 800, at: 3)
        book.pointer(.moved, x: 700, at: 3.5)
        sprungBack = book.pages.children.last
        #expect(sprungBack?.debugName == "P3")
        book.pointer(.ended, x: 700, at: 3.9)
        book.stage.clock.advance(by: 0.3)
        #expect(sprungBack == nil)
        #expect(book.current == "P2")
    }

    @Test("bad page lists are refused and nothing changes")
    func refusals() {
        let book = PageStage()
        let diagnostics = DiagnosticsRecorder()
        defer { diagnostics.stop() }
        let before = treeSnapshot(book.stage.root)
        var completions: [Bool] = []

        book.pages.setViewControllers([], direction: .forward, animated: true) { completions.append($0) }
        #expect(diagnostics.refusals.last?.kind == .invalidArgument)
        #expect(diagnostics.refusals.last?.message.contains("Book.setViewControllers: the scroll style shows exactly one page; got 0") == true)

        book.pages.setViewControllers([BookPage(1, log: book.log), BookPage(2, log: book.log)], direction: .forward, animated: true) {
            completions.append($0)
        }
        #expect(diagnostics.refusals.last?.kind == .invalidArgument)
        #expect(diagnostics.refusals.last?.message.contains("got 2 (P1, P2)") == true)

        let elsewhere = ViewController(title: "Elsewhere")
        book.stage.embed(elsewhere)
        let adopted = ViewController(title: "Adopted")
        book.stage.embed(adopted, in: elsewhere)
        let beforeAdopted = treeSnapshot(book.stage.root)
        book.pages.setViewControllers([adopted], direction: .forward, animated: true) { completions.append($0) }
        #expect(diagnostics.refusals.last?.kind == .childHasAnotherParent)
        #expect(diagnostics.refusals.last?.message.contains("Adopted is already a child of Elsewhere") == true)
        #expect(treeSnapshot(book.stage.root) == beforeAdopted)

        book.pages.setViewControllers([SplitViewController(title: "Split")], direction: .forward, animated: true)
        #expect(diagnostics.refusals.last?.kind == .invalidNesting)

        #expect(diagnostics.refusals.count == 4)
        #expect(completions.isEmpty)
        #expect(book.current == "P0")
        #expect(book.log.take() == [])
        #expect(before != beforeAdopted)
    }
}
