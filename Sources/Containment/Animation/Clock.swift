/// The time source animations run on, as the display link / frame clock does for UIKit.
///
/// Every ``Window`` runs its animations on one clock. The host moves the clock forward: the
/// GTK adapter from the frame clock on each frame, tests with ``ManualClock/advance(by:)``.
/// ``activityHandler`` tells the host when frames are needed, so it ticks only while
/// something animates.
@MainActor
open class Clock {
    /// The current time in seconds.
    public private(set) var now: Double

    /// Called with `true` when some animation starts needing frames and with `false` when the
    /// last one ends. The GTK adapter installs and removes its tick callback here.
    public var activityHandler: ((Bool) -> Void)?

    /// Whether some window on this clock has animations running.
    public private(set) var isActive = false

    private var windows: [WeakWindow] = []

    /// Creates a clock starting at the given time.
    public init(now: Double = 0) {
        self.now = now
    }

    /// The time a new animation starts at: ``now`` by default. A clock driven by a display's
    /// frames overrides it with the real current time, since ``now`` only moves on frames and
    /// goes stale while nothing animates.
    open var currentTime: Double { now }

    /// Moves time to `time` (never backwards) and steps every window's animations and layout.
    public func tick(to time: Double) {
        now = max(now, time)
        // Plain loops here and below: this runs on every frame, and a closure formed on the main
        // actor is checked for isolation on each call.
        var index = 0
        while index < windows.count {
            if let window = windows[index].window {
                window.step(at: now)
                index += 1
            } else {
                windows.remove(at: index)
            }
        }
        updateActivity()
    }

    /// The earliest time after ``now`` at which an animation starts or ends, if any.
    public func nextDeadline() -> Double? {
        windows.compactMap { $0.window?.animator.nextDeadline(after: now) }.min()
    }

    func register(_ window: Window) {
        if !windows.contains(where: { $0.window === window }) {
            windows.append(WeakWindow(window: window))
        }
    }

    func updateActivity() {
        var active = false
        for entry in windows where entry.window?.animator.isActive == true {
            active = true
            break
        }
        guard active != isActive else { return }
        isActive = active
        activityHandler?(active)
    }

    private struct WeakWindow {
        weak var window: Window?
    }
}

/// A clock that moves only when told to: deterministic time for tests, as the test clocks of
/// swift-clocks or combine-schedulers.
@MainActor
public final class ManualClock: Clock {
    /// Moves time forward by `seconds`, stopping at every animation deadline on the way so that
    /// completions (and animations they start) happen at their exact times.
    public func advance(by seconds: Double) {
        let target = now + max(0, seconds)
        var steps = 0
        while let deadline = nextDeadline(), deadline <= target, steps < 100_000 {
            tick(to: deadline)
            steps += 1
        }
        tick(to: target)
    }
}
