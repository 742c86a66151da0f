import Containment

/// Formats lifecycle callbacks as `--log-lifecycle` prints them.
enum LifecycleLogFormatter {
    /// The callbacks that are logged: the appearance four, `viewDidLoad`, and the two moves.
    static let loggedCallbacks: Set<LifecycleCallback> = [
        .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .willMove, .didMove,
    ]

    /// The line for one callback, or `nil` for callbacks that are not logged (layout, size and
    /// trait callbacks).
    ///
    /// The form is `lifecycle: <controller> <callback>`, followed by ` animated=<true|false>`
    /// for appearance callbacks or ` parent=<title|nil>` for move callbacks, as
    /// `lifecycle: Red viewWillAppear animated=true`.
    static func line(controllerName: String, callback: LifecycleCallback, argument: String) -> String? {
        guard loggedCallbacks.contains(callback) else { return nil }
        if callback.isAppearance || callback.isMove {
            return "lifecycle: \(controllerName) \(callback.rawValue) \(argument)"
        }
        return "lifecycle: \(controllerName) \(callback.rawValue)"
    }

    /// The line for an event from ``LifecycleEventStream``, or `nil` when it is not logged.
    static func line(for event: LifecycleEvent) -> String? {
        line(controllerName: event.controllerName, callback: event.callback, argument: event.argument)
    }
}
