import Foundation
import CGtk
@_spi(Testing) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentGtkTesting
import Testing

/// Counts its scrolls, for the GTK tests.
@MainActor
final class ScrollCounter: ScrollViewDelegate {
    var calls = 0
    var animationEnds = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) { calls += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { animationEnds += 1 }
}

/// 200 rows of reused cells.
@MainActor private final class ReusingRows: TableViewDataSource {
    static let identifier = "Row"
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 200 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

extension GtkTests {
    /// Scroll views and tables scroll with real wheel and smooth-scroll events, and the core's
    /// content offset and GTK's adjustments follow each other.
    @Suite @MainActor struct HostScroll {
        /// The widget of the cell showing row `index` of `table` (a row on screen).
        private func rowWidget(_ table: TableView, _ index: Int32, in host: GtkHost) throws -> UnsafeMutablePointer<GtkWidget> {
            let cell = try #require(table.cellForRow(at: IndexPath(row: Int(index), section: 0)))
            return try #require(host.mirror.widget(for: cell))
        }

        @Test func theWheelScrollsALongTableAndItsLastRowTakesClicks() async throws {
            let host = try await makeHost(width: 240, height: 300)
            defer { host.close() }
            let source = RowsSource()
            source.rows = (0..<200).map { "Row \($0)" }
            let table = TableView(frame: Rect(x: 0, y: 0, width: 240, height: 300))
            table.dataSource = source
            table.delegate = source
            host.window.addSubview(table)
            #expect(await host.settle(timeout: 5))
            let scrolled = try #require(host.mirror.scrolledWindow(for: table))
            let vadjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))!
            #expect(gtk_adjustment_get_upper(vadjustment) == 200 * 44, "every row is the table's row height")

            try SyntheticInput.wheel(host.gtkWindow, at: Point(x: 120, y: 150), direction: GDK_SCROLL_DOWN, count: 3)
            #expect(await host.settle(timeout: 5))
            #expect(table.contentOffset.y > 0, "the wheel moved the core's offset")
            #expect(table.contentOffset.y == gtk_adjustment_get_value(vadjustment))
            let afterWheel = table.contentOffset.y

            try SyntheticInput.smoothScroll(host.gtkWindow, at: Point(x: 120, y: 150), deltas: [(0, 1), (0, 2)])
            #expect(await host.settle(timeout: 5))
            let afterSmooth = table.contentOffset.y
            #expect(afterSmooth > afterWheel, "smooth (touchpad) deltas scroll too")
            #expect(afterSmooth == gtk_adjustment_get_value(vadjustment))

            // To the end by wheel, as a user would: the last row shows and takes a click.
            for _ in 0..<60 where table.contentOffset.y < table.maximumContentOffset.y {
                try SyntheticInput.wheel(host.gtkWindow, at: Point(x: 120, y: 150), direction: GDK_SCROLL_DOWN, count: 5)
                #expect(await host.settle(timeout: 5))
            }
            #expect(table.contentOffset.y == table.maximumContentOffset.y)
            let last = try rowWidget(table, 199, in: host)
            let point = centreInWindow(last)
            #expect(point.y > 250 && point.y < 300, "the last row is at the bottom of the window")
            try SyntheticInput.click(host.gtkWindow, at: point)
            #expect(source.selected == [IndexPath(row: 199, section: 0)])
        }

        @Test func selectingARowFromCodeScrollsGtkToIt() async throws {
            let host = try await makeHost(width: 240, height: 300)
            defer { host.close() }
            let source = RowsSource()
            source.rows = (0..<200).map { "A long row whose text is far wider than the table, number \($0)" }
            let table = TableView(frame: Rect(x: 0, y: 0, width: 240, height: 300))
            table.dataSource = source
            host.window.addSubview(table)
            #expect(await host.settle(timeout: 5))
            table.selectRow(at: IndexPath(row: 120, section: 0), animated: false, scrollPosition: .none)
            table.scrollToRow(at: IndexPath(row: 120, section: 0), at: .none, animated: false)
            #expect(await host.settle(timeout: 5))
            let list = try #require(host.mirror.contentWidget(for: table))
            let row = try rowWidget(table, 120, in: host)
            let centre = centreInWindow(row)
            #expect(centre.y > 0 && centre.y < 300, "the selected row shows")
            #expect(gtk_widget_get_allocated_width(list) <= 240, "long rows are ellipsized, not wider than the table")
        }

        @Test func aScrollViewsSubviewsScrollBothWays() async throws {
            let host = try await makeHost(width: 300, height: 300)
            defer { host.close() }
            let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            scrollView.contentSize = Size(width: 300, height: 2_000)
            let counter = ScrollCounter()
            scrollView.delegate = counter
            var clicks = 0
            let button = Button(frame: Rect(x: 20, y: 1_500, width: 120, height: 40), title: "Deep") { clicks += 1 }
            scrollView.addSubview(button)
            host.window.addSubview(scrollView)
            #expect(await host.settle(timeout: 5))
            let scrolled = try #require(host.mirror.scrolledWindow(for: scrollView))
            let vadjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))!

            scrollView.setContentOffset(Point(x: 0, y: 1_400), animated: false)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_adjustment_get_value(vadjustment) == 1_400, "setting the offset moves GTK's adjustment")
            #expect(counter.calls == 1)
            try SyntheticInput.click(host.gtkWindow, at: Point(x: 80, y: 120))
            #expect(clicks == 1, "the button 1,500 points down is where the offset shows it")

            try SyntheticInput.wheel(host.gtkWindow, at: Point(x: 200, y: 200), direction: GDK_SCROLL_UP, count: 2)
            #expect(await host.settle(timeout: 5))
            #expect(scrollView.contentOffset.y < 1_400)
            #expect(scrollView.contentOffset.y == gtk_adjustment_get_value(vadjustment))
            #expect(counter.calls > 1, "GTK's scrolling told the delegate")
        }

        @Test func anAnimatedScrollMovesGtkFrameByFrameAndTheWheelTakesOver() async throws {
            let host = try await makeHost(width: 300, height: 300)
            defer { host.close() }
            let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
            scrollView.contentSize = Size(width: 300, height: 3_000)
            let counter = ScrollCounter()
            scrollView.delegate = counter
            host.window.addSubview(scrollView)
            #expect(await host.settle(timeout: 5))
            let scrolled = try #require(host.mirror.scrolledWindow(for: scrollView))
            let vadjustment = gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled))!
            var shown: [Double] = []
            let watch = SignalConnection.connect(vadjustment, "value-changed") {
                shown.append(gtk_adjustment_get_value(vadjustment))
            }
            defer { watch.disconnect() }
            // Each real frame moves the clock on by 1/60 s: the animated scroll takes as many
            // frames as it lasts sixtieths of a second, however busy the machine is.
            host.clock.fixedFrameStep = 1.0 / 60

            scrollView.setContentOffset(Point(x: 0, y: 1_400), animated: true)
            #expect(await host.settle(timeout: 5))
            #expect(gtk_adjustment_get_value(vadjustment) == 1_400)
            #expect(shown.count >= 3, "GTK showed the scroll on several frames: \(shown)")
            #expect(shown == shown.sorted(), "always towards the target")
            #expect(shown.contains { $0 > 0 && $0 < 1_400 }, "in-between offsets were drawn")
            #expect(counter.animationEnds == 1)

            // Back up, animated; a wheel turn in the middle of it is the user's, and wins.
            scrollView.setContentOffset(.zero, animated: true)
            #expect(await MainLoopPump.runFrames(3, of: host.rootCanvas, timeout: .seconds(2)))
            #expect(scrollView.contentOffset.y > 0, "still on its way")
            try SyntheticInput.wheel(host.gtkWindow, at: Point(x: 150, y: 150), direction: GDK_SCROLL_DOWN, count: 1)
            #expect(await host.settle(timeout: 5))
            #expect(scrollView.contentOffset.y > 0, "the wheel stopped the scroll to the top")
            #expect(scrollView.contentOffset.y == gtk_adjustment_get_value(vadjustment))
            #expect(counter.animationEnds == 1, "a scroll the user took over has no end to tell")
            #expect(host.window.runningAnimationCount == 0)
        }

        /// A cell waiting in the table's reuse queue keeps its widgets, hidden, for the row it
        /// shows next: none is made again, however many syncs it waits.
        @Test func cellsWaitingForReuseKeepTheirWidgets() async throws {
            let host = try await makeHost(width: 240, height: 300)
            defer { host.close() }
            let source = ReusingRows()
            let table = TableView(frame: Rect(x: 0, y: 0, width: 240, height: 300))
            table.register(TableViewCell.self, forCellReuseIdentifier: ReusingRows.identifier)
            table.dataSource = source
            host.window.addSubview(table)
            #expect(await host.settle(timeout: 5))
            var widgets: [ObjectIdentifier: UnsafeMutablePointer<GtkWidget>] = [:]
            for cell in table.visibleCells { widgets[ObjectIdentifier(cell)] = host.mirror.widget(for: cell) }

            // Most cells go to the reuse queue and wait there over two syncs.
            table.frame.size.height = 44
            #expect(await host.settle(timeout: 5))
            table.contentOffset = Point(x: 0, y: 44 * 3)
            #expect(await host.settle(timeout: 5))
            table.frame.size.height = 300
            table.contentOffset = .zero
            #expect(await host.settle(timeout: 5))
            var cameBack = 0
            for cell in table.visibleCells {
                guard let widget = widgets[ObjectIdentifier(cell)] else { continue }
                #expect(host.mirror.widget(for: cell) == widget, "row \(table.indexPath(for: cell)?.row ?? -1) kept its widget")
                cameBack += 1
            }
            #expect(cameBack > 3, "cells came back from the reuse queue")
            let label = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel)
            let labelWidget = try #require(host.mirror.contentWidget(for: label))
            #expect(String(cString: gtk_label_get_text(cgtk_label(labelWidget))) == "Row 2")
        }
    }
}
