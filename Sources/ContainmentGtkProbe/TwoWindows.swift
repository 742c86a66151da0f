import CGtk
import Containment
import ContainmentGtk

/// `ContainmentGtkProbe two-windows`: an app with two windows keeps running when the user
/// closes one, and its `run()` returns when the last one closes, as a GTK application quits
/// with its last window. Prints `two-windows: <what happened, in order>`.
@MainActor
enum TwoWindowsProbe {
    static func run() -> Int32 {
        let first: GtkHost
        let second: GtkHost
        do {
            try GtkRuntime.initialize()
            GtkRuntime.abortOnCriticals()
            first = try GtkHost(applicationID: "org.containment.Probe", title: "First", size: Size(width: 200, height: 150))
            second = try GtkHost(applicationID: "org.containment.Probe", title: "Second", size: Size(width: 200, height: 150))
        } catch {
            print("two-windows: \(error)")
            return 1
        }
        first.show()
        second.show()
        var happened: [String] = []
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(200))
            first.close()
            happened.append("closed-first")
            try? await Task.sleep(for: .milliseconds(300))
            happened.append("still-running")
            second.close()
            happened.append("closed-second")
        }
        // Give up rather than hang if the last window's close does not end the loop.
        let watchdog = g_timeout_add_full(0, 5_000, { _ in
            MainActor.assumeIsolated { GtkRuntime.quit() }
            return CGTK_SOURCE_REMOVE
        }, nil, nil)
        GtkRuntime.run()
        if g_main_context_find_source_by_id(nil, watchdog) != nil {
            g_source_remove(watchdog)
        } else {
            happened.append("watchdog")
        }
        print("two-windows: \(happened.joined(separator: ","))")
        return happened == ["closed-first", "still-running", "closed-second"] ? 0 : 1
    }
}
