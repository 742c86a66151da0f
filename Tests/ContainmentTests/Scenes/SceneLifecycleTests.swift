@_spi(Testing) @_spi(Adapter) import Containment
import ContainmentTestSupport
import Testing

/// The app and scene delegates hear UIKit's calls in UIKit's order, headless on manual clocks.
@MainActor @Suite(.serialized) struct SceneLifecycleTests {
    /// Launch, then the first scene: the app delegate configures it, its delegate builds the
    /// window (whose root appears), then the scene enters the foreground and becomes active.
    @Test func launchAndFirstSceneCallOrder() async {
        await SharedApplicationLock.run {
            let (host, _) = launchLoggingApp()
            defer { Application.shared.resetScenesForTesting() }
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            #expect(SceneLog.entries == [
                "didFinishLaunching", "configurationForConnecting", "s1.willConnectTo",
                "root.viewWillAppear", "root.viewDidAppear", "s1.becomeKey",
                "s1.sceneWillEnterForeground", "s1.sceneDidBecomeActive",
            ])
            let scene = try! #require(Application.shared.connectedScenes.first as? WindowScene)
            #expect(scene.activationState == .foregroundActive)
            #expect(scene.windows.count == 1 && scene.windows[0].isKeyWindow)
            #expect(scene.keyWindow === scene.windows[0])
            #expect(Application.shared.openSessions == [scene.session])
            #expect(scene.session.scene === scene && scene.session.role == .windowApplication)
            #expect(scene.session.configuration.name == "Default")
            #expect(host.shownWindows.count == 1)
        }
    }

    /// Focus moving between two windows: the one losing it resigns first, then the other becomes
    /// key and active; focus leaving the app resigns without a new key window.
    @Test func focusMovesActivationBetweenScenes() async {
        await SharedApplicationLock.run {
            let (host, _) = launchLoggingApp()
            defer { Application.shared.resetScenesForTesting() }
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let first = try! #require(Application.shared.openSessionsInOrder.first?.scene as? WindowScene)
            let second = try! #require(Application.shared.openSessionsInOrder.last?.scene as? WindowScene)
            #expect(first.activationState == .foregroundInactive && second.activationState == .foregroundActive)
            SceneLog.entries = []
            host.focus(first.windows[0])
            #expect(SceneLog.entries == ["s2.resignKey", "s2.sceneWillResignActive", "s1.becomeKey", "s1.sceneDidBecomeActive"])
            #expect(first.windows[0].isKeyWindow && !second.windows[0].isKeyWindow)
            SceneLog.entries = []
            host.unfocus()
            #expect(SceneLog.entries == ["s1.resignKey", "s1.sceneWillResignActive"])
            #expect(Application.shared.connectedScenes.allSatisfy { $0.activationState == .foregroundInactive })
            #expect(!first.windows[0].isKeyWindow)
        }
    }

    /// The user closes a window: its scene resigns, enters the background, its controllers
    /// disappear, it disconnects and its session is discarded; the app ends with its last scene.
    @Test func closingAWindowDisconnectsItsSceneAndTheLastEndsTheApp() async {
        await SharedApplicationLock.run {
            let (host, _) = launchLoggingApp()
            defer { Application.shared.resetScenesForTesting() }
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let second = try! #require(Application.shared.openSessionsInOrder.last?.scene as? WindowScene)
            let secondSession = second.session
            SceneLog.entries = []
            host.close(second.windows[0])
            #expect(SceneLog.entries == [
                "s2.resignKey", "s2.sceneWillResignActive", "s2.sceneDidEnterBackground",
                "root.viewWillDisappear", "root.viewDidDisappear", "s2.sceneDidDisconnect", "didDiscardSceneSessions(1)",
            ])
            #expect(second.activationState == .unattached && secondSession.scene == nil)
            #expect(!Application.shared.openSessions.contains(secondSession))
            #expect(Application.shared.connectedScenes.count == 1)
            #expect(!host.didEnd)
            host.close(host.openWindows[0])
            #expect(Application.shared.connectedScenes.isEmpty && Application.shared.openSessions.isEmpty)
            #expect(host.didEnd)
        }
    }

    /// `requestSceneSessionDestruction` closes the scene's window with the same calls as the
    /// user's close, resigning before the window goes.
    @Test func destructionRequestSendsTheSameCalls() async {
        await SharedApplicationLock.run {
            let (host, _) = launchLoggingApp()
            defer { Application.shared.resetScenesForTesting() }
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let session = try! #require(Application.shared.openSessionsInOrder.first)
            let window = try! #require((session.scene as? WindowScene)?.windows.first)
            SceneLog.entries = []
            var refusal: (any Error)?
            Application.shared.requestSceneSessionDestruction(session, options: nil) { refusal = $0 }
            #expect(refusal == nil)
            #expect(SceneLog.entries == [
                "s1.sceneWillResignActive", "s1.sceneDidEnterBackground", "s1.resignKey",
                "root.viewWillDisappear", "root.viewDidDisappear", "s1.sceneDidDisconnect", "didDiscardSceneSessions(1)",
            ])
            #expect(!window.isVisible && host.openWindows.isEmpty && host.didEnd)
            // The session is gone: a second request is refused and changes nothing.
            Application.shared.requestSceneSessionDestruction(session, options: nil) { refusal = $0 }
            #expect((refusal as? SceneRequestError)?.code == .requestDenied)
        }
    }

    /// An app that shows one scene refuses a second and brings its own forward instead when asked
    /// with its session; the refusal changes nothing.
    @Test func aSingleSceneAppRefusesASecondScene() async {
        await SharedApplicationLock.run {
            let (host, _) = launchLoggingApp(multipleScenes: false)
            defer { Application.shared.resetScenesForTesting() }
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            var refusal: (any Error)?
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { refusal = $0 }
            #expect((refusal as? SceneRequestError)?.code == .multipleScenesNotSupported)
            #expect(Application.shared.openSessions.count == 1 && host.shownWindows.count == 1)
            let session = try! #require(Application.shared.openSessionsInOrder.first)
            Application.shared.requestSceneSessionActivation(session, userActivity: nil, options: nil)
            #expect(host.broughtToFront.count == 1 && host.broughtToFront[0] === session.scene)
        }
    }

    /// "Open in New Window": the new scene's connection options carry the activity.
    @Test func theActivityReachesTheNewScene() async {
        await SharedApplicationLock.run {
            _ = launchLoggingApp()
            defer { Application.shared.resetScenesForTesting() }
            var received: Set<UserActivity> = []
            SceneLog.makeRoot = { options in
                received = options.userActivities
                return LoggingController(name: "root")
            }
            let activity = UserActivity(activityType: "org.containment.tests.note")
            activity.addUserInfoEntries(from: ["note": 7])
            Application.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
            #expect(received == [activity])
            #expect(received.first?.userInfo?["note"]?.intValue == 7)
        }
    }

    /// Each session has its own identifier, kept by a restored session, whose restoration
    /// activity is there when its scene connects.
    @Test func sessionsKeepTheirIdentifiers() async {
        await SharedApplicationLock.run {
            _ = launchLoggingApp()
            defer { Application.shared.resetScenesForTesting() }
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            Application.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let identifiers = Application.shared.openSessionsInOrder.map(\.persistentIdentifier)
            #expect(Set(identifiers).count == 2)
            let saved = UserActivity(activityType: "org.containment.tests.restore")
            var seen: UserActivity?
            SceneLog.makeRoot = { _ in
                seen = Application.shared.openSessionsInOrder.last?.stateRestorationActivity
                return LoggingController(name: "root")
            }
            let restored = Application.shared.restoreSession(persistentIdentifier: "saved-1", userInfo: ["k": 1], stateRestorationActivity: saved)
            #expect(restored?.persistentIdentifier == "saved-1" && seen === saved)
            #expect(restored?.userInfo?["k"]?.intValue == 1)
            #expect(Application.shared.restoreSession(persistentIdentifier: "saved-1", userInfo: nil, stateRestorationActivity: nil) == nil)
        }
    }
}
