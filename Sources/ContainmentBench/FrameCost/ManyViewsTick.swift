import Containment
@_spi(Testing) import ContainmentGtk

/// A hundred views animating at once (frame and alpha, 0.5 s) in one window: what one tick of
/// our frame clock costs when it moves many views, as a share of a 60 Hz frame. (This was a
/// timed GTK test once; a test asserts behaviour, the benchmark measures.)
@MainActor
struct ManyViewsTick {
    /// How many views animate together.
    static let viewCount = 100

    func run(into table: inout ResultTable) throws {
        let root = ViewController()
        let host = try BenchHost.make(title: "100 views", size: Size(width: 400, height: 300), x: 0, root: root)
        defer { BenchHost.close(host) }
        let views = (0..<Self.viewCount).map { index in
            let view = View(frame: Rect(x: Double(index % 10) * 30, y: Double(index / 10) * 25, width: 25, height: 20))
            view.backgroundColor = index.isMultiple(of: 2) ? Color(red: 0.8, green: 0.2, blue: 0.2) : Color(red: 0.2, green: 0.3, blue: 0.8)
            return view
        }
        for view in views { root.view.addSubview(view) }
        BenchHost.settle(host)
        let before = host.tickDurations.count
        View.animate(withDuration: 0.5) {
            for view in views {
                view.frame.origin.x += 80
                view.alpha = 0.5
            }
        }
        Pump.until(timeout: 5) { !host.isTicking }
        let ticks = Array(host.tickDurations.dropFirst(before))
        let median = Statistics.median(ticks)
        let frame = 1.0 / 60
        table.add(
            "2 cost", "\(Self.viewCount) views animating at once: median tick (wall) over \(ticks.count) ticks, share of a 60 Hz frame",
            "\(Format.fixed(median * 1e3, 3)) ms, \(Format.fixed(median / frame * 100, 1)) %",
            target: "< 1 frame", met: !ticks.isEmpty && median < frame)
    }
}
