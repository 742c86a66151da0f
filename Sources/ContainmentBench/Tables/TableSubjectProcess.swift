import CGtk
import ContainmentGtk
import Foundation

/// The child side of part 8: shows one subject in a window, reports its first frame, memory,
/// rows and live cells, then scrolls it and, for ours, updates it (``TableReport``'s lines).
/// The time limit is counted from the process's start, as the parent counts it.
@MainActor
enum TableSubjectProcess {
    /// Runs `request` and returns the process's exit status.
    static func run(_ request: TableSubjectRequest, smoke: Bool) -> Int32 {
        let started = ProcessMeter.monotonicMicroseconds
        let limits = TableBenchmark.Limits(smoke: smoke)
        do {
            try GtkRuntime.initialize()
        } catch {
            say("gave-up \(error)")
            return 1
        }
        guard let icon = TableRows.makeIcon() else {
            say("gave-up gdk-pixbuf could not make the icon")
            return 1
        }
        let budget = TableBudget(deadline: started + Int64(limits.seconds * 1e6), residentCap: limits.residentCap)
        let subject: TableSubject
        do {
            switch request.kind {
            case .treeview: subject = try TreeViewSubject(rows: request.rows, icon: icon, budget: budget)
            case .listbox: subject = try ListBoxSubject(rows: request.rows, icon: icon, budget: budget)
            case .ours: subject = try OurTableSubject(rows: request.rows, icon: icon, budget: budget)
            }
        } catch let gaveUp as TableSubjectGaveUp {
            say("gave-up \(gaveUp.reason)")
            return 0
        } catch {
            say("gave-up \(error)")
            return 1
        }

        var firstFrame: (time: Int64, residentKiB: Int)?
        let draw = SignalConnection.connectDraw(subject.toplevel, after: true) { _ in
            if firstFrame == nil {
                firstFrame = (ProcessMeter.monotonicMicroseconds, ProcessMeter.residentBytes / 1024)
            }
            return false
        }
        subject.show()
        let remaining = Double(budget.deadline - ProcessMeter.monotonicMicroseconds) / 1e6
        Pump.until(timeout: max(0.001, remaining)) { firstFrame != nil }
        draw.disconnect()
        guard let firstFrame else {
            say("gave-up no frame within the time limit")
            return 0
        }
        say("first-frame \(firstFrame.time) rss-kib \(firstFrame.residentKiB)")
        say("rows \(subject.rowCount)")
        if let live = subject.liveCells { say("live-cells \(live)") }

        if request.scrolls, let scroller = subject.scroller {
            Pump.frames(3, of: subject.toplevel)
            say("scroller \(scroller.how)")
            scroll(subject, scroller: scroller, limits: limits)
        }
        if let ours = subject as? OurTableSubject, request.scrolls {
            for (name, update) in ours.measureUpdates(limits: limits) { say(TableReport.line(update: name, update)) }
        }
        return 0
    }

    /// The fling (from the top, through `limits.flingRows` rows or all there are), then the drag
    /// of the thumb from the top to the bottom.
    private static func scroll(_ subject: TableSubject, scroller: TableScroller, limits: TableBenchmark.Limits) {
        let maximum = scroller.maximum()
        guard maximum > 0 else { return }
        // Every subject's rows are 44 px, but GTK's tree view adds its separators: the real
        // height is what the range says.
        let rowHeight = (maximum + TableRows.windowSize.height) / Double(subject.rowCount)
        let liveCells = { subject.liveCells }
        scroller.set(0)
        Pump.frames(3, of: subject.toplevel)
        let flingRows = min(limits.flingRows, Int(maximum / rowHeight))
        let (fling, flingLive) = TableScrollRun.run(
            TableScrollPath(frames: limits.flingFrames, decelerates: true), from: 0, by: Double(flingRows) * rowHeight,
            scroller: scroller, toplevel: subject.toplevel, liveCells: liveCells)
        say(TableReport.line(scroll: "fling", TableReport.Scroll(sample: fling, rowsScrolled: flingRows, mostLiveCells: flingLive)))
        scroller.set(0)
        Pump.frames(3, of: subject.toplevel)
        let (drag, dragLive) = TableScrollRun.run(
            TableScrollPath(frames: limits.dragFrames, decelerates: false), from: 0, by: maximum,
            scroller: scroller, toplevel: subject.toplevel, liveCells: liveCells)
        say(TableReport.line(scroll: "drag", TableReport.Scroll(sample: drag, rowsScrolled: Int(maximum / rowHeight), mostLiveCells: dragLive)))
    }

    /// Writes a line to standard output at once (the parent may stop the process at any time).
    static func say(_ line: String) {
        var bytes = Array((line + "\n").utf8)
        _ = write(STDOUT_FILENO, &bytes, bytes.count)
    }
}
