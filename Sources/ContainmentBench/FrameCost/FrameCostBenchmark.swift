import CGtk
import Containment
@_spi(Testing) import ContainmentGtk

/// Part 2: process CPU time per animated frame (tick, layout and paint together) of our drawer
/// slide, beside the same slide done by `GtkStack` and by libhandy's `HdyFlap`, in the same run,
/// interleaved, with the same window size, duration and number of runs; and the time inside our
/// own tick callback alone, in rounds of its own after those.
@MainActor
struct FrameCostBenchmark {
    /// Measured slides per implementation (each run slides open, then closed: two slides).
    let runs: Int
    /// Which of ours, stack and flap to run besides ours (ours always runs: it is what is compared).
    var subjectNames: Set<String> = ["ours", "stack", "flap"]
    /// The windows' size.
    static let windowSize = Size(width: 600, height: 400)

    /// Slides every subject open and closed `runs` times, interleaved so that the machine's load
    /// falls on all alike, after one unmeasured warm-up round (glyph caches, first surfaces);
    /// returns each subject's summed sample.
    static func compare(_ subjects: [SlideSubject], recorders: [FrameRecorder], runs: Int) -> [AnimationSample] {
        var totals = subjects.map { _ in AnimationSample.total }
        for round in 0...runs {
            for open in [true, false] {
                for (index, subject) in subjects.enumerated() {
                    let sample = recorders[index].measure { subject.slide(open: open) }
                    Pump.frames(2, of: subject.toplevel)
                    if round > 0 { totals[index].accumulate(sample) }
                }
            }
        }
        return totals
    }

    func run(into table: inout ResultTable) throws {
        let size = Self.windowSize
        let ours = try DrawerSlide(size: size, x: 0)
        var subjects: [SlideSubject] = [ours]
        if subjectNames.contains("stack") {
            subjects.append(StackSlide(size: size, x: 620, duration: FrameDeliveryBenchmark.slideDuration))
        }
        if !subjectNames.contains("flap") {
        } else if let handy = LibHandy.load() {
            subjects.append(try FlapSlide(
                handy: handy, size: size, x: 1240, drawerWidth: FrameDeliveryBenchmark.drawerWidth,
                duration: FrameDeliveryBenchmark.slideDuration))
        } else {
            table.notes.append("libhandy-1 (libhandy-1.so.0) is not installed: no HdyFlap comparison")
        }
        defer { for subject in subjects { subject.close() } }
        for subject in subjects { Pump.until(timeout: 5) { gtk_widget_get_mapped(subject.toplevel) != 0 } }
        Pump.frames(3, of: ours.host.rootCanvas)

        let recorders = subjects.map { subject in FrameRecorder(toplevel: subject.toplevel) { subject.isAnimating } }
        defer { for recorder in recorders { recorder.stop() } }
        let totals = Self.compare(subjects, recorders: recorders, runs: runs)
        // Our tick callback alone, in rounds of their own: the meter's handlers and clock reads
        // run on every frame of our window only, so they must not weigh on the comparison above.
        let tickMeter = TickMeter(toplevel: ours.host.gtkWindow) { ours.host.isTicking }
        defer { tickMeter.stop() }
        for _ in 0..<runs {
            for open in [true, false] {
                _ = recorders[0].measure { ours.slide(open: open) }
                Pump.frames(2, of: ours.toplevel)
            }
        }

        let ourCost = totals[0].cpuPerFrame
        for (index, subject) in subjects.enumerated() {
            let sample = totals[index]
            table.add(
                "2 cost", "\(subject.name): CPU per animated frame",
                "\(Format.fixed(sample.cpuPerFrame * 1000, 3)) ms (\(sample.delivered) frames, \(Format.fixed(sample.deliveryRatio * 100, 1)) % delivered)")
        }
        for index in subjects.indices.dropFirst() {
            let ratio = Statistics.ratio(ourCost, totals[index].cpuPerFrame)
            table.add("2 cost", "ours / \(subjects[index].name)", Format.ratio(ratio), target: "≤ 1.00×", met: ratio <= 1.0)
        }
        // The host keeps its last 1,000 ticks; only the tick rounds count.
        let ticks = Array(ours.host.tickDurations.suffix(tickMeter.samples.count))
        let wallMedian = Statistics.median(ticks) * 1000
        let wallP99 = Statistics.percentile(ticks, 0.99) * 1000
        let cpuMedian = Statistics.median(tickMeter.samples) * 1000
        let cpuP99 = Statistics.percentile(tickMeter.samples, 0.99) * 1000
        table.add(
            "2 cost", "our tick callback, median: CPU (wall) over \(tickMeter.samples.count) ticks",
            "\(Format.fixed(cpuMedian, 3)) ms (\(Format.fixed(wallMedian, 3)) ms)")
        table.add(
            "2 cost", "our tick callback, 99th percentile: CPU (wall)",
            "\(Format.fixed(cpuP99, 3)) ms (\(Format.fixed(wallP99, 3)) ms)", target: "< 0.5 ms", met: cpuP99 < 0.5)
        try ManyViewsTick().run(into: &table)
    }
}
