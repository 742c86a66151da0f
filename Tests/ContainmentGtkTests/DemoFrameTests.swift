import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing
@testable import ContainmentDemo

/// What the host's tick callback did during one burst of animation.
struct TickBurst: CustomStringConvertible {
    let ticks: Int
    let installs: Int
    let frameCounters: [Int64]
    /// The frames the animation should take at the frame clock's refresh interval.
    let expectedFrames: Double

    /// Whether each tick ran on the frame right after the previous one's.
    var isContiguous: Bool { zip(frameCounters, frameCounters.dropFirst()).allSatisfy { $1 == $0 + 1 } }

    var description: String {
        "\(ticks) ticks (expected ≈\(Int(expectedFrames.rounded()))) in \(installs) install(s), frames \(frameCounters.first ?? -1)…\(frameCounters.last ?? -1)"
    }

    /// Runs `trigger` (real input) and pumps until the host's clock is idle again, recording the
    /// ticks; `duration` is how long the animations it starts last in all. Each real frame moves
    /// the clock on by one refresh interval, so the animations take their frames at the refresh
    /// rate however busy the machine is.
    @MainActor static func record(_ demo: DemoAppWindow, duration: Double, trigger: () throws -> Void) async throws -> TickBurst {
        let host = demo.host
        let interval = refreshInterval(of: host.rootCanvas)
        host.clock.fixedFrameStep = interval
        defer { host.clock.fixedFrameStep = nil }
        let ticks = host.ticksDelivered
        let installs = host.tickInstallCount
        let counters = host.tickFrameCounters.count
        try trigger()
        #expect(await MainLoopPump.run(until: { !host.clock.isActive }, timeout: .seconds(10)))
        #expect(await demo.settle())
        return TickBurst(
            ticks: host.ticksDelivered - ticks, installs: host.tickInstallCount - installs,
            frameCounters: Array(host.tickFrameCounters.dropFirst(counters)),
            expectedFrames: duration / interval)
    }

    /// The frame clock's refresh interval in seconds (GDK assumes 60 Hz without better news).
    @MainActor static func refreshInterval(of widget: UnsafeMutablePointer<GtkWidget>) -> Double {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return 1.0 / 60 }
        var interval: gint64 = 0
        var presentation: gint64 = 0
        gdk_frame_clock_get_refresh_info(clock, gdk_frame_clock_get_frame_time(clock), &interval, &presentation)
        return interval > 0 ? Double(interval) / 1e6 : 1.0 / 60
    }
}

extension GtkTests {
    /// Frames during the demo's animations: the tick callback runs on every frame of an
    /// animation, once installed per burst, and is gone when idle.
    @Suite @MainActor struct DemoFrames {
        /// Asserts the burst ticked on consecutive frames, about once per frame of `duration`
        /// (the clock moves one refresh interval per frame, so only rounding and the frame
        /// between two chained animations stand between the count and the expectation).
        func check(_ burst: TickBurst, _ name: String) {
            print("demo \(name): \(burst)")
            #expect(burst.installs == 1, "\(name): \(burst)")
            #expect(burst.ticks == burst.frameCounters.count, "\(name): every tick recorded its frame")
            #expect(burst.isContiguous, "\(name): consecutive frames \(burst.frameCounters)")
            #expect(Double(burst.ticks) >= max(3, burst.expectedFrames * 0.25), "\(name): \(burst)")
            #expect(Double(burst.ticks) <= burst.expectedFrames * 1.25 + 3, "\(name): \(burst)")
        }

        /// No tick callback installed and none delivered over `frames` frames.
        func expectIdle(_ demo: DemoAppWindow, _ name: String, frames: Int = 10) async {
            let ticks = demo.host.ticksDelivered
            #expect(!demo.host.isTicking, "\(name): no tick callback when idle")
            #expect(await MainLoopPump.runFrames(frames, of: demo.host.rootCanvas))
            #expect(demo.host.ticksDelivered == ticks, "\(name): no ticks over \(frames) idle frames")
        }

        @Test func drawerSlideTicksOnConsecutiveFramesAndStopsWhenIdle() async throws {
            let demo = try await DemoAppWindow()
            defer { demo.close() }
            try demo.click(at: demo.menuRow(.drawer))
            #expect(await demo.settle())
            await expectIdle(demo, "before the drawer")
            let drawer = demo.catalog.drawer
            let slide = DrawerMotion.animationDuration(distance: drawer.maximumLeftDrawerWidth, velocity: drawer.animationVelocity)

            let opening = try await TickBurst.record(demo, duration: slide) {
                try demo.click(demo.mappedButton(titled: "Left"))
            }
            #expect(drawer.openSide == .left)
            check(opening, "drawer opening (Left button, \(slide) s)")
            await expectIdle(demo, "drawer open")

            let closing = try await TickBurst.record(demo, duration: slide) {
                try demo.click(at: Point(x: 700, y: 600))
            }
            #expect(drawer.openSide == .none)
            check(closing, "drawer closing (tap on the center, \(slide) s)")
            await expectIdle(demo, "drawer closed")
        }

        @Test func menuSlideAndSwapTickOnConsecutiveFramesAndStopWhenIdle() async throws {
            let demo = try await DemoAppWindow()
            defer { demo.close() }
            let menu = demo.catalog.menu
            await expectIdle(demo, "at start")

            let swap = try await TickBurst.record(demo, duration: 2 * menu.slideDuration) {
                try demo.click(at: demo.menuRow(.green))
            }
            #expect(demo.catalog.visibleScenario == .green)
            check(swap, "menu swap (slide out, slide in: \(2 * menu.slideDuration) s)")
            await expectIdle(demo, "after the swap")

            let slide = try await TickBurst.record(demo, duration: menu.slideDuration) {
                try demo.click(demo.mappedButton(titled: "Menu"))
            }
            #expect(menu.isMenuVisible)
            check(slide, "menu slide (\(menu.slideDuration) s)")
            await expectIdle(demo, "menu open")
        }
    }
}
