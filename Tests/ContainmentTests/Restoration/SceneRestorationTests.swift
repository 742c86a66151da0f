#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@_spi(Adapter) @_spi(Testing) import Containment
import ContainmentTestSupport
import NotesApp

/// The app's sessions saved as an archive and reconnected from it, as a relaunch does: the
/// mapping the adapter writes to `scenes.json`, and Notes' scene delegate coming back to what
/// each window showed.
@MainActor
@Suite("Scene restoration")
struct SceneRestorationTests {
    /// A scene delegate that saves a counter and reads it back.
    final class CountingSceneDelegate: WindowSceneDelegate {
        var window: Window?
        var count = 0
        var restoredFrom: UserActivity?

        init() {}

        func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
            guard let windowScene = scene as? WindowScene else { return }
            restoredFrom = session.stateRestorationActivity
            count = session.stateRestorationActivity?.userInfo?["count"]?.intValue ?? 0
            let window = Window(windowScene: windowScene)
            window.rootViewController = ViewController()
            self.window = window
            window.makeKeyAndVisible()
        }

        func stateRestorationActivity(for scene: Scene) -> UserActivity? {
            let activity = UserActivity(activityType: "org.example.counter")
            activity.userInfo = ["count": .integer(count)]
            return activity
        }
    }

    final class CountingAppDelegate: ApplicationDelegate {
        init() {}
        func application(_ application: Application, configurationForConnecting session: SceneSession, options: Scene.ConnectionOptions) -> SceneConfiguration {
            let configuration = SceneConfiguration(name: "Default", sessionRole: session.role)
            configuration.delegateClass = CountingSceneDelegate.self
            return configuration
        }
    }

    /// Launches `delegate` on a fresh manual host with windows of `size`.
    private func launch(_ delegate: any ApplicationDelegate, size: Size) -> ManualSceneHost {
        Application.shared.resetScenesForTesting()
        let host = ManualSceneHost()
        host.windowSize = size
        host.install()
        Application.shared.supportsMultipleScenes = true
        Application.shared.launch(delegate: delegate)
        return host
    }

    /// Runs every window's clock until its animations end.
    private func settle(_ host: ManualSceneHost) {
        for _ in 0..<5 {
            for window in host.openWindows { window.layoutIfNeeded() }
            for clock in host.clocks { for _ in 0..<240 { clock.advance(by: 1.0 / 60) } }
        }
    }

    @Test("each open session is saved in order with its activity, user info and window size, and reconnects with them")
    func sessionsRoundTrip() async throws {
        try await SharedApplicationLock.run {
            defer { Application.shared.resetScenesForTesting() }
            _ = launch(CountingAppDelegate(), size: Size(width: 640, height: 480))
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let sessions = Application.shared.openSessionsInOrder
            try #require(sessions.count == 2)
            (sessions[0].scene?.delegate as? CountingSceneDelegate)?.count = 7
            (sessions[1].scene?.delegate as? CountingSceneDelegate)?.count = 9
            sessions[1].userInfo = ["pinned": true]

            let archive = Application.shared.restorationArchive()
            #expect(archive.sessions.map(\.persistentIdentifier) == sessions.map(\.persistentIdentifier))
            #expect(archive.sessions.map { $0.stateRestorationActivity?.userInfo?["count"] } == [7, 9])
            #expect(archive.sessions.map(\.windowSize) == [Size(width: 640, height: 480), Size(width: 640, height: 480)])
            #expect(archive.sessions[1].userInfo == ["pinned": true])
            #expect(archive.sessions[0].configurationName == "Default")
            // A closing window's session is left out.
            #expect(Application.shared.restorationArchive(excluding: sessions[0]).sessions.map(\.persistentIdentifier)
                == [sessions[1].persistentIdentifier])

            let bytes = archive.encoded()
            let decoded = try RestorationArchive(decoding: bytes)
            #expect(decoded.sessions.map(\.windowSize) == archive.sessions.map(\.windowSize))

            _ = launch(CountingAppDelegate(), size: Size(width: 640, height: 480))
            var sizesAsked: [String] = []
            let restored = Application.shared.restoreSessions(from: decoded) { sizesAsked.append($0.persistentIdentifier) }
            #expect(sizesAsked == sessions.map(\.persistentIdentifier))
            #expect(restored.map(\.persistentIdentifier) == sessions.map(\.persistentIdentifier))
            #expect(restored.map { ($0.scene?.delegate as? CountingSceneDelegate)?.count } == [7, 9])
            #expect(restored.allSatisfy { ($0.scene?.delegate as? CountingSceneDelegate)?.restoredFrom === $0.stateRestorationActivity })
            #expect(restored[1].userInfo == ["pinned": true])
            #expect(Application.shared.connectedScenes.count == 2)
        }
    }

    @Test("a size that could not be a window's is dropped from a saved file; a file without sizes still reads")
    func savedSizes() throws {
        let prefix = "{\"format\": \"org.containment.restoration\", \"version\": 1, \"sessions\": [{\"persistentIdentifier\": \"A\", \"role\": \"r\""
        for bad in ["[0, 100]", "[-5, 100]", "[100]", "[1e9, 100]"] {
            let archive = try RestorationArchive(decoding: Data((prefix + ", \"windowSize\": \(bad)}]}").utf8))
            #expect(archive.sessions.first?.windowSize == nil)
        }
        let old = try RestorationArchive(decoding: Data((prefix + "}]}").utf8))
        #expect(old.sessions.map(\.persistentIdentifier) == ["A"] && old.sessions[0].windowSize == nil)
        let good = try RestorationArchive(decoding: Data((prefix + ", \"windowSize\": [700, 500.5]}]}").utf8))
        #expect(good.sessions.first?.windowSize == Size(width: 700, height: 500.5))
    }

    /// Saves the open sessions, relaunches Notes on a fresh host of `size` and reconnects them.
    private func relaunchNotes(size: Size) throws -> (NotesAppDelegate, ManualSceneHost, [SceneSession]) {
        let bytes = Application.shared.restorationArchive().encoded()
        let delegate = NotesAppDelegate()
        let host = launch(delegate, size: size)
        let sessions = Application.shared.restoreSessions(from: try RestorationArchive(decoding: bytes))
        settle(host)
        return (delegate, host, sessions)
    }

    private func notes(of session: SceneSession?) throws -> NotesApp {
        try #require((session?.scene?.delegate as? NotesSceneDelegate)?.notes)
    }

    @Test("Notes' windows come back with the note each showed, selected, and their titles")
    func notesWideRoundTrip() async throws {
        try await SharedApplicationLock.run {
            defer { Application.shared.resetScenesForTesting() }
            let delegate = NotesAppDelegate()
            let host = launch(delegate, size: Size(width: 1000, height: 640))
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let first = try notes(of: Application.shared.openSessionsInOrder.first)
            first.show(try #require(delegate.store.note(withID: 5)))
            first.openInNewWindow(try #require(delegate.store.note(withID: 3)))
            settle(host)
            let saved = Application.shared.openSessionsInOrder
            try #require(saved.count == 2)
            let savedScene = try #require(saved[0].scene)
            let activity = try #require(savedScene.delegate?.stateRestorationActivity(for: savedScene))
            #expect(activity.activityType == NotesApp.windowActivityType)
            #expect(Window.restorableSize(in: activity) == Size(width: 1000, height: 640))

            let (_, _, restored) = try relaunchNotes(size: Size(width: 1000, height: 640))
            #expect(restored.map(\.persistentIdentifier) == saved.map(\.persistentIdentifier))
            let firstAgain = try notes(of: restored.first)
            let secondAgain = try notes(of: restored.last)
            #expect(firstAgain.noteController?.noteID == 5)
            #expect(firstAgain.list.selectedNoteID == 5)
            #expect(!firstAgain.split.isCollapsed)
            #expect(secondAgain.noteController?.noteID == 3)
            #expect((restored.first?.scene as? WindowScene)?.title == "Notes")
            #expect((restored.last?.scene as? WindowScene)?.title == "Trip to the coast")
            // Captured again, the state is the same.
            let restoredScene = try #require(restored[0].scene)
            #expect(restoredScene.delegate?.stateRestorationActivity(for: restoredScene)?.userInfo == activity.userInfo)
        }
    }

    @Test("a narrow Notes window comes back folded, on the note it showed or on the list")
    func notesNarrowRoundTrip() async throws {
        try await SharedApplicationLock.run {
            defer { Application.shared.resetScenesForTesting() }
            let narrow = Size(width: 500, height: 640)
            let delegate = NotesAppDelegate()
            let host = launch(delegate, size: narrow)
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            settle(host)
            var app = try notes(of: Application.shared.openSessionsInOrder.first)
            #expect(app.split.isCollapsed)
            app.show(try #require(delegate.store.note(withID: 4)))
            settle(host)
            #expect(app.noteController?.noteID == 4)

            var (_, relaunchedHost, restored) = try relaunchNotes(size: narrow)
            app = try notes(of: restored.first)
            #expect(app.split.isCollapsed)
            #expect(app.noteController?.noteID == 4)
            #expect(app.listNavigation.topViewController !== app.list)
            #expect(app.list.selectedNoteID == 4)

            // Back on the list, saved and relaunched: the list.
            _ = app.listNavigation.popToRootViewController(animated: false)
            settle(relaunchedHost)
            #expect(app.listNavigation.topViewController === app.list)
            (_, relaunchedHost, restored) = try relaunchNotes(size: narrow)
            app = try notes(of: restored.first)
            #expect(app.split.isCollapsed)
            #expect(app.listNavigation.topViewController === app.list)
        }
    }

    @Test("a saved note deleted since is left out: the window shows the first note")
    func deletedNote() async throws {
        try await SharedApplicationLock.run {
            defer { Application.shared.resetScenesForTesting() }
            let delegate = NotesAppDelegate()
            _ = launch(delegate, size: Size(width: 1000, height: 640))
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let app = try notes(of: Application.shared.openSessionsInOrder.first)
            app.show(try #require(delegate.store.notes.last))
            let lastID = try #require(delegate.store.notes.last?.id)
            let bytes = Application.shared.restorationArchive().encoded()
            let relaunched = NotesAppDelegate()
            relaunched.store.remove(id: lastID)
            _ = launch(relaunched, size: Size(width: 1000, height: 640))
            let restored = Application.shared.restoreSessions(from: try RestorationArchive(decoding: bytes))
            let again = try notes(of: restored.first)
            #expect(again.noteController?.noteID == relaunched.store.notes.first?.id)
            #expect(again.list.selectedNoteID == relaunched.store.notes.first?.id)
        }
    }
}
