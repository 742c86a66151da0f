/// The states of a gesture recognizer, as `UIGestureRecognizer.State`.
public enum GestureState: Sendable, Equatable {
    /// Watching, nothing recognized yet.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture moved.
    case changed
    /// The gesture finished (a discrete gesture is recognized in this state).
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The events were not this gesture.
    case failed
}

/// Changes how a recognizer competes with others, as `UIGestureRecognizerDelegate`. Both methods
/// have defaults that keep ``InputArbitration``'s rule unchanged.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may begin now, as `gestureRecognizerShouldBegin(_:)`; `false`
    /// makes it fail (and, for a container's recognizer, keeps touchpad swipes away from that
    /// container). Default `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` keeps recognizing while `otherGestureRecognizer` has begun in
    /// the same pointer sequence, as `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    /// Asked of both recognizers' delegates; one `true` is enough. Default `false`: the first
    /// drag to begin makes the others fail. A touchpad swipe always drives one container.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Default: `false`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
}

/// Turns pointer events on a view into a gesture, as `UIGestureRecognizer`. The window routes
/// each pointer sequence to the recognizers of the view under the pointer and its superviews,
/// in the order and with the exclusions ``InputArbitration`` documents.
@MainActor
open class GestureRecognizer {
    /// The current state.
    public internal(set) var state: GestureState = .possible
    /// The view it is attached to.
    public internal(set) weak var view: View?
    /// Whether it takes events, as `isEnabled`.
    public var isEnabled = true
    /// Asked when the gesture is about to begin; `false` makes it fail, as the delegate's
    /// `gestureRecognizerShouldBegin(_:)`.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Called on every state change worth acting on, as the target-action pair.
    public var action: ((GestureRecognizer) -> Void)?
    /// Asked whether it may begin and whether it may run with another, as `delegate`. Held weakly.
    public weak var delegate: GestureRecognizerDelegate?

    /// The recognizers that must fail before this one may begin (held weakly).
    private var failureRequirements: [WeakRecognizer] = []

    /// Whether this recognizer goes before the others of a sequence that starts at a window point
    /// (a navigation controller's edge, a drawer's bezel); see ``InputArbitration``.
    var hasEdgePriority: ((Point) -> Bool)?

    /// The modifier keys held at the last event of the sequence, as
    /// `UIGestureRecognizer.modifierFlags`: a tap handler tells a Ctrl+click from a click.
    public internal(set) var modifierFlags: KeyModifierFlags = []

    /// Where the sequence started, in window coordinates.
    var startLocation = Point.zero
    /// Where the pointer is now, in window coordinates.
    var currentLocation = Point.zero

    /// Creates a recognizer with an action, as `init(target:action:)` with a closure.
    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it begins, and fail
    /// when the other begins, as `require(toFail:)`. The other recognizer is held weakly; one
    /// that is not following the same sequence (or the same touchpad swipe) counts as failed.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The recognizers this one waits for, as ``require(toFail:)`` recorded them.
    var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// Where the pointer is, in `view`'s coordinates (the window's when `nil`), as `location(in:)`.
    public func location(in view: View?) -> Point {
        guard let view else { return currentLocation }
        return view.convert(currentLocation, from: nil)
    }

    /// Where the sequence started, in `view`'s coordinates (the window's when `nil`).
    public func startLocation(in view: View?) -> Point {
        guard let view else { return startLocation }
        return view.convert(startLocation, from: nil)
    }

    /// Whether this recognizer, once it begins, makes discrete ones (taps) in the same sequence fail.
    var isContinuous: Bool { false }

    /// Whether presses route to it (a hover recognizer follows the pointer between presses instead).
    var followsPresses: Bool { true }

    func reset() {
        state = .possible
    }

    func pointerBegan(_ event: PointerEvent) {
        startLocation = event.location
        currentLocation = event.location
        modifierFlags = event.modifierFlags
    }

    func pointerMoved(_ event: PointerEvent) {
        currentLocation = event.location
        modifierFlags = event.modifierFlags
    }

    func pointerEnded(_ event: PointerEvent) {
        currentLocation = event.location
        modifierFlags = event.modifierFlags
    }

    func pointerCancelled() {
        if state == .began || state == .changed {
            transition(to: .cancelled)
        } else {
            state = .failed
        }
    }

    /// Another recognizer of the sequence began: discrete recognizers fail, unless allowed to
    /// recognize with it.
    func otherRecognizerBegan(_ other: GestureRecognizer) {
        if state == .possible, !InputArbitration.recognizeSimultaneously(self, other) { state = .failed }
    }

    /// The recognizers of the running pointer sequence, for the failure requirements (set by the
    /// window while it routes a sequence).
    weak var sequence: PointerTracking?

    /// Asks the failure requirements, ``shouldBegin`` and the delegate: fails and returns `false`
    /// when refused, returns `false` without failing while a required recognizer of the sequence
    /// has not failed yet (the next event asks again).
    func askToBegin() -> Bool {
        switch InputArbitration.requirementsAllowBegin(self, among: sequence?.recognizers ?? []) {
        case .wait: return false
        case .fail:
            state = .failed
            return false
        case .go: break
        }
        if !InputArbitration.allowsBegin(self) {
            state = .failed
            return false
        }
        return true
    }

    func transition(to newState: GestureState) {
        state = newState
        action?(self)
    }
}

/// Recognizes a click or tap, as `UITapGestureRecognizer`: press and release within
/// ``allowableMovement`` points.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may move between press and release.
    public var allowableMovement = 10.0

    override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        if distance(startLocation, event.location) > allowableMovement, state == .possible { state = .failed }
    }

    override func pointerEnded(_ event: PointerEvent) {
        super.pointerEnded(event)
        guard state == .possible else { return }
        if distance(startLocation, event.location) > allowableMovement {
            state = .failed
        } else if askToBegin() {
            transition(to: .ended)
        }
    }
}

/// Recognizes a drag, as `UIPanGestureRecognizer`: begins once the pointer has moved
/// ``minimumMovement`` points, then reports translation and velocity.
@MainActor
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer must move before the pan begins.
    public var minimumMovement = 8.0

    private var translationOrigin = Point.zero
    private var samples: [(location: Point, time: Double)] = []

    override var isContinuous: Bool { true }

    /// The movement since the pan began (or since the last ``setTranslation(_:in:)``), as
    /// `translation(in:)`. Window and view coordinates share their scale, so the view only
    /// matters for the API's shape.
    public func translation(in view: View?) -> Point {
        Point(x: currentLocation.x - translationOrigin.x, y: currentLocation.y - translationOrigin.y)
    }

    /// Makes the current translation `translation`, as `setTranslation(_:in:)`.
    public func setTranslation(_ translation: Point, in view: View?) {
        translationOrigin = Point(x: currentLocation.x - translation.x, y: currentLocation.y - translation.y)
    }

    /// Points per second over the last tenth of a second, as `velocity(in:)`.
    public func velocity(in view: View?) -> Point {
        pointerVelocity(samples)
    }

    override func reset() {
        super.reset()
        samples = []
    }

    override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        translationOrigin = event.location
        samples = [(event.location, event.timestamp)]
    }

    override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        record(event)
        switch state {
        case .possible:
            guard distance(startLocation, event.location) >= minimumMovement else { return }
            if askToBegin() { transition(to: .began) }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func pointerEnded(_ event: PointerEvent) {
        super.pointerEnded(event)
        record(event)
        if state == .began || state == .changed {
            transition(to: .ended)
        } else if state == .possible {
            state = .failed
        }
    }

    private func record(_ event: PointerEvent) {
        samples.append((event.location, event.timestamp))
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
    }
}

/// The velocity of a pointer from its recent samples: the displacement over the last 0.1 s
/// divided by the time it took (zero when there is too little history).
func pointerVelocity(_ samples: [(location: Point, time: Double)]) -> Point {
    guard let last = samples.last else { return .zero }
    let window = 0.1
    let first = samples.first { last.time - $0.time <= window } ?? last
    let dt = last.time - first.time
    guard dt > 0 else { return .zero }
    return Point(x: (last.location.x - first.location.x) / dt, y: (last.location.y - first.location.y) / dt)
}

/// A weak reference to a recognizer, for the failure requirements.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}

func distance(_ a: Point, _ b: Point) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
