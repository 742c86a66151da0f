/// What the app's own object answers for the app as a whole, as `UIApplicationDelegate`:
/// launching, which configuration a new scene gets, and sessions the user discarded.
///
/// Every method has a default, as UIKit's are optional. In a scene-based app the delegate
/// configures scenes (``SceneConfiguration/delegateClass``) and each scene's ``SceneDelegate``
/// builds its window.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The app finished launching, before any scene connects, as
    /// `application(_:didFinishLaunchingWithOptions:)`. Return `false` when a launch option
    /// could not be handled (the value is otherwise ignored, as UIKit's mostly is).
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool

    /// The configuration of a scene being made for a new session, as
    /// `application(_:configurationForConnecting:options:)`: its name and the scene delegate's
    /// class (``SceneConfiguration/delegateClass``). Asked once per new session, before the scene
    /// connects; the default is a configuration with no delegate class.
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration

    /// The user closed scenes for good (their windows), or the app asked with
    /// ``Application/requestSceneSessionDestruction(_:options:errorHandler:)``: their sessions are
    /// gone, as `application(_:didDiscardSceneSessions:)`. Sent after the scenes'
    /// ``SceneDelegate/sceneDidDisconnect(_:)``.
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)

    /// The app is about to end, as `applicationWillTerminate(_:)`: its last window closed or it
    /// was asked to quit.
    func applicationWillTerminate(_ application: Application)
}

extension ApplicationDelegate {
    /// Launching succeeds.
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// A configuration named "Default" for the session's role, with no delegate class.
    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        SceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
    }

    /// Nothing to forget.
    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {}

    /// Nothing to save.
    public func applicationWillTerminate(_ application: Application) {}
}

extension Application {
    /// A key of the launch options, as `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// A key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The activity the app was launched to continue, as `.userActivityDictionary`.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }
}
