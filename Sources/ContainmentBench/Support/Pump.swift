import CGtk
import ContainmentGtk

/// Runs GLib's main loop from the benchmark's synchronous main until a condition holds.
///
/// Unlike `MainLoopPump.runBlocking(until:timeout:)` (ContainmentGtk's testing SPI) it adds no periodic wake-up
/// (which would cost CPU inside the measurement): one timeout source marks the deadline.
@MainActor
enum Pump {
    /// Iterates the main context (blocking between events) until `condition` holds or `timeout`
    /// seconds pass; returns whether the condition held.
    @discardableResult
    static func until(timeout: Double, _ condition: () -> Bool) -> Bool {
        let expired = UnsafeMutablePointer<gboolean>.allocate(capacity: 1)
        expired.initialize(to: 0)
        defer { expired.deallocate() }
        let source = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(1, timeout * 1000)),
            { data in
                data?.assumingMemoryBound(to: gboolean.self).pointee = 1
                return CGTK_SOURCE_REMOVE
            }, expired, nil)
        while !condition() {
            if expired.pointee != 0 { return condition() }
            g_main_context_iteration(nil, 1)
        }
        if expired.pointee == 0 { g_source_remove(source) }
        return true
    }

    /// Runs the loop for `seconds`, whatever happens, and returns at that time, not at the
    /// first event after it (so what comes next does not fall right after a frame every time).
    static func run(seconds: Double) {
        until(timeout: seconds) { false }
    }

    /// Runs the loop until `count` frames of `widget`'s frame clock have passed (a temporary
    /// tick callback keeps frames coming).
    static func frames(_ count: Int, of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = 5) {
        var seen = 0
        let tick = TickCallback.add(to: widget) { _ in
            seen += 1
            return .continue
        }
        defer { tick.remove() }
        until(timeout: timeout) { seen >= count }
    }
}
