/// App-wide state, as `UIApplication.shared`: for now, whether input is ignored.
@MainActor
public final class Application {
    /// The one application object.
    public static let shared = Application()

    private init() {}

    private var ignoringCount = 0

    /// Whether input is ignored right now, as `isIgnoringInteractionEvents`. The GTK adapter drops
    /// clicks, keys and gestures while this is `true`.
    public var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    /// Starts ignoring input; calls nest, as `beginIgnoringInteractionEvents()`. Tutorial 000's
    /// sliding menu ignores input while it swaps controllers.
    public func beginIgnoringInteractionEvents() {
        ignoringCount += 1
    }

    /// Ends one `beginIgnoringInteractionEvents()`, as `endIgnoringInteractionEvents()`. An
    /// unmatched call is ignored with a warning.
    public func endIgnoringInteractionEvents() {
        guard ignoringCount > 0 else {
            ViewController.warningHandler("endIgnoringInteractionEvents() without a matching begin; ignored")
            return
        }
        ignoringCount -= 1
    }
}
