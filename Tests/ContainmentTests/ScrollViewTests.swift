import Foundation
import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment

/// Records every scroll and selection it hears about.
@MainActor
private final class ScrollLog: TableViewDataSource, TableViewDelegate {
    var offsets: [Point] = []
    var animationEnds = 0
    var selected: [IndexPath] = []
    var rows = 200
    func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { animationEnds += 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor @Suite struct ScrollViewTests {
    private func scrollView() -> ScrollView {
        let view = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        view.contentSize = Size(width: 300, height: 1_000)
        return view
    }

    @Test func anOffsetSetFromCodeIsKeptAsSetAsUIKitKeepsIt() {
        let view = scrollView()
        #expect(view.maximumContentOffset == Point(x: 200, y: 800))
        view.contentOffset = Point(x: -10, y: 5_000)
        #expect(view.contentOffset == Point(x: -10, y: 5_000))
        #expect(view.bounds == Rect(x: -10, y: 5_000, width: 100, height: 200), "the offset is the bounds origin")
        view.contentOffset = Point(x: .nan, y: 12)
        #expect(view.contentOffset == Point(x: 0, y: 12), "NaN counts as zero")
        view.contentSize = Size(width: 50, height: 50)
        #expect(view.contentOffset == Point(x: 0, y: 12), "a new content size does not move the offset")
        view.frame = Rect(x: 0, y: 0, width: 300, height: 400)
        #expect(view.contentOffset == Point(x: 0, y: 12), "nor does a new size")
    }

    @Test func theUserScrollsWithinTheContentAndItsInsets() {
        let view = scrollView()
        view.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(view.adjustedContentInset == view.contentInset)
        #expect(view.minimumContentOffset == Point(x: 0, y: -20))
        #expect(view.maximumContentOffset == Point(x: 200, y: 830))
        view.scrollFromUser(to: Point(x: -40, y: 9_000))
        #expect(view.contentOffset == Point(x: 0, y: 830))
        view.scrollFromUser(to: Point(x: 50, y: -100))
        #expect(view.contentOffset == Point(x: 50, y: -20))
        view.isScrollEnabled = false
        view.scrollFromUser(to: Point(x: 0, y: 0))
        #expect(view.contentOffset == Point(x: 50, y: -20), "scrolling disabled: the user moves nothing")
        view.contentOffset = .zero
        #expect(view.contentOffset == .zero, "code still can")
    }

    @Test func draggingAndDeceleratingAreOnePhaseAndTheDelegateHearsEachStep() {
        final class Phases: ScrollViewDelegate {
            var heard: [String] = []
            func scrollViewWillBeginDragging(_ scrollView: ScrollView) { heard.append("begin") }
            func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
                heard.append("end \(decelerate)")
            }
            func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { heard.append("rest") }
        }
        let view = scrollView()
        let phases = Phases()
        view.delegate = phases
        view.endDraggingFromUser(willDecelerate: true)
        #expect(view.scrollPhase == .idle, "no drag to end")
        view.beginDraggingFromUser()
        view.beginDraggingFromUser()
        #expect(view.isDragging && !view.isDecelerating)
        view.endDraggingFromUser(willDecelerate: true)
        #expect(view.isDecelerating && !view.isDragging)
        view.beginDraggingFromUser()
        view.endDraggingFromUser(willDecelerate: false)
        view.endDeceleratingFromUser()
        #expect(phases.heard == ["begin", "end true", "rest", "begin", "end false"])
        #expect(view.scrollPhase == .idle)
    }

    @Test func aTouchpadScrollOverAScrollViewDragsItUntilItsStop() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let view = scrollView()
        window.addSubview(view)
        #expect(!window.scrollAwaitsStop)
        #expect(!window.handleScroll(ScrollEvent(.changed, at: Point(x: 50, y: 50), delta: Point(x: 0, y: 5), time: 0)),
                "the host's scrolled window scrolls it")
        #expect(view.isDragging)
        #expect(window.scrollAwaitsStop, "the host must end it, by a stop or after a pause")
        window.handleScroll(ScrollEvent(.changed, at: Point(x: 50, y: 50), delta: Point(x: 0, y: 5), time: 0.02))
        window.handleScroll(ScrollEvent(.ended, at: Point(x: 50, y: 50), time: 0.04))
        #expect(view.scrollPhase == .idle)
        #expect(!window.scrollAwaitsStop)
        view.contentOffset = Point(x: 0, y: 800)
        window.handleScroll(ScrollEvent(.changed, at: Point(x: 50, y: 50), delta: Point(x: 0, y: 5), time: 1))
        #expect(!view.isDragging, "at its end the scroll view does not take it")
    }

    @Test func thePanRecognizerScrollsOnlyOnceEnabled() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let view = scrollView()
        window.addSubview(view)
        #expect(view.panGestureRecognizer.view === view)
        #expect(!view.panGestureRecognizer.isEnabled, "on the desktop a mouse drag does not scroll")
        func drag() {
            _ = window.handlePointer(PointerEvent(.began, at: Point(x: 50, y: 150), time: 0))
            for step in 1...10 {
                _ = window.handlePointer(PointerEvent(.moved, at: Point(x: 50, y: 150 - Double(step) * 10), time: Double(step) / 60))
            }
            _ = window.handlePointer(PointerEvent(.ended, at: Point(x: 50, y: 50), time: 0.2))
        }
        drag()
        #expect(view.contentOffset == .zero)
        view.panGestureRecognizer.isEnabled = true
        drag()
        #expect(view.contentOffset.y > 80 && view.contentOffset.y <= 100, "the content follows the pointer: \(view.contentOffset)")
        #expect(view.scrollPhase == .idle)
    }

    @Test func everyChangeOfTheOffsetCallsTheDelegateOnce() {
        let view = scrollView()
        let log = ScrollLog()
        view.delegate = log
        view.contentOffset = Point(x: 0, y: 10)
        view.setContentOffset(Point(x: 0, y: 10), animated: false)
        view.setContentOffset(Point(x: 0, y: 9_999), animated: true)
        view.contentSize = Size(width: 100, height: 500)
        view.bounds.origin = Point(x: 0, y: 3)
        #expect(log.offsets == [Point(x: 0, y: 10), Point(x: 0, y: 9_999), Point(x: 0, y: 3)])
    }

    /// A scroll view in a window on a manual clock, with a log as its delegate.
    private func scrollViewInWindow() -> (ScrollView, ScrollLog, ManualClock, Window) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), clock: clock)
        let view = scrollView()
        window.addSubview(view)
        let log = ScrollLog()
        view.delegate = log
        return (view, log, clock, window)
    }

    @Test func anAnimatedScrollMovesTheOffsetFrameByFrameAndTellsItsEnd() {
        let (view, log, clock, window) = scrollViewInWindow()
        view.setContentOffset(Point(x: 0, y: 600), animated: true)
        #expect(view.contentOffset == .zero, "an animated scroll starts where the content is")
        for _ in 0..<9 { clock.advance(by: 1.0 / 60) }
        let midway = view.contentOffset.y
        #expect(midway > 0 && midway < 600, "after 0.15 s of 0.3 s the offset is between: \(midway)")
        #expect(log.animationEnds == 0)
        clock.advance(by: 0.2)
        #expect(view.contentOffset == Point(x: 0, y: 600))
        #expect(log.animationEnds == 1)
        #expect(log.offsets.count >= 10, "the delegate hears every frame: \(log.offsets.count) calls")
        #expect(log.offsets == log.offsets.sorted { $0.y < $1.y }, "the offset only moves towards the target")
        #expect(log.offsets.last == Point(x: 0, y: 600))
        #expect(window.runningAnimationCount == 0)
    }

    @Test func anOffsetSetWithoutAnimationTakesOverAnAnimatedScroll() {
        let (view, log, clock, window) = scrollViewInWindow()
        view.setContentOffset(Point(x: 0, y: 600), animated: true)
        clock.advance(by: 0.1)
        view.contentOffset = Point(x: 0, y: 50)
        clock.advance(by: 0.5)
        #expect(view.contentOffset == Point(x: 0, y: 50), "the jump wins; the animation does not carry on")
        #expect(log.animationEnds == 0, "a scroll cut short has no end to tell")
        #expect(window.runningAnimationCount == 0)
    }

    @Test func aSecondAnimatedScrollRetargetsFromWhereTheFirstHadGot() {
        let (view, log, clock, window) = scrollViewInWindow()
        view.setContentOffset(Point(x: 0, y: 600), animated: true)
        clock.advance(by: 0.1)
        let reached = view.contentOffset.y
        view.setContentOffset(Point(x: 0, y: 100), animated: true)
        clock.advance(by: 1.0 / 60)
        #expect(abs(view.contentOffset.y - reached) < 60, "no jump when the target changes")
        clock.advance(by: 0.5)
        #expect(view.contentOffset == Point(x: 0, y: 100))
        #expect(log.animationEnds == 1, "only the scroll that arrived ends")
        withExtendedLifetime(window) {}
    }

    @Test func anAnimatedScrollJumpsWithAnimationsOffAndToWhereItIsDoesNothing() {
        let (view, log, _, window) = scrollViewInWindow()
        View.performWithoutAnimation {
            view.setContentOffset(Point(x: 0, y: 300), animated: true)
        }
        #expect(view.contentOffset == Point(x: 0, y: 300))
        #expect(log.animationEnds == 1, "UIKit's end call comes even when the scroll could not animate")
        view.setContentOffset(Point(x: 0, y: 300), animated: true)
        #expect(window.runningAnimationCount == 0, "already there: nothing to animate")
        #expect(log.animationEnds == 1)
    }

    @Test func aScrollViewLeavingItsWindowMidScrollLandsOnTheTarget() {
        let (view, log, clock, window) = scrollViewInWindow()
        view.setContentOffset(Point(x: 100, y: 400), animated: true)
        clock.advance(by: 0.05)
        #expect(view.contentOffset.y > 0 && view.contentOffset.y < 400)
        view.removeFromSuperview()
        withExtendedLifetime(window) {}
        #expect(view.contentOffset == Point(x: 100, y: 400))
        #expect(log.animationEnds == 1)
    }

    @Test func scrollRectToVisibleMovesAsLittleAsNeeded() {
        let view = scrollView()
        view.scrollRectToVisible(Rect(x: 0, y: 500, width: 10, height: 20), animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 320))
        view.scrollRectToVisible(Rect(x: 0, y: 400, width: 10, height: 20), animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 320), "already visible: no move")
        view.scrollRectToVisible(Rect(x: 0, y: 100, width: 10, height: 20), animated: false)
        #expect(view.contentOffset == Point(x: 0, y: 100))
    }

    @Test func subviewsAreHitAndConvertedInContentCoordinates() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let view = scrollView()
        window.addSubview(view)
        let deep = View(frame: Rect(x: 10, y: 600, width: 50, height: 50))
        view.addSubview(deep)
        #expect(window.hitTest(Point(x: 20, y: 20)) === view)
        view.contentOffset = Point(x: 0, y: 590)
        #expect(window.hitTest(Point(x: 20, y: 20)) === deep)
        #expect(deep.convert(Point.zero, to: nil) == Point(x: 10, y: 10))
    }

    @Test func aTableIsAScrollViewAsTallAsItsRows() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 240, height: 440))
        let log = ScrollLog()
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = log
        table.layoutIfNeeded()  // as UIKit's, a table loads its rows when it lays out
        let asScrollView: ScrollView = table
        #expect(asScrollView.contentSize == Size(width: 240, height: 200 * 44))
        table.rowHeight = 20
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 4_000)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == Rect(x: 0, y: 60, width: 240, height: 20))
        #expect(table.rectForRow(at: IndexPath(row: 300, section: 0)) == .zero)
        log.rows = 5
        table.contentOffset = Point(x: 0, y: 1_000)
        table.reloadData()
        #expect(table.contentOffset == Point(x: 0, y: 1_000), "kept as set, as UIKit keeps it")
    }

    @Test func theSelectedRowIsKeptVisibleAndTheDelegateHearsBothProtocols() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 240, height: 440))
        let log = ScrollLog()
        table.dataSource = log
        table.delegate = log
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.selectRow(at: IndexPath(row: 150, section: 0), animated: false, scrollPosition: .none)
        table.scrollToRow(at: IndexPath(row: 150, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 151 * 44 - 440, "scrolled just far enough to show the row's bottom")
        #expect(table.visibleContentRect.contains(Point(x: 1, y: 150 * 44 + 1)))
        table.selectRowFromUser(at: IndexPath(row: 2, section: 0))
        #expect(table.contentOffset.y == 88)
        #expect(log.selected == [IndexPath(row: 2, section: 0)])
        #expect(log.offsets.count == 2, "each scroll told the table's delegate as a scroll view delegate")
    }
}
