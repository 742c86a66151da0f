/// Runs one window's animations: property tracks (frame, alpha, background colour) and view
/// transitions, stepped by the window's ``Clock``.
///
/// One track per view and property: a new animation of the same property retargets from the
/// value on screen and the old one's group completes with `finished == false`.
@MainActor
final class Animator {
    /// Completions of one `animate` call; called once all its tracks have ended.
    final class Group {
        private let completion: ((Bool) -> Void)?
        private(set) var remaining = 0
        private var interrupted = false

        init(completion: ((Bool) -> Void)?) { self.completion = completion }

        func join() { remaining += 1 }

        /// Marks one member ended; returns the completion to call when this was the last.
        func memberEnded(interrupted: Bool) -> (() -> Void)? {
            if interrupted { self.interrupted = true }
            remaining -= 1
            guard remaining == 0 else { return nil }
            let finished = !self.interrupted
            let completion = self.completion
            return { completion?(finished) }
        }
    }

    @MainActor
    struct Timing {
        let start: Double
        let delay: Double
        let duration: Double
        let curve: TimingCurve
        /// The timeline of a percent-driven transition this animation follows instead of the
        /// clock, when it was started inside one (see ``AnimationScrub``).
        var scrub: AnimationScrub?

        var end: Double {
            guard let scrub else { return start + delay + duration }
            return scrub.endTime ?? .infinity
        }

        /// The eased fraction at `time`, or `nil` before the delay has passed. A scrubbed
        /// animation reads its elapsed time from its scrub, and stands at 0 before its delay so
        /// that a reversed scrub brings it back to where it began.
        func progress(at time: Double) -> Double? {
            if let scrub {
                let elapsed = scrub.elapsed(at: time) - delay
                guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
                return curve.value(at: min(max(elapsed / duration, 0), 1))
            }
            let elapsed = time - start - delay
            guard elapsed >= 0 else { return nil }
            return duration > 0 ? curve.value(at: elapsed / duration) : 1
        }

        /// Whether the animation ends where it began: its scrub was reversed (a cancelled
        /// interactive transition).
        var endsReversed: Bool { scrub?.isReversed ?? false }
    }

    /// An action due at a time on the clock (a watchdog such as the one that reports a
    /// transition whose `completeTransition` never comes).
    final class Timer {
        let time: Double
        let action: () -> Void
        init(time: Double, action: @escaping () -> Void) {
            self.time = time
            self.action = action
        }
    }

    private final class Track {
        let view: View
        let from: AnimatableValue
        let to: AnimatableValue
        let timing: Timing
        let group: Group
        init(view: View, from: AnimatableValue, to: AnimatableValue, timing: Timing, group: Group) {
            self.view = view
            self.from = from
            self.to = to
            self.timing = timing
            self.group = group
        }
    }

    private final class TransitionTrack {
        let container: View
        let transition: ViewTransition
        let timing: Timing
        let group: Group
        init(container: View, transition: ViewTransition, timing: Timing, group: Group) {
            self.container = container
            self.transition = transition
            self.timing = timing
            self.group = group
        }
    }

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatedProperty
    }

    /// The clock to tell when the animator starts or stops needing frames.
    weak var clock: Clock?

    private var tracks: [Key: Track] = [:]
    private var order: [Key] = []
    private var transitions: [TransitionTrack] = []
    private var timers: [Timer] = []

    /// Whether anything runs or waits for its time.
    var isActive: Bool { !tracks.isEmpty || !transitions.isEmpty || !timers.isEmpty }

    /// Runs `action` once the clock reaches `time`; returns the timer, to pass to
    /// ``cancel(_:)-timer``.
    @discardableResult
    func schedule(at time: Double, _ action: @escaping () -> Void) -> Timer {
        let timer = Timer(time: time, action: action)
        timers.append(timer)
        clock?.updateActivity()
        return timer
    }

    /// Forgets a timer that has not fired.
    func cancel(_ timer: Timer) {
        timers.removeAll { $0 === timer }
        clock?.updateActivity()
    }

    /// How many property tracks and transitions run (for tests and benchmarks).
    var runningCount: Int { tracks.count + transitions.count }

    /// Starts animating `view` from `from` to `to`; returns completions that became due because
    /// a running track of the same property was replaced.
    func add(_ view: View, from: AnimatableValue, to: AnimatableValue, timing: Timing, group: Group) -> [() -> Void] {
        let key = Key(view: ObjectIdentifier(view), property: to.property)
        var due: [() -> Void] = []
        if let old = tracks[key], let completion = old.group.memberEnded(interrupted: true) {
            due.append(completion)
        }
        if tracks[key] == nil { order.append(key) }
        group.join()
        tracks[key] = Track(view: view, from: from, to: to, timing: timing, group: group)
        view.setPresentation(to.property, from)
        clock?.updateActivity()
        return due
    }

    /// Starts a transition in `container`; a transition already running there ends first.
    func add(_ transition: ViewTransition, in container: View, timing: Timing, group: Group) -> [() -> Void] {
        var due: [() -> Void] = []
        if let index = transitions.firstIndex(where: { $0.container === container }) {
            let old = transitions.remove(at: index)
            if let completion = old.group.memberEnded(interrupted: true) { due.append(completion) }
        }
        group.join()
        transitions.append(TransitionTrack(container: container, transition: transition, timing: timing, group: group))
        container.activeTransition = transition
        clock?.updateActivity()
        return due
    }

    /// Stops the track of a property (a value was set outside an animation block).
    func cancel(_ view: View, _ property: AnimatedProperty) {
        let key = Key(view: ObjectIdentifier(view), property: property)
        guard let track = tracks.removeValue(forKey: key) else { return }
        order.removeAll { $0 == key }
        clock?.updateActivity()
        track.group.memberEnded(interrupted: true)?()
    }

    /// Moves every track to `time`; completions run after all tracks have moved.
    ///
    /// Returns whether any track or transition moved: the window then requests one frame for
    /// all of them (finding a view's window walks up its superviews, once per view otherwise).
    @discardableResult
    func step(at time: Double) -> Bool {
        var due: [() -> Void] = []
        var finishedKeys: [Key] = []
        var moved = false
        for key in order {
            guard let track = tracks[key] else { continue }
            guard let fraction = track.timing.progress(at: time) else { continue }
            moved = true
            if time >= track.timing.end {
                finishedKeys.append(key)
                track.view.setPresentation(track.to.property, nil, requestsFrame: false)
                if track.timing.endsReversed {
                    let view = track.view, from = track.from
                    due.append { view.setModelValue(from) }
                }
                if let completion = track.group.memberEnded(interrupted: false) { due.append(completion) }
            } else {
                track.view.setPresentation(
                    track.to.property, track.from.interpolated(to: track.to, fraction), requestsFrame: false)
            }
        }
        if !finishedKeys.isEmpty {
            for key in finishedKeys { tracks.removeValue(forKey: key) }
            let finished = Set(finishedKeys)
            order.removeAll { finished.contains($0) }
        }
        var ended: [ObjectIdentifier] = []
        for track in transitions {
            guard let fraction = track.timing.progress(at: time) else { continue }
            track.transition.progress = fraction
            track.container.setNeedsDisplay()
            if time >= track.timing.end {
                ended.append(ObjectIdentifier(track.transition))
                if track.container.activeTransition === track.transition { track.container.activeTransition = nil }
                if let completion = track.group.memberEnded(interrupted: false) { due.append(completion) }
            }
        }
        if !ended.isEmpty {
            transitions.removeAll { ended.contains(ObjectIdentifier($0.transition)) }
        }
        if timers.contains(where: { $0.time <= time }) {
            let fired = timers.filter { $0.time <= time }
            timers.removeAll { $0.time <= time }
            for timer in fired { due.append(timer.action) }
        }
        for completion in due { completion() }
        return moved || !transitions.isEmpty || !ended.isEmpty
    }

    /// Moves the tracks that follow `scrub` to where it stands now, between clock ticks (a
    /// percent-driven transition updated by a drag).
    func apply(_ scrub: AnimationScrub, at time: Double) {
        for key in order {
            guard let track = tracks[key], track.timing.scrub === scrub,
                  let fraction = track.timing.progress(at: time) else { continue }
            track.view.setPresentation(track.to.property, track.from.interpolated(to: track.to, fraction))
        }
    }

    /// Ends at once (as finished) every track of a view in `subtree`: a view that leaves its
    /// window jumps to the end of its animations.
    func finishAll(in subtree: View) {
        var due: [() -> Void] = []
        for key in order {
            guard let track = tracks[key], track.view.isDescendant(of: subtree) else { continue }
            tracks.removeValue(forKey: key)
            track.view.setPresentation(track.to.property, nil)
            if track.timing.endsReversed {
                let view = track.view, from = track.from
                due.append { view.setModelValue(from) }
            }
            if let completion = track.group.memberEnded(interrupted: false) { due.append(completion) }
        }
        order.removeAll { tracks[$0] == nil }
        defer { clock?.updateActivity() }
        transitions.removeAll { track in
            guard track.container.isDescendant(of: subtree) else { return false }
            track.transition.progress = 1
            if track.container.activeTransition === track.transition { track.container.activeTransition = nil }
            if let completion = track.group.memberEnded(interrupted: false) { due.append(completion) }
            return true
        }
        for completion in due { completion() }
    }

    /// The earliest start or end strictly after `time`.
    func nextDeadline(after time: Double) -> Double? {
        var best: Double?
        func consider(_ timing: Timing) {
            let candidates = timing.scrub == nil ? [timing.start + timing.delay, timing.end] : [timing.end]
            for candidate in candidates where candidate > time && candidate.isFinite {
                if best == nil || candidate < best! { best = candidate }
            }
        }
        for track in tracks.values { consider(track.timing) }
        for track in transitions { consider(track.timing) }
        for timer in timers where timer.time > time && (best == nil || timer.time < best!) { best = timer.time }
        return best
    }
}
