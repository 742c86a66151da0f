import Foundation
import Testing
@testable import Containment

/// Records every scroll and selection it hears about.
@MainActor
private final class ScrollLog: TableViewDataSource, TableViewDelegate {
    var offsets: [Point] = []
    var selected: [IndexPath] = []
    var rows = 200
    func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset) }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(text: "Row \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor @Suite struct ScrollViewTests {
    private func scrollView() -> ScrollView {
        let view = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        view.contentSize = Size(width: 300, height: 1_000)
        return view
    }

    @Test func contentOffsetIsClampedToTheContent() {
        let view = scrollView()
        #expect(view.maximumContentOffset == Point(x: 200, y: 800))
        view.contentOffset = Point(x: -10, y: 5_000)
        #expect(view.contentOffset == Point(x: 0, y: 800))
        view.contentOffset = Point(x: .nan, y: 12)
        #expect(view.contentOffset == Point(x: 0, y: 12))
        view.contentSize = Size(width: 50, height: 50)
        #expect(view.contentOffset == .zero, "content smaller than the view: nothing to scroll")
    }

    @Test func shrinkingTheContentOrGrowingTheViewPullsTheOffsetBack() {
        let view = scrollView()
        view.setContentOffset(Point(x: 200, y: 800), animated: true)
        #expect(view.contentOffset == Point(x: 200, y: 800), "the model value changes at once")
        view.contentSize = Size(width: 300, height: 500)
        #expect(view.contentOffset == Point(x: 200, y: 300))
        view.frame = Rect(x: 0, y: 0, width: 300, height: 400)
        #expect(view.contentOffset == Point(x: 0, y: 100))
    }

    @Test func everyChangeOfTheOffsetCallsTheDelegateOnce() {
        let view = scrollView()
        let log = ScrollLog()
        view.delegate = log
        view.contentOffset = Point(x: 0, y: 10)
        view.setContentOffset(Point(x: 0, y: 10), animated: false)
        view.setContentOffset(Point(x: 0, y: 9_999), animated: true)
        view.contentSize = Size(width: 100, height: 500)
        #expect(log.offsets == [Point(x: 0, y: 10), Point(x: 0, y: 800), Point(x: 0, y: 300)])
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
        table.dataSource = log
        let asScrollView: ScrollView = table
        #expect(asScrollView.contentSize == Size(width: 240, height: 200 * 44))
        table.rowHeight = 20
        #expect(table.contentSize.height == 4_000)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == Rect(x: 0, y: 60, width: 240, height: 20))
        #expect(table.rectForRow(at: IndexPath(row: 300, section: 0)) == .zero)
        log.rows = 5
        table.contentOffset = Point(x: 0, y: 1_000)
        table.reloadData()
        #expect(table.contentOffset == .zero, "fewer rows pull the offset back")
    }

    @Test func theSelectedRowIsKeptVisibleAndTheDelegateHearsBothProtocols() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 240, height: 440))
        let log = ScrollLog()
        table.dataSource = log
        table.delegate = log
        table.selectRow(at: IndexPath(row: 150, section: 0))
        #expect(table.contentOffset.y == 151 * 44 - 440, "scrolled just far enough to show the row's bottom")
        #expect(table.visibleContentRect.contains(Point(x: 1, y: 150 * 44 + 1)))
        table.selectRowFromUser(at: IndexPath(row: 2, section: 0))
        #expect(table.contentOffset.y == 88)
        #expect(log.selected == [IndexPath(row: 2, section: 0)])
        #expect(log.offsets.count == 2, "each scroll told the table's delegate as a scroll view delegate")
    }
}
