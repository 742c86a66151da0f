/// App-wide state, as `UIApplication.shared`: the app's delegate, its scene sessions and
/// connected scenes (Scenes/Application+Scenes.swift), whether input is ignored, and the app's
/// layout direction.
@MainActor
public final class Application {
    /// The one application object.
    public static let shared = Application()

    private init() {}

    private var ignoringCount = 0

    // MARK: Scenes (Application+Scenes.swift)

    /// The app's delegate, as `UIApplication.delegate`: launching and scene configuration go
    /// through it. Held weakly, as UIKit's; ``launch(delegate:options:)`` (what
    /// `Application.main` in ContainmentGtk calls, as `UIApplicationMain` does) keeps the one it
    /// launched alive.
    public weak var delegate: (any ApplicationDelegate)?

    /// The delegate the app was launched with, kept alive as `UIApplicationMain` keeps its own.
    var launchedDelegate: (any ApplicationDelegate)?

    /// The open sessions in the order they were opened (``openSessions`` is unordered, as UIKit's).
    var sessionsInOrder: [SceneSession] = []

    /// The connected scenes, held here (a session holds its scene weakly, as UIKit's).
    var connectedSceneStore: [WindowScene] = []

    /// What shows the scenes' windows: the GTK adapter's, or a headless driver in tests.
    @_spi(Adapter) public var sceneHost: (any SceneHost)?

    /// Whether the app opens more than one scene, as `UIApplication.supportsMultipleScenes`
    /// (which UIKit reads from the Info.plist's `UIApplicationSupportsMultipleScenes`; settable
    /// here, before launch, since there is no Info.plist). When `true`, a second launch opens a
    /// new window, ``requestSceneSessionActivation(_:userActivity:options:errorHandler:)`` with no
    /// session makes a new one, and File ▸ New Window (Ctrl+N) shows in the menu bar; when
    /// `false`, a second launch brings the app's window forward and requests for a new scene are
    /// refused with ``SceneRequestError/Code/multipleScenesNotSupported``.
    public var supportsMultipleScenes = false

    /// The key window among the windows in no scene (``Window/isKeyWindow``).
    weak var keyWindowReference: Window?

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
