/// The app's scenes, as `UIApplication`'s scene API: launching with a delegate, opening,
/// activating and destroying scene sessions, and what the host reports of its windows.
///
/// The rule, as UIKit's:
///
/// 1. A new session gets its configuration from the app delegate, then a ``WindowScene`` with an
///    instance of the configuration's delegate class, which builds its window in
///    ``SceneDelegate/scene(_:willConnectTo:options:)``.
/// 2. A scene is active while one of its windows is the key window (has the keyboard focus).
/// 3. A scene whose last visible window closes is disconnected and its session discarded; when
///    no scene is left the app ends.
/// 4. A request the app cannot honour is refused through its `errorHandler` (or a warning) and
///    changes nothing.
extension Application {
    /// The sessions of the app's scenes, as `UIApplication.openSessions`.
    public var openSessions: Set<SceneSession> { Set(sessionsInOrder) }

    /// The sessions in the order they were opened: what a saved list of windows writes.
    @_spi(Adapter) public var openSessionsInOrder: [SceneSession] { sessionsInOrder }

    /// The connected scenes, as `UIApplication.connectedScenes`.
    public var connectedScenes: Set<Scene> { Set(connectedSceneStore) }

    /// Launches the app with `delegate`, as `UIApplicationMain` does: the delegate becomes
    /// ``delegate`` (and is kept alive) and hears
    /// ``ApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``. Scenes connect
    /// afterwards, on ``requestSceneSessionActivation(_:userActivity:options:errorHandler:)``. A
    /// second launch is ignored with a warning.
    @_spi(Adapter) @discardableResult
    public func launch(delegate: any ApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) -> Bool {
        guard launchedDelegate == nil else {
            ViewController.warningHandler("Application.launch(delegate:) called twice; ignored")
            return false
        }
        launchedDelegate = delegate
        self.delegate = delegate
        return delegate.application(self, didFinishLaunchingWithOptions: options)
    }

    /// The app is ending: its delegate hears ``ApplicationDelegate/applicationWillTerminate(_:)``.
    @_spi(Adapter) public func terminate() {
        delegate?.applicationWillTerminate(self)
    }

    /// Asks for a scene, as `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`:
    /// with `sceneSession` `nil`, a new session and scene (a new window), whose connection options
    /// carry `userActivity`; with an open session, its scene comes to the front.
    ///
    /// A new scene while one is connected needs ``supportsMultipleScenes``; a session that is not
    /// open is refused. Refusals go to `errorHandler` (a warning without one) and change nothing.
    public func requestSceneSessionActivation(
        _ sceneSession: SceneSession?, userActivity: UserActivity?, options: Scene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        if let sceneSession {
            guard sessionsInOrder.contains(sceneSession) else {
                refuse(SceneRequestError(code: .requestDenied, message: "requestSceneSessionActivation: the session \(sceneSession.persistentIdentifier) is not open"), errorHandler)
                return
            }
            if let scene = sceneSession.scene as? WindowScene {
                sceneHost?.bringToFront(scene)
            } else {
                connect(sceneSession, options: Scene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? []))
            }
            return
        }
        guard supportsMultipleScenes || connectedScenes.isEmpty else {
            refuse(SceneRequestError(code: .multipleScenesNotSupported, message: "requestSceneSessionActivation: the app shows one scene (supportsMultipleScenes is false)"), errorHandler)
            return
        }
        let session = SceneSession(role: .windowApplication)
        sessionsInOrder.append(session)
        connect(session, options: Scene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? []), isNew: true)
    }

    /// Closes a session's scene and discards the session, as
    /// `requestSceneSessionDestruction(_:options:errorHandler:)`: its windows close and the
    /// delegates hear what a user's close sends (see ``Scene``). A session that is not open is
    /// refused through `errorHandler`.
    public func requestSceneSessionDestruction(
        _ sceneSession: SceneSession, options: SceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard sessionsInOrder.contains(sceneSession) else {
            refuse(SceneRequestError(code: .requestDenied, message: "requestSceneSessionDestruction: the session \(sceneSession.persistentIdentifier) is not open"), errorHandler)
            return
        }
        if let scene = sceneSession.scene as? WindowScene {
            disconnect(scene, closingWindows: true)
        }
        discard(sceneSession)
    }

    /// Opens a session saved before, with its identifier, `userInfo` and restoration activity,
    /// and connects its scene, as UIKit reconnects the sessions of the windows an app had open
    /// when it relaunches (``SceneSession/stateRestorationActivity`` is set before
    /// ``SceneDelegate/scene(_:willConnectTo:options:)``). An identifier already open is refused
    /// with a warning; returns the session, or `nil` when refused.
    @_spi(Adapter) @discardableResult
    public func restoreSession(
        persistentIdentifier: String, role: SceneSession.Role = .windowApplication, userInfo: [String: PropertyListValue]?,
        stateRestorationActivity: UserActivity?
    ) -> SceneSession? {
        guard !sessionsInOrder.contains(where: { $0.persistentIdentifier == persistentIdentifier }) else {
            ViewController.warningHandler("restoreSession: a session \(persistentIdentifier) is open already; ignored")
            return nil
        }
        let session = SceneSession(persistentIdentifier: persistentIdentifier, role: role)
        session.userInfo = userInfo
        session.stateRestorationActivity = stateRestorationActivity
        sessionsInOrder.append(session)
        connect(session, options: Scene.ConnectionOptions(), isNew: true)
        return session
    }

    /// Asks each connected scene's delegate for its ``SceneDelegate/stateRestorationActivity(for:)``
    /// and keeps it as its session's ``SceneSession/stateRestorationActivity``: what saving the
    /// app's state does first.
    @_spi(Adapter) public func updateStateRestorationActivities() {
        for session in sessionsInOrder {
            guard let scene = session.scene else { continue }
            session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
        }
    }

    // MARK: What the host reports

    /// The host's `window` took the keyboard focus: it becomes the key window
    /// (``Window/becomeKey()``) and its scene active, another scene resigning.
    @_spi(Adapter) public func hostWindowDidBecomeKey(_ window: Window) {
        let scene = window.windowScene
        for other in connectedScenes where other !== scene { other.resignActive() }
        makeKeyWindow(window)
        scene?.becomeActive()
    }

    /// The host's `window` lost the keyboard focus: it resigns key (``Window/resignKey()``) and
    /// its scene resigns active.
    @_spi(Adapter) public func hostWindowDidResignKey(_ window: Window) {
        resignKeyWindow(window)
        window.windowScene?.resignActive()
    }

    /// The host's `window` is closing (the user's close button, Ctrl+W), before its controllers
    /// disappear: when it is its scene's last window on screen, the scene resigns active and
    /// enters the background.
    @_spi(Adapter) public func hostWindowWillClose(_ window: Window) {
        resignKeyWindow(window)
        guard let scene = window.windowScene, !scene.isDisconnecting else { return }
        if scene.visibleWindows.allSatisfy({ $0 === window }) { scene.enterBackground() }
    }

    /// The host's `window` closed and is hidden: when its scene has no window on screen any
    /// more, the scene disconnects and its session is discarded; when that was the last scene,
    /// the app ends.
    @_spi(Adapter) public func hostWindowDidClose(_ window: Window) {
        guard let scene = window.windowScene, !scene.isDisconnecting, scene.activationState != .unattached,
            scene.visibleWindows.isEmpty
        else { return }
        disconnect(scene, closingWindows: false)
        discard(scene.session)
    }

    // MARK: Connecting and disconnecting

    private func connect(_ session: SceneSession, options: Scene.ConnectionOptions, isNew: Bool = false) {
        if isNew || session.configuration.delegateClass == nil, let delegate {
            session.configuration = delegate.application(self, configurationForConnecting: session, options: options)
        }
        let scene = WindowScene(session: session)
        if let delegateClass = session.configuration.delegateClass { scene.delegate = delegateClass.init() }
        session.scene = scene
        connectedSceneStore.append(scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        // Ended from inside willConnectTo (a destruction request): nothing more to send.
        guard session.scene === scene else { return }
        scene.enterForeground()
    }

    /// Sends the scene's way out, closing its windows when asked (a destruction request; the
    /// user's close has closed them already).
    private func disconnect(_ scene: WindowScene, closingWindows: Bool) {
        guard !scene.isDisconnecting, scene.session.scene === scene else { return }
        scene.isDisconnecting = true
        scene.enterBackground()
        if closingWindows {
            for window in scene.windows where window.isVisible {
                resignKeyWindow(window)
                if let sceneHost {
                    sceneHost.windowScene(scene, close: window)
                }
                if window.isVisible {
                    window.finishAllAnimations()
                    window.hide()
                }
            }
        }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        scene.session.scene = nil
        connectedSceneStore.removeAll { $0 === scene }
    }

    /// Forgets `session` and tells the delegate; ends the app when no scene is left.
    private func discard(_ session: SceneSession) {
        guard let index = sessionsInOrder.firstIndex(of: session) else { return }
        sessionsInOrder.remove(at: index)
        delegate?.application(self, didDiscardSceneSessions: [session])
        if connectedSceneStore.isEmpty { sceneHost?.lastSceneDidDisconnect() }
    }

    private func refuse(_ error: SceneRequestError, _ errorHandler: ((any Error) -> Void)?) {
        if let errorHandler { errorHandler(error) } else { ViewController.warningHandler(error.message) }
    }

    // MARK: The key window

    /// Makes `window` the key window of its scene (of the windows in no scene, for one in none),
    /// telling the old one ``Window/resignKey()`` and the new one ``Window/becomeKey()``.
    func makeKeyWindow(_ window: Window) {
        let old = window.keyWindowOfGroup
        guard old !== window else { return }
        window.keyWindowOfGroup = window
        old?.resignKey()
        window.becomeKey()
    }

    /// `window` stops being the key window (it lost the focus, or closes).
    func resignKeyWindow(_ window: Window) {
        guard window.keyWindowOfGroup === window else { return }
        window.keyWindowOfGroup = nil
        window.resignKey()
    }

    /// Forgets every scene, session, the delegate and the host, for tests that launch an app
    /// on the shared application one after another.
    @_spi(Testing) public func resetScenesForTesting() {
        sessionsInOrder.removeAll()
        connectedSceneStore.removeAll()
        launchedDelegate = nil
        delegate = nil
        sceneHost = nil
        keyWindowReference = nil
        supportsMultipleScenes = false
    }
}

/// What the app asks for with a scene destruction, as `UIWindowSceneDestructionRequestOptions`.
@MainActor
public final class SceneDestructionRequestOptions {
    /// How the window goes, as `UIWindowSceneDestructionRequestOptions.DismissalAnimation`.
    public enum WindowDismissalAnimation: Sendable {
        /// The host's usual way.
        case standard
        /// As when the work in it is done.
        case commit
        /// As when the work in it is dropped.
        case decline
    }

    /// How the window goes, as `windowDismissalAnimation` (GTK windows close one way).
    public var windowDismissalAnimation: WindowDismissalAnimation = .standard

    /// Options with the standard animation.
    public init() {}
}
