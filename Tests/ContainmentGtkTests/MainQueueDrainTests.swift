import CGtk
@_spi(Testing) import ContainmentGtk
import Dispatch
import Foundation
import Testing

extension GtkTests {
    /// Swift's main queue keeps running while GTK is pumped: in this process, where libdispatch
    /// owns the main thread, and in a process of its own, where GTK's main loop does.
    @Suite @MainActor struct MainQueueDrain {
        init() throws {
            try setUpGtk()
        }

        @Test func dispatchBlocksAndMainActorTasksRunWhilePumping() async throws {
            var order: [String] = []
            DispatchQueue.main.async { order.append("dispatch") }
            Task { @MainActor in order.append("task") }
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(30))
                order.append("slept")
            }
            // Nothing has run yet: this job still holds the main actor.
            #expect(order.isEmpty)
            let done = await MainLoopPump.run(until: { order.count == 3 }, timeout: .seconds(5))
            #expect(done, "ran only \(order)")
            #expect(order == ["dispatch", "task", "slept"])
        }

        @Test func pumpingStillServicesGLibTimeouts() async throws {
            var fired = 0
            let window = try TestWindow(width: 60, height: 40)
            defer { window.close() }
            try #require(await window.show())
            let tick = TickCallback.add(to: window.window.widget) { _ in
                fired += 1
                return .continue
            }
            defer { tick.remove() }
            #expect(await MainLoopPump.run(until: { fired >= 3 }, timeout: .seconds(5)))
        }

        // A pump that never holds gives up, and not before its timeout: work due well before
        // the timeout has run by then (an order, not a duration: a slow machine only delays both).
        @Test func runUntilGivesUpAtTheTimeout() async {
            var earlierWorkRan = false
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(5)) { earlierWorkRan = true }
            let held = await MainLoopPump.run(until: { false }, timeout: .milliseconds(50))
            #expect(!held)
            #expect(earlierWorkRan, "the pump gave up before work due earlier than its timeout ran")
        }

        /// Set by a GLib timeout: the blocking pump iterates GLib's main context only.
        final class Flag {
            var isSet = false
        }

        @Test func blockingRunGivesUpAtTheTimeout() {
            let flag = Flag()
            g_timeout_add_full(
                G_PRIORITY_DEFAULT, 5,
                { data in
                    Unmanaged<Flag>.fromOpaque(data!).takeUnretainedValue().isSet = true
                    return CGTK_SOURCE_REMOVE
                }, Unmanaged.passRetained(flag).toOpaque(),
                { data in Unmanaged<Flag>.fromOpaque(data!).release() })
            let held = MainLoopPump.runBlocking(until: { false }, timeout: .milliseconds(40))
            #expect(!held)
            #expect(flag.isSet, "the pump gave up before a GLib timeout due earlier than its timeout fired")
        }

        /// The real app's arrangement: `gtk_main` on the process's main thread, with the GLib
        /// source draining the main queue. Swift Testing's main actor is not on that thread, so
        /// a probe process does it and reports what ran.
        @Test func gtkMainLoopOnTheMainThreadDrainsTheMainQueue() throws {
            let (status, text) = try runProbe("main-queue")
            #expect(status == 0, "probe said: \(text)")
            #expect(text.contains("driver=glib"), "probe said: \(text)")
            #expect(text.contains("ran=dispatch,task,slept,nested-dispatch"), "probe said: \(text)")
            #expect(text.contains("main-thread=true"), "probe said: \(text)")
        }
    }
}

/// The probe executable SwiftPM builds into the same folder as the test bundle.
/// Runs the probe in `mode` to its end: its exit status and everything it printed.
func runProbe(_ mode: String) throws -> (status: Int32, text: String) {
    let probe = try #require(probeExecutable(), "ContainmentGtkProbe was not built next to the tests")
    let process = Process()
    process.executableURL = probe
    process.arguments = [mode]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

func probeExecutable() -> URL? {
    let candidates = [
        Bundle.main.bundleURL.deletingLastPathComponent(),
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        Bundle.main.bundleURL,
    ]
    for folder in candidates {
        let url = folder.appendingPathComponent("ContainmentGtkProbe")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
}
