import CGtk
import ContainmentGtk
import Glibc

/// The CPU time our tick callback takes, measured around the frame clock's `update` phase (where
/// GTK runs tick callbacks) of a window in which ours is the only tick callback. Beside
/// ``ContainmentGtk/GtkHost/tickDurations`` (wall time, which includes any time the process was
/// descheduled by other work on a busy machine) it counts only this thread's CPU time.
@MainActor
final class TickMeter {
    private var connections: [SignalConnection] = []
    private var startedAt: Double?
    /// CPU seconds of each measured update phase in which `isTicking` held.
    private(set) var samples: [Double] = []

    /// Watches `toplevel`'s frame clock; `isTicking` tells whether our tick callback is installed.
    init(toplevel: UnsafeMutablePointer<GtkWidget>, isTicking: @escaping () -> Bool) {
        // A GdkFrameClock is opaque to Swift: the signal helpers take it as a raw pointer.
        guard let clock = gtk_widget_get_frame_clock(toplevel).map(UnsafeMutableRawPointer.init) else { return }
        connections.append(SignalConnection.connect(clock, "update") { [weak self] in
            self?.startedAt = isTicking() ? Self.threadCPUSeconds : nil
        })
        connections.append(SignalConnection.connect(clock, "update", after: true) { [weak self] in
            guard let self, let start = startedAt else { return }
            samples.append(Self.threadCPUSeconds - start)
            startedAt = nil
        })
    }

    /// Forgets the samples so far (the warm-up round).
    func reset() { samples.removeAll() }

    /// Disconnects from the frame clock.
    func stop() {
        for connection in connections { connection.disconnect() }
        connections.removeAll()
    }

    /// CPU time of the calling thread, in seconds (`CLOCK_THREAD_CPUTIME_ID`).
    static var threadCPUSeconds: Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
