import CGtk
@_spi(Testing) import Containment
@_spi(Testing) import ContainmentGtk
import ContainmentTestSupport
import Foundation
import Testing
@testable import ContainmentDemo

/// GLib warnings and criticals logged while a fault test runs (criticals still abort).
final class GLibMessageLog: @unchecked Sendable {
    var messages: [String] = []

    /// Collects warnings and criticals from every GLib log domain while `body` runs.
    @MainActor
    static func collecting(_ body: () async throws -> Void) async throws -> [String] {
        let log = GLibMessageLog()
        let pointer = Unmanaged.passRetained(log).toOpaque()
        g_log_set_default_handler(
            { domain, level, message, userData in
                let serious = G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_ERROR.rawValue
                if level.rawValue & serious != 0, let userData {
                    let log = Unmanaged<GLibMessageLog>.fromOpaque(userData).takeUnretainedValue()
                    log.messages.append("\(domain.map { String(cString: $0) } ?? "?"): \(message.map { String(cString: $0) } ?? "")")
                }
                g_log_default_handler(domain, level, message, nil)
                if level.rawValue & (G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_ERROR.rawValue) != 0 { abort() }
            }, pointer)
        defer {
            GtkRuntime.abortOnCriticals()
            Unmanaged<GLibMessageLog>.fromOpaque(pointer).release()
        }
        try await body()
        return log.messages
    }
}

extension GtkTests {
    /// Faults in the real demo window: input storms during swaps, resize storms during a slide,
    /// the window destroyed mid-animation, animations off. Each ends with the fuzzer's hierarchy
    /// invariants at rest, callbacks balanced by the four-state model fed from the lifecycle
    /// stream, no tick callback installed, input accepted, and no GLib warning.
    @Suite @MainActor struct ReliabilityFaults {
        /// The demo window with an appearance ledger following every callback from now on.
        private func openDemo() async throws -> (DemoAppWindow, AppearanceLedger) {
            let demo = try await DemoAppWindow()
            let ledger = AppearanceLedger()
            ledger.adopt(HierarchyChecker.controllers(in: demo.host.window))
            ledger.observe()
            return (demo, ledger)
        }

        /// Pumps the main loop for about `seconds` of real time.
        private func pump(_ seconds: Double) async {
            _ = await MainLoopPump.run(until: { false }, timeout: .milliseconds(Int64(seconds * 1000)))
        }

        private func expectAtRest(_ demo: DemoAppWindow, _ ledger: AppearanceLedger) async {
            #expect(await demo.settle(), "the window settles")
            #expect(HierarchyChecker.checkAtRest(demo.host.window, ledger: ledger) == nil,
                    "\(HierarchyChecker.checkAtRest(demo.host.window, ledger: ledger) ?? "")")
            #expect(!demo.host.isTicking, "no tick callback left installed")
            #expect(demo.host.window.runningAnimationCount == 0)
            #expect(!Application.shared.isIgnoringInteractionEvents)
        }

        @Test func fiftyClicksOnMenuRowsWhileSwapsRun() async throws {
            let (demo, ledger) = try await openDemo()
            defer { ledger.stop(); demo.close() }
            let menu = demo.catalog.menu
            let rows = [DemoScenario.red, .green, .nav, .drawer, .tab, .pages]
            var clicks = 0
            let warnings = try await GLibMessageLog.collecting {
                for index in 0..<50 {
                    if !menu.isMenuVisible, !menu.isSwapping, index % 5 == 0 { menu.toggleMenu() }
                    try demo.click(at: demo.menuRow(rows[index % rows.count]))
                    clicks += 1
                    await pump(0.02)
                }
                await expectAtRest(demo, ledger)
            }
            #expect(clicks == 50)
            #expect(warnings == [])
        }

        @Test func hundredResizesAcrossTheSplitThresholdDuringADrawerSlide() async throws {
            let (demo, ledger) = try await openDemo()
            defer { ledger.stop(); demo.close() }
            let warnings = try await GLibMessageLog.collecting {
                try demo.click(at: demo.menuRow(.drawer))
                #expect(await demo.settle())
                let drawer = try #require(HierarchyChecker.controllers(in: demo.host.window).lazy.compactMap { $0 as? DrawerController }.first)
                drawer.open(.left, animated: true)
                let threshold = TraitCollection.compactWidthThreshold
                for index in 0..<100 {
                    let width = Int32(index % 2 == 0 ? threshold - 60 : threshold + 80)
                    gtk_window_resize(cgtk_window(demo.host.gtkWindow), width, 600)
                    if index == 50 { drawer.close(animated: true) }
                    await pump(0.01)
                }
                await expectAtRest(demo, ledger)
            }
            #expect(warnings == [])
        }

        @Test func windowDestroyedInTheMiddleOfASwap() async throws {
            let (demo, ledger) = try await openDemo()
            defer { ledger.stop() }
            let window = demo.host.window
            let warnings = try await GLibMessageLog.collecting {
                try demo.click(at: demo.menuRow(.green))
                _ = await MainLoopPump.run(until: { demo.catalog.menu.isSwapping && window.runningAnimationCount > 0 }, timeout: .seconds(5))
                await pump(0.1)
                #expect(window.runningAnimationCount > 0, "the swap is under way")
                gtk_widget_destroy(demo.host.gtkWindow)
                await pump(0.1)
            }
            #expect(warnings == [])
            #expect(!demo.host.isTicking)
            #expect(window.runningAnimationCount == 0, "the window's animations ended with it")
            #expect(!window.isVisible)
            #expect(HierarchyChecker.checkAtRest(window, ledger: ledger) == nil, "\(HierarchyChecker.checkAtRest(window, ledger: ledger) ?? "")")
            #expect(!Application.shared.isIgnoringInteractionEvents, "a swap cut short does not leave input ignored")
        }

        @Test func animationsDisabled() async throws {
            let settings = try #require(gtk_settings_get_default())
            setEnableAnimations(settings, false)
            defer { setEnableAnimations(settings, true) }
            let (demo, ledger) = try await openDemo()
            defer { ledger.stop(); demo.close() }
            let warnings = try await GLibMessageLog.collecting {
                for scenario in [DemoScenario.red, .drawer, .nav, .pages, .tab] {
                    if !demo.catalog.menu.isMenuVisible { demo.catalog.menu.toggleMenu() }
                    #expect(await demo.settle())
                    try demo.click(at: demo.menuRow(scenario))
                    await pump(0.05)
                    #expect(!demo.host.isTicking, "\(scenario): nothing ticks with animations off")
                }
                await expectAtRest(demo, ledger)
            }
            #expect(warnings == [])
        }

        private func setEnableAnimations(_ settings: UnsafeMutablePointer<GtkSettings>, _ on: Bool) {
            cgtk_settings_set_enable_animations(settings, on ? 1 : 0)
        }
    }
}
