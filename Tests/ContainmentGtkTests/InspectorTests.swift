import CGtk
import Containment
@_spi(Testing) @testable import ContainmentGtk
import Foundation
import Testing

extension GtkTests {
    /// The lifecycle inspector panel: beside a host, rows from real callbacks, clear, filter,
    /// export, batching and following the newest row.
    ///
    /// Other suites may publish callbacks while these pump the main loop, so each test names its
    /// controllers uniquely and looks only at their rows.
    @MainActor @Suite struct InspectorTests {
        /// A unique controller-name prefix for one test.
        private func prefix(_ name: String) -> String { "\(name)-\(UUID().uuidString.prefix(6))" }

        /// Runs the main loop until the inspector has flushed what is pending.
        private func pump() async {
            await MainLoopPump.run(for: .milliseconds(30))
        }

        /// Sends willMove, viewDidLoad, didMove for a new child named `name` of `parent`.
        private func adopt(_ name: String, by parent: ViewController) {
            let child = ViewController(title: name)
            parent.addChild(child)
            _ = child.view
            child.didMove(toParent: parent)
        }

        @Test func sitsBesideTheHostWhichShrinks() async throws {
            let host = try await makeHost(width: 900, height: 400)
            defer { host.close() }
            let inspector = LifecycleInspector()
            #expect(host.window.frame.width == 900)
            host.setSideWidget(inspector.widget)
            // The new allocation comes on GTK's next layout; the core follows on the sync after it.
            #expect(await MainLoopPump.run(until: { host.window.frame.width < 900 }))
            #expect(await host.settle(timeout: 5))
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(inspector.widget, &allocation)
            #expect(allocation.width >= LifecycleInspector.preferredWidth)
            #expect(host.window.frame.width < 900 - Double(LifecycleInspector.preferredWidth) + 1)
            gtk_widget_get_allocation(host.rootCanvas, &allocation)
            #expect(host.window.frame.width == Double(allocation.width), "the core window is the layout's allocation")
            host.setSideWidget(nil)
            #expect(await MainLoopPump.run(until: { host.window.frame.width == 900 }))
            #expect(await host.settle(timeout: 5))
            #expect(host.window.frame.width == 900)
            #expect(host.sideWidget == nil)
        }

        @Test func aPanelMadeLaterListsWhatARecorderRecordedFromTheStart() async throws {
            try setUpGtk()
            let recorder = LifecycleRecorder()
            let early = prefix("Early")
            let parent = ViewController(title: prefix("Parent"))
            adopt(early, by: parent)
            #expect(recorder.journal.exportText().contains(early), "recorded with no widget yet")

            let inspector = LifecycleInspector(continuing: recorder)
            let late = prefix("Late")
            adopt(late, by: parent)
            await pump()
            let lines = inspector.rowLines
            let earlyRow = try #require(lines.firstIndex { $0.contains(early) && $0.contains("willMove") })
            let lateRow = try #require(lines.firstIndex { $0.contains(late) && $0.contains("willMove") })
            #expect(earlyRow < lateRow, "the recorder's rows first, then the panel's own")
            #expect(!recorder.journal.exportText().contains(late), "the recorder stopped when the panel took over")
            #expect(lines.filter { $0.contains(early) && $0.contains("willMove") }.count == 1, "no row twice")
        }

        @Test func aPanedJoinsTheWindowOnlyWhileASideWidgetShows() async throws {
            let host = try await makeHost(width: 600, height: 300)
            defer { host.close() }
            let view = colouredView(testBlue, Rect(x: 0, y: 0, width: 100, height: 100))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            func windowChildIsPaned() -> Bool {
                guard let child = gtk_bin_get_child(cgtk_bin(host.gtkWindow)) else { return false }
                return g_type_check_instance_is_a(
                    UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self), gtk_paned_get_type()) != 0
            }
            #expect(!windowChildIsPaned(), "no side widget: the event box is the window's child")

            let inspector = LifecycleInspector()
            host.setSideWidget(inspector.widget)
            #expect(await MainLoopPump.run(until: { host.window.frame.width < 600 }))
            #expect(await host.settle(timeout: 5))
            #expect(windowChildIsPaned())
            #expect(try pixel(host, 50, 50)?.isClose(to: PixelColor(testBlue)) == true, "the tree moved along")

            host.setSideWidget(nil)
            #expect(await MainLoopPump.run(until: { host.window.frame.width == 600 }))
            #expect(await host.settle(timeout: 5))
            #expect(!windowChildIsPaned())
            #expect(try pixel(host, 50, 50)?.isClose(to: PixelColor(testBlue)) == true)
            View.animate(withDuration: 0.2) { view.frame.origin.x = 300 }
            #expect(await host.settle(timeout: 5), "animations still run after the move")
            #expect(try pixel(host, 350, 50)?.isClose(to: PixelColor(testBlue)) == true)
        }

        @Test func callbacksArriveAsRowsInOrder() async throws {
            try setUpGtk()
            let inspector = LifecycleInspector()
            let name = prefix("Child")
            let parent = ViewController(title: prefix("Parent"))
            adopt(name, by: parent)
            await pump()
            let lines = inspector.rowLines.filter { $0.contains(name) }
            #expect(lines.map { $0.split(separator: " ", maxSplits: 1)[1] } == [
                " lifecycle: \(name) willMove parent=\(parent.title ?? "")",
                " lifecycle: \(name) viewDidLoad",
                " lifecycle: \(name) didMove parent=\(parent.title ?? "")",
            ])
            #expect(inspector.rowCount == inspector.journal.visibleEntries.count)
            #expect(inspector.countText == "\(inspector.journal.count) callbacks")
        }

        @Test func aBurstReachesGtkInOneBatch() async throws {
            try setUpGtk()
            let inspector = LifecycleInspector()
            await pump()
            let rowsBefore = inspector.rowCount
            let flushesBefore = inspector.flushCount
            let parent = ViewController(title: prefix("Burst"))
            for index in 0..<34 { adopt("\(parent.title ?? "")-\(index)", by: parent) }
            #expect(inspector.rowCount == rowsBefore, "nothing reaches GTK while the burst runs")
            #expect(inspector.journal.count >= rowsBefore + 102)
            await pump()
            #expect(inspector.rowCount >= rowsBefore + 102)
            #expect(inspector.flushCount == flushesBefore + 1, "one batch for the whole burst")
        }

        @Test func clearEmptiesTheList() async throws {
            try setUpGtk()
            let inspector = LifecycleInspector()
            adopt(prefix("Cleared"), by: ViewController(title: prefix("Parent")))
            await pump()
            #expect(inspector.rowCount >= 3)
            inspector.clear()
            #expect(inspector.rowCount == 0)
            #expect(inspector.journal.count == 0)
            #expect(inspector.countText == "0 callbacks")
            let name = prefix("After")
            adopt(name, by: ViewController(title: prefix("Parent")))
            await pump()
            #expect(inspector.rowLines.filter { $0.contains(name) }.count == 3)
        }

        @Test func filterHidesOtherControllersRows() async throws {
            try setUpGtk()
            let inspector = LifecycleInspector()
            let red = prefix("Red")
            let green = prefix("Green")
            let parent = ViewController(title: prefix("Parent"))
            adopt(red, by: parent)
            adopt(green, by: parent)
            await pump()
            // Through the combo, as the user picks it.
            gtk_combo_box_set_active_id(cgtk_combo_box(inspector.filterWidget), red)
            #expect(inspector.journal.controllerFilter == red)
            #expect(inspector.rowLines.count == 3)
            #expect(inspector.rowLines.allSatisfy { $0.contains("lifecycle: \(red) ") })
            #expect(inspector.countText.hasPrefix("3 of "))
            inspector.setControllerFilter(nil)
            #expect(inspector.rowLines.contains { $0.contains(green) })
            #expect(inspector.rowCount == inspector.journal.count)
        }

        @Test func exportWritesTheVisibleLines() async throws {
            try setUpGtk()
            let inspector = LifecycleInspector()
            let name = prefix("Exported")
            adopt(name, by: ViewController(title: prefix("Parent")))
            inspector.setControllerFilter(name)
            let path = NSTemporaryDirectory() + "inspector-\(UUID().uuidString).txt"
            defer { try? FileManager.default.removeItem(atPath: path) }
            try inspector.export(toPath: path)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines == inspector.rowLines)
            #expect(lines.count == 3)
            #expect(lines[1].hasSuffix("  lifecycle: \(name) viewDidLoad"))
            #expect(throws: GtkRuntimeError.self) { try inspector.export(toPath: "/nonexistent-dir/x.txt") }
        }

        @Test func followsTheNewestRowUnlessScrolledUp() async throws {
            let host = try await makeHost(width: 700, height: 300)
            defer { host.close() }
            let inspector = LifecycleInspector()
            host.setSideWidget(inspector.widget)
            let parent = ViewController(title: prefix("Scroll"))
            for index in 0..<60 { adopt("\(parent.title ?? "")-\(index)", by: parent) }
            #expect(await MainLoopPump.run(until: { host.window.frame.width < 700 }))
            #expect(await host.settle(timeout: 5))
            await pump()
            let scrolled = try #require(gtk_widget_get_parent(inspector.listWidget))
            let adjustment = try #require(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(scrolled)))
            let bottom = { gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) }
            #expect(bottom() > 0, "more rows than fit")
            #expect(gtk_adjustment_get_value(adjustment) >= bottom() - 4, "the newest row shows")
            #expect(inspector.isFollowingNewest)

            gtk_adjustment_set_value(adjustment, 0)
            #expect(!inspector.isFollowingNewest)
            for index in 60..<70 { adopt("\(parent.title ?? "")-\(index)", by: parent) }
            await pump()
            #expect(gtk_adjustment_get_value(adjustment) == 0, "scrolled up: the view stays put")

            gtk_adjustment_set_value(adjustment, bottom())
            #expect(inspector.isFollowingNewest)
            for index in 70..<80 { adopt("\(parent.title ?? "")-\(index)", by: parent) }
            await pump()
            #expect(gtk_adjustment_get_value(adjustment) >= bottom() - 4, "back at the bottom: follows again")
        }

        @Test func rowsAreStyledAndEscaped() {
            var journal = LifecycleJournal()
            let appear = journal.append(controllerName: "<Tom & Jerry>", callback: .viewDidAppear, argument: "animated=true", at: 1)
            let move = journal.append(controllerName: "B", callback: .willMove, argument: "parent=nil", at: 1.005)
            let later = journal.append(controllerName: "B", callback: .didMove, argument: "parent=nil", at: 3)
            guard let appear, let move, let later else {
                Issue.record("entries were not recorded")
                return
            }
            let appearCells = LifecycleRowStyle.cells(for: appear, band: 0)
            #expect(appearCells[1] == "<b>&lt;Tom &amp; Jerry&gt;</b>")
            #expect(appearCells[2].contains("weight=\"bold\"") && appearCells[2].contains("#1a7f37"))
            #expect(appearCells[0].contains("monospace"))
            let moveCells = LifecycleRowStyle.cells(for: move, band: 1)
            #expect(moveCells[2].contains("#0a58ca") && moveCells[2].contains("italic"))
            #expect(appearCells[4] != moveCells[4], "bands alternate")
            #expect(!LifecycleRowStyle.startsBurst(move, after: appear))
            #expect(LifecycleRowStyle.startsBurst(later, after: move))
        }
    }
}
