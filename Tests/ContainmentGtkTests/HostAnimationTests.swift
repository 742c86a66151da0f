import CGtk
@_spi(Adapter) import Containment
@_spi(Testing) import ContainmentGtk
import Testing

extension GtkTests {
    /// Animations run on the real frame clock: a tick callback only while something animates.
    @Suite @MainActor struct HostAnimation {
        @Test func frameAnimationShowsInBetweenPositionsAcrossRealFrames() async throws {
            let host = try await makeHost(width: 240, height: 100)
            defer { host.close() }
            host.window.backgroundColor = .white
            let view = colouredView(testRed, Rect(x: 0, y: 20, width: 40, height: 40))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))
            let widget = try #require(host.mirror.widget(for: view))
            // Each real frame moves the clock on by 1/60 s: the slide takes 30 frames however
            // busy the machine is.
            host.clock.fixedFrameStep = 1.0 / 60

            View.animate(withDuration: 0.5, options: .curveLinear) { view.frame.origin.x = 180 }
            #expect(view.frame.minX == 180, "the model value changes at once")
            // Where red's left edge is drawn, once per delivered tick.
            var edges: [Int] = []
            var lastTick = host.ticksDelivered
            _ = await MainLoopPump.run(until: {
                if host.ticksDelivered != lastTick, let shot = try? WindowSnapshot.capture(host.gtkWindow) {
                    lastTick = host.ticksDelivered
                    if let edge = (0..<240).first(where: { shot.pixel(at: Point(x: Double($0), y: 40))?.isClose(to: PixelColor(testRed), tolerance: 8) == true }) {
                        edges.append(edge)
                    }
                }
                return !host.clock.isActive
            }, timeout: .seconds(5))
            let distinct = Set(edges).filter { $0 > 0 && $0 < 180 }
            #expect(distinct.count >= 5, "in-between positions drawn: \(distinct.sorted())")
            #expect(edges == edges.sorted(), "drawn positions only move forward: \(edges)")

            #expect(await host.settle(timeout: 5))
            #expect(allocation(of: widget).minX == 180)
            #expect(try pixel(host, 200, 40)?.isClose(to: PixelColor(testRed)) == true)
        }

        @Test func tickCallbackRunsOnlyWhileAnimating() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let view = colouredView(testBlue, Rect(x: 0, y: 0, width: 30, height: 30))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))

            let idleTicks = host.ticksDelivered
            #expect(!host.isTicking)
            #expect(await MainLoopPump.runFrames(10, of: host.rootCanvas))
            #expect(host.ticksDelivered == idleTicks, "no ticks while idle")

            let installs = host.tickInstallCount
            let countersBefore = host.tickFrameCounters.count
            // Each real frame moves the clock on by 1/50 s: the animation of 0.4 s needs
            // exactly 20 frames, whatever the machine's load.
            host.clock.fixedFrameStep = 1.0 / 50
            View.animate(withDuration: 0.4) { view.alpha = 0.2 }
            #expect(host.isTicking)
            #expect(await MainLoopPump.run(until: { !host.clock.isActive }, timeout: .seconds(10)))
            let ticks = host.ticksDelivered - idleTicks
            #expect(host.tickInstallCount == installs + 1)
            #expect(!host.isTicking, "the tick callback is removed when the clock goes idle")
            // One tick per frame for the animation's frames, and none more (one frame of slack
            // for rounding 0.4 / 0.02).
            #expect(ticks >= 20 && ticks <= 21, "\(ticks) ticks for 20 frames of animation")
            let counters = Array(host.tickFrameCounters.dropFirst(countersBefore))
            #expect(zip(counters, counters.dropFirst()).allSatisfy { $1 == $0 + 1 }, "consecutive frames \(counters)")
            print("animation of 20 frames: \(ticks) ticks; tick work median \(median(host.tickDurations) * 1e6) µs")

            let after = host.ticksDelivered
            #expect(await MainLoopPump.runFrames(10, of: host.rootCanvas))
            #expect(host.ticksDelivered == after, "no ticks once idle again")
            #expect(view.presentation.alpha == 0.2)
        }

        @Test func animationsOffInGtkSettingsJumpToTheEnd() async throws {
            let host = try await makeHost()
            defer { host.close() }
            let settings = try #require(gtk_settings_get_default())
            let view = colouredView(testBlue, Rect(x: 0, y: 0, width: 30, height: 30))
            host.window.addSubview(view)
            #expect(await host.settle(timeout: 5))

            cgtk_settings_set_enable_animations(settings, 0)
            defer { cgtk_settings_set_enable_animations(settings, 1) }
            #expect(!View.areAnimationsEnabled)
            var finished: Bool?
            View.animate(withDuration: 1, animations: { view.frame.origin.x = 100 }, completion: { finished = $0 })
            #expect(view.presentation.frame.minX == 100)
            #expect(finished == true)
            #expect(!host.clock.isActive && !host.isTicking)

            // Turned off while running: the running animation ends too.
            cgtk_settings_set_enable_animations(settings, 1)
            #expect(View.areAnimationsEnabled)
            View.animate(withDuration: 5) { view.frame.origin.x = 10 }
            #expect(host.clock.isActive)
            cgtk_settings_set_enable_animations(settings, 0)
            #expect(!host.clock.isActive)
            #expect(view.presentation.frame.minX == 10)
        }
    }
}

@MainActor
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    return values.sorted()[values.count / 2]
}

extension GtkTests {
    /// Many views animating at once share the window's one tick callback and all reach their
    /// end values. (What a tick costs is measured in `make bench`, never asserted here.)
    @Suite @MainActor struct HostAnimationLoad {
        @Test func hundredAnimatedViewsShareOneTickAndFinish() async throws {
            let host = try await makeHost(width: 400, height: 300)
            defer { host.close() }
            let views = (0..<100).map { index in
                colouredView(index.isMultiple(of: 2) ? testRed : testBlue,
                             Rect(x: Double(index % 10) * 30, y: Double(index / 10) * 25, width: 25, height: 20))
            }
            for view in views { host.window.addSubview(view) }
            #expect(await host.settle(timeout: 5))
            let installsBefore = host.tickInstallCount
            let ticksBefore = host.tickDurations.count
            View.animate(withDuration: 0.5) {
                for view in views {
                    view.frame.origin.x += 80
                    view.alpha = 0.5
                }
            }
            #expect(await MainLoopPump.run(until: { !host.clock.isActive }, timeout: .seconds(5)))
            #expect(host.tickInstallCount == installsBefore + 1)
            #expect(host.tickDurations.count - ticksBefore >= 2)
            #expect(views.allSatisfy { $0.presentation.alpha == 0.5 && $0.presentation.frame.minX == $0.frame.minX })
        }
    }
}
