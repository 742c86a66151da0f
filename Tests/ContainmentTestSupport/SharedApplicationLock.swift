import Containment

/// Runs the tests that launch an app on the one `Application.shared` (its delegate, scenes and
/// host) one at a time, across suites and test targets, which share the process: a GTK test
/// waiting for frames would otherwise see a headless test reset the application under it.
@MainActor
public enum SharedApplicationLock {
    private static var isHeld = false
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` while no other test holds the application.
    public static func run(_ body: () async throws -> Void) async rethrows {
        if isHeld {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            isHeld = true
        }
        defer {
            if waiting.isEmpty { isHeld = false } else { waiting.removeFirst().resume() }
        }
        try await body()
    }
}
