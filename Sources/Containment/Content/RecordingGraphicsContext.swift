/// A ``GraphicsContext`` that keeps the commands it is given instead of drawing them, so an app's
/// own headless tests can check what its ``DrawingView`` draws, as ``ManualClock`` lets them set
/// the time (UIKit has no public equivalent; it plays the part of a PDF or bitmap context whose
/// output a test inspects).
@MainActor
public final class RecordingGraphicsContext: GraphicsContext {
    /// The commands performed so far, in order.
    public private(set) var commands: [DrawingCommand] = []

    /// Creates an empty recording.
    public init() {}

    /// Appends the command to ``commands``.
    public func perform(_ command: DrawingCommand) {
        commands.append(command)
    }
}
