/// One frame of a widget's frame clock, as a tick callback sees it.
public struct FrameTick: Sendable, Equatable {
    /// The frame's time in microseconds on the monotonic clock (`gdk_frame_clock_get_frame_time`).
    public let frameTime: Int64
    /// The frame's number (`gdk_frame_clock_get_frame_counter`); consecutive frames differ by one.
    public let frameCounter: Int64

    /// Creates a tick; GTK's frame clock makes the real ones.
    public init(frameTime: Int64, frameCounter: Int64) {
        self.frameTime = frameTime
        self.frameCounter = frameCounter
    }

    /// The frame's time in seconds.
    public var seconds: Double { Double(frameTime) / 1_000_000 }
}

/// What a tick callback wants after a frame.
public enum TickResult: Sendable {
    /// Call again on the next frame (`G_SOURCE_CONTINUE`).
    case `continue`
    /// Remove the callback now (`G_SOURCE_REMOVE`).
    case remove
}
