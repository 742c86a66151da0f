/// One pointer (mouse or touch) event handed to a ``Window`` by the host, as a `UITouch` phase.
public struct PointerEvent: Sendable, Equatable {
    /// The phase of the pointer, as `UITouch.Phase`.
    public enum Phase: Sendable, Equatable {
        /// Pressed.
        case began
        /// Moved while pressed.
        case moved
        /// Released.
        case ended
        /// Taken away (the window lost the grab).
        case cancelled
    }

    /// The phase.
    public var phase: Phase
    /// Where, in window coordinates.
    public var location: Point
    /// When, in seconds on the window's clock.
    public var timestamp: Double

    /// Whether the host found, under a press, a native widget that takes drags itself (a text
    /// selection, a slider): then no container's drag follows the sequence (see
    /// ``InputArbitration``). Read on ``Phase/began``.
    public var nativeWidgetTakesDrags: Bool

    /// The modifier keys held (Shift, Control, ...), as `UIEvent.modifierFlags`: a Ctrl+click
    /// or Shift+click extends a table's selection.
    public var modifierFlags: KeyModifierFlags

    /// Creates an event.
    public init(
        _ phase: Phase, at location: Point, time timestamp: Double, nativeWidgetTakesDrags: Bool = false,
        modifierFlags: KeyModifierFlags = []
    ) {
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.nativeWidgetTakesDrags = nativeWidgetTakesDrags
        self.modifierFlags = modifierFlags
    }
}
