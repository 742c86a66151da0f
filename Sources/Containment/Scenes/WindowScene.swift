/// A scene shown in windows, as `UIWindowScene`: the app's ``Window``s in it, its title and its
/// session. Each window has its own clock, first responder, size class, presentation stack and
/// title bar; the host (the GTK adapter) shows each in a window of its own.
@MainActor
public final class WindowScene: Scene {
    /// The windows that joined the scene, as weak references: the scene delegate keeps its
    /// window, as in UIKit.
    private var windowReferences: [WeakWindow] = []

    /// The scene's windows, in the order they joined, as `UIWindowScene.windows`.
    public var windows: [Window] { windowReferences.compactMap(\.window) }

    /// The scene's window that takes key presses, if one does, as `UIWindowScene.keyWindow`.
    public var keyWindow: Window? { keyWindowReference }

    /// The key window among the scene's (``Window/isKeyWindow``).
    weak var keyWindowReference: Window?

    override init(session: SceneSession) {
        super.init(session: session)
    }

    /// The scene's delegate as a window scene's, if it is one.
    var windowSceneDelegate: (any WindowSceneDelegate)? { delegate as? any WindowSceneDelegate }

    override func titleDidChange() {
        Application.shared.sceneHost?.windowSceneTitleDidChange(self)
    }

    /// `window` joins the scene.
    func add(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window))
    }

    /// `window` leaves the scene.
    func remove(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    /// The scene's windows on screen.
    var visibleWindows: [Window] { windows.filter(\.isVisible) }
}

/// A window held weakly.
@MainActor
struct WeakWindow {
    weak var window: Window?

    init(_ window: Window) {
        self.window = window
    }
}
