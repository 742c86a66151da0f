import CGtk
import ContainmentGtk

/// What one animation looked like on screen, from the frames of a toplevel's frame clock.
struct AnimationSample: Equatable {
    /// Frames the toplevel was drawn in, from the first animated frame to the one that ended it.
    var delivered = 0
    /// 60 Hz frame slots between the first animated frame and the last, both included.
    var offered = 0
    /// The longest time between two drawn frames (or from the first animated frame to the first
    /// drawn one), in 60 Hz frames.
    var longestGap = 0.0
    /// CPU time of the process from the request to the end of the last animated frame, in seconds.
    var cpuSeconds = 0.0
    /// Whether the animation started and ended within the timeout.
    var completed = false

    /// Adds another sample's counts (gaps take the maximum).
    mutating func accumulate(_ other: AnimationSample) {
        delivered += other.delivered
        offered += other.offered
        longestGap = max(longestGap, other.longestGap)
        cpuSeconds += other.cpuSeconds
        completed = completed && other.completed
    }

    /// An empty total to accumulate into.
    static var total: AnimationSample { AnimationSample(completed: true) }

    /// Delivered over offered.
    var deliveryRatio: Double { Statistics.ratio(Double(delivered), Double(offered)) }
    /// CPU time per drawn frame, in seconds.
    var cpuPerFrame: Double { Statistics.ratio(cpuSeconds, Double(delivered)) }
}

/// Watches a toplevel's frame clock: for every frame (`after-paint`), whether the toplevel was
/// drawn in it, the frame time, the process's CPU time, and whether the animation under test
/// still ran. Connecting to signals requests no frames, so the recorder changes nothing about
/// when frames happen.
@MainActor
final class FrameRecorder {
    /// The 60 Hz frame interval of GDK's frame clock, in microseconds.
    static let frameInterval = 1_000_000.0 / 60

    struct Frame {
        var counter: Int64
        var time: Int64
        var drawn: Bool
        var animating: Bool
        var cpu: Double
    }

    private let toplevel: UnsafeMutablePointer<GtkWidget>
    private var connections: [SignalConnection] = []
    private var frames: [Frame] = []
    private var drawnCounter: Int64 = -1
    private var recording = false
    /// Whether the animation under test runs, asked after each frame's paint.
    var isAnimating: () -> Bool

    /// Starts watching `toplevel`, which must be realized (it has a frame clock then).
    init(toplevel: UnsafeMutablePointer<GtkWidget>, isAnimating: @escaping () -> Bool) {
        self.toplevel = toplevel
        self.isAnimating = isAnimating
        let clock = gtk_widget_get_frame_clock(toplevel)
        connections.append(SignalConnection.connectDraw(toplevel, after: true) { [weak self] _ in
            if let self, let clock { drawnCounter = Int64(gdk_frame_clock_get_frame_counter(clock)) }
            return false
        })
        if let clock {
            connections.append(SignalConnection.connect(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] in
                guard let self, recording else { return }
                let counter = Int64(gdk_frame_clock_get_frame_counter(clock))
                frames.append(Frame(
                    counter: counter, time: Int64(gdk_frame_clock_get_frame_time(clock)),
                    drawn: drawnCounter == counter, animating: self.isAnimating(), cpu: ProcessMeter.cpuSeconds))
            })
        }
    }

    /// Disconnects from the toplevel and its frame clock.
    func stop() {
        for connection in connections { connection.disconnect() }
        connections.removeAll()
    }

    /// Runs `start` (which requests the animation) and pumps the main loop until the animation
    /// has run and ended, or `timeout` seconds pass; returns what the frames show.
    func measure(timeout: Double = 5, _ start: () -> Void) -> AnimationSample {
        frames.removeAll(keepingCapacity: true)
        recording = true
        defer { recording = false }
        let cpuAtRequest = ProcessMeter.cpuSeconds
        start()
        let ended = Pump.until(timeout: timeout) {
            guard let first = frames.firstIndex(where: \.animating) else { return false }
            return frames[first...].contains { !$0.animating }
        }
        return Self.analyse(frames, cpuAtRequest: cpuAtRequest, completed: ended)
    }

    /// The sample for recorded frames: the animated run is the first animated frame up to and
    /// including the first frame after it in which the animation no longer ran (its last step).
    static func analyse(_ frames: [Frame], cpuAtRequest: Double, completed: Bool) -> AnimationSample {
        guard let first = frames.firstIndex(where: \.animating) else { return AnimationSample() }
        let last = frames[first...].firstIndex { !$0.animating } ?? frames.count - 1
        let run = frames[first...last]
        var sample = AnimationSample(completed: completed)
        sample.delivered = run.filter(\.drawn).count
        let span = Double(run[last].time - run[first].time)
        sample.offered = Int((span / frameInterval).rounded()) + 1
        var previous = run[first].time
        for frame in run where frame.drawn {
            sample.longestGap = max(sample.longestGap, Double(frame.time - previous) / frameInterval)
            previous = frame.time
        }
        sample.cpuSeconds = run[last].cpu - cpuAtRequest
        return sample
    }
}
