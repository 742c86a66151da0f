import ContainmentGtk
import Foundation

/// A hidden start-up probe for the benchmark: with `CONTAINMENT_DEMO_EXIT_AT_FIRST_FRAME=1` in the
/// environment, the demo prints `first-frame <monotonic µs>` when its window is first drawn and
/// quits, so start-up to first frame can be timed from outside.
@MainActor
enum FirstFrameExit {
    /// The environment variable that turns the probe on.
    static let environmentKey = "CONTAINMENT_DEMO_EXIT_AT_FIRST_FRAME"

    /// Installs the probe on `host` when the environment asks for it.
    static func installIfRequested(on host: GtkHost) {
        guard ProcessInfo.processInfo.environment[environmentKey] == "1" else { return }
        var done = false
        SignalConnection.connectDraw(host.gtkWindow, after: true) { _ in
            guard !done else { return false }
            done = true
            StandardStreams.writeOutputLine("first-frame \(Int64(FrameClock.monotonicNow * 1_000_000))")
            host.quit()
            return false
        }
    }
}
