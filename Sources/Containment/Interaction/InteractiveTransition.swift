/// One drag between two resting states, and the one rule that decides where a released drag
/// goes: the object every drag of the containers goes through (the drawer's pan, the interactive
/// pop, the page drag, and the touchpad swipes of `Window.handleScroll(_:)`), as libhandy's
/// `HdySwipeTracker` serves its flap, leaflet, deck and carousel alike.
///
/// A container owns one and hooks it: ``begin(at:)`` when its drag starts, ``update(translation:)``
/// (or ``update(progress:)``) as the pointer moves, ``finish(velocity:)`` when it is released,
/// ``cancel()`` when it is abandoned. The container places its views from ``onProgress`` and runs
/// the rest of the way from ``onEnd``; the transition itself moves nothing and knows no views,
/// so it can be driven headless, by a pan, or by a touchpad swipe.
///
/// **Progress and signs.** ``progress`` runs from 0 (the state the container calls *at rest*:
/// a drawer closed, the top controller shown, the current page) to 1 (the state a completed drag
/// leads to: the drawer open, the controller below shown, the next page), clamped. A translation
/// and a velocity are measured *towards completion*: positive moves the progress towards 1,
/// negative towards 0. The container turns its axis into that sign (a right drawer or a forward
/// page turn negates the pointer's x) before it calls in.
///
/// **The rule.** Released, a drag completes when it is a flick towards completion (faster than
/// ``flickVelocity``), cancels when it is a flick the other way, and otherwise completes when
/// past half (``progress`` above 0.5), as UIKit's interactive pop and MMDrawerController's
/// `panVelocityXAnimationThreshold` decide. See ``completes(progress:velocity:)``.
@MainActor
public final class InteractiveTransition {
    /// The speed, in points per second towards or away from completion, above which a released
    /// drag is a flick that ends in its own direction whatever its progress: the one flick
    /// threshold of every drag (drawer, interactive pop, page turn).
    nonisolated public static let flickVelocity = 500.0

    /// Whether a release at `velocity` points per second is a flick: faster than
    /// ``flickVelocity`` in either direction. A velocity that is not a number is no flick.
    nonisolated public static func isFlick(velocity: Double) -> Bool {
        abs(velocity) > flickVelocity
    }

    /// Whether a drag released at `progress` with `velocity` (points per second, positive towards
    /// completion) completes: a flick ends in its own direction; otherwise the drag completes
    /// when past half. This is the only place the rule is written.
    nonisolated public static func completes(progress: Double, velocity: Double) -> Bool {
        if isFlick(velocity: velocity) { return velocity > 0 }
        return progress > 0.5
    }

    /// The points of translation that make a progress of 1 (a drawer's width, a page's length).
    /// Read at each ``update(translation:)``, so a container may change it during a drag; with no
    /// distance (zero, negative or not finite) a translation leaves the progress where the drag
    /// began.
    public var distance: Double

    /// How far the drag has gone, 0…1; see the signs above. It keeps its last value after the
    /// drag ends, so the container can time the rest of the way.
    public private(set) var progress = 0.0

    /// Whether a drag is under way: between ``begin(at:)`` and its end (``finish(velocity:)``,
    /// ``cancel()`` or ``complete()``).
    public private(set) var isActive = false

    /// Where the running drag began; ``update(translation:)`` measures from here.
    public private(set) var initialProgress = 0.0

    /// The velocity the last drag was released with, as given to ``finish(velocity:)`` (points per
    /// second, positive towards completion); 0 when it was cancelled or completed without a
    /// release. A container times the rest of the way with it (a drawer's flick slides at its
    /// own speed).
    public private(set) var releaseVelocity = 0.0

    /// Told the progress after each update of a running drag, as `HdySwipeTracker`'s
    /// `update-swipe`: the container places its views there.
    public var onProgress: ((Double) -> Void)?

    /// Told once when a drag ends, with whether it completes (`true`: it goes on to progress 1;
    /// `false`: it springs back to 0), as `HdySwipeTracker`'s `end-swipe`. It runs after the
    /// transition became inactive, so a container may end the drag again from there, or from the
    /// teardown that led there, and nothing happens twice: ending an inactive drag does nothing.
    public var onEnd: ((Bool) -> Void)?

    /// Creates a transition whose progress 1 lies `distance` points away.
    public init(distance: Double = 1) {
        self.distance = distance
    }

    /// Starts a drag at `progress` (clamped; a drag that reopens an open drawer starts at 1).
    /// Returns `false`, changing nothing, when a drag is already under way.
    @discardableResult
    public func begin(at progress: Double = 0) -> Bool {
        guard !isActive else { return false }
        isActive = true
        let start = Self.clamped(progress) ?? 0
        initialProgress = start
        self.progress = start
        releaseVelocity = 0
        return true
    }

    /// Moves the drag by `translation` points from where it began (positive towards completion):
    /// the progress becomes the initial progress plus `translation / distance`, clamped. Ignored
    /// when no drag is under way.
    public func update(translation: Double) {
        guard isActive else { return }
        let moved = distance > 0 && distance.isFinite ? translation / distance : 0
        set(progress: initialProgress + moved)
    }

    /// Moves the drag to `progress` (clamped to 0…1), as
    /// `UIPercentDrivenInteractiveTransition.update(_:)`. Ignored when no drag is under way or the
    /// value is not a number.
    public func update(progress: Double) {
        guard isActive else { return }
        set(progress: progress)
    }

    /// Releases the drag at `velocity` points per second (positive towards completion) and
    /// decides with ``completes(progress:velocity:)`` whether it completes; ``onEnd`` hears the
    /// answer. Returns that answer, or `false` (and does nothing) when no drag is under way.
    @discardableResult
    public func finish(velocity: Double) -> Bool {
        guard isActive else { return false }
        let completes = Self.completes(progress: progress, velocity: velocity)
        end(completes: completes, velocity: velocity)
        return completes
    }

    /// Abandons the drag: it springs back whatever its progress, as
    /// `UIPercentDrivenInteractiveTransition.cancel()`. Does nothing when no drag is under way.
    public func cancel() {
        guard isActive else { return }
        end(completes: false, velocity: 0)
    }

    /// Completes the drag whatever its progress, as `UIPercentDrivenInteractiveTransition.finish()`
    /// (an app that decides itself, as ``NavigationController/finishInteractivePop()``). Does
    /// nothing when no drag is under way.
    public func complete() {
        guard isActive else { return }
        end(completes: true, velocity: 0)
    }

    private func end(completes: Bool, velocity: Double) {
        isActive = false
        releaseVelocity = velocity
        onEnd?(completes)
    }

    private func set(progress newValue: Double) {
        guard let clamped = Self.clamped(newValue) else { return }
        progress = clamped
        onProgress?(clamped)
    }

    /// `value` within 0…1, or `nil` when it is not a number.
    nonisolated private static func clamped(_ value: Double) -> Double? {
        guard !value.isNaN else { return nil }
        return min(max(value, 0), 1)
    }
}
