/// The timeline of a percent-driven interactive transition: the animations started inside it
/// stand still at a fraction set by the drag instead of following the clock, then run on from
/// there to their end (finished) or back to their start (cancelled), as Core Animation's
/// `speed = 0` and `timeOffset` serve `UIPercentDrivenInteractiveTransition`.
///
/// ``PercentDrivenInteractiveTransition`` makes one per transition and calls the animator's
/// `animateTransition(using:)` inside ``capture(_:)``; every `View.animate` there gets it in its
/// timing. Elapsed time is measured in seconds of the transition's duration.
@MainActor
final class AnimationScrub {
    /// The scrub whose animations are being started now, if any.
    private(set) static var capturing: AnimationScrub?

    /// The length of the timeline: the transition's duration.
    let duration: Double

    private enum State {
        case paused(elapsed: Double)
        case playing(from: Double, start: Double, rate: Double)
    }

    private var state: State = .paused(elapsed: 0)

    init(duration: Double) {
        self.duration = max(0, duration)
    }

    /// Runs `body` with this scrub given to every animation it starts.
    func capture(_ body: () -> Void) {
        let saved = Self.capturing
        Self.capturing = self
        body()
        Self.capturing = saved
    }

    /// Holds the timeline at `fraction` (0…1) of the duration.
    func pause(at fraction: Double) {
        state = .paused(elapsed: min(max(fraction, 0), 1) * duration)
    }

    /// Where the timeline stands as a fraction of its duration at `time`.
    func fraction(at time: Double) -> Double {
        duration > 0 ? elapsed(at: time) / duration : 0
    }

    /// Runs the timeline on from where it stands at `time`, forwards to its end or backwards to
    /// its start, `speed` times as fast as the clock.
    func play(at time: Double, reversed: Bool, speed: Double) {
        let rate = max(speed.isFinite ? speed : 1, 0.01)
        state = .playing(from: elapsed(at: time), start: time, rate: reversed ? -rate : rate)
    }

    /// Whether the timeline runs backwards.
    var isReversed: Bool {
        if case .playing(_, _, let rate) = state { return rate < 0 }
        return false
    }

    /// The elapsed seconds of the timeline at `time`, within 0…duration.
    func elapsed(at time: Double) -> Double {
        switch state {
        case .paused(let elapsed):
            return elapsed
        case .playing(let from, let start, let rate):
            return min(max(from + (time - start) * rate, 0), duration)
        }
    }

    /// When a playing timeline reaches its end (or its start, reversed); `nil` while paused.
    var endTime: Double? {
        guard case .playing(let from, let start, let rate) = state else { return nil }
        return rate > 0 ? start + (duration - from) / rate : start + from / -rate
    }
}
