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
    /// last frame's time, which goes stale while nothing animates. With a `fixedFrameStep` (tests),
    /// `now`: time then moves only on frames.
    public override var currentTime: Double { fixedFrameStep == nil ? max(now, FrameClock.monotonicNow) : now }

    /// For tests: when set, each frame GTK delivers moves the clock on by exactly this many
    /// seconds instead of to the frame's time, so an animation takes a known number of real
    /// frames however busy the machine is (as a display link paused in a debugger would step).
    /// `nil`, the default, follows GTK's frame clock. Setting it first brings the clock to the
    /// real current time, so what started before runs on from where it is.
    @_spi(Testing) public var fixedFrameStep: Double? {
        willSet { if fixedFrameStep == nil, newValue != nil { tick(to: FrameClock.monotonicNow) } }
    }

    /// The time the clock moves to on `frame`: the frame's own time, or one fixed step on.
    func time(of frame: FrameTick) -> Double {
        if let fixedFrameStep { return now + fixedFrameStep }
        return frame.seconds
    }

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
