/// One scroll event handed to a ``Window`` by the host: a wheel notch, a touchpad's smooth
/// delta, or the stop that ends a touchpad scroll (GDK's `GDK_SCROLL_SMOOTH` events and
/// `gdk_event_is_scroll_stop_event`), as `NSEvent`'s scroll-wheel phases.
public struct ScrollEvent: Sendable, Equatable {
    /// What the event is.
    public enum Phase: Sendable, Equatable {
        /// A discrete wheel notch: scrolls native widgets, never starts a swipe.
        case wheel
        /// A smooth delta of a touchpad (or precise wheel) scroll that goes on.
        case changed
        /// The stop event: the fingers left the touchpad.
        case ended
    }

    /// How many points one unit of a smooth scroll delta moves content under the fingers, as
    /// libhandy's swipe tracker scales touchpad deltas (`SCROLL_MULTIPLIER`).
    public static let pointsPerScrollUnit = 10.0

    /// The phase.
    public var phase: Phase
    /// Where the pointer is, in window coordinates.
    public var location: Point
    /// The scroll in points, as GDK signs it: positive `x` scrolls right (the content moves
    /// left), positive `y` scrolls down (the content moves up). A swipe's content follows the
    /// fingers, so it moves by the opposite of the sum of the deltas.
    public var delta: Point
    /// When, in seconds (any steady origin; only differences count).
    public var timestamp: Double
    /// Whether the host found a native scrolling widget (not a ``ScrollView``) under the pointer
    /// that can still scroll by `delta`: the scroll then stays with it (see ``InputArbitration``).
    public var nativeViewCanScroll: Bool

    /// Creates an event.
    public init(_ phase: Phase, at location: Point, delta: Point = .zero, time timestamp: Double, nativeViewCanScroll: Bool = false) {
        self.phase = phase
        self.location = location
        self.delta = delta
        self.timestamp = timestamp
        self.nativeViewCanScroll = nativeViewCanScroll
    }
}
