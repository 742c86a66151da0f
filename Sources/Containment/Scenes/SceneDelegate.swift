/// What a scene tells the app's own object about its life, as `UISceneDelegate`. Every method
/// has a default, as UIKit's are optional.
///
/// The scene makes its delegate from the configuration's ``SceneConfiguration/delegateClass``
/// with `init()`; a class that is not `final` marks its `init()` `required`. See ``Scene`` for
/// the order of the calls.
@MainActor
public protocol SceneDelegate: AnyObject {
    /// Makes a delegate for a new scene.
    init()

    /// The scene is connecting to `session`, as `scene(_:willConnectTo:options:)`: build its
    /// window here (``Window/init(windowScene:)``, a root view controller,
    /// ``Window/makeKeyAndVisible()``). `connectionOptions` carries the activities to show; a
    /// restored session's ``SceneSession/stateRestorationActivity`` is set.
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    /// The scene was disconnected and its windows are gone, as `sceneDidDisconnect(_:)`.
    func sceneDidDisconnect(_ scene: Scene)
    /// The scene's window took the keyboard focus, as `sceneDidBecomeActive(_:)`.
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene's window is losing the keyboard focus (or closing), as `sceneWillResignActive(_:)`.
    func sceneWillResignActive(_ scene: Scene)
    /// The scene is coming on screen, as `sceneWillEnterForeground(_:)`.
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene went off screen (its window is closing), as `sceneDidEnterBackground(_:)`.
    func sceneDidEnterBackground(_ scene: Scene)
    /// The activity that restores the scene as it is now, as `stateRestorationActivity(for:)`:
    /// asked when the app saves its state, kept as the session's
    /// ``SceneSession/stateRestorationActivity``. `nil` (the default): nothing to restore.
    func stateRestorationActivity(for scene: Scene) -> UserActivity?
}

extension SceneDelegate {
    /// Nothing to build.
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {}
    /// Nothing to release.
    public func sceneDidDisconnect(_ scene: Scene) {}
    /// Nothing to resume.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Nothing to pause.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Nothing to prepare.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Nothing to save.
    public func sceneDidEnterBackground(_ scene: Scene) {}
    /// Nothing to restore.
    public func stateRestorationActivity(for scene: Scene) -> UserActivity? { nil }
}

/// A scene delegate that has a window, as `UIWindowSceneDelegate`: the window it builds in
/// ``SceneDelegate/scene(_:willConnectTo:options:)`` and keeps.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    /// The scene's main window, as `UIWindowSceneDelegate.window`.
    var window: Window? { get set }
}
