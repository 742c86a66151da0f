/// A container a two-finger touchpad swipe can drive, as libhandy's `HdySwipeable` interface
/// serves its flap, leaflet, deck and carousel: the drawer opens and closes, the navigation
/// controller pops, the page view turns. Any controller adopts it, an app's own container as much
/// as the library's, in a file of its own; nothing central lists the containers.
///
/// `Window.handleScroll(_:)` follows each scroll from its first delta to its stop and, at the
/// first delta, picks its owner once by ``InputArbitration``'s rule: a scroll view that can
/// still scroll keeps it; otherwise the innermost adopting controller on the way from the view
/// under the pointer to the root whose ``canBeginSwipe(_:)`` says yes (and whose
/// ``swipeGestureRecognizer`` is enabled, not refused by its delegate and not waiting for
/// another container's) takes it, and none while one of them ``isTransitioningForSwipe``. The
/// winner's ``beginSwipe(_:)`` starts its transition and hands back a ``SwipeDrive``, which the
/// scroll then moves and, at its stop, releases with the velocity of its last tenth of a second.
///
/// The drive usually moves an ``InteractiveTransition``, so that a released swipe ends by the
/// same flick-or-half rule as every drag (``SwipeDrive/init(driving:sign:)``):
///
/// ```swift
/// extension SidebarController: Swipeable {
///     var swipeGestureRecognizer: GestureRecognizer { sidebarPan }
///     var isTransitioningForSwipe: Bool { sidebarTransition.isActive }
///
///     func canBeginSwipe(_ start: SwipeStart) -> Bool {
///         start.axis == .horizontal && (isSidebarShown ? start.translation < 0 : start.translation > 0)
///     }
///
///     func beginSwipe(_ start: SwipeStart) -> SwipeDrive? {
///         guard sidebarTransition.begin(at: isSidebarShown ? 1 : 0) else { return nil }
///         return SwipeDrive(driving: sidebarTransition)
///     }
/// }
/// ```
///
/// <doc:KeysGesturesAndRightToLeft> shows the whole container.
@MainActor
public protocol Swipeable: ViewController {
    /// The recognizer whose settings the container's swipes obey as its drags do: disabled, it
    /// keeps the container out of swipes; its delegate's
    /// ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` can refuse one; its
    /// ``GestureRecognizer/require(toFail:)`` makes the container give way to another that can
    /// act; an edge strip it claims gives the swipe to it first.
    var swipeGestureRecognizer: GestureRecognizer { get }

    /// Whether a transition of the container runs now (animating, or dragged by a pointer or a
    /// swipe): a new swipe over it is swallowed until its stop (``InputArbitration`` rule 4).
    var isTransitioningForSwipe: Bool { get }

    /// Whether a swipe starting as `start` would move the container (a page to turn to, a
    /// controller to pop, a drawer on that side), asked when the owner of a scroll is picked.
    func canBeginSwipe(_ start: SwipeStart) -> Bool

    /// Begins the transition the swipe drives and returns what moves it, or `nil`, having
    /// changed nothing, when it cannot begin after all (the scroll then goes on to native
    /// widgets).
    func beginSwipe(_ start: SwipeStart) -> SwipeDrive?
}

/// The axis of a scroll or swipe: the one its first delta moved most along.
public enum SwipeAxis: Equatable, Sendable {
    /// Left and right.
    case horizontal
    /// Up and down.
    case vertical
}

/// How a scroll starts, as ``Swipeable`` containers are asked about it: where, along which axis,
/// and which way the content would move.
public struct SwipeStart: Sendable {
    /// Where the fingers are, in window coordinates.
    public var location: Point
    /// The axis the first delta moved most along; the swipe stays on it until its stop.
    public var axis: SwipeAxis
    /// The first movement of the content along the axis, in points: positive right or down, as
    /// content follows the fingers (in a right-to-left layout a container reflects it itself).
    public var translation: Double
    /// Whether a native widget under the pointer (a text view, a slider) scrolls with it; the
    /// scroll then never becomes a swipe.
    public var nativeViewCanScroll: Bool

    /// Creates a start.
    public init(location: Point, axis: SwipeAxis, translation: Double, nativeViewCanScroll: Bool = false) {
        self.location = location
        self.axis = axis
        self.translation = translation
        self.nativeViewCanScroll = nativeViewCanScroll
    }
}

/// What a ``Swipeable`` container hands back to have its transition driven by a swipe, as
/// `HdySwipeTracker` calls `update-swipe` and `end-swipe` on its widget.
@MainActor
public struct SwipeDrive {
    /// Moves the transition to a content translation (points along the axis since the swipe's
    /// start, positive right or down).
    public let update: @MainActor (Double) -> Void
    /// Releases it at a content velocity (points per second along the axis, positive right or
    /// down): the container decides where it ends, normally by the one rule of
    /// ``InteractiveTransition/completes(progress:velocity:)``.
    public let finish: @MainActor (Double) -> Void

    /// Creates a drive from its two steps.
    public init(update: @escaping @MainActor (Double) -> Void, finish: @escaping @MainActor (Double) -> Void) {
        self.update = update
        self.finish = finish
    }

    /// A drive that moves `transition` (begun by the container): the translation and the
    /// velocity, times `sign`, go to ``InteractiveTransition/update(translation:)`` and
    /// ``InteractiveTransition/finish(velocity:)``. Give a `sign` of -1 when content moving left
    /// or up leads towards completion (a panel revealed from the right, a forward page turn). Once
    /// the transition has ended (cancelled by the container, say) the drive moves nothing.
    public init(driving transition: InteractiveTransition, sign: Double = 1) {
        self.init(
            update: { [weak transition] translation in transition?.update(translation: sign * translation) },
            finish: { [weak transition] velocity in transition?.finish(velocity: sign * velocity) })
    }
}
