// ContainmentGtkProbe: checks, in a process of its own, what a test runner cannot: GTK's main
// loop running on the process's main thread while Swift's main queue keeps working inside it.
//
//     ContainmentGtkProbe main-queue
//     GDK_SCALE=2 ContainmentGtkProbe scaled-frames   (see ScaledFrames.swift)
//     ContainmentGtkProbe two-windows                 (see TwoWindows.swift)
//     ContainmentGtkProbe second-launch [APP-ID]      (see SecondLaunch.swift; under dbus-run-session)
//
// prints one line of findings and exits 0 when everything ran, 1 otherwise.

import CGtk
import ContainmentGtk
import Dispatch
import Foundation

@MainActor
func checkMainQueue() -> Int32 {
    do {
        try GtkRuntime.initialize()
        GtkRuntime.abortOnCriticals()
    } catch {
        print("main-queue: \(error)")
        return 1
    }
    var ran: [String] = []
    var onMainThread = true
    func record(_ name: String) {
        ran.append(name)
        onMainThread = onMainThread && cgtk_is_process_main_thread() != 0
        if ran.count == 4 { GtkRuntime.quit() }
    }
    DispatchQueue.main.async { record("dispatch") }
    Task { @MainActor in record("task") }
    Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(20))
        record("slept")
        // Work queued by a job must still run after that job returns.
        DispatchQueue.main.async { record("nested-dispatch") }
    }
    // Give up rather than hang if the queue is never drained.
    let watchdog = g_timeout_add_full(0, 5_000, { _ in
        MainActor.assumeIsolated { GtkRuntime.quit() }
        return CGTK_SOURCE_REMOVE
    }, nil, nil)
    GtkRuntime.run()
    if g_main_context_find_source_by_id(nil, watchdog) != nil { g_source_remove(watchdog) }
    let ok = ran == ["dispatch", "task", "slept", "nested-dispatch"] && onMainThread
    print("main-queue: driver=\(GtkRuntime.mainQueueDriver) ran=\(ran.joined(separator: ",")) main-thread=\(onMainThread)")
    return ok ? 0 : 1
}

let mode = CommandLine.arguments.dropFirst().first ?? "main-queue"
switch mode {
case "main-queue":
    exit(MainActor.assumeIsolated { checkMainQueue() })
case "scaled-frames":
    exit(MainActor.assumeIsolated { ScaledFramesProbe.run() })
case "two-windows":
    exit(MainActor.assumeIsolated { TwoWindowsProbe.run() })
case "second-launch":
    let applicationID = CommandLine.arguments.dropFirst(2).first ?? "org.containment.ProbeSecondLaunch"
    exit(MainActor.assumeIsolated { SecondLaunchProbe.run(applicationID: applicationID) })
default:
    print("usage: ContainmentGtkProbe main-queue | scaled-frames | two-windows | second-launch [APP-ID]")
    exit(2)
}
