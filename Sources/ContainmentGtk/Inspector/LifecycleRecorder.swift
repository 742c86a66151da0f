@_spi(Adapter) import Containment

/// Records lifecycle callbacks into a `LifecycleJournal` from the moment it is made,
/// without any widget, so that a ``LifecycleInspector`` made later (when the user first opens it)
/// lists everything from the start, as Xcode's console does for an app launched before the
/// console was looked at. Building the panel's widgets only when shown keeps them out of an
/// app's start-up.
@MainActor
public final class LifecycleRecorder {
    /// What was recorded so far.
    public private(set) var journal: LifecycleJournal
    /// The clock's value when recording began: entries' times count from it.
    public let startTime: Double
    private let now: () -> Double
    private var observation: LifecycleEventStream.Observation?

    /// Starts recording `stream`'s callbacks, keeping at most `capacity`; time is `now()` minus
    /// its value at creation, in seconds.
    public init(
        stream: LifecycleEventStream = .shared, capacity: Int = 5_000,
        now: @escaping () -> Double = { FrameClock.monotonicNow }
    ) {
        journal = LifecycleJournal(capacity: capacity)
        self.now = now
        startTime = now()
        observation = stream.observe { [weak self] event in
            guard let self else { return }
            _ = journal.append(event, at: self.now() - startTime)
        }
    }

    /// Stops recording and gives back what was recorded (a ``LifecycleInspector`` takes over).
    public func finish() -> LifecycleJournal {
        observation?.cancel()
        observation = nil
        return journal
    }

    isolated deinit {
        observation?.cancel()
    }
}
