@testable import ContainmentBench
import Testing

/// Part 8's pure parts: what a table subject's process reports and how it is read back, the
/// request that starts one, and the scroll paths. No timing is asserted.
@Suite @MainActor struct TableReportTests {
    @Test func aSubjectsLinesAreReadBackAsWritten() {
        let fling = TableReport.Scroll(
            sample: AnimationSample(delivered: 90, offered: 91, longestGap: 2, cpuSeconds: 0.25, completed: true),
            rowsScrolled: 100_000, mostLiveCells: 30)
        let drag = TableReport.Scroll(
            sample: AnimationSample(delivered: 120, offered: 120, longestGap: 1, cpuSeconds: 0.5, completed: false),
            rowsScrolled: 999_986, mostLiveCells: nil)
        let update = TableReport.Update(cpuMilliseconds: 3.5, wallMilliseconds: 12.25, callMilliseconds: 1.5)
        let text = [
            "first-frame 123456 rss-kib 2048", "rows 1000000", "live-cells 28", "scroller the table's scrollbar",
            TableReport.line(scroll: "fling", fling), TableReport.line(scroll: "drag", drag),
            TableReport.line(update: "delete", update), "Gtk-WARNING something else", "",
        ].joined(separator: "\n")
        let report = TableReport(text)
        #expect(report.firstFrame == FirstFrameReport("first-frame 123456 rss-kib 2048"))
        #expect(report.rows == 1_000_000)
        #expect(report.liveCells == 28)
        #expect(report.scroller == "the table's scrollbar")
        #expect(report.scrolls == ["fling": fling, "drag": drag])
        #expect(report.updates == ["delete": update])
        #expect(report.gaveUp == nil)
    }

    @Test func aSubjectThatGaveUpSaysWhyAndHasNoFrame() {
        let report = TableReport("gave-up time limit passed after 12288 rows\n")
        #expect(report.gaveUp == "time limit passed after 12288 rows")
        #expect(report.firstFrame == nil)
        #expect(report.scrolls.isEmpty)
    }

    @Test func theRequestRoundTripsThroughItsArgument() throws {
        let request = try #require(TableSubjectRequest("listbox:10000:scroll"))
        #expect(request == TableSubjectRequest(kind: .listbox, rows: 10_000, scrolls: true))
        #expect(TableSubjectRequest(request.argument) == request)
        #expect(TableSubjectRequest("ours:100") == TableSubjectRequest(kind: .ours, rows: 100, scrolls: false))
        for bad in ["ours", "ours:", "ours:-1", "grid:10", "ours:10:fling", "ours:10:scroll:x"] {
            #expect(TableSubjectRequest(bad) == nil, "accepted \(bad)")
        }
        let child = try BenchOptions.parse(["--table-subject", "treeview:1000000:scroll", "--smoke"]).get()
        #expect(child.tableSubject == TableSubjectRequest(kind: .treeview, rows: 1_000_000, scrolls: true))
        #expect(try BenchOptions.parse([]).get().parts.contains(8))
    }

    @Test func aFlingSlowsDownAndADragKeepsItsSpeed() {
        let fling = TableScrollPath(frames: 90, decelerates: true)
        let drag = TableScrollPath(frames: 120, decelerates: false)
        #expect(fling.progress(atFrame: 0) == 0)
        #expect(fling.progress(atFrame: 90) == 1)
        #expect(drag.progress(atFrame: 120) == 1)
        #expect(drag.progress(atFrame: 200) == 1)
        let firstStep = fling.progress(atFrame: 1) - fling.progress(atFrame: 0)
        let lastStep = fling.progress(atFrame: 90) - fling.progress(atFrame: 89)
        #expect(firstStep > 100 * lastStep)
        #expect(abs((drag.progress(atFrame: 61) - drag.progress(atFrame: 60)) - 1.0 / 120) < 1e-12)
    }

    @Test func theSnapshotUpdateChangesOnePercentSpreadOverTheList() {
        let old = Array(0..<100_000)
        let new = TableRows.changedSnapshot(of: 100_000)
        #expect(new.count == old.count)
        #expect(Set(new).count == new.count)
        let deleted = Set(old).subtracting(new)
        let inserted = Set(new).subtracting(old)
        #expect(deleted.count + inserted.count == 1_000)
        #expect(deleted.min() == 0)
        #expect(deleted.max()! > 99_000)
        #expect(inserted.allSatisfy { $0 >= 100_000 })
    }
}
