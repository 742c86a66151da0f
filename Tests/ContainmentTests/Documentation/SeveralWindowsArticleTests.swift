@_spi(Testing) @_spi(Adapter) import Containment
import ContainmentTestSupport
import Testing

// Containment.docc/SeveralWindows.md's example, compiled and run headless.

final class AppDelegate: ApplicationDelegate {
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        let configuration = SceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = MainSceneDelegate.self
        return configuration
    }
}

final class MainSceneDelegate: WindowSceneDelegate {
    var window: Window?

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let window = Window(windowScene: windowScene)
        window.rootViewController = NavigationController(rootViewController: ViewController())
        self.window = window
        window.makeKeyAndVisible()
    }
}

@MainActor
@Suite("Several windows article")
struct SeveralWindowsArticleTests {
    @Test("the article's delegates open one window per scene; an activity opens another")
    func theArticlesAppOpensWindows() async throws {
        try await SharedApplicationLock.run {
            Application.shared.resetScenesForTesting()
            defer { Application.shared.resetScenesForTesting() }
            let host = ManualSceneHost()
            host.install()
            Application.shared.supportsMultipleScenes = true
            let delegate = AppDelegate()
            Application.shared.launch(delegate: delegate)
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let first = try #require(Application.shared.connectedScenes.first as? WindowScene)
            #expect((first.delegate as? MainSceneDelegate)?.window?.rootViewController is NavigationController)

            let activity = UserActivity(activityType: "org.example.viewing")
            activity.addUserInfoEntries(from: ["item": 7])
            Application.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
            #expect(Application.shared.connectedScenes.count == 2 && host.openWindows.count == 2)
            #expect(host.openWindows.allSatisfy { $0.rootViewController?.appearanceState == .appeared })
        }
    }
}
