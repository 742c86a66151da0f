/// A window's scene and key state, as `UIWindow.windowScene`, `isKeyWindow` and `makeKey()`.
extension Window {
    /// A window for `windowScene`, as `UIWindow(windowScene:)`: on a clock of its own and at the
    /// size the scene's host gives new windows (a ``ManualClock`` and 1024 × 768 without a host).
    /// Make it visible with ``makeKeyAndVisible()`` and the host shows it.
    public convenience init(windowScene: WindowScene) {
        let host = Application.shared.sceneHost
        let size = host?.defaultWindowSize(for: windowScene) ?? Size(width: 1024, height: 768)
        self.init(frame: Rect(origin: .zero, size: size), clock: host?.makeClock(for: windowScene) ?? ManualClock())
        self.windowScene = windowScene
    }

    /// The scene the window is in, as `UIWindow.windowScene`; setting it moves the window from
    /// its old scene (shown by the new scene's host when it is visible).
    public var windowScene: WindowScene? {
        get { sceneLink.scene }
        set {
            guard newValue !== sceneLink.scene else { return }
            if isKeyWindow { Application.shared.resignKeyWindow(self) }
            sceneLink.scene?.remove(self)
            sceneLink.scene = newValue
            newValue?.add(self)
            if let newValue, isVisible { Application.shared.sceneHost?.windowScene(newValue, show: self) }
        }
    }

    /// Whether this is the window that takes key presses, as `UIWindow.isKeyWindow`: its scene's
    /// key window (``WindowScene/keyWindow``), the one made key last (``makeKeyAndVisible()``,
    /// ``makeKey()``) or, with a host, the one with the keyboard focus, as the focused window of
    /// a Mac Catalyst app is key; it resigns when the focus leaves it. Windows in no scene have
    /// one key window among them.
    public var isKeyWindow: Bool { keyWindowOfGroup === self }

    /// Makes the window the key window of its scene, as `UIWindow.makeKey()`: the old key window
    /// hears ``resignKey()``, this one ``becomeKey()``.
    public func makeKey() {
        Application.shared.makeKeyWindow(self)
    }

    /// The key window of this window's scene, or of the windows in no scene.
    var keyWindowOfGroup: Window? {
        get {
            if let scene = windowScene { return scene.keyWindowReference }
            return Application.shared.keyWindowReference
        }
        set {
            if let scene = windowScene { scene.keyWindowReference = newValue } else { Application.shared.keyWindowReference = newValue }
        }
    }

    /// The window was shown or hidden: a scene's host shows it; a hidden key window resigns.
    func sceneVisibilityDidChange() {
        if isVisible {
            if let scene = windowScene { Application.shared.sceneHost?.windowScene(scene, show: self) }
        } else {
            Application.shared.resignKeyWindow(self)
        }
    }
}

/// A window's link to its scene, held in one stored property of ``Window``.
@MainActor
final class WindowSceneLink {
    weak var scene: WindowScene?
}
