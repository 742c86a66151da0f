import Testing
@_spi(Adapter) @_spi(Testing) @testable import Containment
import ContainmentTestSupport

// The Swift blocks of Containment.docc/StateRestoration.md, compiled and run. The types are
// private to this file: the test target has other `NoteController`s (Examples/Notes').

private final class NoteController: ViewController {
    var noteID = ""

    override func encodeRestorableState(with activity: UserActivity) {
        super.encodeRestorableState(with: activity)
        activity.addUserInfoEntries(from: ["note": .string(noteID)])
    }

    override func decodeRestorableState(with activity: UserActivity) {
        super.decodeRestorableState(with: activity)
        noteID = activity.userInfo?["note"]?.stringValue ?? ""
    }
}

private final class ListSceneDelegate: WindowSceneDelegate {
    var window: Window?

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let window = Window(windowScene: windowScene)
        let list = ViewController()
        list.restorationIdentifier = "list"
        let navigation = NavigationController(rootViewController: list)
        navigation.restorationIdentifier = "navigation"
        window.rootViewController = navigation
        if let activity = session.stateRestorationActivity {
            window.decodeRestorableState(with: activity) { path, _ in
                guard path.last == "note" else { return nil }
                let note = NoteController()
                note.restorationIdentifier = "note"
                return note
            }
        }
        self.window = window
        window.makeKeyAndVisible()
    }

    func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        guard let window else { return nil }
        let activity = UserActivity(activityType: "org.example.notes.window")
        window.encodeRestorableState(with: activity)
        return activity
    }
}

private final class ListAppDelegate: ApplicationDelegate {
    init() {}

    func application(_ application: Application, configurationForConnecting session: SceneSession, options: Scene.ConnectionOptions) -> SceneConfiguration {
        let configuration = SceneConfiguration(name: nil, sessionRole: session.role)
        configuration.delegateClass = ListSceneDelegate.self
        return configuration
    }
}

@MainActor
@Suite struct StateRestorationArticleTests {
    @Test("the article's scene delegate saves its window and comes back to the note at a relaunch")
    func sceneDelegateRoundTrip() async throws {
        try await SharedApplicationLock.run {
            @MainActor func launch() {
                Application.shared.resetScenesForTesting()
                ManualSceneHost().install()
                Application.shared.launch(delegate: ListAppDelegate())
            }
            defer { Application.shared.resetScenesForTesting() }
            launch()
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let scene = try #require(Application.shared.openSessionsInOrder.first?.scene)
            let navigation = try #require((scene.delegate as? ListSceneDelegate)?.window?.rootViewController as? NavigationController)
            let note = NoteController()
            note.restorationIdentifier = "note"
            note.noteID = "n7"
            navigation.pushViewController(note, animated: false)
            // What the adapter writes to scenes.json, and reads at the next launch.
            let bytes = Application.shared.restorationArchive().encoded()

            launch()
            let restored = Application.shared.restoreSessions(from: try RestorationArchive(decoding: bytes))
            let delegate = try #require(restored.first?.scene?.delegate as? ListSceneDelegate)
            let navigationAgain = try #require(delegate.window?.rootViewController as? NavigationController)
            #expect((navigationAgain.topViewController as? NoteController)?.noteID == "n7")
            #expect(navigationAgain.viewControllers.count == 2)
            #expect(navigationAgain.topViewController?.appearanceState == .appeared)
        }
    }

    /// The saved state of a window showing note "n42" pushed on the list.
    private func saved() -> UserActivity {
        let stage = TestStage(width: 900, height: 600)
        let list = ViewController()
        list.restorationIdentifier = "list"
        let navigation = NavigationController(rootViewController: list)
        navigation.restorationIdentifier = "navigation"
        stage.show(navigation)
        let note = NoteController()
        note.restorationIdentifier = "note"
        note.noteID = "n42"
        navigation.pushViewController(note, animated: false)
        let activity = UserActivity(activityType: "org.example.notes")
        stage.window.encodeRestorableState(with: activity)
        return activity
    }

    @Test("the article's launch code brings the note back on top of the list")
    func launchRestoresTheNote() throws {
        let savedActivity = saved()
        let window = Window(frame: Rect(x: 0, y: 0, width: 900, height: 600))
        let list = ViewController()
        list.restorationIdentifier = "list"
        let navigation = NavigationController(rootViewController: list)
        navigation.restorationIdentifier = "navigation"
        window.rootViewController = navigation
        window.decodeRestorableState(with: savedActivity) { path, _ in
            guard path.last == "note" else { return nil }
            let note = NoteController()
            note.restorationIdentifier = "note"
            return note
        }
        window.makeKeyAndVisible()
        let note = try #require(navigation.topViewController as? NoteController)
        #expect(note.noteID == "n42")
        #expect(navigation.viewControllers.count == 2)
        #expect(note.appearanceState == .appeared)
    }
}
