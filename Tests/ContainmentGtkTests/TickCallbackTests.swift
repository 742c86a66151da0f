import CGtk
import Containment
@_spi(Testing) import ContainmentGtk
import Testing

extension GtkTests {
    /// Tick callbacks run once per frame of the real frame clock, and stop for good when removed.
    @Suite @MainActor struct TickCallbacks {
        @Test func runsOnConsecutiveFramesAndStopsWhenRemoved() async throws {
            let test = try TestWindow(width: 100, height: 80)
            defer { test.close() }
            let box = makeColouredBox(.blue)
            test.put(box, at: Rect(x: 0, y: 0, width: 40, height: 40))
            try #require(await test.show())

            var ticks: [FrameTick] = []
            let tick = TickCallback.add(to: box) { frame in
                ticks.append(frame)
                return .continue
            }
            #expect(tick.isInstalled)
            #expect(await MainLoopPump.run(until: { ticks.count >= 6 }, timeout: .seconds(5)))

            let counters = ticks.map(\.frameCounter)
            #expect(zip(counters, counters.dropFirst()).allSatisfy { $1 == $0 + 1 }, "frame counters \(counters)")
            let times = ticks.map(\.frameTime)
            #expect(zip(times, times.dropFirst()).allSatisfy { $1 > $0 }, "frame times \(times)")

            tick.remove()
            #expect(!tick.isInstalled)
            let seen = ticks.count
            // Other frames keep coming (runFrames installs its own tick); ours must not run.
            #expect(await MainLoopPump.runFrames(4, of: test.window.widget))
            #expect(ticks.count == seen)
            tick.remove()  // a second remove is harmless
        }

        @Test func returningRemoveEndsTheCallback() async throws {
            let test = try TestWindow(width: 60, height: 60)
            defer { test.close() }
            try #require(await test.show())

            var calls = 0
            let tick = TickCallback.add(to: test.fixed) { _ in
                calls += 1
                return calls == 3 ? .remove : .continue
            }
            #expect(await MainLoopPump.run(until: { !tick.isInstalled }, timeout: .seconds(5)))
            #expect(await MainLoopPump.runFrames(3, of: test.window.widget))
            #expect(calls == 3)
        }

        @Test func destroyingTheWidgetReleasesTheClosure() async throws {
            let test = try TestWindow(width: 60, height: 60)
            defer { test.close() }
            let box = WidgetRef(makeColouredBox(.green))
            test.put(box.widget, at: Rect(x: 0, y: 0, width: 20, height: 20))
            try #require(await test.show())

            var witness: Witness? = Witness()
            weak let watched = witness
            let tick = TickCallback.add(to: box.widget) { [witness] _ in
                _ = witness
                return .continue
            }
            witness = nil
            #expect(watched != nil, "the installed callback keeps its closure")
            box.destroy()
            #expect(!tick.isInstalled)
            #expect(watched == nil, "destroying the widget released the closure")
        }
    }
}
