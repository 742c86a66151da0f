import CGtk
@_spi(Adapter) import Containment
import ContainmentGtk
import Foundation

/// `ContainmentGtkProbe second-launch APP-ID` (under one D-Bus session, `dbus-run-session`): a
/// scene-based app run by `Application.main`, launched twice with the same application ID. The
/// first process shows a window, then launches the second; the second hands its launch to the
/// first and ends, and the first opens a second window. The first then closes both, which ends
/// it. Prints `second-launch: <what happened, in order>` from the first process; a process that
/// connects a scene prints `second-launch: scene <n> in <pid>`.
@MainActor
enum SecondLaunchProbe {
    /// The second process, while it runs.
    static var second: Process?
    static var happened: [String] = []
    /// Whether this is the second process.
    static var isSecond = false

    final class AppDelegate: ApplicationDelegate {
        func application(
            _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
            options: Scene.ConnectionOptions
        ) -> SceneConfiguration {
            let configuration = SceneConfiguration(name: "Probe", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
    }

    final class SceneDelegate: WindowSceneDelegate {
        var window: Window?

        func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
            guard let windowScene = scene as? WindowScene else { return }
            let count = Application.shared.connectedScenes.count
            windowScene.title = "Scene \(count)"
            let window = Window(windowScene: windowScene)
            window.rootViewController = ViewController()
            self.window = window
            window.makeKeyAndVisible()
            print("second-launch: scene \(count) in \(getpid())")
            fflush(nil)
            SecondLaunchProbe.happened.append("scene-\(count)")
            if SecondLaunchProbe.isSecond {
                // The second process should have handed its launch over, not shown a window.
                GtkRuntime.quit()
            } else if count == 1 {
                SecondLaunchProbe.launchSecond()
            } else {
                // Both windows are here: close them all, which ends the app.
                DispatchQueue.main.async {
                    for session in Application.shared.openSessionsInOrder {
                        Application.shared.requestSceneSessionDestruction(session, options: nil)
                    }
                }
            }
        }
    }

    static func launchSecond() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = Array(CommandLine.arguments.dropFirst())
        do {
            try process.run()
            second = process
            happened.append("launched-second")
        } catch {
            happened.append("launch-failed")
        }
    }

    static func run(applicationID: String) -> Int32 {
        Application.shared.supportsMultipleScenes = true
        isSecond = ProcessInfo.processInfo.environment["SECOND_LAUNCH_CHILD"] != nil
        setenv("SECOND_LAUNCH_CHILD", "1", 1)
        // Give up rather than hang.
        g_timeout_add_full(0, 10_000, { _ in
            MainActor.assumeIsolated {
                SecondLaunchProbe.happened.append("watchdog")
                GtkRuntime.quit()
            }
            return CGTK_SOURCE_REMOVE
        }, nil, nil)
        let status = Application.main(applicationID: applicationID, delegate: AppDelegate(), windowSize: Size(width: 240, height: 160))
        guard !isSecond else { return status }
        if let second {
            second.waitUntilExit()
            happened.append("second-exited-\(second.terminationStatus)")
        }
        happened.append("ended-\(status)")
        happened.append("open-sessions-\(Application.shared.openSessions.count)")
        print("second-launch: \(happened.joined(separator: ","))")
        return happened == ["scene-1", "launched-second", "scene-2", "second-exited-0", "ended-0", "open-sessions-0"] ? 0 : 1
    }
}
