import CGtk

/// Runs GLib's main context from Swift code that is not inside ``GtkRuntime/run()``: tests and
/// benchmarks, and ``GtkHost/settle(timeout:)`` (an app's start-up or `--screenshot` path).
///
/// `@_spi(Testing)`: apps run the loop with ``GtkRuntime/run()`` and wait with `settle`; this is
/// what `settle` is built on, and what tests drive windows with.
///
/// The `async` methods alternate between dispatching what GLib has ready and suspending for a
/// millisecond, so Swift's main queue (other main-actor tasks, `DispatchQueue.main` blocks) runs
/// in between whichever ``GtkRuntime/MainQueueDriver`` is in force. Time passes for real, so the
/// frame clock ticks as it would for a user.
@_spi(Testing) @MainActor
public enum MainLoopPump {
    /// How long to suspend between rounds of GLib work.
    static let roundPause: Duration = .milliseconds(1)

    /// Dispatches everything GLib has ready now, without blocking.
    ///
    /// - Returns: the number of iterations that dispatched something (at most `limit`).
    @discardableResult
    public static func dispatchPending(limit: Int = 10_000) -> Int {
        var count = 0
        while count < limit, g_main_context_iteration(nil, 0) != 0 {
            count += 1
        }
        return count
    }

    /// Pumps until `condition` holds or `timeout` passes.
    ///
    /// - Returns: whether the condition held (checked once more at the deadline).
    @discardableResult
    public static func run(
        until condition: @MainActor () -> Bool, timeout: Duration = .seconds(5)
    ) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            dispatchPending()
            if condition() { return true }
            if ContinuousClock.now >= deadline || Task.isCancelled { return false }
            try? await Task.sleep(for: roundPause)
        }
    }

    /// Pumps for `duration`, whatever happens.
    public static func run(for duration: Duration) async {
        let deadline = ContinuousClock.now.advanced(by: duration)
        _ = await run(until: { ContinuousClock.now >= deadline }, timeout: duration + .seconds(1))
    }

    /// Pumps until `widget`'s frame clock has produced `count` more frames, keeping frames coming
    /// with a temporary tick callback.
    ///
    /// - Returns: whether the frames came before `timeout`; false too when the widget is not
    ///   mapped (no frame clock runs for it).
    @discardableResult
    public static func runFrames(
        _ count: Int, of widget: UnsafeMutablePointer<GtkWidget>, timeout: Duration = .seconds(5)
    ) async -> Bool {
        var seen = 0
        let counter = TickCallback.add(to: widget) { _ in
            seen += 1
            return .continue
        }
        defer { counter.remove() }
        return await run(until: { seen >= count }, timeout: timeout)
    }

    /// Pumps until `widget` is mapped and has drawn at least once, and its frame clock has
    /// finished that frame (the pixels are on the X server).
    ///
    /// - Returns: whether that happened before `timeout`.
    @discardableResult
    public static func runUntilDrawn(
        _ widget: UnsafeMutablePointer<GtkWidget>, timeout: Duration = .seconds(5)
    ) async -> Bool {
        var drawn = false
        let connection = SignalConnection.connectDraw(widget, after: true) { _ in
            drawn = true
            return false
        }
        defer { connection.disconnect() }
        let start = ContinuousClock.now
        guard await run(until: { drawn && gtk_widget_get_mapped(widget) != 0 }, timeout: timeout)
        else { return false }
        let left = timeout - (ContinuousClock.now - start)
        return await runFrames(2, of: widget, timeout: max(left, .milliseconds(500)))
    }

    /// Blocks in GLib until `condition` holds or `timeout` passes, without suspending.
    ///
    /// For synchronous code, such as an app's `--screenshot` path before ``GtkRuntime/run()``.
    /// Swift's main queue runs meanwhile only under the ``GtkRuntime/MainQueueDriver/glib``
    /// driver and only when this is not itself called from a main-queue job.
    ///
    /// - Returns: whether the condition held.
    @discardableResult
    public static func runBlocking(
        until condition: @MainActor () -> Bool, timeout: Duration = .seconds(5)
    ) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        // A short timer bounds each blocking iteration so the deadline is noticed.
        let wakeUp = g_timeout_add_full(0, 5, { _ in CGTK_SOURCE_CONTINUE }, nil, nil)
        defer { g_source_remove(wakeUp) }
        while !condition() {
            if ContinuousClock.now >= deadline { return condition() }
            g_main_context_iteration(nil, 1)
        }
        return true
    }
}
