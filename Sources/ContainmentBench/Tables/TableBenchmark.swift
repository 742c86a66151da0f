import Foundation

/// Part 8: tables of many rows. Ours (a `TableViewController` whose cells are a `TableViewCell`
/// subclass with an image, two labels and an accessory) beside GTK 3's own `GtkTreeView`
/// (fixed-height mode over a `GtkListStore`) and `GtkListBox` (a widget per row) showing the
/// same rows in the same window. Each subject runs in a process of its own (this executable with
/// `--table-subject`), once per size from 100 rows up by tenfold to 1,000,000, stopping at the
/// first size that misses the time limit (counted from the process's start) or the memory cap:
/// time to first frame and resident memory then (medians of five processes at 100 and at
/// 1,000,000 rows, started in turn), the rows held and the live cells. From 10,000
/// rows up the process then scrolls (``TableScrollPath``: a fling through 100,000 rows, a drag
/// of the thumb over the whole range) and ours updates (a delete in the middle, a diffable
/// snapshot changing 1 % of 100,000 items).
struct TableBenchmark {
    /// Whether this is `make test`'s smoke run.
    let smoke: Bool

    /// The sizes and limits of a run.
    struct Limits {
        /// The time limit from the process's start to the first frame, in seconds.
        var seconds: Double
        /// The resident memory past which a subject stops filling rows.
        var residentCap: Int
        /// Row counts tried, in order.
        var sizes: [Int]
        /// The smallest row count that is scrolled.
        var scrollFrom: Int
        /// Rows the fling goes through, and its frames; the thumb drag's frames.
        var flingRows: Int
        var flingFrames: Int
        var dragFrames: Int
        /// The items of the diffable update, 1 % of which change.
        var snapshotItems: Int
        /// Processes started at the smallest and the largest size, whose median first frame and
        /// memory the ratios use (one at the other sizes).
        var firstFrameRuns: Int

        init(smoke: Bool) {
            seconds = smoke ? 10 : 20
            residentCap = (smoke ? 1 : 4) << 30
            sizes = smoke ? [100, 1_000] : [100, 1_000, 10_000, 100_000, 1_000_000]
            scrollFrom = smoke ? 1_000 : 10_000
            flingRows = smoke ? 500 : 100_000
            flingFrames = smoke ? 10 : 90
            dragFrames = smoke ? 10 : 120
            snapshotItems = smoke ? 1_000 : 100_000
            firstFrameRuns = smoke ? 1 : 5
        }
    }

    /// One subject at one size.
    struct Run {
        var rows: Int
        var report: TableReport
        /// Seconds from just before the process started to its first frame (the median of the
        /// processes started at this size).
        var seconds: Double?
        /// Resident memory at the first frame, in KiB (the median likewise).
        var residentKiB: Int?
        /// Processes started at this size.
        var processes = 1
        /// Whether the parent stopped the process.
        var stopped: Bool
    }

    private static let names: [TableSubjectRequest.Kind: String] = [
        .ours: "ours (TableViewController)", .treeview: "GtkTreeView (fixed height, GtkListStore)", .listbox: "GtkListBox",
    ]

    func run(into table: inout ResultTable) throws {
        let limits = Limits(smoke: smoke)
        var runs: [TableSubjectRequest.Kind: [Run]] = [:]
        for kind in TableSubjectRequest.Kind.allCases {
            for rows in limits.sizes {
                let request = TableSubjectRequest(kind: kind, rows: rows, scrolls: rows >= limits.scrollFrom)
                let run = try Self.launch(request, smoke: smoke, limits: limits)
                runs[kind, default: []].append(run)
                guard run.seconds != nil else { break }
            }
        }
        try addProcesses(to: &runs, limits: limits)
        let part = "8 tables"
        let limit = "\(Format.fixed(limits.seconds, 0)) s"
        for kind in TableSubjectRequest.Kind.allCases {
            let name = Self.names[kind]!
            for run in runs[kind] ?? [] {
                guard let seconds = run.seconds, let resident = run.residentKiB else {
                    let why = run.report.gaveUp ?? (run.stopped ? "stopped at the time limit" : "no first frame")
                    table.add(part, "\(name), \(Format.count(run.rows)) rows: first frame", "none within \(limit): \(why)")
                    continue
                }
                let live = run.report.liveCells.map { ", \(Format.count($0)) live \(kind == .ours ? "cells" : "row widgets")" } ?? ""
                let median = run.processes > 1 ? " (median of \(run.processes))" : ""
                table.add(
                    part, "\(name), \(Format.count(run.rows)) rows: first frame, resident then\(median)",
                    "\(Format.fixed(seconds * 1000, 0)) ms, \(Format.fixed(Double(resident) / 1024, 1)) MiB\(live)")
                for (scrollName, scroll) in run.report.scrolls.sorted(by: { $0.key > $1.key }) {
                    let what = scrollName == "fling" ? "fling through \(Format.count(scroll.rowsScrolled)) rows" : "thumb drag top to bottom"
                    let sample = scroll.sample
                    let mostLive = scroll.mostLiveCells.map { ", at most \(Format.count($0)) live" } ?? ""
                    table.add(
                        part, "\(name), \(Format.count(run.rows)) rows: \(what): delivered / offered, CPU per frame",
                        "\(sample.delivered) / \(sample.offered) = \(Format.fixed(sample.deliveryRatio * 100, 1)) %, "
                            + "\(Format.fixed(sample.cpuPerFrame * 1000, 3)) ms\(mostLive)\(sample.completed ? "" : " (timed out)")")
                }
            }
            let held = (runs[kind] ?? []).filter { $0.seconds != nil }.map(\.rows).max()
            table.add(part, "\(name): most rows shown within \(limit)", held.map { Format.count($0) } ?? "none")
        }
        addTargets(runs, limits: limits, to: &table)
        if let how = runs[.ours]?.compactMap(\.report.scroller).first {
            table.notes.append("part 8 scrolls GTK's subjects through their GtkScrolledWindow's vertical adjustment and ours through \(how), one step per frame")
        }
    }

    /// Starts the subjects again at the smallest and the largest size (where they held it),
    /// alternating between them as part 5 alternates its programs, so that a change in the
    /// machine's load falls on all alike; their first frames and memory become medians.
    private func addProcesses(to runs: inout [TableSubjectRequest.Kind: [Run]], limits: Limits) throws {
        guard limits.firstFrameRuns > 1, let smallest = limits.sizes.first, let largest = limits.sizes.last else { return }
        var chosen: [(kind: TableSubjectRequest.Kind, index: Int)] = []
        for kind in TableSubjectRequest.Kind.allCases {
            for (index, run) in (runs[kind] ?? []).enumerated() where run.seconds != nil && (run.rows == smallest || run.rows == largest) {
                chosen.append((kind, index))
            }
        }
        var samples = chosen.map { runs[$0.kind]![$0.index] }.map { [($0.seconds!, $0.residentKiB ?? 0)] }
        for _ in 1..<limits.firstFrameRuns {
            for (slot, pick) in chosen.enumerated() {
                let request = TableSubjectRequest(kind: pick.kind, rows: runs[pick.kind]![pick.index].rows, scrolls: false)
                let run = try Self.launch(request, smoke: smoke, limits: limits)
                if let seconds = run.seconds, let resident = run.residentKiB { samples[slot].append((seconds, resident)) }
            }
        }
        for (slot, pick) in chosen.enumerated() {
            runs[pick.kind]![pick.index].seconds = Statistics.median(samples[slot].map(\.0))
            runs[pick.kind]![pick.index].residentKiB = Int(Statistics.median(samples[slot].map { Double($0.1) }))
            runs[pick.kind]![pick.index].processes = samples[slot].count
        }
    }

    /// The rows with targets: ours against ours at 100 rows, against GTK's, while scrolling and
    /// while updating.
    private func addTargets(_ runs: [TableSubjectRequest.Kind: [Run]], limits: Limits, to table: inout ResultTable) {
        let part = "8 tables"
        func largest(_ kind: TableSubjectRequest.Kind) -> Run? { runs[kind]?.last { $0.seconds != nil } }
        guard let ours = largest(.ours), let oursTime = ours.seconds, let oursResident = ours.residentKiB else {
            table.add(part, "ours", "not measured: \(runs[.ours]?.first?.report.gaveUp ?? "no run")")
            return
        }
        let oursMemory = Double(oursResident)
        let oursRows = Format.count(ours.rows)
        if let small = runs[.ours]?.first, let smallTime = small.seconds, let smallResident = small.residentKiB, small.rows < ours.rows {
            let timeRatio = Statistics.ratio(oursTime, smallTime)
            table.add(part, "ours \(oursRows) rows / \(Format.count(small.rows)) rows: time to first frame", Format.ratio(timeRatio),
                      target: "≤ 1.25×", met: timeRatio <= 1.25)
            let memoryRatio = Statistics.ratio(oursMemory, Double(smallResident))
            table.add(part, "ours \(oursRows) rows / \(Format.count(small.rows)) rows: resident memory at first frame", Format.ratio(memoryRatio),
                      target: "≤ 1.25×", met: memoryRatio <= 1.25)
        }
        let screens = 3 * TableRows.rowsPerScreen
        let mostLive = ([ours.report.liveCells] + ours.report.scrolls.values.map(\.mostLiveCells)).compactMap { $0 }.max()
        table.add(
            part, "ours \(oursRows) rows: most live cells (first frame and scrolls)", mostLive.map { Format.count($0) } ?? "not reported",
            target: "≤ \(screens) (3 screens of \(TableRows.rowsPerScreen) rows)", met: mostLive.map { $0 <= screens } ?? false)
        for kind in [TableSubjectRequest.Kind.treeview, .listbox] {
            guard let theirs = largest(kind), let theirTime = theirs.seconds, let theirResident = theirs.residentKiB else { continue }
            let name = "\(Self.names[kind]!) at \(Format.count(theirs.rows))\(theirs.rows < ours.rows ? " (the most it held)" : "")"
            let timeRatio = Statistics.ratio(oursTime, theirTime)
            table.add(part, "ours \(oursRows) rows / \(name): time to first frame", Format.ratio(timeRatio),
                      target: "≤ 1.00×", met: timeRatio <= 1)
            let memoryRatio = Statistics.ratio(oursMemory, Double(theirResident))
            table.add(part, "ours \(oursRows) rows / \(name): resident memory at first frame", Format.ratio(memoryRatio),
                      target: "≤ 1.00×", met: memoryRatio <= 1)
        }
        let tree = largest(.treeview)
        for scrollName in ["fling", "drag"] {
            guard let scroll = ours.report.scrolls[scrollName] else {
                table.add(part, "ours \(oursRows) rows: \(scrollName)", "not measured", target: "100 %", met: false)
                continue
            }
            let sample = scroll.sample
            table.add(
                part, "ours \(oursRows) rows: \(scrollName == "fling" ? "fling" : "thumb drag"): frames delivered",
                "\(Format.fixed(sample.deliveryRatio * 100, 1)) %, longest gap \(Format.fixed(sample.longestGap, 2)) frames",
                target: "100 %", met: sample.completed && sample.delivered >= sample.offered)
            if let treeScroll = tree?.report.scrolls[scrollName], let tree {
                let ratio = Statistics.ratio(sample.cpuPerFrame, treeScroll.sample.cpuPerFrame)
                table.add(
                    part, "ours / GtkTreeView at \(Format.count(tree.rows)) rows: \(scrollName == "fling" ? "fling" : "thumb drag"): CPU per frame",
                    "\(Format.ratio(ratio)) (\(Format.fixed(sample.cpuPerFrame * 1000, 3)) ms against \(Format.fixed(treeScroll.sample.cpuPerFrame * 1000, 3)) ms)",
                    target: "≤ 1.00×", met: ratio <= 1)
            }
        }
        let budget = 1000.0 / 60
        for (name, what) in [("delete", "delete one row in the middle of \(oursRows)"),
                             ("snapshot", "diffable snapshot changing 1 % of \(Format.count(limits.snapshotItems)) items")] {
            guard let update = ours.report.updates[name] else {
                table.add(part, "ours: \(what): update + next frame", "not measured", target: "≤ 1 frame", met: false)
                continue
            }
            table.add(
                part, "ours: \(what): update + next frame, CPU (the call alone; wall)",
                "\(Format.fixed(update.cpuMilliseconds, 2)) ms (\(Format.fixed(update.callMilliseconds, 2)) ms; \(Format.fixed(update.wallMilliseconds, 2)) ms)",
                target: "≤ 1 frame (\(Format.fixed(budget, 1)) ms CPU)", met: update.cpuMilliseconds <= budget)
        }
    }

    /// Runs this executable as the subject `request` asks for; stops it when it has drawn no
    /// frame by the time limit (and a grace of 5 s), or when it runs 2 minutes past it.
    private static func launch(_ request: TableSubjectRequest, smoke: Bool, limits: Limits) throws -> Run {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("containment-bench-table-\(getpid()).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let writer = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: me)
        process.arguments = ["--table-subject", request.argument] + (smoke ? ["--smoke"] : [])
        process.standardOutput = writer
        let start = ProcessMeter.monotonicMicroseconds
        try process.run()
        try? writer.close()
        let limit = start + Int64((limits.seconds + 5) * 1e6)
        let end = limit + 120_000_000
        var stopped = false
        while process.isRunning {
            usleep(20_000)
            let now = ProcessMeter.monotonicMicroseconds
            guard now > limit else { continue }
            let drawn = (try? String(contentsOf: output, encoding: .utf8))?.contains("first-frame") ?? false
            if !drawn || now > end {
                stopped = true
                process.terminate()
                process.waitUntilExit()
                break
            }
        }
        process.waitUntilExit()
        let report = TableReport((try? String(contentsOf: output, encoding: .utf8)) ?? "")
        let seconds = report.firstFrame.map { Double($0.microseconds - start) / 1e6 }
        return Run(rows: request.rows, report: report, seconds: seconds, residentKiB: report.firstFrame?.residentKiB, stopped: stopped)
    }
}
