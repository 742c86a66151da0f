@_spi(Testing) @_spi(Adapter) import Containment

/// What the scene tests' delegates and controllers heard, in order.
@MainActor
enum SceneLog {
    static var entries: [String] = []
    /// The root controller each scene delegate builds, made by the test.
    static var makeRoot: (Scene.ConnectionOptions) -> ViewController = { _ in LoggingController(name: "root") }

    static func reset() {
        entries = []
        makeRoot = { _ in LoggingController(name: "root") }
    }
}

/// A controller that logs its appearance callbacks with its name.
@MainActor
final class LoggingController: ViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        SceneLog.entries.append("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        SceneLog.entries.append("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        SceneLog.entries.append("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        SceneLog.entries.append("\(name).viewDidDisappear")
    }
}

/// A window that logs becoming and resigning key.
@MainActor
final class LoggingWindow: Window {
    override func becomeKey() {
        super.becomeKey()
        SceneLog.entries.append("\(windowScene?.title ?? "?").becomeKey")
    }

    override func resignKey() {
        super.resignKey()
        SceneLog.entries.append("\(windowScene?.title ?? "?").resignKey")
    }
}

/// An app delegate that logs and configures scenes with ``LoggingSceneDelegate``.
@MainActor
final class LoggingAppDelegate: ApplicationDelegate {
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        SceneLog.entries.append("didFinishLaunching")
        return true
    }

    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        SceneLog.entries.append("configurationForConnecting")
        let configuration = SceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = LoggingSceneDelegate.self
        return configuration
    }

    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        SceneLog.entries.append("didDiscardSceneSessions(\(sceneSessions.count))")
    }
}

/// A scene delegate that builds a window with the test's root controller and logs every call,
/// prefixed with its scene's title ("s1", "s2", … in connection order).
@MainActor
final class LoggingSceneDelegate: WindowSceneDelegate {
    static var connected = 0
    var window: Window?

    init() {}

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        Self.connected += 1
        windowScene.title = "s\(Self.connected)"
        SceneLog.entries.append("s\(Self.connected).willConnectTo")
        let window = LoggingWindow(windowScene: windowScene)
        window.rootViewController = SceneLog.makeRoot(connectionOptions)
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: Scene) { log(scene, "sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: Scene) { log(scene, "sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: Scene) { log(scene, "sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: Scene) { log(scene, "sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: Scene) { log(scene, "sceneDidEnterBackground") }

    private func log(_ scene: Scene, _ call: String) {
        SceneLog.entries.append("\(scene.title ?? "?").\(call)")
    }
}

/// A fresh shared application with a ``ManualSceneHost`` and a launched ``LoggingAppDelegate``.
@MainActor
func launchLoggingApp(multipleScenes: Bool = true) -> (host: ManualSceneHost, delegate: LoggingAppDelegate) {
    Application.shared.resetScenesForTesting()
    SceneLog.reset()
    LoggingSceneDelegate.connected = 0
    let host = ManualSceneHost()
    host.install()
    Application.shared.supportsMultipleScenes = multipleScenes
    let delegate = LoggingAppDelegate()
    Application.shared.launch(delegate: delegate)
    return (host, delegate)
}
