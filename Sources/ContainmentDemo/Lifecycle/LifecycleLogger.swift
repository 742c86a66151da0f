import Containment
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Prints the logged lifecycle callbacks of every controller while it is alive, one line each,
/// flushing standard output after every line so a reading process sees it at once.
@MainActor
final class LifecycleLogger {
    private var observation: LifecycleEventStream.Observation?

    /// Starts listening on `stream`; each formatted line goes to `write`.
    init(stream: LifecycleEventStream = .shared, write: @escaping (String) -> Void = StandardStreams.writeOutputLine) {
        observation = stream.observe { event in
            if let line = LifecycleLogFormatter.line(for: event) { write(line) }
        }
    }

    /// Stops listening.
    func stop() {
        observation?.cancel()
        observation = nil
    }
}
