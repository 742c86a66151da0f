import Containment

/// The notes app's delegate: one store of notes for the whole app, and every window a scene
/// showing it (``NotesSceneDelegate``), as a UIKit app with several windows is written.
@MainActor
public final class NotesAppDelegate: ApplicationDelegate {
    /// The notes every window shows.
    public let store: NoteStore
    /// Called when a scene's window is on screen (the executable takes its screenshot there).
    public var sceneDidConnect: ((WindowScene) -> Void)?

    /// A delegate over `store` (20 seed notes by default).
    public init(store: NoteStore = .seeded()) {
        self.store = store
    }

    public func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        let configuration = SceneConfiguration(name: "Notes", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NotesSceneDelegate.self
        return configuration
    }
}

/// A notes window: the list beside a note (``NotesApp``), showing the note an "Open in New
/// Window" activity names, titled with it.
@MainActor
public final class NotesSceneDelegate: WindowSceneDelegate {
    public var window: Window?
    /// The window's controllers.
    public private(set) var notes: NotesApp?

    public init() {}

    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene,
            let appDelegate = Application.shared.delegate as? NotesAppDelegate
        else { return }
        let notes = NotesApp(store: appDelegate.store)
        self.notes = notes
        windowScene.title = "Notes"
        let window = Window(windowScene: windowScene)
        window.rootViewController = notes.rootViewController
        if let activity = connectionOptions.userActivities.first, let note = notes.note(for: activity) {
            notes.show(note)
            windowScene.title = note.title
        } else if let activity = session.stateRestorationActivity, notes.restore(from: activity, in: window) {
            // A window saved when the app last quit: what it showed, before it shows, and its title.
            windowScene.title = activity.title ?? "Notes"
        }
        self.window = window
        window.makeKeyAndVisible()
        appDelegate.sceneDidConnect?(windowScene)
    }

    /// What restores this window at the next launch: its controllers, its size, the note shown.
    public func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        guard let window, let notes else { return nil }
        let activity = notes.stateRestorationActivity(in: window)
        activity.title = (scene as? WindowScene)?.title
        return activity
    }

    public func sceneDidDisconnect(_ scene: Scene) {
        window = nil
        notes = nil
    }
}
