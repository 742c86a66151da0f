/// App-wide state, as `UIApplication.shared`: whether input is ignored, and the app's layout
/// direction.
@MainActor
public final class Application {
    /// The one application object.
    public static let shared = Application()

    private init() {}

    private var ignoringCount = 0

    /// How many windows have an `Window.appearanceHandler`: controllers look for their window
    /// on appearing only while some do, as they build lifecycle events only for observers. (A
    /// host clears its handler when it closes.)
    var windowsWithAppearanceHandlers = 0

    /// What measures text and controls for ``View/intrinsicContentSize``: the GTK adapter sets
    /// its own (Pango, real fonts) when it starts; the default is a deterministic
    /// ``FixedPitchMeasurer``. A window's own measurer (the GTK host's) comes first for the views
    /// in it; views already measured are measured again when their content changes.
    @_spi(Adapter) public var contentMeasurer: any ContentMeasurer = FixedPitchMeasurer()

    /// The direction of the app's language, as `UIApplication.userInterfaceLayoutDirection`:
    /// what a new ``Window`` starts with and what a view in no window reads. The GTK adapter sets
    /// it from GTK's default direction (a right-to-left locale, or what the app asked GTK for);
    /// UIKit reads it from the bundle's language, hence settable here.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight

    /// Whether input is ignored right now, as `isIgnoringInteractionEvents`. The GTK adapter drops
    /// clicks, keys and gestures while this is `true`.
    public var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    /// Starts ignoring input; calls nest, as `beginIgnoringInteractionEvents()`. A sliding
    /// menu ignores input while it swaps controllers.
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
