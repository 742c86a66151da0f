/// Follows one touchpad scroll of a window, from its first delta to its stop, and turns it into
/// a swipe of the container ``InputArbitration`` picks, as libhandy's `HdySwipeTracker` does for
/// its widgets: the owner is decided once, at the first delta; the content follows the fingers
/// (the transition's translation is the sum of the deltas, negated); the stop releases the
/// transition with the velocity of the last tenth of a second, through the one rule of every
/// drag (``InteractiveTransition/completes(progress:velocity:)``).
@MainActor
final class SwipeTracker {
    private enum State {
        /// No scroll under way.
        case idle
        /// The scroll belongs to native widgets until its stop; when they scroll a core scroll
        /// view, it is dragged meanwhile (`ScrollView.isDragging`).
        case passing(ScrollDrag?)
        /// The scroll is swallowed until its stop (a transition runs).
        case swallowing
        /// The scroll drives a container's transition.
        case driving(SwipeDrive, SwipeAxis)
    }

    private var state = State.idle
    private var translation = 0.0
    private var samples: [(location: Point, time: Double)] = []

    /// The core scroll view a passing scroll moves, held weakly.
    struct ScrollDrag {
        weak var scrollView: ScrollView?
    }

    /// Whether the scroll under way needs its stop: it drives a container, or drags a core
    /// scroll view.
    var awaitsStop: Bool {
        switch state {
        case .driving: true
        case .passing(let drag): drag != nil
        case .idle, .swallowing: false
        }
    }

    /// Whether a swipe drives a container now.
    var isDriving: Bool {
        if case .driving = state { return true }
        return false
    }

    /// Handles `event`; returns whether the core took it (the host keeps it from native widgets).
    func handle(_ event: ScrollEvent, in window: Window) -> Bool {
        switch event.phase {
        case .wheel:
            // A wheel notch never starts a swipe; one inside a running swipe is ignored.
            return isDriving
        case .ended:
            let previous = state
            state = .idle
            switch previous {
            case .driving(let drive, _):
                record(event.timestamp)
                drive.finish(pointerVelocity(samples).x)
                samples = []
                return true
            case .swallowing: return true
            case .passing(let drag):
                drag?.scrollView?.endDraggingFromUser(willDecelerate: false)
                return false
            case .idle: return false
            }
        case .changed:
            switch state {
            case .passing: return false
            case .swallowing: return true
            case .driving(let drive, let axis):
                translation -= axis == .horizontal ? event.delta.x : event.delta.y
                record(event.timestamp)
                drive.update(translation)
                return true
            case .idle:
                return start(event, in: window)
            }
        }
    }

    private func start(_ event: ScrollEvent, in window: Window) -> Bool {
        let dx = event.delta.x, dy = event.delta.y
        guard dx != 0 || dy != 0, dx.isFinite, dy.isFinite else { return false }
        guard !Application.shared.isIgnoringInteractionEvents else {
            state = .swallowing
            return true
        }
        let axis: SwipeAxis = abs(dx) > abs(dy) ? .horizontal : .vertical
        let first = -(axis == .horizontal ? dx : dy)
        let start = SwipeStart(location: event.location, axis: axis, translation: first, nativeViewCanScroll: event.nativeViewCanScroll)
        let owner = InputArbitration.swipeOwner(for: start, in: window)
        switch owner {
        case .native(let scrollView):
            state = .passing(scrollView.map { ScrollDrag(scrollView: $0) })
            scrollView?.beginDraggingFromUser()
            return false
        case .busy:
            state = .swallowing
            return true
        case .container, .content:
            guard let drive = owner.begin(start) else {
                state = .passing(nil)
                return false
            }
            state = .driving(drive, axis)
            translation = first
            samples = []
            record(event.timestamp)
            drive.update(translation)
            return true
        }
    }

    private func record(_ time: Double) {
        samples.append((Point(x: translation, y: 0), time))
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
    }
}

extension Window {
    /// Delivers a scroll event from the host and returns whether the core took it (a swipe of a
    /// container, or one swallowed while a transition runs): the host then keeps it from native
    /// widgets. Which container a touchpad swipe drives, and when a scroll stays with a scroll
    /// view, is ``InputArbitration``'s rule; the swipe drives the container's
    /// ``InteractiveTransition`` as a drag would, and its stop releases it with the same rule.
    @discardableResult
    @_spi(Adapter) public func handleScroll(_ event: ScrollEvent) -> Bool {
        swipeTracker.handle(event, in: self)
    }

    /// Whether the scroll under way waits for its stop (``ScrollEvent/Phase/ended``): it drives
    /// a container, or drags a scroll view. A host whose backend reports no stop sends one when
    /// the deltas pause.
    @_spi(Adapter) public var scrollAwaitsStop: Bool { swipeTracker.awaitsStop }
}

extension InputArbitration.SwipeOwner {
    /// Begins the swipe of a container or a content view that owns it.
    @MainActor func begin(_ start: SwipeStart) -> SwipeDrive? {
        switch self {
        case .container(let container): container.beginSwipe(start)
        case .content(let content): content.beginContentSwipe(start)
        case .native, .busy: nil
        }
    }
}
