import CGtk
@_spi(Adapter) import Containment

/// The core `Clock` driven by GTK's frame clock: time is GLib's monotonic clock in
/// seconds (the base `gdk_frame_clock_get_frame_time` uses), and ``GtkHost`` ticks it from a
/// tick callback installed only while animations run.
@MainActor
public final class FrameClock: Clock {
    /// GLib's monotonic clock now, in seconds.
    public static var monotonicNow: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Creates a clock starting at the current monotonic time.
    public init() {
        super.init(now: FrameClock.monotonicNow)
    }

    /// The real current time (never behind `now`): new animations start here rather than at the
    /// last frame's time, which goes stale while nothing animates.
    public override var currentTime: Double { max(now, FrameClock.monotonicNow) }

    /// Runs every animation to its end at once, stepping through each deadline so completions
    /// (and what they start) happen in order; for windows that cannot produce frames (unmapped)
    /// and for animations turned off while running.
    public func finishAll(maxSteps: Int = 10_000) {
        var steps = 0
        while isActive, let deadline = nextDeadline(), steps < maxSteps {
            tick(to: deadline)
            steps += 1
        }
    }
}
